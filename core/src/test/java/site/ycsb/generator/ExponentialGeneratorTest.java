package site.ycsb.generator;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.within;

import org.junit.jupiter.api.Test;

class ExponentialGeneratorTest {

  @Test
  void percentileConstructorPutsThatShareBelowTheRange() {
    ExponentialGenerator gen = new ExponentialGenerator(95, 1000);
    double mean = 1000 / Math.log(20);
    assertThat(gen.mean()).isCloseTo(mean, within(1e-9));
    long below = 0;
    double sum = 0;
    for (int i = 0; i < Stats.SAMPLES; i++) {
      double v = gen.nextValue();
      assertThat(v).isGreaterThanOrEqualTo(0);
      below += v < 1000 ? 1 : 0;
      sum += v;
    }
    Stats.assertFrequency(below, Stats.SAMPLES, 0.95);
    // An exponential's standard deviation equals its mean.
    Stats.assertMean(sum / Stats.SAMPLES, Stats.SAMPLES, mean, mean);
  }

  @Test
  void nextLongTruncatesTheDraw() {
    ExponentialGenerator gen = new ExponentialGenerator(50);
    assertThat(gen.mean()).isEqualTo(50);
    long sum = 0;
    long zeros = 0;
    for (int i = 0; i < Stats.SAMPLES; i++) {
      long v = gen.nextLong();
      assertThat(v).isNotNegative();
      sum += v;
      zeros += v == 0 ? 1 : 0;
    }
    // floor(X) is geometric: mean 1 / (e^(1/50) - 1), P(0) = 1 - e^(-1/50).
    Stats.assertMean((double) sum / Stats.SAMPLES, Stats.SAMPLES, 1 / Math.expm1(1 / 50.0), 50);
    Stats.assertFrequency(zeros, Stats.SAMPLES, -Math.expm1(-1 / 50.0));
  }

  @Test
  void nextValueRecordsTheDraw() {
    ExponentialGenerator gen = new ExponentialGenerator(10);
    Double v = gen.nextValue();
    assertThat(gen.lastValue()).isEqualTo(v);
  }

  @Test
  void rejectsSettingsWithoutADistribution() {
    assertThatThrownBy(() -> new ExponentialGenerator(0)).isInstanceOf(IllegalArgumentException.class);
    assertThatThrownBy(() -> new ExponentialGenerator(-5)).isInstanceOf(IllegalArgumentException.class);
    assertThatThrownBy(() -> new ExponentialGenerator(100, 10)).isInstanceOf(IllegalArgumentException.class)
        .hasMessageContaining("percentile");
    assertThatThrownBy(() -> new ExponentialGenerator(95, 0)).isInstanceOf(IllegalArgumentException.class);
  }
}
