package site.ycsb.engine;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;
import site.ycsb.TestProperties;
import site.ycsb.measurements.Measurements;

/** The warm-up's limits, tested without branches the JIT would see flip (see Warmup#operationsDone). */
class WarmupTest {
  private static Measurements measurements() {
    return new Measurements(TestProperties.of());
  }

  @Test
  void noWarmUpIsMeasuringFromTheStart() {
    Measurements m = measurements();
    Warmup warmup = new Warmup(0, 0, m);
    assertThat(warmup.isActive()).isFalse();
    assertThat(warmup.phase()).isEqualTo(Warmup.MEASURING);
    assertThat(m.isRecording()).isTrue();
  }

  @Test
  void anOperationLimitEndsTheWarmUpAtExactlyThatCount() {
    Measurements m = measurements();
    Warmup warmup = new Warmup(10, 0, m);
    assertThat(warmup.phase()).isEqualTo(Warmup.WARMING);
    assertThat(m.isRecording()).isFalse();
    warmup.operationsDone(4);
    warmup.operationsDone(5);
    assertThat(warmup.isActive()).isTrue();
    warmup.operationsDone(1);
    assertThat(warmup.isActive()).isFalse();
    assertThat(warmup.phase()).isEqualTo(Warmup.MEASURING);
    assertThat(m.isRecording()).isTrue();
    assertThat(warmup.operations()).isEqualTo(10);
  }

  @Test
  void countingZeroAfterTheEndChangesNothing() {
    Warmup warmup = new Warmup(2, 0, measurements());
    warmup.operationsDone(2);
    long end = warmup.endNanos();
    for (int i = 0; i < 1000; i++) {
      warmup.operationsDone(0);
    }
    assertThat(warmup.endNanos()).isEqualTo(end);
    assertThat(warmup.operations()).isEqualTo(2);
  }

  @Test
  void aTimeLimitEndsTheWarmUpAtItsDeadlineWithoutAnyOperation() throws InterruptedException {
    Measurements m = measurements();
    Warmup warmup = new Warmup(0, 0.05, m);
    warmup.operationsDone(0);
    assertThat(warmup.isActive()).as("no operation limit: a count of 0 is not the end").isTrue();
    long deadline = System.nanoTime() + 5_000_000_000L;
    while (warmup.isActive() && System.nanoTime() < deadline) {
      Thread.sleep(5);
    }
    assertThat(warmup.isActive()).as("ended by its clock, no client counting").isFalse();
    assertThat(warmup.phase()).isEqualTo(Warmup.MEASURING);
    assertThat(m.isRecording()).isTrue();
    assertThat(warmup.durationMs()).isBetween(50L, 2000L);
  }

  @Test
  void anOperationLimitReachedBeforeTheTimeLimitEndsTheWarmUp() {
    Warmup warmup = new Warmup(3, 3600, measurements());
    warmup.operationsDone(2);
    assertThat(warmup.isActive()).isTrue();
    warmup.operationsDone(1);
    assertThat(warmup.isActive()).isFalse();
    assertThat(warmup.durationMs()).isLessThan(3_600_000L);
  }
}
