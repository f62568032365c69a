package site.ycsb.report;

import java.util.List;
import java.util.Map;
import site.ycsb.stats.MedianInterval;

/**
 * Everything a report shows, computed once and rendered by every writer (HTML, Markdown, CSV, JSON).
 * Immutable; lists are in display order.
 */
public record ReportModel(List<StepRow> rows, List<SweepInfo> sweeps, List<WorkloadChart> charts,
    DisclosureSection disclosure, List<String> notes, List<PlanSource> plans, List<FootprintBar> footprint,
    List<Capacity> capacities, List<Repetitions> repetitions, List<SizeLatency> sizeLatency,
    List<RateOverTime> overTime) {

  public ReportModel {
    overTime = overTime == null ? List.of() : List.copyOf(overTime);
    sizeLatency = sizeLatency == null ? List.of() : List.copyOf(sizeLatency);
    capacities = capacities == null ? List.of() : List.copyOf(capacities);
    repetitions = List.copyOf(repetitions);
    footprint = List.copyOf(footprint);
    plans = List.copyOf(plans);
    rows = List.copyOf(rows);
    sweeps = List.copyOf(sweeps);
    charts = List.copyOf(charts);
    notes = List.copyOf(notes);
  }

  /** A model without latency by value size (no run used {@code measurement.sizebuckets}). */
  public ReportModel(List<StepRow> rows, List<SweepInfo> sweeps, List<WorkloadChart> charts,
      DisclosureSection disclosure, List<String> notes, List<PlanSource> plans, List<FootprintBar> footprint,
      List<Capacity> capacities, List<Repetitions> repetitions) {
    this(rows, sweeps, charts, disclosure, notes, plans, footprint, capacities, repetitions, List.of());
  }

  /** A model without throughput and latency over time (no run had a rate shape). */
  public ReportModel(List<StepRow> rows, List<SweepInfo> sweeps, List<WorkloadChart> charts,
      DisclosureSection disclosure, List<String> notes, List<PlanSource> plans, List<FootprintBar> footprint,
      List<Capacity> capacities, List<Repetitions> repetitions, List<SizeLatency> sizeLatency) {
    this(rows, sweeps, charts, disclosure, notes, plans, footprint, capacities, repetitions, sizeLatency,
        List.of());
  }

  /**
   * A plan file ({@code bin/ycsb plan}) the runs came from, as their disclosures carry it (secrets hidden):
   * with it the report says how to reproduce itself.
   *
   * @param runs how many of the report's runs name this plan
   */
  public record PlanSource(String path, String text, int runs) {
  }

  /**
   * One sweep: what it planned and what it found.
   *
   * @param flaggedSteps steps with the client's validity warnings, never knee or best latency
   * @param clientDistortedSteps steps whose client CPU per operation grew past 1.5× the first step's, still
   *     eligible as knee or best latency ({@link ClientDistortion})
   */
  public record SweepInfo(String label, String sweepId, String database, String workload, String dimension,
      List<Double> values, int repeat, String status, int steps, int failedSteps, Double kneeValue,
      String kneeReason, Double bestLatencyValue, Double bestLatencyP95Us, List<String> flaggedSteps,
      List<String> clientDistortedSteps, String commandLine) {
  }

  /**
   * What one capacity search ({@code sweep --slo}) found for a database and workload.
   *
   * @param capacity the confirmed capacity (target rate, ops/s), or null when none was found
   * @param operation the SLO's operation, or null for every operation (the worst decides)
   * @param reason how the capacity was confirmed, or why there is none
   * @param percentile the SLO's percentile (50, 95, 99, 99.9), or 0 where neither sweep.json nor the SLO says
   * @param selfChecks the search's steps the client's check of itself warned about ({@link SelfCheckTally}), e.g.
   *     "18 of 20 steps (validity.maxstealshare 15)"; empty when none was
   * @param missed the search's steps that missed the SLO, each with why
   * @param arrivals the arrival model of the search's steps, e.g. "open-loop poisson"; "unknown" where neither
   *     sweep.json nor a step's disclosure says
   * @param flaggedBasis when the capacity rests on steps the client's check of itself flagged: which and why, e.g.
   *     "4 of 4 steps at 133 and 140 ops/s (too few operations for a percentile, validity.minseconds)"; else empty
   */
  public record Capacity(String database, String workload, String slo, double limitUs, String operation,
      String status, Long capacity, Double throughput, Double p50Us, Double p99Us, int steps, Long bracketLow,
      Long bracketHigh, String reason, double percentile, String selfChecks, List<MissedStep> missed,
      String arrivals, String flaggedBasis) {

    public Capacity {
      missed = missed == null ? List.of() : List.copyOf(missed);
      arrivals = arrivals == null ? "unknown" : arrivals;
      flaggedBasis = flaggedBasis == null ? "" : flaggedBasis;
    }

    /** A capacity whose arrival model is not known and that rests on no flagged step. */
    public Capacity(String database, String workload, String slo, double limitUs, String operation, String status,
        Long capacity, Double throughput, Double p50Us, Double p99Us, int steps, Long bracketLow, Long bracketHigh,
        String reason, double percentile, String selfChecks, List<MissedStep> missed) {
      this(database, workload, slo, limitUs, operation, status, capacity, throughput, p50Us, p99Us, steps, bracketLow,
          bracketHigh, reason, percentile, selfChecks, missed, null, null);
    }
  }

  /**
   * A step of a capacity search that did not meet the SLO, and why.
   *
   * @param role the step's role in the search (probe, bracket, bisect, confirm, retry, recheck, descend)
   * @param throughput the measured throughput, or null without a result
   * @param sloValueUs the SLO's percentile of its response time in µs, or null (the step failed, or no operation)
   * @param why for a reader: the latency against the SLO, or which validity guard it missed
   */
  public record MissedStep(String role, long target, Double throughput, Double sloValueUs, String why) {
  }

  /**
   * The charts of one workload and phase: per database, median throughput and the median of the chosen
   * latency percentile at each thread count (categories), and the latency-vs-throughput curve. The load
   * phase of a workload is charted like any workload when it was swept.
   *
   * @param phase "run" or "load"
   * @param percentile the latency percentile the throughput chart's lines show, and the latency chart's curves
   *     unless a curve draws an SLO's own percentile (95 unless the report was asked for another)
   * @param missing the databases that ran this workload and phase but have no measured step in the chart, each with
   *     why, e.g. "memcached (unsupported by memcached: the workload needs SCAN (scanproportion=0.95))"
   */
  public record WorkloadChart(String workload, String phase, int percentile, List<Integer> threads,
      List<BarSeries> bars, List<CurveSeries> curves, List<String> missing) {

    public WorkloadChart {
      missing = missing == null ? List.of() : List.copyOf(missing);
    }

    public WorkloadChart(String workload, String phase, int percentile, List<Integer> threads, List<BarSeries> bars,
        List<CurveSeries> curves) {
      this(workload, phase, percentile, threads, bars, curves, List.of());
    }

    /** The SLO every curve of the latency chart draws, or null (none, or the curves draw different ones). */
    public SloCurve sharedSlo() {
      List<SloCurve> slos = curves.stream().map(CurveSeries::slo).distinct().toList();
      return slos.size() == 1 ? slos.get(0) : null;
    }

    /** True when some curve of the latency chart draws an SLO's percentile. */
    public boolean drawsSlo() {
      return curves.stream().anyMatch(c -> c.slo() != null);
    }

    /** The chart's name: the workload, or "Load phase (workload)". */
    public String label() {
      return "load".equals(phase) ? "Load phase (" + workload + ")" : workload;
    }
  }

  /**
   * One database in the throughput chart: per thread count the median over the step's repetitions (one run:
   * its value), null where the database has no measured step; the low/high lists hold the 95% interval of
   * that median ({@link MedianInterval}), null where fewer than 3 repetitions make no claim.
   */
  public record BarSeries(String database, List<Double> throughput, List<Double> latencyUs, List<Integer> runs,
      List<Double> throughputLow, List<Double> throughputHigh, List<Double> latencyLow, List<Double> latencyHigh,
      List<Long> pooledLatencyUs) {
  }

  /**
   * The completed repetitions of one step (same database, workload, phase, threads and target, a run sweep's
   * preload never pooled with a load sweep's step, and every property the same but those that only name or place
   * a run: {@link RepetitionGrouping}): per metric the median of the runs' values with its 95% interval, and for
   * latencies the percentile over all their operations (histograms added).
   *
   * @param variant what sets these runs apart from other runs of the step, e.g. "basicdb.simulatedelay=10"; empty
   *     where no run differs from another of its step but in name or place
   * @param runs the runs' labels, in the order they ran where known
   * @param metrics "throughput", "p50Us", "p95Us", "p99Us", and "respP95Us", "respP99Us" for runs with a target
   */
  public record Repetitions(String database, String variant, String workload, String phase, boolean preload,
      int threads, double target, List<String> runs, Map<String, Metric> metrics) {

    public Repetitions {
      variant = variant == null ? "" : variant;
      runs = List.copyOf(runs);
      metrics = java.util.Collections.unmodifiableMap(new java.util.LinkedHashMap<>(metrics));
    }

    public int n() {
      return runs.size();
    }

    /** The name of the group's series in charts and tables: the database, with its variant where it has one. */
    public String series() {
      return variant.isEmpty() ? database : database + " (" + variant + ")";
    }
  }

  /**
   * One metric over repetitions.
   *
   * @param values the runs' values, in the order of {@link Repetitions#runs()}
   * @param median the median of the values (one run: its value)
   * @param interval the 95% interval of the median, or null with fewer than 3 values
   * @param pooled for a latency percentile: the percentile over all the runs' operations, or null
   */
  public record Metric(List<Double> values, Double median, MedianInterval interval, Long pooled) {
    public Metric {
      values = java.util.Collections.unmodifiableList(new java.util.ArrayList<>(values));
    }
  }

  /**
   * The memory a database's server needed per record, from its own statistics (used memory after the
   * run over the records it held): of the run that left the most records.
   */
  public record FootprintBar(String database, double bytesPerRecord, Long records) {
  }

  /**
   * One database's latency-vs-throughput points, in the order of the swept dimension (target rate, then threads):
   * the way the sweep went, whatever the throughput did.
   *
   * @param label the legend's name: the database, with the SLO percentile and operation where it draws them
   * @param slo the SLO whose percentile the points are, or null for the chart's percentile
   * @param unavailable measured steps with a target rate left out because they have no value of the SLO's
   *     percentile (no histogram of its operation)
   * @param tries on a curve of an SLO, each run of a point made of several (a rate the search ran more than once),
   *     in target order; empty elsewhere
   * @param missed on a curve of an SLO, each step of the search that missed it and has a response time to draw, its
   *     {@link CurvePoint#missed} saying why; empty elsewhere
   * @param unthrottled on a curve of an SLO, the runs without a target rate (the search's probe, a thread sweep's
   *     steps): their throughput and service time (no target, so no response time), never points of the curve;
   *     empty elsewhere
   */
  public record CurveSeries(String database, List<CurvePoint> points, String label, SloCurve slo,
      int unavailable, List<CurvePoint> tries, List<CurvePoint> missed, List<CurvePoint> unthrottled) {

    public CurveSeries {
      points = List.copyOf(points);
      tries = tries == null ? List.of() : List.copyOf(tries);
      missed = missed == null ? List.of() : List.copyOf(missed);
      unthrottled = unthrottled == null ? List.of() : List.copyOf(unthrottled);
    }

    /** A curve of the chart's percentile. */
    public CurveSeries(String database, List<CurvePoint> points) {
      this(database, points, database, null, 0, List.of(), List.of(), List.of());
    }
  }

  /**
   * A measured point: threads and target identify the step.
   *
   * @param runs how many runs the point is the median of (a capacity search's retries and confirmations run a
   *     rate more than once)
   * @param label what the chart writes beside the point: its target rate ("10,899/s") or, without one, its client
   *     threads ("8 thr")
   * @param missed why the step missed the SLO, or null
   */
  public record CurvePoint(int threads, double target, double throughput, double latencyUs, int runs, String label,
      String missed) {

    /** A point labelled with its target or threads. */
    public CurvePoint(int threads, double target, double throughput, double latencyUs, int runs) {
      this(threads, target, throughput, latencyUs, runs, labelOf(threads, target), null);
    }

    /** "10,899/s" for a target rate, "8 thr" for a thread count. */
    public static String labelOf(int threads, double target) {
      if (target > 0) {
        return Fmt.rate(target) + "/s";
      }
      return threads + " thr";
    }
  }

  /**
   * The disclosures of all runs: per-run facts (with the fields that differ from the most common value
   * listed in {@code differs}), the most common value of each field ({@code usual}), the properties every
   * run shares, and those that differ.
   */
  public record DisclosureSection(List<RunDisclosure> runs, Map<String, String> usual,
      Map<String, String> commonProperties,
      List<DifferingProperty> differingProperties, List<String> perRunProperties) {
  }

  /** The reproducibility facts of one run, secrets redacted. */
  public record RunDisclosure(String run, String runId, String tool, String host, String jvm, String binding,
      String libraries, String server, String serverSettings, String workloadFiles, List<String> commandLines,
      List<String> differs) {
  }

  /** A property whose value is not the same in every run. */
  public record DifferingProperty(String name, List<ValueRuns> values) {
  }

  /** One value of a differing property and the runs that had it ("(unset)" when absent). */
  public record ValueRuns(String value, List<String> runs) {
  }
}
