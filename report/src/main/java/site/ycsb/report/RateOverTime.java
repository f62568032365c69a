package site.ycsb.report;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import site.ycsb.results.RateShapeResult;
import site.ycsb.results.RunResult;
import site.ycsb.results.SeriesResult;

/**
 * One run's throughput and latency second by second, for a run whose rate is meant to vary over time: one whose
 * result.json has {@code arrivals.shape}. A shape of kind {@code sine} or {@code steps} brings its target curve; any
 * other kind (a workload that paces itself, such as a trace's timestamps, marks its run that way) is drawn without
 * one. Read from the run's interval logs ({@link IntervalSeconds}); runs without a shape have none.
 *
 * @param run the run's location in the report ({@link LoadedRun#label()})
 * @param kind the shape's kind
 * @param operations the operations counted, as their interval logs are named
 * @param latency what the percentiles are: "response time" (from each operation's scheduled start, the
 *     {@code Intended-} series) or "service time" where a run wrote no response-time log
 * @param seconds every second from the first measured to the last, in order, counted from the schedule's start
 * @param opsPerSec the measured operations per second of each second, all operations together; null where no
 *     interval ended in it (a gap, not a zero)
 * @param targetOpsPerSec the target's mean over each second's interval; empty for a shape without a curve
 * @param p50Us the p50 of each second's operations (µs); null in a gap or a second without operations; p95 and p99
 *     likewise
 */
