package site.ycsb.generator.sizes;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

/** Bucket bounds at the median, p90 and p99 of a size distribution, rounded so the bucket names stay short. */
class QuantileBoundsTest {
  @Test
  void aBoundIsRoundedToTwoFiguresOfTheLargestUnitItHoldsTenOf() {
    assertThat(QuantileBounds.rounded(19)).isEqualTo(19);
    assertThat(QuantileBounds.rounded(227)).isEqualTo(230);
    assertThat(QuantileBounds.rounded(995)).isEqualTo(1000);
    // 4.6 KB is fewer than ten KB: rounded in bytes, so the name is 4700B, not a fraction of a KB.
    assertThat(QuantileBounds.rounded(4_700)).isEqualTo(4_700);
    assertThat(QuantileBounds.rounded(4_749)).isEqualTo(4_700);
    assertThat(QuantileBounds.rounded(20_000)).isEqualTo(20L << 10);
    assertThat(QuantileBounds.rounded(471_000)).isEqualTo(460L << 10);
    assertThat(QuantileBounds.rounded(3L << 30)).isEqualTo(3100L << 20);
    assertThat(QuantileBounds.rounded(30L << 30)).isEqualTo(30L << 30);
    assertThat(QuantileBounds.rounded(0)).isZero();
  }

  @Test
  void theBoundsAreTheRoundedMedianP90AndP99() {
    // GPD(0, 25.45, 0.2615): median 19.3, p90 80.4, p99 227 bytes.
    SizeDistribution gpd = RoundedSizes.down(new GeneralizedPareto(0, 25.45, 0.2615));
    assertThat(QuantileBounds.of(gpd)).containsExactly(19, 80, 230);
  }

  @Test
  void equalQuantilesGiveOneBoundAndZeroNone() {
    // 95% of the sizes are 100 B: the median and p90 are the same bound.
    EmpiricalSizes mostly100 = new EmpiricalSizes(new long[] {100, 200}, new double[] {0.95, 1}, "test");
    long[] bounds = QuantileBounds.of(mostly100);
    assertThat(bounds).hasSize(2);
    assertThat(bounds[0]).isEqualTo(100);
    assertThat(bounds[1]).isBetween(101L, 200L);
    assertThat(QuantileBounds.of(new EmpiricalSizes(new long[] {0}, new double[] {1}, "test"))).isEmpty();
  }
}
