package site.ycsb.generator;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.HashSet;
import java.util.Set;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;

class UnixEpochTimestampGeneratorTest {

  @Test
  void startsAtTheGivenTimestampAndAdvancesByTheInterval() {
    UnixEpochTimestampGenerator gen = new UnixEpochTimestampGenerator(120, TimeUnit.SECONDS, 1_072_915_200L);
    assertThat(gen.nextValue()).isEqualTo(1_072_915_200L);
    assertThat(gen.currentValue()).isEqualTo(1_072_915_200L);
    assertThat(gen.lastValue()).isEqualTo(1_072_915_200L - 120);
    assertThat(gen.nextValue()).isEqualTo(1_072_915_320L);
    assertThat(gen.lastValue()).isEqualTo(1_072_915_200L);
    assertThat(gen.getOffset(3)).isEqualTo(360);
  }

  @Test
  void coarseUnitsStayInSeconds() {
    UnixEpochTimestampGenerator gen = new UnixEpochTimestampGenerator(2, TimeUnit.MINUTES, 1000);
    assertThat(gen.getOffset(1)).isEqualTo(120);
    assertThat(gen.nextValue()).isEqualTo(1000);
    assertThat(gen.nextValue()).isEqualTo(1120);
    assertThat(new UnixEpochTimestampGenerator(1, TimeUnit.HOURS, 0).getOffset(2)).isEqualTo(7200);
    assertThat(new UnixEpochTimestampGenerator(1, TimeUnit.DAYS, 0).getOffset(1)).isEqualTo(86_400);
  }

  @Test
  void defaultsToNow() {
    long before = System.currentTimeMillis() / 1000;
    UnixEpochTimestampGenerator gen = new UnixEpochTimestampGenerator();
    long after = System.currentTimeMillis() / 1000;
    long first = gen.nextValue();
    assertThat(first).isBetween(before, after);
    assertThat(gen.nextValue()).isEqualTo(first + 60);

    long beforeMs = System.currentTimeMillis();
    long firstMs = new UnixEpochTimestampGenerator(5, TimeUnit.MILLISECONDS).nextValue();
    assertThat(firstMs).isBetween(beforeMs, System.currentTimeMillis());
    long nanos = new UnixEpochTimestampGenerator(5, TimeUnit.NANOSECONDS).nextValue();
    assertThat(nanos / 1_000_000_000L).isBetween(before, System.currentTimeMillis() / 1000);
  }

  @Test
  void initializingMovesTheStartByWholeIntervals() {
    UnixEpochTimestampGenerator gen = new UnixEpochTimestampGenerator(60, TimeUnit.SECONDS);
    long before = System.currentTimeMillis() / 1000;
    gen.initalizeTimestamp(-60);
    long after = System.currentTimeMillis() / 1000;
    assertThat(gen.nextValue()).isBetween(before - 3600, after - 3600);
  }

  @Test
  void randomDiscreteReturnsEachTimestampOnce() {
    int intervals = 1000;
    RandomDiscreteTimestampGenerator gen =
        new RandomDiscreteTimestampGenerator(60, TimeUnit.SECONDS, 1_000_000L, intervals);
    Set<Long> seen = new HashSet<>();
    boolean inOrder = true;
    long previous = Long.MIN_VALUE;
    for (int i = 0; i < intervals; i++) {
      long v = gen.nextValue();
      assertThat((v - 1_000_000L) % 60).isZero();
      assertThat(v).isBetween(1_000_000L, 1_000_000L + 60L * (intervals - 1));
      assertThat(seen.add(v)).isTrue();
      inOrder &= v > previous;
      previous = v;
    }
    assertThat(inOrder).as("shuffled").isFalse();
    assertThatThrownBy(gen::nextValue).isInstanceOf(IllegalStateException.class);
  }

  @Test
  void randomDiscreteLimitsItsSize() {
    assertThatThrownBy(() -> new RandomDiscreteTimestampGenerator(1, TimeUnit.SECONDS,
        RandomDiscreteTimestampGenerator.MAX_INTERVALS + 1))
        .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("16777216");
    RandomDiscreteTimestampGenerator fromNow = new RandomDiscreteTimestampGenerator(1, TimeUnit.SECONDS, 3);
    long now = System.currentTimeMillis() / 1000;
    assertThat(fromNow.nextValue()).isBetween(now - 5, now + 5);
  }
}
