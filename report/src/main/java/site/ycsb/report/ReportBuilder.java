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
import site.ycsb.sweep.SweepManifest;

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
    return new ReportModel(rows, sweeps, charts(rows, percentile), DisclosureSummary.of(runs, redaction), notes,
        plans(runs), footprint(rows), capacities(inputs.sweeps()));
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
          c.reason() == null ? null : Redactor.redactUris(c.reason())));
    }
    ret.sort(Comparator.comparing(ReportModel.Capacity::workload).thenComparing(ReportModel.Capacity::database));
    return ret;
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
    return new ReportModel.SweepInfo(s.label(), m.sweepId(), s.database(), m.workload(),
        m.dimension() == null ? "threads" : m.dimension(),
        m.values() == null ? List.of() : m.values().stream().map(Long::doubleValue).toList(), m.repeat(),
        m.status(), m.stepsOrEmpty().size(), failed, m.knee() == null ? null : (double) m.knee().value(),
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

  /**
   * Per workload, the load phase first where it was swept (a database loaded at more than one thread count,
   * not just the one load of a run sweep) or is all there is, then the run phase.
   */
  static List<ReportModel.WorkloadChart> charts(List<StepRow> rows, int percentile) {
    Map<String, List<StepRow>> byWorkload = new TreeMap<>();
    for (StepRow r : rows) {
      if (r.measured() && r.curveLatencyUs(percentile) != null) {
        byWorkload.computeIfAbsent(r.workload(), k -> new ArrayList<>()).add(r);
      }
    }
    List<ReportModel.WorkloadChart> charts = new ArrayList<>();
    for (Map.Entry<String, List<StepRow>> e : byWorkload.entrySet()) {
      List<StepRow> run = e.getValue().stream().filter(r -> "run".equals(r.phase())).toList();
      List<StepRow> load = e.getValue().stream().filter(r -> !"run".equals(r.phase())).toList();
      boolean loadSwept = load.stream().collect(Collectors.groupingBy(StepRow::database,
          Collectors.mapping(StepRow::threads, Collectors.toSet()))).values()
          .stream().anyMatch(t -> t.size() > 1);
      if (!load.isEmpty() && (run.isEmpty() || loadSwept)) {
        charts.add(chart(e.getKey(), "load", load, percentile));
      }
      if (!run.isEmpty()) {
        charts.add(chart(e.getKey(), "run", run, percentile));
      }
    }
    return charts;
  }

  private static ReportModel.WorkloadChart chart(String workload, String phase, List<StepRow> chosen,
      int percentile) {
    List<Integer> threads = new ArrayList<>(new TreeSet<>(chosen.stream().map(StepRow::threads).toList()));
    List<String> databases = new ArrayList<>(new TreeSet<>(chosen.stream().map(StepRow::database).toList()));
    List<ReportModel.BarSeries> bars = new ArrayList<>();
    List<ReportModel.CurveSeries> curves = new ArrayList<>();
    for (String db : databases) {
      List<Double> tput = new ArrayList<>();
      List<Double> latency = new ArrayList<>();
      for (int t : threads) {
        List<StepRow> at = chosen.stream().filter(r -> r.database().equals(db) && r.threads() == t).toList();
        tput.add(Stats.median(at.stream().map(StepRow::opsPerSec).toList()));
        latency.add(Stats.median(at.stream().map(r -> r.curveLatencyUs(percentile).doubleValue()).toList()));
      }
      bars.add(new ReportModel.BarSeries(db, tput, latency));
      curves.add(new ReportModel.CurveSeries(db, curve(chosen.stream().filter(r -> r.database().equals(db))
          .toList(), percentile)));
    }
    return new ReportModel.WorkloadChart(workload, phase, percentile, threads, bars, curves);
  }

  private static List<ReportModel.CurvePoint> curve(List<StepRow> rows, int percentile) {
    Map<String, List<StepRow>> bySetting = new TreeMap<>();
    for (StepRow r : rows) {
      bySetting.computeIfAbsent(r.threads() + "/" + r.target(), k -> new ArrayList<>()).add(r);
    }
    List<ReportModel.CurvePoint> points = new ArrayList<>();
    for (List<StepRow> same : bySetting.values()) {
      StepRow any = same.get(0);
      points.add(new ReportModel.CurvePoint(any.threads(), any.target(),
          Objects.requireNonNull(Stats.median(same.stream().map(StepRow::opsPerSec).toList())),
          Objects.requireNonNull(Stats.median(same.stream().map(r -> r.curveLatencyUs(percentile).doubleValue())
              .toList()))));
    }
    points.sort(Comparator.comparingDouble(ReportModel.CurvePoint::throughput));
    return points;
  }
}
