package site.ycsb.report;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * {@code bin/ycsb compare}'s result: the steps of two result sets paired by (database, workload, phase,
 * threads, target), one line per pair and metric, and the steps found on one side only.
 */
record Comparison(List<Line> lines, List<Unpaired> unpaired, double threshold) {

  /** Higher is better for throughput; lower for every latency. */
  static boolean higherIsBetter(String metric) {
    return "throughput".equals(metric);
  }

  /**
   * One metric of one pair.
   *
   * @param verdict "better", "worse", "~" (not significant) or "too few repetitions"
   * @param regression a significant change for the worse larger than the threshold
   */
  record Line(String database, String workload, String phase, int threads, double target, String metric,
      int baseRuns, int newRuns, Double base, Double next, Double deltaPct, Double deltaLowPct, Double deltaHighPct,
      Double p, String verdict, boolean regression) {
  }

  /** A step found in one result set only. */
  record Unpaired(String side, String database, String workload, String phase, int threads, double target,
      int runs) {
  }

  static Comparison of(List<ReportModel.Repetitions> base, List<ReportModel.Repetitions> next, double threshold) {
    Map<String, ReportModel.Repetitions> b = byKey(base);
    Map<String, ReportModel.Repetitions> n = byKey(next);
    List<Line> lines = new ArrayList<>();
    List<Unpaired> unpaired = new ArrayList<>();
    for (Map.Entry<String, ReportModel.Repetitions> e : b.entrySet()) {
      ReportModel.Repetitions nb = n.get(e.getKey());
      if (nb == null) {
        unpaired.add(unpaired("base only", e.getValue()));
        continue;
      }
      for (String metric : ReportBuilder.METRICS.keySet()) {
        ReportModel.Metric x = e.getValue().metrics().get(metric);
        ReportModel.Metric y = nb.metrics().get(metric);
        if (x != null && y != null && x.median() != null && y.median() != null) {
          lines.add(line(e.getValue(), metric, x, y, nb.n(), threshold));
        }
      }
    }
    for (Map.Entry<String, ReportModel.Repetitions> e : n.entrySet()) {
      if (!b.containsKey(e.getKey())) {
        unpaired.add(unpaired("new only", e.getValue()));
      }
    }
    return new Comparison(List.copyOf(lines), List.copyOf(unpaired), threshold);
  }

  private static Line line(ReportModel.Repetitions g, String metric, ReportModel.Metric x, ReportModel.Metric y,
      int newRuns, double threshold) {
    ShiftTest t = ShiftTest.of(x.values(), y.values());
    double delta = (y.median() - x.median()) / x.median() * 100;
    boolean better = higherIsBetter(metric) == (y.median() > x.median());
    String verdict = t.tooFew() ? "too few repetitions" : !t.significant() ? "~" : better ? "better" : "worse";
    boolean regression = "worse".equals(verdict) && Math.abs(delta) > threshold;
    return new Line(g.series(), g.workload(), phase(g), g.threads(), g.target(), metric, g.n(), newRuns,
        x.median(), y.median(), delta, t.tooFew() ? null : (t.ratioLow() - 1) * 100,
        t.tooFew() ? null : (t.ratioHigh() - 1) * 100, t.tooFew() ? null : t.p(), verdict, regression);
  }

  private static Unpaired unpaired(String side, ReportModel.Repetitions g) {
    return new Unpaired(side, g.series(), g.workload(), phase(g), g.threads(), g.target(), g.n());
  }

  private static String phase(ReportModel.Repetitions g) {
    return g.preload() ? g.phase() + " (preload)" : g.phase();
  }

  private static Map<String, ReportModel.Repetitions> byKey(List<ReportModel.Repetitions> groups) {
    Map<String, ReportModel.Repetitions> m = new LinkedHashMap<>();
    for (ReportModel.Repetitions g : groups) {
      m.put(String.join("\u0000", g.series(), g.workload(), phase(g), Integer.toString(g.threads()),
          Double.toString(g.target())), g);
    }
    return m;
  }

  long regressions() {
    return lines.stream().filter(Line::regression).count();
  }
}
