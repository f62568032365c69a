package site.ycsb.report;

import java.util.ArrayList;
import java.util.List;
import org.HdrHistogram.Histogram;
import site.ycsb.Redactor;
import site.ycsb.report.io.BadInput;
import site.ycsb.results.ClientResources;
import site.ycsb.results.RunResult;
import site.ycsb.results.RunResultBuilder;
import site.ycsb.results.SeriesResult;
import site.ycsb.results.ServerResult;

/**
 * Turns a loaded run into a {@link StepRow}: per-operation figures from the exact HDR histograms (never
 * from averaged percentiles), the memtier-style lines, the estimated bytes moved and the validity warnings.
 */
public final class StepMetrics {
  /** Operation series in the order tables show them. READ-MODIFY-WRITE also counts as a READ and an UPDATE. */
  public static final List<String> OPERATIONS = List.of("READ", "UPDATE", "INSERT", "SCAN", "DELETE",
      "READ-MODIFY-WRITE");
  private static final List<String> DB_CALLS = List.of("READ", "UPDATE", "INSERT", "SCAN", "DELETE");
  private static final String INTENDED = "Intended-";
  /** The client's own stalls, as its hiccup meter recorded them (site.ycsb.engine.HiccupMeter). */
  static final String CLIENT_HICCUP = "CLIENT-HICCUP";
  static final double TARGET_SHORTFALL = 0.9;
  static final double CLIENT_CPU_BOUND = 0.9;
  static final double GC_SHARE_LIMIT = 0.1;

  private StepMetrics() {
  }

  public static StepRow of(LoadedRun run, String mark) {
    RunResult r = run.result();
    StepContext step = run.step();
    if (r == null) {
      List<String> warnings = new ArrayList<>();
      warnings.add("step " + (step.status() == null ? "has no result" : step.status())
          + (step.reason() == null ? "" : ": " + step.reason()));
      warnings.addAll(run.notes());
      warnings.replaceAll(Redactor::redactUris); // reasons may quote a connection URI with its password
      String phase = step.phase() == null ? "run" : step.phase();
      return new StepRow(run.database(), run.workload(), phase, step.sweepId(), step.threads(), step.target(),
          step.repetition(), step.status() == null ? "missing" : step.status(), run.label(), null, run.clients(),
          0, 0, 0, 0, null, null, null, null, null, null, 0, 0, 0, 0, null, null, null, null, null, null, null, null,
          null,
          null, List.of(), List.of(), warnings, mark, null, null, step.preload());
    }
    double seconds = r.runtimeMs() / 1000.0;
    WorkloadShape shape = WorkloadShape.of(run.disclosure());
    List<OpStats> ops = new ArrayList<>();
    Histogram all = null;
    Histogram intended = null;
    Mean allMean = new Mean();
    Mean setsMean = new Mean();
    Mean getsMean = new Mean();
    for (String name : OPERATIONS) {
      SeriesResult s = r.series().get(name);
      if (s == null) {
        continue;
      }
      SeriesResult failed = r.series().get(name + "-FAILED");
      Histogram h = union(decode(run, name, s), decode(run, name + "-FAILED", failed));
      Mean mean = new Mean().add(s).add(failed);
      long count = s.returns() == null ? s.count() : s.returns().values().stream().mapToLong(Long::longValue).sum();
      ops.add(new OpStats(name, count, perSecond(count, seconds), s.hits(), s.misses(), s.errors(),
          h == null ? null : mean.value(h), pct(h, 50), pct(h, 95), pct(h, 99),
          s.returns() == null ? 0 : s.returns().getOrDefault("EXPIRED", 0L)));
      if (DB_CALLS.contains(name)) {
        all = union(all, h);
        intended = union(union(intended, decode(run, INTENDED + name, r.series().get(INTENDED + name))),
            decode(run, INTENDED + name + "-FAILED", r.series().get(INTENDED + name + "-FAILED")));
        allMean.add(s).add(failed);
        if (name.equals("READ")) {
          getsMean.add(s).add(failed);
        } else if (name.equals("INSERT") || name.equals("UPDATE")) {
          setsMean.add(s).add(failed);
        }
      }
    }
    List<MemtierLine> memtier = memtier(ops, shape, seconds, setsMean.us(), getsMean.us(), allMean.us());
    Double kbPerSec = memtier.isEmpty() ? null : memtier.get(memtier.size() - 1).kbPerSec();
    long calls = r.dbOperations();
    double errorRate = calls == 0 ? 0 : r.errors() / (double) calls;
    ServerResult server = r.server();
    ClientResources client = r.client();
    Histogram hiccups = decode(run, CLIENT_HICCUP, r.series().get(CLIENT_HICCUP));
    hiccups = hiccups == null || hiccups.getTotalCount() == 0 ? null : hiccups;
    String status = run.step().status() != null && !"completed".equals(run.step().status())
        ? run.step().status() : r.status();
    return new StepRow(run.database(), run.workload(), r.phase(), step.sweepId(), r.threads(),
        r.targetOpsPerSec(), step.repetition(), status, run.label(), r.runId(), run.clients(), seconds,
        r.operations(), r.throughput(), r.successfulThroughput(), all == null ? null : allMean.value(all), pct(all, 50),
        pct(all, 95), pct(all, 99), pct(intended, 95), pct(intended, 99), hits(ops), r.misses(), r.errors(),
        errorRate, kbPerSec,
        client == null ? null : client.cpuUtilization(), client == null ? null : client.gcShare(),
        server == null || server.before() == null ? null : server.before().memoryUsedBytes(),
        server == null || server.after() == null ? null : server.after().memoryUsedBytes(),
        server == null ? null : server.bytesPerRecord(),
        server == null || server.after() == null ? null : server.after().records(),
        server == null ? null : server.cpuSeconds(), server == null ? null : server.networkInBytes(),
        server == null ? null : server.networkOutBytes(), ops, memtier,
        Validity.warnings(run, errorRate), mark, pct(hiccups, 99), hiccups == null ? null : hiccups.getMaxValue(),
        step.preload());
  }

