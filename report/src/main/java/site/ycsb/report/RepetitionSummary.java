package site.ycsb.report;

import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.function.Function;
import org.HdrHistogram.Histogram;
import site.ycsb.stats.Median;
import site.ycsb.stats.MedianInterval;

/**
 * The figures of one group of repetitions ({@link RepetitionGrouping}). Latency percentiles of a group are never
 * averaged: each metric is the median of the runs' values with its interval, and beside it the percentile of all the
 * runs' operations, their histograms added.
 */
final class RepetitionSummary {
  /** The metrics a group of repetitions carries, with how each is read from a row. */
  static final Map<String, Function<StepRow, Number>> METRICS = metrics();
  /** The metric of a group that holds the SLO's own percentile, where its chart draws one. */
  static final String SLO_METRIC = "sloUs";

  private RepetitionSummary() {
  }

  private static Map<String, Function<StepRow, Number>> metrics() {
    Map<String, Function<StepRow, Number>> m = new LinkedHashMap<>();
    m.put("throughput", StepRow::opsPerSec);
    m.put("p50Us", StepRow::p50Us);
    m.put("p95Us", StepRow::p95Us);
    m.put("p99Us", StepRow::p99Us);
    m.put("respP95Us", StepRow::intendedP95Us);
    m.put("respP99Us", StepRow::intendedP99Us);
    return Collections.unmodifiableMap(m);
  }

  /**
   * The group's figures; a run-phase group whose chart draws an SLO's percentile also gets that metric
   * ({@link #SLO_METRIC}), the median of its runs' values.
   *
   * @param runs the runs by label, for their histograms
   */
  static ReportModel.Repetitions of(RepetitionGrouping.Group group, Map<String, LoadedRun> runs,
      SloCurve.ByWorkload slos) {
    List<StepRow> g = group.rows();
    Histogram service = null;
    Histogram response = null;
    if (g.size() > 1) {
      for (StepRow r : g) {
        LoadedRun run = runs.get(r.run());
        if (run != null && run.hasResult()) {
          Histogram[] h = StepMetrics.allOperations(run);
          service = StepMetrics.union(service, h[0]);
          response = StepMetrics.union(response, h[1]);
        }
      }
    }
    Map<String, ReportModel.Metric> metrics = new LinkedHashMap<>();
    for (Map.Entry<String, Function<StepRow, Number>> e : METRICS.entrySet()) {
      List<Double> values = new ArrayList<>();
      for (StepRow r : g) {
        Number v = e.getValue().apply(r);
        values.add(v == null ? null : v.doubleValue());
      }
      if (values.stream().allMatch(Objects::isNull)) {
        continue;
      }
      String key = e.getKey();
      Long pooled = null;
      if (key.startsWith("p")) {
        pooled = pct(service, Integer.parseInt(key.substring(1, 3)));
      } else if (key.startsWith("resp")) {
        pooled = pct(response, Integer.parseInt(key.substring(5, 7)));
      }
      metrics.put(key, new ReportModel.Metric(values, Median.of(values), MedianInterval.of(values), pooled));
    }
    StepRow any = g.get(0);
    SloCurve slo = "run".equals(any.phase()) && !any.preload() ? slos.of(any.workload(), any.database()) : null;
    if (slo != null) {
      List<Double> values = new ArrayList<>();
      for (StepRow r : g) {
        LoadedRun run = runs.get(r.run());
        Long v = run == null ? null : slo.valueUs(run);
        values.add(v == null ? null : v.doubleValue());
      }
      if (values.stream().anyMatch(Objects::nonNull)) {
        metrics.put(SLO_METRIC, new ReportModel.Metric(values, Median.of(values), MedianInterval.of(values), null));
      }
    }
    return new ReportModel.Repetitions(any.database(), group.variant(), any.workload(), any.phase(), any.preload(),
        any.threads(), any.target(), g.stream().map(StepRow::run).toList(), metrics);
  }

  private static Long pct(Histogram h, int q) {
    return h == null || h.getTotalCount() == 0 ? null : h.getValueAtPercentile(q);
  }
}
