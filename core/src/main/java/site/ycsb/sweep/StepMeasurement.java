package site.ycsb.sweep;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.HdrHistogram.Histogram;
import site.ycsb.results.ResultsDirectory;
import site.ycsb.results.RunResult;
import site.ycsb.results.RunResultBuilder;
import site.ycsb.results.SeriesResult;

/**
 * The figures a sweep needs from one step's {@code result.json}. The p95 is that of all database
 * operations together, from their HDR histograms added up (never an average of per-operation p95s),
 * including the failed ones, which the client records apart (READ-FAILED, ...).
 *
 * @param p95Us null when the measurement type kept no histogram
 * @param problems the client's own problem lines (first one used as a failure reason)
 */
record StepMeasurement(String status, double throughput, Long p95Us, long dbOperations, long errors,
    List<String> problems, List<String> warnings) {

  private static final String FAILED_SUFFIX = "-FAILED";
  private static final String INTENDED_PREFIX = "Intended-";

  double errorRate() {
    return dbOperations == 0 ? 0 : errors / (double) dbOperations;
  }

  /** Reads DIR/result.json; null when the step wrote none. */
  static StepMeasurement read(Path dir) throws IOException {
    Path file = dir.resolve(ResultsDirectory.RESULT_FILE);
    if (!Files.isRegularFile(file)) {
      return null;
    }
    RunResult r = ResultsDirectory.readResult(file);
    Long intended = r.targetOpsPerSec() > 0 ? intendedP95(r.series()) : null;
    Long p95 = intended != null ? intended : overallP95(r.series());
    return new StepMeasurement(r.status(), r.throughput(), p95, r.dbOperations(), r.errors(),
        r.problems() == null ? List.of() : r.problems(), r.warnings());
  }

  static Long overallP95(Map<String, SeriesResult> series) {
    return p95(series, "");
  }

  /** The p95 of the intended-time (response-time) series, recorded whenever a target rate is set. */
  static Long intendedP95(Map<String, SeriesResult> series) {
    return p95(series, INTENDED_PREFIX);
  }

  private static Long p95(Map<String, SeriesResult> series, String prefix) {
    if (series == null) {
      return null;
    }
    Histogram total = null;
    for (Map.Entry<String, SeriesResult> e : series.entrySet()) {
      String encoded = e.getValue().histogram();
      if (!e.getKey().startsWith(prefix)) {
        continue;
      }
      String name = e.getKey().substring(prefix.length());
      String operation = name.endsWith(FAILED_SUFFIX) ? name.substring(0, name.length() - FAILED_SUFFIX.length())
          : name;
      if (!RunResultBuilder.DB_OPERATIONS.contains(operation) || encoded == null) {
        continue;
      }
      Histogram h = RunResultBuilder.decode(encoded);
      if (total == null) {
        total = new Histogram(h.getNumberOfSignificantValueDigits());
        total.setAutoResize(true);
      }
      total.add(h);
    }
    return total == null || total.getTotalCount() == 0 ? null : total.getValueAtPercentile(95);
  }
}
