package site.ycsb.generator.sizes;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.Arrays;
import org.junit.jupiter.api.Test;

class KeyedUniformTest {
  @Test
  void theSameKeyGetsTheSameNumberAndStreamsDiffer() {
    assertThat(KeyedUniform.of(42, 1)).isEqualTo(KeyedUniform.of(42, 1));
    assertThat(KeyedUniform.of(42, 1)).isNotEqualTo(KeyedUniform.of(42, 2));
    assertThat(KeyedUniform.of(42, 1)).isNotEqualTo(KeyedUniform.of(43, 1));
  }

  @Test
  void consecutiveKeysAreSpreadEvenlyOverTheOpenInterval() {
    int n = 200_000;
    double[] u = new double[n];
    for (int i = 0; i < n; i++) {
      u[i] = KeyedUniform.of(i, 7);
      assertThat(u[i]).isGreaterThan(0).isLessThan(1);
    }
    Arrays.sort(u);
    double ks = 0;
    for (int i = 0; i < n; i++) {
      ks = Math.max(ks, Math.max(Math.abs(u[i] - (double) i / n), Math.abs(u[i] - (double) (i + 1) / n)));
    }
    // The 99.9% critical value of the KS statistic for n = 200,000 is 1.95 / sqrt(n) = 0.0044.
    assertThat(ks).isLessThan(0.0044);
  }
}
