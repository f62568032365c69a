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
  void aTimeLimitEndsTheWarmUpOnTheFirstCountAfterIt() throws InterruptedException {
    Warmup warmup = new Warmup(0, 0.05, measurements());
    warmup.operationsDone(0);
    assertThat(warmup.isActive()).as("no operation limit: a count of 0 is not the end").isTrue();
    Thread.sleep(80);
    warmup.operationsDone(0);
    assertThat(warmup.isActive()).isFalse();
    assertThat(warmup.durationMs()).isGreaterThanOrEqualTo(50);
  }
}
