package site.ycsb.generator.sizes;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.within;

import org.apache.commons.statistics.distribution.ExponentialDistribution;
import org.apache.commons.statistics.distribution.ParetoDistribution;
import org.junit.jupiter.api.Test;

class GeneralizedParetoTest {
  @Test
  void withLocationSigmaOverKItIsTheClassicalPareto() {
    // GPD(σ/k, σ, k) is Pareto with scale σ/k and shape 1/k: Commons Statistics is the oracle.
    GeneralizedPareto gpd = new GeneralizedPareto(200, 50, 0.25);
    ParetoDistribution pareto = ParetoDistribution.of(200, 4);
    for (double x : new double[] {200.5, 250, 400, 1000, 1e5}) {
      assertThat(gpd.cdf(x)).isCloseTo(pareto.cumulativeProbability(x), within(1e-12));
    }
    for (double p : new double[] {0.01, 0.5, 0.9, 0.999}) {
      assertThat(gpd.quantile(p)).isCloseTo(pareto.inverseCumulativeProbability(p), within(1e-9));
    }
  }

  @Test
  void withShapeZeroItIsTheExponentialFromItsLocation() {
    GeneralizedPareto gpd = new GeneralizedPareto(10, 3, 0);
    ExponentialDistribution exp = ExponentialDistribution.of(3);
    assertThat(gpd.cdf(14)).isCloseTo(exp.cumulativeProbability(4), within(1e-12));
    assertThat(gpd.quantile(0.7)).isCloseTo(10 + exp.inverseCumulativeProbability(0.7), within(1e-9));
  }

  @Test
  void aNegativeShapeIsBoundedAbove() {
    GeneralizedPareto gpd = new GeneralizedPareto(0, 10, -0.5); // support [0, 20]
    assertThat(gpd.cdf(20)).isEqualTo(1);
    assertThat(gpd.cdf(25)).isEqualTo(1);
    assertThat(gpd.quantile(0.999999)).isLessThan(20);
  }

  @Test
  void quantileAndCdfAreInverse() {
    GeneralizedPareto etc = new GeneralizedPareto(15, 214.476, 0.348238);
    for (double p : new double[] {1e-6, 0.1, 0.5, 0.99, 0.999999}) {
      assertThat(etc.cdf(etc.quantile(p))).isCloseTo(p, within(1e-12));
    }
    assertThat(etc.cdf(15)).isZero();
  }

  @Test
  void refusesAScaleThatIsNotPositive() {
    assertThatThrownBy(() -> new GeneralizedPareto(0, 0, 0.1)).hasMessageContaining("sigma > 0");
    assertThatThrownBy(() -> new GeneralizedPareto(Double.NaN, 1, 0.1)).hasMessageContaining("finite theta");
  }
}
