package site.ycsb.report;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.TreeSet;
import java.util.stream.Collectors;
import site.ycsb.Redactor;
import site.ycsb.sweep.CapacityBasis;
import site.ycsb.sweep.CapacityRecord;
import site.ycsb.sweep.SelfCheckTally;
import site.ycsb.sweep.Slo;
import site.ycsb.sweep.SweepManifest;
import site.ycsb.sweep.SweepUsageException;

/** Builds the {@link ReportModel} from what the {@link InputScanner} found. */
public final class ReportBuilder {
  private ReportBuilder() {
  }

  public static ReportModel build(InputScanner.Inputs inputs) {
    return build(inputs, ReportOptions.DEFAULT_PERCENTILE);
  }

  /** The model, its charts drawing the given latency percentile (50, 95 or 99). */
  public static ReportModel build(InputScanner.Inputs inputs, int percentile) {
    List<String> notes = new ArrayList<>();
    List<StepRow> rows = new ArrayList<>();
    List<LoadedRun> runs = new ArrayList<>();
    List<ReportModel.SweepInfo> sweeps = new ArrayList<>();
    Redaction redaction = new Redaction();
    List<Map.Entry<LoadedRun, String>> marked = new ArrayList<>();
    for (LoadedSweep s : inputs.sweeps()) {
      ClientDistortion.Flagged distorted = ClientDistortion.check(s);
      sweeps.add(sweepInfo(s, distorted.steps(), redaction));
      for (LoadedRun r : distorted.runs()) {
        marked.add(Map.entry(r, mark(s.manifest(), r)));
        if (r.hasResult()) {
          runs.add(r);
        }
      }
    }
    for (LoadedRun r : ClientMerge.of(inputs.singleRuns(), notes)) {
      marked.add(Map.entry(r, ""));
      runs.add(r);
    }
    // Decoding and adding histograms is the costly part; runs are independent.
    rows.addAll(marked.parallelStream().map(e -> StepMetrics.of(e.getKey(), e.getValue())).toList());
    rows.sort(Comparator.comparing(StepRow::workload).thenComparing(StepRow::database)
        .thenComparing(r -> "load".equals(r.phase()) ? 0 : 1).thenComparingInt(StepRow::threads)
        .thenComparingDouble(StepRow::target).thenComparingInt(StepRow::repetition).thenComparing(StepRow::run));
    Map<String, LoadedRun> byLabel = new java.util.HashMap<>();
    marked.forEach(e -> byLabel.put(e.getKey().label(), e.getKey()));
    List<ReportModel.Capacity> capacities = capacities(inputs.sweeps());
    SloCurve.ByWorkload slos = new SloCurve.ByWorkload(capacities);
    List<ReportModel.Repetitions> groups = repetitions(rows, byLabel, slos, redaction);
    List<ReportModel.WorkloadChart> charts = charts(groups, percentile, slos).stream()
        .map(c -> withMissing(c, rows)).toList();
    List<StepRow> footprintRows = footprintRows(rows);
    notes.addAll(RecordSizeNotes.of(footprintRows, byLabel));
    List<RateOverTime> overTime = RateOverTime.of(runs, notes);
    return new ReportModel(rows, sweeps, charts, DisclosureSummary.of(runs, redaction),
        notes, plans(runs), footprint(footprintRows), capacities, groups, SizeLatency.of(runs), overTime);
  }

  /**
   * The chart with the databases that ran its workload and phase but have no measured step in it, each with the
   * reason of its first step that did not complete: a database must never be silently absent from a chart.
   */
  static ReportModel.WorkloadChart withMissing(ReportModel.WorkloadChart c, List<StepRow> rows) {
    java.util.Set<String> drawn = new java.util.HashSet<>();
    // A bar is named by its series: the database, or the database and its variant ("db (key=value)").
    for (ReportModel.BarSeries b : c.bars()) {
      drawn.add(b.database());
      int variant = b.database().lastIndexOf(" (");
      if (variant > 0) {
        drawn.add(b.database().substring(0, variant));
      }
    }
    Map<String, String> missing = new TreeMap<>();
    for (StepRow r : rows) {
      if (!r.workload().equals(c.workload()) || !r.phase().equals(c.phase()) || r.preload()
          || drawn.contains(r.database())) {
        continue;
      }
      String why = FirstScreen.reason(r).replace("; ", ", "); // a caption's parts are split at "; "
      missing.merge(r.database(), why, (a, b) -> a.isEmpty() ? b : a);
    }
    if (missing.isEmpty()) {
      return c;
    }
    List<String> lines = new ArrayList<>();
    missing.forEach((db, why) -> lines.add(db + (why.isEmpty() ? " (no measured step)" : " (" + why + ")")));
    return new ReportModel.WorkloadChart(c.workload(), c.phase(), c.percentile(), c.threads(), c.bars(), c.curves(),
        lines);
  }

