package site.ycsb.report;

import java.nio.file.Files;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.TreeMap;
import java.util.TreeSet;
import java.util.stream.Collectors;
import site.ycsb.Redactor;
import site.ycsb.report.merge.MergeWriter;
import site.ycsb.report.merge.MergedRun;
import site.ycsb.report.merge.RunMerger;
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
    for (LoadedRun r : mergeClients(inputs.singleRuns(), notes)) {
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
    List<ReportModel.Repetitions> groups = repetitions(rows, byLabel, slos);
    List<ReportModel.WorkloadChart> charts = charts(groups, percentile, slos).stream()
        .map(c -> withMissing(c, rows)).toList();
    return new ReportModel(rows, sweeps, charts, DisclosureSummary.of(runs, redaction),
        notes, plans(runs), footprint(rows), capacities, groups);
  }

  /**
   * The chart with the databases that ran its workload and phase but have no measured step in it, each with the
   * reason of its first step that did not complete: a database must never be silently absent from a chart.
   */
  static ReportModel.WorkloadChart withMissing(ReportModel.WorkloadChart c, List<StepRow> rows) {
    java.util.Set<String> drawn = new java.util.HashSet<>();
    c.bars().forEach(b -> drawn.add(b.database()));
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
          SelfCheckTally.of(s.manifest().steps()).describe(), missed(c), arrivals(s),
          s.capacityExtras().getOrDefault(FirstScreen.SELF_CHECK_FLAG, "")));
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
   * How a capacity search's operations arrived: as sweep.json records it where it does, else as its throttled steps'
   * result.json say (the unthrottled probe is always closed), e.g. "open, poisson".
   */
  private static String arrivals(LoadedSweep s) {
    String recorded = s.capacityExtras().get(FirstScreen.ARRIVALS);
    if (recorded != null && !recorded.isBlank()) {
      return recorded;
    }
    return String.join(" + ", s.runs().stream().filter(r -> r.hasResult() && r.result().targetOpsPerSec() > 0
        && r.result().arrivals() != null).map(r -> r.result().arrivals().mode()
        + (r.result().arrivals().process() == null ? "" : ", " + r.result().arrivals().process()))
        .collect(java.util.stream.Collectors.toCollection(java.util.TreeSet::new)));
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
    return best.values().stream().map(r -> new ReportModel.FootprintBar(r.database(), r.bytesPerRecord(),
        r.serverRecords())).toList();
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

  /** Single runs sharing a run id and phase came from several client hosts: merge them exactly. */
  static List<LoadedRun> mergeClients(List<LoadedRun> singles, List<String> notes) {
    Map<String, List<LoadedRun>> byRun = new LinkedHashMap<>();
    for (LoadedRun r : singles) {
      byRun.computeIfAbsent(r.result().runId() + "\u0000" + r.result().phase(), k -> new ArrayList<>()).add(r);
    }
    List<LoadedRun> out = new ArrayList<>();
    for (List<LoadedRun> all : byRun.values()) {
      List<LoadedRun> group = withoutMergedClients(all, notes);
      if (group.size() == 1) {
        out.add(group.get(0));
        continue;
      }
      List<RunMerger.Part> parts = group.stream()
          .map(r -> new RunMerger.Part(r.dir(), r.result(), r.disclosure())).toList();
      List<String> mismatches = RunMerger.mismatches(parts);
      if (!mismatches.isEmpty()) {
        // Not parts of one run: one histogram of them would describe nothing, so each keeps its own row.
        notes.add("run id " + group.get(0).result().runId() + " is shared by runs that are not one run, reported "
            + "apart: " + mismatches.get(0));
        out.addAll(group);
        continue;
      }
      MergedRun m = RunMerger.merge(parts);
      String label = String.join(" + ", group.stream().map(LoadedRun::label).toList());
      notes.add("merged " + group.size() + " clients of run " + m.result().runId() + " (" + m.result().phase()
          + "): " + label);
      List<String> warnings = new ArrayList<>(); // the merge's own warnings are in the merged result's
      group.forEach(r -> warnings.addAll(r.notes()));
      LoadedRun first = group.get(0);
      out.add(new LoadedRun(null, label, m.result(), m.disclosure(), first.database(), first.workload(),
          first.step(), group.size(), warnings));
    }
    return out;
  }

  /**
   * A directory written by {@code report merge} already holds its clients: when it is given together
   * with them, only it counts, or every operation would be counted twice.
   */
  private static List<LoadedRun> withoutMergedClients(List<LoadedRun> group, List<String> notes) {
    List<LoadedRun> merged = group.stream()
        .filter(r -> r.dir() != null && Files.isRegularFile(r.dir().resolve(MergeWriter.MERGE_FILE))).toList();
    if (merged.isEmpty() || merged.size() == group.size()) {
      return group;
    }
    notes.add("run " + merged.get(0).result().runId() + ": using the merged " + String.join(", ",
        merged.stream().map(LoadedRun::label).toList()) + " and ignoring " + (group.size() - merged.size())
        + " client result(s) it already contains");
    return merged;
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

  /** The metrics a group of repetitions carries, with how each is read from a row. */
  public static final Map<String, java.util.function.Function<StepRow, Number>> METRICS = metrics();

  private static Map<String, java.util.function.Function<StepRow, Number>> metrics() {
    Map<String, java.util.function.Function<StepRow, Number>> m = new LinkedHashMap<>();
    m.put("throughput", StepRow::opsPerSec);
    m.put("p50Us", StepRow::p50Us);
    m.put("p95Us", StepRow::p95Us);
    m.put("p99Us", StepRow::p99Us);
    m.put("respP95Us", StepRow::intendedP95Us);
    m.put("respP99Us", StepRow::intendedP99Us);
    return m;
  }

  /**
   * The measured rows grouped into repetitions of one step: same database, workload, phase, threads and target,
   * and a run sweep's preload only with other preloads. Latency percentiles of a group are never averaged: each
   * metric is the median of the runs' values with its interval, and beside it the percentile of all the runs'
   * operations, their histograms added.
   */
  static List<ReportModel.Repetitions> repetitions(List<StepRow> rows, Map<String, LoadedRun> runs) {
    return repetitions(rows, runs, new SloCurve.ByWorkload(List.of()));
  }

  /**
   * As {@link #repetitions(List, Map)}; a run-phase group whose chart draws an SLO's percentile also gets that
   * metric ({@link #SLO_METRIC}), the median of its runs' values.
   */
  static List<ReportModel.Repetitions> repetitions(List<StepRow> rows, Map<String, LoadedRun> runs,
      SloCurve.ByWorkload slos) {
    Map<String, List<StepRow>> groups = new LinkedHashMap<>();
    for (StepRow r : rows) {
      if (r.measured()) {
        groups.computeIfAbsent(String.join("\u0000", r.database(), r.workload(), r.phase(),
            Boolean.toString(r.preload()), Integer.toString(r.threads()), Double.toString(r.target())),
            k -> new ArrayList<>()).add(r);
      }
    }
    return groups.values().parallelStream().map(g -> group(g, runs, slos)).toList();
  }

  /** The metric of a group that holds the SLO's own percentile, where its chart draws one. */
  static final String SLO_METRIC = "sloUs";

  private static ReportModel.Repetitions group(List<StepRow> g, Map<String, LoadedRun> runs,
      SloCurve.ByWorkload slos) {
    org.HdrHistogram.Histogram service = null;
    org.HdrHistogram.Histogram response = null;
    if (g.size() > 1) {
      for (StepRow r : g) {
        LoadedRun run = runs.get(r.run());
        if (run != null && run.hasResult()) {
          org.HdrHistogram.Histogram[] h = StepMetrics.allOperations(run);
          service = StepMetrics.union(service, h[0]);
          response = StepMetrics.union(response, h[1]);
        }
      }
    }
    Map<String, ReportModel.Metric> metrics = new LinkedHashMap<>();
    for (Map.Entry<String, java.util.function.Function<StepRow, Number>> e : METRICS.entrySet()) {
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
      metrics.put(key, new ReportModel.Metric(values, Stats.median(values),
          site.ycsb.stats.MedianInterval.of(values), pooled));
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
        metrics.put(SLO_METRIC, new ReportModel.Metric(values, Stats.median(values),
            site.ycsb.stats.MedianInterval.of(values), null));
      }
    }
    return new ReportModel.Repetitions(any.database(), any.workload(), any.phase(), any.preload(), any.threads(),
        any.target(), g.stream().map(StepRow::run).toList(), metrics);
  }

  private static Long pct(org.HdrHistogram.Histogram h, int q) {
    return h == null || h.getTotalCount() == 0 ? null : h.getValueAtPercentile(q);
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
    List<String> databases = new ArrayList<>(new TreeSet<>(chosen.stream().map(ReportModel.Repetitions::database)
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
        ReportModel.Repetitions g = chosen.stream().filter(r -> r.database().equals(db) && r.threads() == t)
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
      List<ReportModel.Repetitions> mine = chosen.stream().filter(r -> r.database().equals(db)).toList();
      curves.add(LatencyCurves.of(db, mine, percentile, slos == null ? null : slos.of(workload, db),
          slos == null ? null : slos.capacity(workload, db)));
    }
    return new ReportModel.WorkloadChart(workload, phase, percentile, threads, bars, curves);
  }
}
