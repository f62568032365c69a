package site.ycsb.compare;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import site.ycsb.report.LoadedRun;
import site.ycsb.report.ReportBuilder;
import site.ycsb.report.ReportModel;

/**
 * {@code bin/ycsb compare}'s result: the steps of two result sets paired by (database, workload, phase, threads,
 * target), one line per pair and metric, what speaks against each pair's verdicts, the properties that differ
 * between the sides, and the steps found on one side only.
 *
 * @param differing the properties whose values differ between the base and the new runs
 * @param pairs the paired steps with their caveats, in base order
 * @param databases "base -> new" when each side held one database of another name and they were paired, else null
 */
record Comparison(List<DifferingProperty> differing, List<Pair> pairs, List<Line> lines, List<Unpaired> unpaired,
    double threshold, String databases) {

  Comparison {
    differing = List.copyOf(differing);
    pairs = List.copyOf(pairs);
    lines = List.copyOf(lines);
    unpaired = List.copyOf(unpaired);
  }

  /** Higher is better for throughput; lower for every latency. */
  static boolean higherIsBetter(String metric) {
    return "throughput".equals(metric);
  }

  /** A paired step and what speaks against its verdicts. */
  record Pair(String database, String workload, String phase, int threads, double target, int baseRuns,
      int newRuns, StepCaveats caveats) {
  }

  /**
   * One metric of one pair.
   *
   * @param base the median of the base runs' values
   * @param next the median of the new runs' values
   * @param mediansPct the ratio of the two medians, as a change in %; null when the base median is 0
   * @param changePct the Hodges-Lehmann estimate of the change in % (the median of the ratios new/base over all
   *     pairs of runs): the estimate that the interval [changeLowPct, changeHighPct] belongs to; null with too few
   *     runs (then p is null too) or when a value is 0 (a latency below the histogram's resolution has no ratio)
   * @param exact true when p is the exact permutation p-value, false for the normal approximation
   * @param verdict "better", "worse", "~" (not significant) or "too few repetitions"
   * @param marks what speaks against the verdict ({@link StepCaveats#marks()}); empty when nothing does
   * @param regression a significant change for the worse larger than the threshold
   */
  record Line(String database, String workload, String phase, int threads, double target, String metric,
      int baseRuns, int newRuns, Double base, Double next, Double mediansPct, Double changePct, Double changeLowPct,
      Double changeHighPct, Double p, boolean exact, String verdict, List<String> marks, boolean regression) {
    Line {
      marks = List.copyOf(marks);
    }
  }

  /** A step found in one result set only. */
  record Unpaired(String side, String database, String workload, String phase, int threads, double target,
      int runs) {
  }

  static Comparison of(ComparedSide base, ComparedSide next, double threshold) {
    List<String> bd = base.databases();
    List<String> nd = next.databases();
    // Two configurations of one database are often named apart (a plan needs distinct names): with one database
    // on each side, the database is what is compared, not a key to pair by.
    boolean renamed = bd.size() == 1 && nd.size() == 1 && !bd.equals(nd);
    Map<String, ReportModel.Repetitions> b = byKey(base.repetitions(), renamed);
    Map<String, ReportModel.Repetitions> n = byKey(next.repetitions(), renamed);
    List<Pair> pairs = new ArrayList<>();
    List<Line> lines = new ArrayList<>();
    List<Unpaired> unpaired = new ArrayList<>();
    List<LoadedRun> baseRuns = new ArrayList<>();
    List<LoadedRun> newRuns = new ArrayList<>();
    for (Map.Entry<String, ReportModel.Repetitions> e : b.entrySet()) {
      ReportModel.Repetitions x = e.getValue();
      ReportModel.Repetitions y = n.get(e.getKey());
      if (y == null) {
        unpaired.add(unpaired("base only", x));
        continue;
      }
      x.runs().forEach(r -> baseRuns.addAll(base.runsOf(r)));
      y.runs().forEach(r -> newRuns.addAll(next.runsOf(r)));
      StepCaveats caveats = StepCaveats.of(x, base, y, next);
      String database = renamed ? x.series() + " -> " + y.series() : x.series();
      pairs.add(new Pair(database, x.workload(), phase(x), x.threads(), x.target(), x.n(), y.n(), caveats));
      for (String metric : ReportBuilder.METRICS.keySet()) {
        ReportModel.Metric mx = x.metrics().get(metric);
        ReportModel.Metric my = y.metrics().get(metric);
        if (mx != null && my != null && mx.median() != null && my.median() != null) {
          lines.add(line(x, database, metric, mx, my, y.n(), caveats.marks(), threshold));
        }
      }
    }
    for (Map.Entry<String, ReportModel.Repetitions> e : n.entrySet()) {
      if (!b.containsKey(e.getKey())) {
        unpaired.add(unpaired("new only", e.getValue()));
      }
    }
    return new Comparison(DifferingProperty.of(baseRuns, newRuns), pairs, lines, unpaired, threshold,
        renamed ? bd.get(0) + " -> " + nd.get(0) : null);
  }

  private static Line line(ReportModel.Repetitions g, String database, String metric, ReportModel.Metric x,
      ReportModel.Metric y, int newRuns, List<String> marks, double threshold) {
    ShiftTest t = ShiftTest.of(x.values(), y.values());
    boolean better = higherIsBetter(metric) == t.newLarger();
    String verdict = t.tooFew() ? "too few repetitions" : !t.significant() ? "~" : better ? "better" : "worse";
    Double change = percent(t.ratio());
    // Without a ratio (a value of 0) the size is unknown: a significant worsening counts as a regression.
    boolean regression = "worse".equals(verdict) && (change == null || Math.abs(change) > threshold);
    return new Line(database, g.workload(), phase(g), g.threads(), g.target(), metric, g.n(), newRuns,
        x.median(), y.median(), percent(y.median() / x.median()), change, percent(t.ratioLow()),
        percent(t.ratioHigh()), t.tooFew() ? null : t.p(), t.exact(), verdict, marks, regression);
  }

  /** A ratio as a change in %, or null where there is none (too few runs, a value of 0). */
  private static Double percent(double ratio) {
    return Double.isFinite(ratio) ? (ratio - 1) * 100 : null;
  }

  private static Unpaired unpaired(String side, ReportModel.Repetitions g) {
    return new Unpaired(side, g.series(), g.workload(), phase(g), g.threads(), g.target(), g.n());
  }

  private static String phase(ReportModel.Repetitions g) {
    return g.preload() ? g.phase() + " (preload)" : g.phase();
  }

  private static Map<String, ReportModel.Repetitions> byKey(List<ReportModel.Repetitions> groups,
      boolean withoutDatabase) {
    Map<String, ReportModel.Repetitions> m = new LinkedHashMap<>();
    for (ReportModel.Repetitions g : groups) {
      // Runs unlike the others of their step are a variant of their own, paired only with the same variant.
      m.put(String.join("\u0000", withoutDatabase ? g.variant() : g.series(), g.workload(), phase(g),
          Integer.toString(g.threads()), Double.toString(g.target())), g);
    }
    return m;
  }

  long regressions() {
    return lines.stream().filter(Line::regression).count();
  }

  /** Pairs whose sides ran one after the other. */
  List<Pair> notInterleaved() {
    return pairs.stream().filter(p -> Boolean.FALSE.equals(p.caveats().interleaved())).toList();
  }

  /** Pairs with runs shorter than their validity.minseconds. */
  List<Pair> shortPairs() {
    return pairs.stream().filter(p -> p.caveats().shortRuns() > 0).toList();
  }

  /** Pairs with validity warnings on either side. */
  List<Pair> warnedPairs() {
    return pairs.stream().filter(p -> p.caveats().warned()).toList();
  }
}
