package site.ycsb.report;

import java.util.ArrayList;
import java.util.List;
import org.apache.commons.statistics.inference.AlternativeHypothesis;
import org.apache.commons.statistics.inference.MannWhitneyUTest;
import org.apache.commons.statistics.inference.PValueMethod;

/**
 * Whether two sets of repetitions differ: the two-sided Mann-Whitney U test with its exact p-value (commons
 * statistics), and the distribution-free 95% interval of the relative change (the Moses / Hodges-Lehmann
 * interval of the shift of the logarithms, as a ratio). No assumption of normal values: repetitions of a
 * benchmark are few and their latency percentiles skewed.
 *
 * @param p the exact two-sided p-value, or NaN when the test cannot tell
 * @param tooFew true when the samples are too small for any outcome to reach alpha (fewer than 3 each, or
 *     {@code 2 / C(n+m, n) > alpha}, e.g. 3 against 3)
 * @param ratioLow lower end of the interval of new/base, or NaN
 * @param ratioHigh upper end, or NaN
 */
record ShiftTest(double p, boolean tooFew, double ratioLow, double ratioHigh) {
  static final double ALPHA = 0.05;

  static ShiftTest of(List<Double> base, List<Double> next) {
    double[] x = clean(base);
    double[] y = clean(next);
    int m = x.length;
    int n = y.length;
    if (m < 3 || n < 3 || smallestP(m, n) > ALPHA) {
      return new ShiftTest(Double.NaN, true, Double.NaN, Double.NaN);
    }
    double p = MannWhitneyUTest.withDefaults().with(AlternativeHypothesis.TWO_SIDED).with(PValueMethod.EXACT)
        .test(x, y).getPValue();
    double[] interval = ratioInterval(x, y);
    return new ShiftTest(p, false, interval[0], interval[1]);
  }

  boolean significant() {
    return !tooFew && p < ALPHA;
  }

  private static double[] clean(List<Double> v) {
    return v.stream().filter(d -> d != null && !d.isNaN()).mapToDouble(Double::doubleValue).toArray();
  }

  /** The smallest two-sided p an exact test of m against n values can give: both extreme orderings. */
  static double smallestP(int m, int n) {
    return 2 / org.apache.commons.numbers.combinatorics.BinomialCoefficientDouble.value(m + n, n);
  }

  /**
   * Moses' interval: with the m*n differences d = ln(y_j) - ln(x_i) sorted, [d(K), d(mn-K+1)] where K - 1 is
   * the largest u with P(U &lt;= u) &lt;= alpha/2 under no change; returned as ratios exp(d).
   */
  private static double[] ratioInterval(double[] x, double[] y) {
    List<Double> d = new ArrayList<>();
    for (double a : x) {
      for (double b : y) {
        d.add(Math.log(b) - Math.log(a));
      }
    }
    d.sort(null);
    double[] cdf = uCdf(x.length, y.length);
    int k = 0; // K - 1
    while (k + 1 < cdf.length && cdf[k] <= ALPHA / 2) {
      k++;
    }
    // cdf[k] > alpha/2: K - 1 = k - 1, so K = k; d(K) is index k - 1.
    int lo = Math.max(0, k - 1);
    int hi = d.size() - 1 - lo;
    return new double[] {Math.exp(d.get(lo)), Math.exp(d.get(hi))};
  }

  /**
   * P(U &lt;= u) for u = 0..mn under no change: the number of orderings of m and n values with u inversions,
   * counted by the recurrence c(m, n, u) = c(m-1, n, u-n) + c(m, n-1, u), over C(m+n, n).
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
