package site.ycsb.stats;

import java.util.ArrayList;
import java.util.List;
import org.apache.commons.statistics.distribution.BinomialDistribution;

/**
 * A distribution-free confidence interval for the median of the population the repetitions of a step are
 * drawn from, from order statistics: with the n values sorted, [x(k), x(n-k+1)] covers the median with
 * probability 1 - 2 P(B &lt; k), B ~ Binomial(n, 1/2), whatever the distribution (only independent repetitions
 * are assumed). The largest k whose coverage is at least 95% is taken; below 6 repetitions no pair reaches
 * 95%, so the interval is [min, max] and {@link #confidence()} says what it covers (93.75% at n = 5, 87.5% at
 * 4, 75% at 3). Fewer than {@link #MIN_REPETITIONS} repetitions give no interval.
 *
 * <p>Why not a bootstrap or a t-interval: a bootstrap of the median of 5 values can only return those values
 * and covers less than it claims at small n; a t-interval assumes normal, symmetric values, which latency
 * percentiles are not.
 *
 * @param median the median of the values (for an even count, the midpoint of the middle two)
 * @param low the interval's lower end, a measured value
 * @param high the interval's upper end, a measured value
 * @param confidence the exact coverage of [low, high] (0.9375 for 5 repetitions)
 * @param n the number of values
 */
public record MedianInterval(double median, double low, double high, double confidence, int n) {

  /** The wanted coverage. */
  public static final double LEVEL = 0.95;
  /** Fewer values make no claim: two values cover the median only half the time. */
  public static final int MIN_REPETITIONS = 3;

  /** The interval of the values (nulls ignored), or null with fewer than {@link #MIN_REPETITIONS}. */
  public static MedianInterval of(List<? extends Number> values) {
    List<Double> v = new ArrayList<>();
    for (Number x : values) {
      if (x != null && !Double.isNaN(x.doubleValue())) {
        v.add(x.doubleValue());
      }
    }
    int n = v.size();
    if (n < MIN_REPETITIONS) {
      return null;
    }
    v.sort(null);
    int k = rank(n);
    return new MedianInterval(Median.of(v), v.get(k - 1), v.get(n - k), coverage(n), n);
  }

  /**
   * The exact coverage of the interval of {@code n} values, whatever they are (0.9375 for 5, at least 0.95 from
   * 6 on), or NaN below {@link #MIN_REPETITIONS}: what a chart's caption says its whiskers cover.
   */
  public static double coverage(int n) {
    if (n < MIN_REPETITIONS) {
      return Double.NaN;
    }
    return 1 - 2 * BinomialDistribution.of(n, 0.5).cumulativeProbability(rank(n) - 1);
  }

  /** The k of [x(k), x(n-k+1)]: moved inwards while the narrower pair still covers 95%. */
  private static int rank(int n) {
    BinomialDistribution b = BinomialDistribution.of(n, 0.5);
    int k = 1;
    while (k + 1 <= n - k && 1 - 2 * b.cumulativeProbability(k) >= LEVEL) {
      k++;
    }
    return k;
  }

  /** True when the interval holds the value. */
  public boolean contains(double x) {
    return x >= low && x <= high;
  }
}