  /** The capacity searches' answers, by workload then database. */
  static List<ReportModel.Capacity> capacities(List<LoadedSweep> sweeps) {
    List<ReportModel.Capacity> ret = new ArrayList<>();
    for (LoadedSweep s : sweeps) {
      CapacityRecord c = s.manifest().capacitySearch();
      if (c == null) {
        continue;
      }
      ret.add(new ReportModel.Capacity(s.database(), s.manifest().workload() == null ? "" : s.manifest().workload(),
          c.slo(), c.limitUs(), c.operation(), c.status(), c.capacity(), c.capacityThroughput(), c.capacityP50Us(),
          c.capacityP99Us(), c.stepsUsed(), c.bracketLow(), c.bracketHigh(),
          c.reason() == null ? null : Redactor.redactUris(c.reason()), percentile(c),
          SelfCheckTally.of(s.manifest().steps()).describe(), missed(c),
          c.arrivals() != null ? c.arrivals() : arrivals(s),
          c.flaggedBasis() != null || c.arrivals() != null ? c.flaggedBasis()
              : CapacityBasis.flagged(c.capacity(), c.bracketHigh(), c.steps(), s.manifest().stepsOrEmpty())));
    }
    ret.sort(Comparator.comparing(ReportModel.Capacity::workload).thenComparing(ReportModel.Capacity::database));
    return ret;
  }

  /** The search's steps that missed the SLO, each with why. */
  private static List<ReportModel.MissedStep> missed(CapacityRecord c) {
    String name = new SloCurve(percentile(c), c.operation()).percentileName();
    return c.steps().stream().filter(st -> !st.meets()).map(st -> new ReportModel.MissedStep(st.role(), st.target(),
        st.throughput(), st.sloValueUs(), Redactor.redactUris(MissReason.of(st, name, c.limitUs())))).toList();
  }

  /**
   * The arrival model of a search that sweep.json does not name (written before it did): from the disclosure of
   * a step with a target rate, as the client reads {@code arrivals} and {@code arrivalprocess}; null when no such
   * step has one.
   */
  private static String arrivals(LoadedSweep s) {
    for (LoadedRun r : s.runs()) {
      if (r.disclosure() != null && r.disclosure().properties() != null && r.result() != null
          && r.result().targetOpsPerSec() > 0) {
        Map<String, String> p = r.disclosure().properties();
        return p.getOrDefault("arrivals", "closed").strip() + "-loop " + p.getOrDefault("arrivalprocess", "uniform")
            .strip();
      }
    }
    return null;
  }

  /** The SLO's percentile: as sweep.json records it, else read from the SLO's text; 0 when neither says. */
  private static double percentile(CapacityRecord c) {
    if (c.percentile() > 0) {
      return c.percentile();
    }
    try {
      return c.slo() == null ? 0 : Slo.parse("slo", c.slo()).percentile();
    } catch (SweepUsageException e) {
      return 0;
    }
  }

  /** Per database, bytes per record of the measured run that left the most records on the server. */
  static List<ReportModel.FootprintBar> footprint(List<StepRow> rows) {
    return footprintRows(rows).stream().map(r -> new ReportModel.FootprintBar(r.database(), r.bytesPerRecord(),
        r.serverRecords())).toList();
  }

  /** Per database, the measured run with bytes per record that left the most records on the server. */
  static List<StepRow> footprintRows(List<StepRow> rows) {
    Map<String, StepRow> best = new TreeMap<>();
    for (StepRow r : rows) {
      if (r.bytesPerRecord() == null || r.bytesPerRecord() <= 0 || !"completed".equals(r.status())) {
        continue;
      }
      StepRow b = best.get(r.database());
      long records = r.serverRecords() == null ? 0 : r.serverRecords();
      if (b == null || records > (b.serverRecords() == null ? 0 : b.serverRecords())) {
        best.put(r.database(), r);
      }
    }
    return List.copyOf(best.values());
  }

  /** The distinct plan files the runs' disclosures carry, in the order first seen. */
  static List<ReportModel.PlanSource> plans(List<LoadedRun> runs) {
    Map<String, String> paths = new LinkedHashMap<>();
    Map<String, Integer> counts = new LinkedHashMap<>();
    for (LoadedRun r : runs) {
      if (r.disclosure() == null || r.disclosure().plan() == null || r.disclosure().plan().text() == null) {
        continue;
      }
      String text = Redactor.redactUris(r.disclosure().plan().text());
      paths.putIfAbsent(text, r.disclosure().plan().path());
      counts.merge(text, 1, Integer::sum);
    }
    List<ReportModel.PlanSource> ret = new ArrayList<>();
    paths.forEach((text, path) -> ret.add(new ReportModel.PlanSource(path, text, counts.get(text))));
    return ret;
  }

