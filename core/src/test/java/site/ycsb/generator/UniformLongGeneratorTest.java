package site.ycsb.generator;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import org.junit.jupiter.api.Test;

class UniformLongGeneratorTest {

  @Test
  void staysInBoundsWithTheRightMean() {
    UniformLongGenerator gen = new UniformLongGenerator(-50, 49);
    long[] counts = new long[100];
    double sum = 0;
    for (int i = 0; i < Stats.SAMPLES; i++) {
      long v = gen.nextLong();
      assertThat(v).isBetween(-50L, 49L);
      counts[(int) (v + 50)]++;
      sum += v;
    }
    assertThat(gen.mean()).isEqualTo(-0.5);
    Stats.assertMean(sum / Stats.SAMPLES, Stats.SAMPLES, -0.5, Math.sqrt((100.0 * 100 - 1) / 12));
    assertThat(counts).doesNotContain(0L);
  }

  @Test
  void bucketsPassAChiSquareTest() {
    int buckets = 100;
    UniformLongGenerator gen = new UniformLongGenerator(0, buckets - 1);
    long[] counts = new long[buckets];
    for (int i = 0; i < Stats.SAMPLES; i++) {
      counts[(int) gen.nextLong()]++;
    }
    double expected = (double) Stats.SAMPLES / buckets;
    double chi2 = 0;
    for (long c : counts) {
      chi2 += (c - expected) * (c - expected) / expected;
    }
    // 99 degrees of freedom: mean 99, sd 14; 220 is beyond 6 sigma (Wilson-Hilferty).
    assertThat(chi2).isLessThan(220);
  }

  @Test
  void singleValueAndWideRanges() {
    assertThat(new UniformLongGenerator(7, 7).nextLong()).isEqualTo(7);
    UniformLongGenerator wide = new UniformLongGenerator(Long.MIN_VALUE + 1, Long.MAX_VALUE);
    for (int i = 0; i < 1000; i++) {
      assertThat(wide.nextLong()).isGreaterThan(Long.MIN_VALUE);
    }
    UniformLongGenerator all = new UniformLongGenerator(Long.MIN_VALUE, Long.MAX_VALUE);
    all.nextLong();
  }

  @Test
  void nextValueSetsLastValue() {
    UniformLongGenerator gen = new UniformLongGenerator(0, 1_000_000);
    Long v = gen.nextValue();
    assertThat(gen.lastValue()).isEqualTo(v);
  }

  @Test
  void rejectsReversedBounds() {
    assertThatThrownBy(() -> new UniformLongGenerator(5, 4))
        .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("lb <= ub");
  }
}