public record RateOverTime(String run, String database, String workload, String phase, int threads, String kind,
    List<String> operations, String latency, List<Integer> seconds, List<Double> opsPerSec,
    List<Double> targetOpsPerSec, List<Long> p50Us, List<Long> p95Us, List<Long> p99Us) {

  /** The database calls whose intervals are counted (READ-MODIFY-WRITE is a READ and an UPDATE already counted). */
  private static final List<String> OPERATIONS = List.of("READ", "UPDATE", "INSERT", "SCAN", "DELETE");
  private static final String RESPONSE = "Intended-";

  public RateOverTime {
    operations = List.copyOf(operations);
    seconds = List.copyOf(seconds);
    opsPerSec = java.util.Collections.unmodifiableList(new ArrayList<>(opsPerSec));
    targetOpsPerSec = java.util.Collections.unmodifiableList(new ArrayList<>(targetOpsPerSec));
    p50Us = java.util.Collections.unmodifiableList(new ArrayList<>(p50Us));
    p95Us = java.util.Collections.unmodifiableList(new ArrayList<>(p95Us));
    p99Us = java.util.Collections.unmodifiableList(new ArrayList<>(p99Us));
  }

  /**
   * The runs with a shape and interval logs, in the report's order of database, workload, phase and threads. A run
   * whose interval log cannot be read is left out with a line in {@code notes} saying which and why.
   */
  static List<RateOverTime> of(List<LoadedRun> runs, List<String> notes) {
    List<RateOverTime> ret = new ArrayList<>();
    for (LoadedRun r : runs) {
      RateShapeResult shape = shapeOf(r);
      if (shape == null || r.dir() == null) {
        continue;
      }
      Map<String, Path> logs = new LinkedHashMap<>();
      boolean response = true;
      for (String name : countedSeries(r)) {
        Path intended = log(r, RESPONSE + name);
        Path own = log(r, name);
        if (intended != null || own != null) {
          logs.put(name, intended != null ? intended : own);
          response &= intended != null;
        }
      }
      if (logs.isEmpty()) {
        continue;
      }
      long zero = shape.scheduleStartEpochMs() != null ? shape.scheduleStartEpochMs() : r.result().startEpochMs();
      try {
        ret.add(of(r, shape, List.copyOf(logs.keySet()), response ? "response time" : "service time",
            IntervalSeconds.read(logs, zero).all()));
      } catch (ReportException e) {
        notes.add("No throughput and latency over time for " + r.label() + ": " + e.getMessage());
      }
    }
    ret.sort(Comparator.comparing(RateOverTime::database).thenComparing(RateOverTime::workload)
        .thenComparing(s -> "load".equals(s.phase()) ? 0 : 1).thenComparingInt(RateOverTime::threads)
        .thenComparing(RateOverTime::run));
    return ret;
  }

  /**
   * The series of the counted operations: each operation's own and those of its failures ({@code READ-FAILED}, or
   * {@code READ-NOT_FOUND} when errors are tracked by status), which the client records apart: a read that misses
   * is still a request that arrived. READ-MODIFY-WRITE is not a READ's failure.
   */
  static List<String> countedSeries(LoadedRun r) {
    List<String> names = new ArrayList<>();
    Map<String, SeriesResult> series = r.result().series() == null ? Map.of() : r.result().series();
    for (String op : OPERATIONS) {
      names.add(op);
      series.keySet().stream().filter(n -> n.startsWith(op + "-") && !n.startsWith("READ-MODIFY-WRITE")).sorted()
          .forEach(names::add);
    }
    return names;
  }

  /** The run's {@code arrivals.shape}, or null. */
  static RateShapeResult shapeOf(LoadedRun r) {
    RunResult result = r.hasResult() ? r.result() : null;
    return result == null || result.arrivals() == null ? null : result.arrivals().shape();
  }

  /** The run's interval log of {@code series}, when result.json names one and it is there. */
  private static Path log(LoadedRun r, String series) {
    SeriesResult s = r.result().series() == null ? null : r.result().series().get(series);
    if (s == null || s.intervalLog() == null) {
      return null;
    }
    Path file = r.dir().resolve(s.intervalLog());
    return Files.isRegularFile(file) ? file : null;
  }

  /** The seconds laid out from the first to the last, a gap (nulls) where none was measured. */
  static RateOverTime of(LoadedRun r, RateShapeResult shape, List<String> operations, String latency,
      List<IntervalSeconds.Second> measured) {
    TargetCurve curve = TargetCurve.of(shape);
    List<Integer> seconds = new ArrayList<>();
    List<Double> ops = new ArrayList<>();
    List<Double> target = new ArrayList<>();
    List<Long> p50 = new ArrayList<>();
    List<Long> p95 = new ArrayList<>();
    List<Long> p99 = new ArrayList<>();
    int next = measured.isEmpty() ? 0 : measured.get(0).second();
    for (IntervalSeconds.Second s : measured) {
      for (; next < s.second(); next++) {
        seconds.add(next);
        ops.add(null);
        p50.add(null);
        p95.add(null);
        p99.add(null);
        if (curve != null) {
          target.add(curve.meanRate(next - 1, next));
        }
      }
      seconds.add(s.second());
      ops.add(s.opsPerSec());
      p50.add(s.p50Us());
      p95.add(s.p95Us());
      p99.add(s.p99Us());
      if (curve != null) {
        target.add(s.toS() > s.fromS() ? curve.meanRate(s.fromS(), s.toS()) : curve.meanRate(next - 1, next));
      }
      next = s.second() + 1;
    }
    return new RateOverTime(r.label(), r.database(), r.workload(), r.result().phase(), r.threads(),
        shape.kind(), operations, latency, seconds, ops, target, p50, p95, p99);
  }

  /** Whether every percentile drawn is at least 1 µs, so that a logarithmic latency axis can show them all. */
  boolean logScale() {
    return java.util.stream.Stream.of(p50Us, p95Us, p99Us).flatMap(List::stream).filter(Objects::nonNull)
        .allMatch(v -> v >= 1);
  }

  /** The chart's name of this run. */
  String title() {
    return "Throughput and latency over time: " + subject();
  }

  /** The first chart's title: the measured throughput and its target. */
  String throughputTitle() {
    return "Throughput over time: " + subject();
  }

  /** The second chart's title: the percentiles. */
  String latencyTitle() {
    return "Latency over time (" + latency + "): " + subject();
  }

  private String subject() {
    return database + ", " + workload + " " + phase + ", " + threads + (threads == 1 ? " thread" : " threads")
        + " (" + kind + ")";
  }

  /** The line under the charts: what is drawn and how the target compares. */
  String caption() {
    return "Run " + run + ": every second in order, counted from the schedule's start (a warm-up takes the first "
        + "seconds; the stop's last fraction of a second is left out). Measured ops/s of "
        + String.join(" + ", operations) + (targetOpsPerSec.isEmpty() ? "" : " beside the target (dotted: the "
        + kind + " shape's mean over the same second)") + "; p50, p95 and p99 of each second's " + latency
        + ", all these operations together. A gap in a line is a second without a measured interval (or, for "
        + "latency, without an operation).";
  }
}
