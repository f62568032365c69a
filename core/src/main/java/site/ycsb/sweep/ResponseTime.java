package site.ycsb.sweep;

import java.util.Map;
import java.util.TreeMap;
import org.HdrHistogram.Histogram;
import site.ycsb.results.RunResult;
import site.ycsb.results.RunResultBuilder;
import site.ycsb.results.SeriesResult;

/**
 * A step's response-time percentiles for a capacity search: from the intended-time series (recorded under
 * {@code -target}, so they include the time an operation waited for its turn), failed operations included.
 * With one operation named, that operation's; without, each database operation's percentile is taken apart and
 * the worst one counts (every operation of the workload must meet the SLO). Without a target (the probe), the
 * service-time series.
 */
final class ResponseTime {
  private static final String INTENDED_PREFIX = "Intended-";
  private static final String FAILED_SUFFIX = "-FAILED";

  private ResponseTime() {
  }

  /** The percentile in µs, or null when the step measured no such operation. */
  static Double percentileUs(RunResult r, String operation, double percentile) {
    Map<String, Histogram> byOp = histograms(r);
    Double worst = null;
    for (Map.Entry<String, Histogram> e : byOp.entrySet()) {
      if (operation != null && !operation.equals(e.getKey())) {
        continue;
      }
      double v = e.getValue().getValueAtPercentile(percentile);
      worst = worst == null ? v : Math.max(worst, v);
    }
    return worst;
  }

  private static Map<String, Histogram> histograms(RunResult r) {
    Map<String, Histogram> byOp = new TreeMap<>();
    Map<String, SeriesResult> series = r.series();
    if (series == null) {
      return byOp;
    }
    String prefix = r.targetOpsPerSec() > 0 ? INTENDED_PREFIX : "";
    for (Map.Entry<String, SeriesResult> e : series.entrySet()) {
      String encoded = e.getValue().histogram();
      if (encoded == null || !e.getKey().startsWith(prefix)) {
        continue;
      }
      String name = e.getKey().substring(prefix.length());
      String op = name.endsWith(FAILED_SUFFIX) ? name.substring(0, name.length() - FAILED_SUFFIX.length()) : name;
      if (!RunResultBuilder.DB_OPERATIONS.contains(op)) {
        continue;
      }
      Histogram h = RunResultBuilder.decode(encoded);
      Histogram total = byOp.computeIfAbsent(op, k -> {
        Histogram t = new Histogram(h.getNumberOfSignificantValueDigits());
        t.setAutoResize(true);
        return t;
      });
      total.add(h);
    }
    byOp.values().removeIf(h -> h.getTotalCount() == 0);
    return byOp;
  }
}
