package site.ycsb.engine;

import java.io.PrintStream;
import java.time.Instant;
import java.util.UUID;
import site.ycsb.Client;
import site.ycsb.PropertyReader;
import site.ycsb.measurements.Measurements;
import site.ycsb.results.ClientSlice;

/**
 * What a phase runs with, read and checked once before anything starts. Reading it applies this client's slice
 * ({@code client.index} of {@code client.count}) to the properties first, as the workload reads them after.
 */
record PhaseSettings(int threads, long target, boolean dotransactions, long maxExecutionTime,
    int statusInterval, boolean status, boolean trackJvm, long stopGraceMs, long warmupOps, double warmupSeconds,
    String dbName, String label, String runId, ClientSlice slice, Instant startAt, ThreadModel.Choice threadModel,
    Arrivals arrivals) {

  /** Reads the settings; prints the slice's line and the warning of a warm-up on a load to {@code err}. */
  static PhaseSettings read(PropertyReader p, PrintStream err) {
    boolean dotransactions = p.booleanValue(Client.DO_TRANSACTIONS_PROPERTY, true);
    // This client's share first: it sets the target, insertstart and insertcount read below and by the workload.
    ClientSlice slice = ClientSlicing.read(p);
    if (slice != null) {
      ClientSlicing.KeyRange keys = ClientSlicing.apply(slice, p.properties(), !dotransactions);
      err.println("Client " + slice.index() + " of " + slice.count() + ": "
          + (keys == null ? "the whole key space" : "inserts keys " + keys)
          + (p.longValue(Client.TARGET_PROPERTY, 0, 0) > 0
              ? ", target " + p.string(Client.TARGET_PROPERTY, "") + " ops/s" : ""));
    }
    long warmupOps = p.longValue(Warmup.WARMUP_OPS_PROPERTY, 0, 0);
    double warmupSeconds = p.doubleValue(Warmup.WARMUP_TIME_PROPERTY, 0, 0, Double.MAX_VALUE);
    if (!dotransactions && (warmupOps > 0 || warmupSeconds > 0)) {
      err.println("ycsb: warning: warm-up applies to the transaction phase (-t) only; the load phase measures "
          + "every insert");
      warmupOps = 0;
      warmupSeconds = 0;
    }
    int threads = p.intValue(Client.THREAD_COUNT_PROPERTY, 1, 1);
    String dbName = p.string(Client.DB_PROPERTY, "site.ycsb.BasicDB");
    long target = p.longValue(Client.TARGET_PROPERTY, 0, 0);
    Arrivals arrivals = Arrivals.read(p, target, threads);
    return new PhaseSettings(threads, target,
        dotransactions, p.longValue(Client.MAX_EXECUTION_TIME, 0, 0),
        p.intValue(BenchmarkRun.STATUS_INTERVAL_PROPERTY, 10, 1), p.booleanValue(Client.STATUS_PROPERTY, false),
        p.booleanValue(Measurements.MEASUREMENT_TRACK_JVM_PROPERTY, false),
        stopGraceMs(p), warmupOps, warmupSeconds,
        dbName, p.string(Client.LABEL_PROPERTY, ""), p.string(BenchmarkRun.RUN_ID_PROPERTY,
            UUID.randomUUID().toString()), slice,
        startAt(p), arrivals.open() ? ThreadModel.chooseOpenLoop(p, dbName) : ThreadModel.choose(p, threads, dbName),
        arrivals);
  }

  /**
   * These settings for a workload that brings its own arrival times (a trace replayed at its pace): they imply the
   * open loop, on the workload's times instead of a target rate.
   */
  PhaseSettings withTimedArrivals(PropertyReader p) {
    Arrivals open = new Arrivals(true, arrivals.poisson(), Math.max(arrivals.maxClients(), threads));
    return new PhaseSettings(threads, target, dotransactions, maxExecutionTime, statusInterval, status, trackJvm,
        stopGraceMs, warmupOps, warmupSeconds, dbName, label, runId, slice, startAt,
        arrivals.open() ? threadModel : ThreadModel.chooseOpenLoop(p, dbName), open);
  }

  /** "run" for the transaction phase, "load" for the load phase: the word of result.json and the messages. */
  String phase() {
    return dotransactions ? "run" : "load";
  }

  private static long stopGraceMs(PropertyReader p) {
    return p.longValue(BenchmarkRun.STOP_GRACE_PROPERTY, 10, 0) * 1000;
  }

  private static Instant startAt(PropertyReader p) {
    Instant at = StartAt.read(p);
    if (at != null) {
      StartAt.checkNotPast(at, stopGraceMs(p));
    }
    return at;
  }
}
