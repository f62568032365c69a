package site.ycsb.compare;

import java.util.Arrays;
import java.util.List;
import org.apache.commons.numbers.combinatorics.BinomialCoefficientDouble;
import org.apache.commons.statistics.distribution.NormalDistribution;

/**
 * Whether two sets of repetitions differ, and by how much: the two-sided Mann-Whitney U test ({@link MannWhitneyP},
 * exact with ties), the Hodges-Lehmann estimate of the relative change and its distribution-free 95% interval
 * (Moses), both on the logarithms of the values so that they read as ratios new/base. The estimate is the one the
 * interval belongs to: the median of the m n ratios y_j / x_i, not the ratio of the two medians. No assumption of
 * normal values: repetitions of a benchmark are few and their latency percentiles skewed.
 *
 * @param p the two-sided p-value, or NaN when the samples are too small to tell
 * @param exact true when {@code p} is the exact permutation p-value, false for the normal approximation
 * @param tooFew true when the samples are too small for any outcome to reach alpha (fewer than 3 each, or
 *     {@code 2 / C(n+m, n) > alpha}, e.g. 3 against 3)
 * @param newLarger true when the new values tend to be the larger (the new side's U above m n / 2)
 * @param ratio the Hodges-Lehmann estimate of new/base, or NaN (too few, or a value of 0 or below: a latency
 *     below the histogram's resolution has no ratio)
 * @param ratioLow lower end of the interval of new/base, or NaN
 * @param ratioHigh upper end, or NaN
 */
record ShiftTest(double p, boolean exact, boolean tooFew, boolean newLarger, double ratio, double ratioLow,
    double ratioHigh) {
  static final double ALPHA = 0.05;

  static ShiftTest of(List<Double> base, List<Double> next) {
    double[] x = clean(base);
    double[] y = clean(next);
    int m = x.length;
    int n = y.length;
    if (m < 3 || n < 3 || smallestP(m, n) > ALPHA) {
      return new ShiftTest(Double.NaN, true, true, false, Double.NaN, Double.NaN, Double.NaN);
    }
    MannWhitneyP test = MannWhitneyP.of(x, y);
    boolean newLarger = test.uNew() > m * (double) n / 2;
    if (Arrays.stream(x).anyMatch(v -> v <= 0) || Arrays.stream(y).anyMatch(v -> v <= 0)) {
      return new ShiftTest(test.p(), test.exact(), false, newLarger, Double.NaN, Double.NaN, Double.NaN);
    }
    double[] d = logRatios(x, y);
    double hl = d.length % 2 == 1 ? d[d.length / 2] : (d[d.length / 2 - 1] + d[d.length / 2]) / 2;
    int k = mosesIndex(m, n);
    return new ShiftTest(test.p(), test.exact(), false, newLarger, Math.exp(hl),
        Math.exp(d[k]), Math.exp(d[d.length - 1 - k]));
  }

  boolean significant() {
    return !tooFew && p < ALPHA;
  }

  private static double[] clean(List<Double> v) {
    return v.stream().filter(d -> d != null && !d.isNaN()).mapToDouble(Double::doubleValue).toArray();
  }

  /** The smallest two-sided p an exact test of m against n distinct values can give: both extreme orderings. */
  static double smallestP(int m, int n) {
    return 2 / BinomialCoefficientDouble.value(m + n, n);
  }

  /**
   * The fewest repetitions per side (the same on both) with which the test can reach alpha at all: 4 for 0.05,
   * where 2 / C(8, 4) = 0.029. Ties only raise the smallest p, so with tied values more may be needed.
   */
  static int neededPerSide() {
    int k = 3;
    while (smallestP(k, k) > ALPHA) {
      k++;
    }
    return k;
  }

  /** The m n differences ln(y_j) - ln(x_i), sorted. */
  private static double[] logRatios(double[] x, double[] y) {
    double[] d = new double[x.length * y.length];
    int i = 0;
    for (double a : x) {
      for (double b : y) {
        d[i++] = Math.log(b) - Math.log(a);
      }
    }
    Arrays.sort(d);
    return d;
  }

  /**
   * Moses' interval is [d(K), d(mn-K+1)] of the sorted differences, where K - 1 is the largest u with
   * P(U &lt;= u) &lt;= alpha/2 under no change; returns K - 1, the 0-based index of d(K). Exact distribution of U
   * (no ties) up to {@link MannWhitneyP#EXACT_MAX_RUNS} runs, its normal approximation beyond.
   */
  static int mosesIndex(int m, int n) {
    if (m + n > MannWhitneyP.EXACT_MAX_RUNS) {
      double z = NormalDistribution.of(0, 1).inverseSurvivalProbability(ALPHA / 2);
      double k = m * (double) n / 2 - z * Math.sqrt(m * (double) n * (m + n + 1) / 12);
      return (int) Math.max(0, Math.floor(k));
    }
    double[] cdf = uCdf(m, n);
    int u = 0;
    while (u + 1 < cdf.length && cdf[u] <= ALPHA / 2) {
      u++;
    }
    // cdf[u] > alpha/2 and cdf[u - 1] <= alpha/2: K - 1 = u - 1 is the largest such u, so d(K) is index u - 1.
    return Math.max(0, u - 1);
  }

  /**
   * P(U &lt;= u) for u = 0..mn under no change and no ties: the number of orderings of m and n values with u
   * inversions, counted by the recurrence c(m, n, u) = c(m-1, n, u-n) + c(m, n-1, u), over C(m+n, n).
   */
  static double[] uCdf(int m, int n) {
    double[][] prev = new double[n + 1][];
    for (int j = 0; j <= n; j++) {
      prev[j] = new double[] {1}; // m = 0: one ordering, U = 0
    }
    for (int i = 1; i <= m; i++) {
      double[][] cur = new double[n + 1][];
      cur[0] = new double[] {1};
      for (int j = 1; j <= n; j++) {
        double[] c = new double[i * j + 1];
        double[] left = cur[j - 1];
        double[] down = prev[j];
        for (int u = 0; u < c.length; u++) {
          c[u] = (u < left.length ? left[u] : 0) + (u - j >= 0 && u - j < down.length ? down[u - j] : 0);
        }
        cur[j] = c;
      }
      prev = cur;
    }
    double[] counts = prev[n];
    double total = 0;
    for (double c : counts) {
      total += c;
    }
    double[] cdf = new double[counts.length];
    double run = 0;
    for (int u = 0; u < counts.length; u++) {
      run += counts[u];
      cdf[u] = run / total;
    }
    return cdf;
  }
}
