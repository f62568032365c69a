package site.ycsb.generator.sizes;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.within;

import org.apache.commons.statistics.distribution.GumbelDistribution;
import org.junit.jupiter.api.Test;

class GeneralizedExtremeValueTest {
  @Test
  void withShapeZeroItIsGumbel() {
    GeneralizedExtremeValue gev = new GeneralizedExtremeValue(30, 8, 0);
    GumbelDistribution gumbel = GumbelDistribution.of(30, 8);
    for (double x : new double[] {0, 20, 30, 50, 100}) {
      assertThat(gev.cdf(x)).isCloseTo(gumbel.cumulativeProbability(x), within(1e-12));
    }
    assertThat(gev.quantile(0.9)).isCloseTo(gumbel.inverseCumulativeProbability(0.9), within(1e-9));
  }

  @Test
  void nearZeroShapeApproachesGumbel() {
    GeneralizedExtremeValue gev = new GeneralizedExtremeValue(30, 8, 1e-9);
    assertThat(gev.cdf(45)).isCloseTo(GumbelDistribution.of(30, 8).cumulativeProbability(45), within(1e-6));
  }

  @Test
  void quantileAndCdfAreInverseAndThePositiveShapeHasALowerEnd() {
    GeneralizedExtremeValue etcKeys = new GeneralizedExtremeValue(30.7984, 8.20449, 0.078688);
    for (double p : new double[] {1e-6, 0.25, 0.5, 0.99, 0.999999}) {
      assertThat(etcKeys.cdf(etcKeys.quantile(p))).isCloseTo(p, within(1e-12));
    }
    double lowerEnd = 30.7984 - 8.20449 / 0.078688;
    assertThat(etcKeys.cdf(lowerEnd - 1)).isZero();
    assertThat(new GeneralizedExtremeValue(0, 1, -0.5).cdf(3)).isEqualTo(1); // above the upper end of xi < 0
  }

  @Test
  void refusesAScaleThatIsNotPositive() {
    assertThatThrownBy(() -> new GeneralizedExtremeValue(0, -1, 0.1)).hasMessageContaining("sigma > 0");
  }
}
