package site.ycsb.generator;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import org.junit.jupiter.api.Test;

class HotspotIntegerGeneratorTest {

  @Test
  void hotSetReceivesItsShareOfDraws() {
    HotspotIntegerGenerator gen = new HotspotIntegerGenerator(1000, 1999, 0.2, 0.8);
    long hot = 0;
    long hotLow = 0;
    long coldLow = 0;
    double sum = 0;
    for (int i = 0; i < Stats.SAMPLES; i++) {
      long v = gen.nextLong();
      assertThat(v).isBetween(1000L, 1999L);
      sum += v;
      if (v < 1200) {
        hot++;
        hotLow += v < 1100 ? 1 : 0;
      } else {
        coldLow += v < 1600 ? 1 : 0;
      }
    }
    Stats.assertFrequency(hot, Stats.SAMPLES, 0.8);
    // Uniform within each set: half of each set lies in its lower half.
    Stats.assertFrequency(hotLow, Stats.SAMPLES, 0.4);
    Stats.assertFrequency(coldLow, Stats.SAMPLES, 0.1);
    // Mixture of uniform [1000, 1199] and [1200, 1999].
    double mean = 0.8 * 1099.5 + 0.2 * 1599.5;
    assertThat(gen.mean()).isEqualTo(mean);
    Stats.assertMean(sum / Stats.SAMPLES, Stats.SAMPLES, mean, 500);
  }

  @Test
  void gettersReturnTheSettings() {
    HotspotIntegerGenerator gen = new HotspotIntegerGenerator(3, 9, 0.25, 0.75);
    assertThat(gen.getLowerBound()).isEqualTo(3);
    assertThat(gen.getUpperBound()).isEqualTo(9);
    assertThat(gen.getHotsetFraction()).isEqualTo(0.25);
    assertThat(gen.getHotOpnFraction()).isEqualTo(0.75);
  }

  @Test
  void emptyHotOrColdSetsAreHandled() {
    HotspotIntegerGenerator allCold = new HotspotIntegerGenerator(0, 9, 0.0, 0.9);
    HotspotIntegerGenerator allHot = new HotspotIntegerGenerator(0, 9, 1.0, 0.1);
    for (int i = 0; i < 10_000; i++) {
      assertThat(allCold.nextLong()).isBetween(0L, 9L);
      assertThat(allHot.nextLong()).isBetween(0L, 9L);
    }
    assertThat(allCold.mean()).isEqualTo(4.5);
    assertThat(allHot.mean()).isEqualTo(4.5);
  }

  @Test
  void nextValueRecordsTheDraw() {
    HotspotIntegerGenerator gen = new HotspotIntegerGenerator(0, 99, 0.1, 0.9);
    Long v = gen.nextValue();
    assertThat(gen.lastValue()).isEqualTo(v);
  }

  @Test
  void rejectsInvalidSettings() {
    assertThatThrownBy(() -> new HotspotIntegerGenerator(0, 9, -0.1, 0.5))
        .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("hotsetFraction");
    assertThatThrownBy(() -> new HotspotIntegerGenerator(0, 9, 1.1, 0.5))
        .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("hotsetFraction");
    assertThatThrownBy(() -> new HotspotIntegerGenerator(0, 9, 0.5, 2))
        .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("hotOpnFraction");
    assertThatThrownBy(() -> new HotspotIntegerGenerator(0, 9, 0.5, Double.NaN))
        .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("hotOpnFraction");
    assertThatThrownBy(() -> new HotspotIntegerGenerator(10, 9, 0.5, 0.5))
        .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("lowerBound <= upperBound");
  }
}
