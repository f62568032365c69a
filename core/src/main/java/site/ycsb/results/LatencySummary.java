package site.ycsb.results;

import java.util.LinkedHashMap;
import java.util.Map;
import org.HdrHistogram.Histogram;

/**
 * Latency statistics of one series in microseconds.
 *
 * @param percentiles value at each percentile, keyed "p50", "p95", "p99.9", ...
 */
public record LatencySummary(long min, long max, double mean, double stdDev, Map<String, Long> percentiles) {
  private static final double[] STANDARD = {50, 90, 95, 99, 99.9, 99.99};

  public static LatencySummary of(Histogram h, Iterable<Double> extraPercentiles) {
    Map<String, Long> p = new LinkedHashMap<>();
    for (double q : STANDARD) {
      p.put(key(q), h.getValueAtPercentile(q));
    }
    for (double q : extraPercentiles) {
      p.putIfAbsent(key(q), h.getValueAtPercentile(q));
    }
    return new LatencySummary(h.getMinValue(), h.getMaxValue(), h.getMean(), h.getStdDeviation(), p);
  }

  static String key(double q) {
    return "p" + (q == Math.rint(q) ? Long.toString((long) q) : Double.toString(q));
  }
}
