package site.ycsb.compare;

import java.util.Arrays;
import org.apache.commons.numbers.combinatorics.BinomialCoefficientDouble;
import org.apache.commons.statistics.distribution.NormalDistribution;

/**
 * The two-sided Mann-Whitney U test of base values x against new values y, exact with ties.
 *
 * <p>Ties are the rule here, not the exception: a latency percentile is read from an HdrHistogram bucket, 8 µs wide
 * at 10 ms, so repetitions of one step often report the same p50. Libraries that offer an "exact" p-value fall back
 * to the normal approximation as soon as one tie appears, which with 5 repetitions a side can turn p = 0.079 into
 * 0.043. So the p-value here is counted from the permutation distribution of the rank sum given the data's own tie
 * pattern (midranks): of all C(m+n, m) ways to split the pooled values into a base side of m and a new side of n,
 * the share whose base rank sum lies at least as far from its mean m(m+n+1)/2 as the observed one.
 *
 * <p>The count is a knapsack over the groups of tied values: choosing j of a group of t equal values adds j times
 * its midrank to the sum, in C(t, j) ways. Midranks are multiples of 1/2, so sums are counted in half units, exactly
 * as integers; the counts are doubles (C(100, 50) is 1e29), each a sum of positive terms, so relative error stays
 * near 1e-14. The work grows as (m+n)^2 m^2; up to {@link #EXACT_MAX_RUNS} runs in all it is milliseconds. Beyond
 * that the normal approximation with the tie-corrected variance and a continuity correction is used, and
 * {@link #exact()} is false so that the output can say so.
 *
 * @param p the two-sided p-value
 * @param exact true when {@code p} is the exact permutation p-value; false for the normal approximation
 * @param uNew the Mann-Whitney U of the new side: the number of (base, new) pairs where new is larger, ties
 *     counting one half; above {@code m n / 2} when new values tend to be larger
 */
record MannWhitneyP(double p, boolean exact, double uNew) {
  /** The most runs (both sides together) whose p-value is counted exactly. */
  static final int EXACT_MAX_RUNS = 100;

  static MannWhitneyP of(double[] x, double[] y) {
    int m = x.length;
    int n = y.length;
    if (m == 0 || n == 0) {
      throw new IllegalArgumentException("both sides need values: " + m + " and " + n);
    }
    Ties ties = Ties.of(x, y);
    long observed = 0; // the base side's rank sum, in half ranks
    for (double v : x) {
      observed += ties.doubledMidrank(v);
    }
    long center = (long) m * (m + n + 1); // the mean of that sum, in half ranks
    double uBase = observed / 2.0 - m * (m + 1) / 2.0;
    double uNew = (double) m * n - uBase;
    if (m + n <= EXACT_MAX_RUNS) {
      return new MannWhitneyP(exactP(ties, m, Math.abs(observed - center), center), true, uNew);
    }
    return new MannWhitneyP(normalP(ties, m, n, uBase), false, uNew);
  }

  /** P(|S - center| >= distance) for the base rank sum S (half ranks) over all splits of the pooled values. */
  private static double exactP(Ties ties, int m, long distance, long center) {
    int maxSum = 0;
    for (int g = 0; g < ties.sizes.length; g++) {
      maxSum += ties.sizes[g] * ties.doubledMidranks[g];
    }
    // ways[k][s]: the number of ways to pick k values from the groups seen so far with half-rank sum s.
    double[][] ways = new double[m + 1][maxSum + 1];
    ways[0][0] = 1;
    int reached = 0;
    for (int g = 0; g < ties.sizes.length; g++) {
      int t = ties.sizes[g];
      int r = ties.doubledMidranks[g];
      double[] choose = new double[t + 1];
      for (int j = 1; j <= t; j++) {
        choose[j] = BinomialCoefficientDouble.value(t, j);
      }
      // k descending: row k is read before any smaller row adds to it, so each group is used once.
      for (int k = m - 1; k >= 0; k--) {
        double[] from = ways[k];
        for (int s = reached; s >= 0; s--) {
          if (from[s] == 0) {
            continue;
          }
          for (int j = 1; j <= t && k + j <= m; j++) {
            ways[k + j][s + j * r] += from[s] * choose[j];
          }
        }
      }
      reached += t * r;
    }
    double total = 0;
    double extreme = 0;
    for (int s = 0; s <= maxSum; s++) {
      double w = ways[m][s];
      total += w;
      if (Math.abs(s - center) >= distance) {
        extreme += w;
      }
    }
    return Math.min(1, extreme / total);
  }

  /** The normal approximation: tie-corrected variance, continuity correction of 1/2. */
  private static double normalP(Ties ties, int m, int n, double uBase) {
    int total = m + n;
    double tieSum = 0;
    for (int t : ties.sizes) {
      tieSum += (double) t * t * t - t;
    }
    double variance = m * (double) n / 12 * ((total + 1) - tieSum / ((double) total * (total - 1)));
    if (variance <= 0) {
      return 1; // every value the same: nothing to tell apart
    }
    double z = Math.max(0, Math.abs(uBase - m * (double) n / 2) - 0.5) / Math.sqrt(variance);
    return Math.min(1, 2 * NormalDistribution.of(0, 1).survivalProbability(z));
  }

  /** The pooled values' groups of equal values, in ascending order, and each group's midrank in half ranks. */
  private static final class Ties {
    private final double[] values;
    private final int[] sizes;
    private final int[] doubledMidranks;

    private Ties(double[] values, int[] sizes, int[] doubledMidranks) {
      this.values = values;
      this.sizes = sizes;
      this.doubledMidranks = doubledMidranks;
    }

    static Ties of(double[] x, double[] y) {
      double[] pooled = new double[x.length + y.length];
      System.arraycopy(x, 0, pooled, 0, x.length);
      System.arraycopy(y, 0, pooled, x.length, y.length);
      Arrays.sort(pooled);
      double[] values = new double[pooled.length];
      int[] sizes = new int[pooled.length];
      int[] midranks = new int[pooled.length];
      int groups = 0;
      for (int i = 0; i < pooled.length;) {
        int j = i;
        while (j < pooled.length && Double.compare(pooled[j], pooled[i]) == 0) {
          j++;
        }
        values[groups] = pooled[i];
        sizes[groups] = j - i;
        midranks[groups] = (i + 1) + j; // ranks i+1..j: twice their mean
        groups++;
        i = j;
      }
      return new Ties(Arrays.copyOf(values, groups), Arrays.copyOf(sizes, groups), Arrays.copyOf(midranks, groups));
    }

    int doubledMidrank(double v) {
      int g = Arrays.binarySearch(values, v);
      if (g < 0) {
        throw new IllegalArgumentException("not a pooled value: " + v);
      }
      return doubledMidranks[g];
    }
  }
}