  /**
   * The exact histograms of all database operations of a run (failed ones included), service time first and
   * response time (intended start) second (null where the run recorded none): what a group of repetitions adds
   * up for its pooled percentiles.
   */
  static Histogram[] allOperations(LoadedRun run) {
    RunResult r = run.result();
    Histogram all = null;
    Histogram intended = null;
    for (String name : DB_CALLS) {
      for (String series : List.of(name, name + "-FAILED")) {
        all = union(all, decode(run, series, r.series().get(series)));
        intended = union(intended, decode(run, INTENDED + series, r.series().get(INTENDED + series)));
      }
    }
    return new Histogram[] {all, intended};
  }

  private static long hits(List<OpStats> ops) {
    return ops.stream().filter(o -> DB_CALLS.contains(o.name())).mapToLong(OpStats::hits).sum();
  }

  private static List<MemtierLine> memtier(List<OpStats> ops, WorkloadShape shape, double seconds, Double setsUs,
      Double getsUs, Double allUs) {
    OpStats read = find(ops, "READ");
    OpStats update = find(ops, "UPDATE");
    OpStats insert = find(ops, "INSERT");
    long setOps = count(update) + count(insert);
    double setBytes = (update == null ? 0 : update.hits()) * shape.updateBytes()
        + (insert == null ? 0 : insert.hits()) * shape.recordBytes();
    double getBytes = (read == null ? 0 : read.hits()) * shape.readBytes();
    long totalOps = ops.stream().filter(o -> DB_CALLS.contains(o.name())).mapToLong(OpStats::ops).sum();
    List<MemtierLine> lines = new ArrayList<>();
    lines.add(new MemtierLine("Sets", perSecond(setOps, seconds), null, null, setsUs,
        perSecond(setBytes, seconds) / 1024));
    lines.add(new MemtierLine("Gets", perSecond(count(read), seconds),
        read == null ? 0.0 : perSecond(read.hits(), seconds), read == null ? 0.0 : perSecond(read.misses(), seconds),
        getsUs, perSecond(getBytes, seconds) / 1024));
    lines.add(new MemtierLine("Totals", perSecond(totalOps, seconds),
        read == null ? 0.0 : perSecond(read.hits(), seconds), read == null ? 0.0 : perSecond(read.misses(), seconds),
        allUs, perSecond(setBytes + getBytes, seconds) / 1024));
    return lines;
  }

  private static OpStats find(List<OpStats> ops, String name) {
    return ops.stream().filter(o -> o.name().equals(name)).findFirst().orElse(null);
  }

  private static long count(OpStats o) {
    return o == null ? 0 : o.ops();
  }

  /**
   * The exact mean of a union of series, weighted by their counts, from each series' recorded mean:
   * {@link Histogram#getMean()} walks every bucket and would dominate the report's run time.
   */
  private static final class Mean {
    private double sum;
    private long count;
    private boolean unknown;

    Mean add(SeriesResult s) {
      if (s != null && s.histogram() != null) {
        if (s.latencyUs() == null) {
          unknown = true;
        } else {
          sum += s.latencyUs().mean() * s.count();
          count += s.count();
        }
      }
      return this;
    }

    /** The mean, or the histogram's own when a series came without its summary. */
    Double value(Histogram union) {
      if (unknown) {
        return union.getTotalCount() == 0 ? null : union.getMean();
      }
      return count == 0 ? null : sum / count;
    }

    /** The mean from the series' summaries alone, or null when a series came without one. */
    Double us() {
      return unknown || count == 0 ? null : sum / count;
    }
  }

  static double perSecond(double amount, double seconds) {
    return seconds <= 0 ? 0 : amount / seconds;
  }

  private static Long pct(Histogram h, double q) {
    return h == null || h.getTotalCount() == 0 ? null : h.getValueAtPercentile(q);
  }

  static Histogram decode(SeriesResult s) {
    if (s == null || s.histogram() == null) {
      return null;
    }
    return RunResultBuilder.decode(s.histogram());
  }

  /** As {@link #decode(SeriesResult)}; a histogram that does not decode is bad input naming its file. */
  static Histogram decode(LoadedRun run, String name, SeriesResult s) {
    try {
      return decode(s);
    } catch (RuntimeException e) {
      throw BadInput.histogram(where(run), name, e);
    }
  }

  /** The run's result.json, or its label for a run merged in memory. */
  static String where(LoadedRun run) {
    return run.dir() == null ? run.label() : run.dir().resolve(site.ycsb.results.ResultsDirectory.RESULT_FILE)
        .toString();
  }

  /** Adds b into a (or a copy of b when a is null); exact, bucket by bucket. */
  static Histogram union(Histogram a, Histogram b) {
    if (b == null) {
      return a;
    }
    if (a == null) {
      Histogram copy = b.copy();
      copy.setAutoResize(true);
      return copy;
    }
    a.add(b);
    return a;
  }
}
