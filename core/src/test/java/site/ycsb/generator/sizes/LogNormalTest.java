package site.ycsb.generator.sizes;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.within;

import org.junit.jupiter.api.Test;

class LogNormalTest {
  @Test
  void itsMedianIsExpMuAndItsLogIsNormal() {
    LogNormal d = new LogNormal(Math.log(1000), 1.5);
    assertThat(d.quantile(0.5)).isCloseTo(1000, within(1e-6));
    // One standard deviation above the mean of the logarithm: 84.13% of the normal lies below.
    assertThat(d.cdf(1000 * Math.exp(1.5))).isCloseTo(0.841344746, within(1e-8));
    assertThat(d.describe()).contains("lognormal").contains("1.5");
  }

  @Test
  void refusesANonPositiveSigma() {
    assertThatThrownBy(() -> new LogNormal(1, 0)).hasMessageContaining("sigma > 0");
  }
}
