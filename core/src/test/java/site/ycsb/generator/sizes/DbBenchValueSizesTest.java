package site.ycsb.generator.sizes;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.within;

import org.junit.jupiter.api.Test;

class DbBenchValueSizesTest {
  /** A raw distribution with much mass above max, so that the wrap is visible in a small sample. */
  private final SizeDistribution raw = RoundedSizes.up(new GeneralizedPareto(0, 80, 0.5));
  private final DbBenchValueSizes d = new DbBenchValueSizes(raw, 10, 100);

  @Test
  void smallSizesBecomeTheMinimumAndLargeOnesWrap() {
    for (int i = 0; i < 10_000; i++) {
      double p = KeyedUniform.of(i, 3);
      long r = raw.size(p);
      long s = d.size(p);
      if (r < 10) {
        assertThat(s).isEqualTo(10);
      } else if (r > 100) {
        assertThat(s).isEqualTo(r % 100);
      } else {
        assertThat(s).isEqualTo(r);
      }
    }
  }

  @Test
  void theSizeCdfCountsTheWrappedSizes() {
    long[] sample = SampleCheck.draw(d, 200_000);
    assertThat(SampleCheck.ksDistance(d, sample)).isLessThan(0.005);
    assertThat(d.sizeCdf(100)).isCloseTo(1, within(1e-9));
    assertThat(d.sizeCdf(9)).isGreaterThan(0); // wrapped sizes fall below the minimum
  }

  @Test
  void refusesAMinimumAboveTheMaximum() {
    assertThatThrownBy(() -> new DbBenchValueSizes(raw, 20, 10)).hasMessageContaining("min <= max");
  }
}
