package site.ycsb.report;

import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.TreeMap;
import org.HdrHistogram.Histogram;
import site.ycsb.results.RunResult;
import site.ycsb.results.RunResultBuilder;
import site.ycsb.results.SeriesResult;

/**
 * What a latency chart that carries an SLO line draws: the SLO's own percentile of the response time, of the
 * SLO's operation or, without one, of the worst operation (each taken apart), as the capacity search judged its
 * steps. A p99 line over p95 curves would invite a wrong reading: a curve under the line would not mean the SLO
 * was met. Response time is read from the intended-time series of a run with a target rate, the service time of
 * one without (the search's unthrottled probe); failed operations count.
 *
 * @param percentile the SLO's percentile (50, 95, 99, 99.9)
 * @param operation the SLO's operation, or null for every operation (the worst decides)
 */
public record SloCurve(double percentile, String operation) {
  private static final String INTENDED = "Intended-";
  private static final String FAILED = "-FAILED";

  /** The curve of a capacity search's SLO. */
  static SloCurve of(ReportModel.Capacity c) {
    return new SloCurve(c.percentile(), c.operation());
  }

  /** The percentile's name: "p99", "p99.9". */
  public String percentileName() {
    return "p" + (percentile == Math.rint(percentile) ? Long.toString((long) percentile)
        : String.format(Locale.ROOT, "%s", percentile));
  }

  /** Which operation: "READ", or "worst operation". */
  public String operationName() {
    return operation == null ? "worst operation" : operation;
  }

  /** Short, for a legend: "p99 READ", "p99 worst op". */
  public String legend() {
    return percentileName() + " " + (operation == null ? "worst op" : operation);
  }

  /** For an axis: "p99 response time, READ (µs)". */
  public String axis() {
    return percentileName() + " response time, " + operationName() + " (µs)";
  }

  /**
   * The run's value of this percentile in µs, or null when the run has no histogram of the operation (e.g. a
   * measurement type that keeps none, or a workload without that operation).
   */
  Long valueUs(LoadedRun run) {
    RunResult r = run.result();
    if (r == null || r.series() == null) {
      return null;
    }
    String prefix = r.targetOpsPerSec() > 0 ? INTENDED : "";
    Map<String, Histogram> byOp = new TreeMap<>();
    for (Map.Entry<String, SeriesResult> e : r.series().entrySet()) {
      if (!e.getKey().startsWith(prefix)) {
        continue;
      }
      String name = e.getKey().substring(prefix.length());
      String op = name.endsWith(FAILED) ? name.substring(0, name.length() - FAILED.length()) : name;
      if (!RunResultBuilder.DB_OPERATIONS.contains(op) || operation != null && !operation.equals(op)) {
        continue;
      }
      Histogram h = StepMetrics.decode(run, e.getKey(), e.getValue());
      if (h != null && h.getTotalCount() > 0) {
        byOp.merge(op, StepMetrics.union(null, h), StepMetrics::union);
      }
    }
    Long worst = null;
    for (Histogram h : byOp.values()) {
      long v = h.getValueAtPercentile(percentile);
      worst = worst == null ? v : Math.max(worst, v);
    }
    return worst;
  }

  /**
   * The curves the charts of a report draw, from its capacity searches: per workload, the one SLO all its
   * searches share applies to every database of the chart; where searches of one workload differ in SLO
   * percentile or operation, each database searched draws its own and the others keep the report's percentile.
   */
  static final class ByWorkload {
    private final Map<String, Map<String, SloCurve>> curves = new TreeMap<>();
    private final Map<String, ReportModel.Capacity> searches = new TreeMap<>();

    ByWorkload(List<ReportModel.Capacity> capacities) {
      for (ReportModel.Capacity c : capacities) {
        searches.put(c.workload() + "\u0000" + c.database(), c);
        if (!(c.percentile() > 0)) {
          continue; // an SLO no one can read: its chart keeps the report's percentile
        }
        curves.computeIfAbsent(c.workload(), k -> new TreeMap<>()).put(c.database(), SloCurve.of(c));
      }
    }

    /** The curve of a database's run-phase series in a workload's chart, or null for the report's percentile. */
    SloCurve of(String workload, String database) {
      Map<String, SloCurve> byDb = curves.get(workload);
      if (byDb == null) {
        return null;
      }
      SloCurve shared = shared(workload);
      return shared != null ? shared : byDb.get(database);
    }

    /** The database's capacity search in the workload, or null. */
    ReportModel.Capacity capacity(String workload, String database) {
      return searches.get(workload + "\u0000" + database);
    }

    /** The curve every series of the workload's chart draws, or null when there is none or they differ. */
    SloCurve shared(String workload) {
      Map<String, SloCurve> byDb = curves.get(workload);
      if (byDb == null) {
        return null;
      }
      List<SloCurve> distinct = byDb.values().stream().distinct().toList();
      return distinct.size() == 1 ? distinct.get(0) : null;
    }
  }
}