  private static String mark(SweepManifest m, LoadedRun r) {
    if (r.result() == null || !"run".equals(r.result().phase())) {
      return "";
    }
    List<String> marks = new ArrayList<>();
    if (m.knee() != null && m.knee().value() == r.step().value()) {
      marks.add("knee");
    }
    if (m.bestLatency() != null && m.bestLatency().value() == r.step().value()) {
      marks.add("best latency");
    }
    return String.join(", ", marks);
  }

  private static ReportModel.SweepInfo sweepInfo(LoadedSweep s, List<String> distortedSteps, Redaction redaction) {
    SweepManifest m = s.manifest();
    int failed = (int) m.stepsOrEmpty().stream().filter(st -> !"completed".equals(st.status())).count()
        + (int) s.runs().stream().filter(r -> r.step().value() > 0 && InputScanner.MISSING.equals(r.step().status()))
        .count();
    String command = m.commandLine() == null ? "" : redaction.commandLine(m.commandLine());
    // A sweep.json written before the sweep marked failures itself says "completed" over failed steps.
    String status = SweepManifest.COMPLETED.equals(m.status()) && failed > 0 ? SweepManifest.COMPLETED_WITH_FAILURES
        : m.status();
    return new ReportModel.SweepInfo(s.label(), m.sweepId(), s.database(), m.workload(),
        m.dimension() == null ? "threads" : m.dimension(),
        m.values() == null ? List.of() : m.values().stream().map(Long::doubleValue).toList(), m.repeat(),
        status, m.stepsOrEmpty().size(), failed, m.knee() == null ? null : (double) m.knee().value(),
        m.knee() == null ? null : Redactor.redactUris(m.knee().reason()),
        m.bestLatency() == null ? null : (double) m.bestLatency().value(),
        m.bestLatency() == null ? null : m.bestLatency().p95Us(), flaggedSteps(m), distortedSteps, command);
  }

  /** Steps whose client put validity warnings in result.json: the sweep never made them knee or best latency. */
  private static List<String> flaggedSteps(SweepManifest m) {
    String dimension = m.dimension() == null ? "threads" : m.dimension();
    return m.stepsOrEmpty().stream().filter(st -> !st.disqualifyingWarnings().isEmpty())
        .map(st -> dimension + "=" + Fmt.value(st.value()) + " rep " + st.repetition()).toList();
  }

  /** The metrics a group of repetitions carries ({@link RepetitionSummary#METRICS}). */
  public static final Map<String, java.util.function.Function<StepRow, Number>> METRICS = RepetitionSummary.METRICS;

  /** The metric of a group that holds the SLO's own percentile ({@link RepetitionSummary#SLO_METRIC}). */
  static final String SLO_METRIC = RepetitionSummary.SLO_METRIC;

  /**
   * The measured rows grouped into repetitions of one step ({@link RepetitionGrouping}), each with its figures
   * ({@link RepetitionSummary}).
   */
  static List<ReportModel.Repetitions> repetitions(List<StepRow> rows, Map<String, LoadedRun> runs,
      SloCurve.ByWorkload slos, Redaction redaction) {
    Map<String, java.util.SortedMap<String, String>> definitions = new java.util.HashMap<>();
    runs.forEach((label, run) -> {
      java.util.SortedMap<String, String> d = RunDefinition.of(run, redaction);
      if (d != null) {
        definitions.put(label, d);
      }
    });
    return RepetitionGrouping.of(rows, definitions::get).parallelStream()
        .map(g -> RepetitionSummary.of(g, runs, slos)).toList();
  }

  /**
   * Per workload, the load phase first where it was swept (a database loaded at more than one thread count)
   * or is all there is, then the run phase. A run sweep's preload is never a point of the Load chart: it is
   * not a step of a load sweep, and pooling it with one would mix two unlike runs.
   */
  static List<ReportModel.WorkloadChart> charts(List<ReportModel.Repetitions> groups, int percentile) {
    return charts(groups, percentile, new SloCurve.ByWorkload(List.of()));
  }

