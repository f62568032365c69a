package site.ycsb.generator.sizes;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import org.junit.jupiter.api.Test;

class RoundedSizesTest {
  private final GeneralizedPareto gpd = new GeneralizedPareto(0, 25.45, 0.2615);

  @Test
  void downTakesTheWholeBytesBelowAndUpTheWholeBytesAbove() {
    double p = 0.5;
    double q = gpd.quantile(p);
    assertThat(RoundedSizes.down(gpd).size(p)).isEqualTo((long) Math.floor(q));
    assertThat(RoundedSizes.up(gpd).size(p)).isEqualTo((long) Math.ceil(q));
  }

  @Test
  void theSizeCdfIsExactForWhatIsDrawn() {
    for (RoundedSizes d : new RoundedSizes[] {RoundedSizes.down(gpd), RoundedSizes.up(gpd)}) {
      long[] sample = SampleCheck.draw(d, 200_000);
      assertThat(SampleCheck.ksDistance(d, sample)).as(d.describe()).isLessThan(0.005);
    }
  }

  @Test
  void theCdfsOfTheTwoRoundingsDifferByOneByte() {
    RoundedSizes down = RoundedSizes.down(gpd);
    RoundedSizes up = RoundedSizes.up(gpd);
    assertThat(up.sizeCdf(21)).isCloseTo(down.sizeCdf(20), within(1e-12));
    assertThat(down.sizeCdf(-1)).isZero();
  }

  @Test
  void negativeValuesAreSizeZero() {
    RoundedSizes d = RoundedSizes.down(new GeneralizedExtremeValue(-100, 1, 0));
    assertThat(d.size(0.5)).isZero();
    assertThat(d.sizeCdf(0)).isEqualTo(d.distribution().cdf(Math.nextDown(1.0)));
  }
}
