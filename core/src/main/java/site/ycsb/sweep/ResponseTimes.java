package site.ycsb.sweep;

import java.util.Collections;
import java.util.Map;
import java.util.TreeMap;
import org.HdrHistogram.Histogram;
import site.ycsb.results.RunResult;
import site.ycsb.results.RunResultBuilder;
import site.ycsb.results.SeriesResult;

/**
 * A step's response times for a capacity search, per database operation: the intended-time series (recorded under
 * {@code -target}, so they include the time an operation waited for its turn), failed operations included. Without a
 * target (the probe), the service-time series. Tries at one rate add up ({@link #plus}), which is how
 * {@link RateVerdict} pools them.
 */
final class ResponseTimes {
  private static final String INTENDED_PREFIX = "Intended-";
  private static final String FAILED_SUFFIX = "-FAILED";
  static final ResponseTimes NONE = new ResponseTimes(Map.of());

  /** Never changed once made: {@link #plus} makes new histograms. */
  private final Map<String, Histogram> byOperation;

  private ResponseTimes(Map<String, Histogram> byOperation) {
    this.byOperation = Collections.unmodifiableMap(byOperation);
  }

  /** A step's response times, read from its result. */
  static ResponseTimes of(RunResult r) {
    Map<String, Histogram> byOp = new TreeMap<>();
    Map<String, SeriesResult> series = r.series();
    if (series == null) {
      return NONE;
    }
    String prefix = r.targetOpsPerSec() > 0 ? INTENDED_PREFIX : "";
    for (Map.Entry<String, SeriesResult> e : series.entrySet()) {
      String encoded = e.getValue().histogram();
      if (encoded == null || !e.getKey().startsWith(prefix)) {
        continue;
      }
      String name = e.getKey().substring(prefix.length());
      String op = name.endsWith(FAILED_SUFFIX) ? name.substring(0, name.length() - FAILED_SUFFIX.length()) : name;
      if (RunResultBuilder.DB_OPERATIONS.contains(op)) {
        addTo(byOp, op, RunResultBuilder.decode(encoded));
      }
    }
    byOp.values().removeIf(h -> h.getTotalCount() == 0);
    return new ResponseTimes(byOp);
  }

  /** Response times given per operation (for tests and tools). */
  static ResponseTimes of(Map<String, Histogram> byOperation) {
    Map<String, Histogram> byOp = new TreeMap<>();
    byOperation.forEach((op, h) -> addTo(byOp, op, h));
    byOp.values().removeIf(h -> h.getTotalCount() == 0);
    return new ResponseTimes(byOp);
  }

  /** These response times and another step's together, operation by operation. */
  ResponseTimes plus(ResponseTimes other) {
    Map<String, Histogram> byOp = new TreeMap<>();
    byOperation.forEach((op, h) -> addTo(byOp, op, h));
    other.byOperation.forEach((op, h) -> addTo(byOp, op, h));
    return new ResponseTimes(byOp);
  }

  /**
   * The percentile in µs of one operation, or with none named (null) the worst operation's (every operation of the
   * workload must meet the SLO); null when no such operation was measured.
   */
  Double percentileUs(String operation, double percentile) {
    Double worst = null;
    for (Map.Entry<String, Histogram> e : byOperation.entrySet()) {
      if (operation == null || operation.equals(e.getKey())) {
        double v = e.getValue().getValueAtPercentile(percentile);
        worst = worst == null ? v : Math.max(worst, v);
      }
    }
    return worst;
  }

  /** The percentile of a step's result, as {@link #percentileUs(String, double)}. */
  static Double percentileUs(RunResult r, String operation, double percentile) {
    return of(r).percentileUs(operation, percentile);
  }

  private static void addTo(Map<String, Histogram> byOp, String op, Histogram h) {
    byOp.computeIfAbsent(op, k -> {
      Histogram t = new Histogram(h.getNumberOfSignificantValueDigits());
      t.setAutoResize(true);
      return t;
    }).add(h);
  }
}
