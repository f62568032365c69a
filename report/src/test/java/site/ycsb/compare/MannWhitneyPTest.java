package site.ycsb.compare;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import java.util.Arrays;
import java.util.List;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/**
 * The p-value of {@link MannWhitneyP} against the permutation p-value counted here by brute force: every one of the
 * C(m+n, m) ways to split the pooled values into a base side of m and a new side of n, each split's base rank sum
 * (midranks) against the observed one. Values come from a small set, so ties are the rule, as for p50s read from
 * HdrHistogram buckets.
 */
class MannWhitneyPTest {
  /** Five runs against five, p50s in µs that fall into 8 µs wide buckets around 10 ms. */
  @Test
  void theTiedP50sOfTheTwoSidesAreNotSignificant() {
    double[] base = {10103, 10103, 10111, 10119, 10119};
    double[] next = {10119, 10119, 10119, 10127, 10127};
    MannWhitneyP t = MannWhitneyP.of(base, next);
    assertThat(t.exact()).isTrue();
    assertThat(t.p()).isCloseTo(20.0 / 252, within(1e-12)).isCloseTo(bruteForceP(base, next), within(1e-12));
    ShiftTest s = ShiftTest.of(boxed(base), boxed(next));
    assertThat(s.significant()).as("p = 0.079: not significant at 0.05").isFalse();
  }

  @Test
  void agreesWithTheBruteForcePermutationPOnRandomTiedSamples() {
    SplittableRandom random = new SplittableRandom(20261206);
    double[] buckets = {10095, 10103, 10111, 10119, 10127, 10135};
    int disagreements = 0;
    int tied = 0;
    double worst = 0;
    for (int size : new int[] {5, 6}) {
      for (int i = 0; i < 1000; i++) {
        double[] x = new double[size];
        double[] y = new double[size];
        int shift = random.nextInt(3); // the new side often sits higher, so small p-values are met too
        for (int j = 0; j < size; j++) {
          x[j] = buckets[random.nextInt(4)];
          y[j] = buckets[random.nextInt(4) + shift];
        }
        double expected = bruteForceP(x, y);
        double p = MannWhitneyP.of(x, y).p();
        worst = Math.max(worst, Math.abs(p - expected));
        if (Math.abs(p - expected) > 1e-9) {
          disagreements++;
        }
        if (Arrays.stream(x).distinct().count() + Arrays.stream(y).distinct().count() < 2L * size) {
          tied++;
        }
      }
    }
    System.out.printf("MannWhitneyP against brute force: 2000 samples (1000 of 5 vs 5, 1000 of 6 vs 6), %d with "
        + "ties, %d disagreements beyond 1e-9, largest difference %.3g%n", tied, disagreements, worst);
    assertThat(tied).isEqualTo(2000);
    assertThat(disagreements).isZero();
  }

  @Test
  void beyondTheExactLimitItSaysItApproximates() {
    double[] x = new double[60];
    double[] y = new double[60];
    for (int i = 0; i < 60; i++) {
      x[i] = 100 + i % 7;
      y[i] = 102 + i % 7;
    }
    MannWhitneyP t = MannWhitneyP.of(x, y);
    assertThat(t.exact()).isFalse();
    assertThat(t.p()).isBetween(0.0, 0.05);
    assertThat(MannWhitneyP.of(Arrays.copyOf(x, 50), Arrays.copyOf(y, 50)).exact()).isTrue();
    assertThat(MannWhitneyP.of(new double[60], new double[60]).p()).as("all tied").isEqualTo(1.0);
  }

  /** The share of all splits whose base midrank sum is at least as far from its mean as the observed one. */
  static double bruteForceP(double[] x, double[] y) {
    int m = x.length;
    int total = m + y.length;
    double[] pooled = new double[total];
    System.arraycopy(x, 0, pooled, 0, m);
    System.arraycopy(y, 0, pooled, m, y.length);
    double[] rank = new double[total];
    for (int i = 0; i < total; i++) {
      int below = 0;
      int equal = 0;
      for (double v : pooled) {
        below += v < pooled[i] ? 1 : 0;
        equal += v == pooled[i] ? 1 : 0;
      }
      rank[i] = below + (equal + 1) / 2.0;
    }
    double mean = m * (total + 1) / 2.0;
    double observed = 0;
    for (int i = 0; i < m; i++) {
      observed += rank[i];
    }
    double distance = Math.abs(observed - mean);
    long splits = 0;
    long extreme = 0;
    for (int mask = 0; mask < 1 << total; mask++) {
      if (Integer.bitCount(mask) != m) {
        continue;
      }
      double sum = 0;
      for (int i = 0; i < total; i++) {
        if ((mask & 1 << i) != 0) {
          sum += rank[i];
        }
      }
      splits++;
      // Midrank sums are multiples of 1/2: exact in double, so >= needs no tolerance.
      if (Math.abs(sum - mean) >= distance) {
        extreme++;
      }
    }
    return extreme / (double) splits;
  }

  private static List<Double> boxed(double[] v) {
    return Arrays.stream(v).boxed().toList();
  }
}