  /**
   * As {@link #charts(List, int)}; the latency curves of a workload with a capacity search draw its SLO's own
   * percentile ({@link SloCurve}), so that curve, SLO line and capacity mark are one number.
   */
  static List<ReportModel.WorkloadChart> charts(List<ReportModel.Repetitions> groups, int percentile,
      SloCurve.ByWorkload slos) {
    Map<String, List<ReportModel.Repetitions>> byWorkload = new TreeMap<>();
    for (ReportModel.Repetitions g : groups) {
      if (!g.preload() && g.metrics().containsKey("throughput") && curveMetric(g, percentile) != null) {
        byWorkload.computeIfAbsent(g.workload(), k -> new ArrayList<>()).add(g);
      }
    }
    List<ReportModel.WorkloadChart> charts = new ArrayList<>();
    for (Map.Entry<String, List<ReportModel.Repetitions>> e : byWorkload.entrySet()) {
      List<ReportModel.Repetitions> run = e.getValue().stream().filter(r -> "run".equals(r.phase())).toList();
      List<ReportModel.Repetitions> load = e.getValue().stream().filter(r -> !"run".equals(r.phase())).toList();
      boolean loadSwept = load.stream().collect(Collectors.groupingBy(ReportModel.Repetitions::database,
          Collectors.mapping(ReportModel.Repetitions::threads, Collectors.toSet()))).values()
          .stream().anyMatch(t -> t.size() > 1);
      if (!load.isEmpty() && (run.isEmpty() || loadSwept)) {
        charts.add(chart(e.getKey(), "load", load, percentile, null));
      }
      if (!run.isEmpty()) {
        charts.add(chart(e.getKey(), "run", run, percentile, slos));
      }
    }
    return charts;
  }

  /**
   * The latency the charts draw for a group: response time for runs with a target rate (as
   * {@link StepRow#curveLatencyUs}), else service time.
   */
  static ReportModel.Metric curveMetric(ReportModel.Repetitions g, int percentile) {
    if (percentile == 50) {
      return g.metrics().get("p50Us");
    }
    String q = percentile == 99 ? "99" : "95";
    ReportModel.Metric resp = g.metrics().get("respP" + q + "Us");
    return g.target() > 0 && resp != null ? resp : g.metrics().get("p" + q + "Us");
  }

  private static ReportModel.WorkloadChart chart(String workload, String phase, List<ReportModel.Repetitions> chosen,
      int percentile, SloCurve.ByWorkload slos) {
    List<Integer> threads = new ArrayList<>(new TreeSet<>(chosen.stream().map(ReportModel.Repetitions::threads)
        .toList()));
    // One series per database and variant (runs unlike the others of their step, named by their difference).
    List<String> databases = new ArrayList<>(new TreeSet<>(chosen.stream().map(ReportModel.Repetitions::series)
        .toList()));
    List<ReportModel.BarSeries> bars = new ArrayList<>();
    List<ReportModel.CurveSeries> curves = new ArrayList<>();
    for (String db : databases) {
      List<Double> tput = new ArrayList<>();
      List<Double> latency = new ArrayList<>();
      List<Integer> n = new ArrayList<>();
      List<Double> tLow = new ArrayList<>();
      List<Double> tHigh = new ArrayList<>();
      List<Double> lLow = new ArrayList<>();
      List<Double> lHigh = new ArrayList<>();
      List<Long> pooled = new ArrayList<>();
      for (int t : threads) {
        // Several groups at one thread count differ in target: the bar is the unthrottled one, else the first.
        ReportModel.Repetitions g = chosen.stream().filter(r -> r.series().equals(db) && r.threads() == t)
            .min(Comparator.comparingDouble(ReportModel.Repetitions::target)).orElse(null);
        ReportModel.Metric tm = g == null ? null : g.metrics().get("throughput");
        ReportModel.Metric lm = g == null ? null : curveMetric(g, percentile);
        tput.add(tm == null ? null : tm.median());
        latency.add(lm == null ? null : lm.median());
        n.add(g == null ? 0 : g.n());
        tLow.add(tm == null || tm.interval() == null ? null : tm.interval().low());
        tHigh.add(tm == null || tm.interval() == null ? null : tm.interval().high());
        lLow.add(lm == null || lm.interval() == null ? null : lm.interval().low());
        lHigh.add(lm == null || lm.interval() == null ? null : lm.interval().high());
        pooled.add(lm == null ? null : lm.pooled());
      }
      bars.add(new ReportModel.BarSeries(db, tput, latency, n, tLow, tHigh, lLow, lHigh, pooled));
      List<ReportModel.Repetitions> mine = chosen.stream().filter(r -> r.series().equals(db)).toList();
      String database = mine.get(0).database();
      curves.add(LatencyCurves.of(db, mine, percentile, slos == null ? null : slos.of(workload, database),
          slos == null ? null : slos.capacity(workload, database)));
    }
    return new ReportModel.WorkloadChart(workload, phase, percentile, threads, bars, curves);
  }
}
