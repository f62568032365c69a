package site.ycsb.engine;

import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import site.ycsb.Status;
import site.ycsb.measurements.LatencyRecorder;
import site.ycsb.measurements.Measurements;
import site.ycsb.measurements.OneMeasurement;
import site.ycsb.measurements.SizeBuckets;
import site.ycsb.measurements.StatusCounter;

/**
 * Measures one operation type on one client thread. Successful operations take a lookup-free path;
 * failures go by name to {@code OP-FAILED} (or {@code OP-STATUS} when asked), as in 0.17.0.
 *
 * <p>Warm-up operations are measured too, into the run's {@linkplain Measurements#warmupTwin() warm-up twin},
 * which is never reported: they take exactly the path measured operations take. When warm-up operations were
 * not recorded, the JIT compiled the operation path without its recording half, and the first measured
 * operations threw that code away: on JDK 25, memcached at 128 virtual threads, 21 compiled methods were
 * deoptimised at the warm-up's end, 8 of them the client's operation path, which was recompiled over the next
 * 1.2 s, inside the measured window.
 */
public final class OperationMeter {
  /** Exception types already reported, so a failing server does not flood the log. */
  private static final Set<String> REPORTED = ConcurrentHashMap.newKeySet();

  private final String operation;
  private final boolean measuresIntended;
  private final Measurements.IntendedStartTime intendedStart;
  private final boolean latencyPerError;
  private final Set<String> trackedErrors;
  private final Sink measured;
  private final Sink warmup;
  /** The sinks by {@link Warmup#phase()}: the switch between them is a load, not a branch the JIT sees flip. */
  private final Sink[] byPhase;
  /** Where this thread's next operations go: {@link #warmup} while it warms up. */
  private Sink active;
  /** The operation in flight's sink, or null when it is not recorded (after the run's end). */
  private Sink current;
  private long intendedNs;

  public OperationMeter(String operation, Measurements measurements, boolean latencyPerError,
      Set<String> trackedErrors) {
    this.operation = operation;
    this.measuresIntended = measurements.recordsIntendedLatency();
    this.intendedStart = measurements.intendedStartTimeForCurrentThread();
    this.latencyPerError = latencyPerError;
    this.trackedErrors = trackedErrors;
    this.measured = new Sink(measurements);
    this.warmup = new Sink(measurements.warmupTwin());
    this.byPhase = new Sink[] {warmup, measured};
    this.active = measured;
  }

  /**
   * Starts timing an operation: decides once where it is recorded (the warm-up twin during warm-up, nowhere
   * once the run's measurements have closed) and returns its start time for {@link #end}.
   */
  public long begin() {
    Sink sink = active;
    current = sink.measurements.isRecording() ? sink : null;
    intendedNs = current != null ? intendedStartNs() : 0;
    return System.nanoTime();
  }

  /** Ends the operation begun at {@code startNs}: a null status counts as ERROR. */
  public Status end(Status status, long startNs) {
    Status result = status == null ? Status.ERROR : status;
    Sink sink = current;
    if (sink != null) {
      record(sink, result, intendedNs, startNs, System.nanoTime());
    }
    return result;
  }

  /**
   * Ends the operation begun at {@code startNs} like {@link #end}, and when it succeeded records its latency in
   * the bucket of {@code valueBytes} too ({@code measurement.sizebuckets}; see {@code SizedDBWrapper}).
   */
  public Status endSized(Status status, long startNs, long valueBytes) {
    Status result = status == null ? Status.ERROR : status;
    Sink sink = current;
    if (sink != null) {
      long endNs = System.nanoTime();
      record(sink, result, intendedNs, startNs, endNs);
      if (result.isOk()) {
        sink.bySize(operation, valueBytes).record((int) ((endNs - startNs) / 1000));
      }
    }
    return result;
  }

  /**
   * Ends a scan begun at {@code startNs} like {@link #end}, and when it succeeded counts the records it asked
   * for and returned.
   */
  public Status endScan(Status status, long startNs, int asked, int returned) {
    Status result = end(status, startNs);
    Sink sink = current;
    if (sink != null && result.isOk()) {
      sink.statuses.countScanRecords(asked, returned);
    }
    return result;
  }

  /**
   * Ends a scan like {@link #endScan}, and when it succeeded records its latency in the bucket of
   * {@code valueBytes} too, as {@link #endSized}.
   */
  public Status endScanSized(Status status, long startNs, int asked, int returned, long valueBytes) {
    Status result = endSized(status, startNs, valueBytes);
    Sink sink = current;
    if (sink != null && result.isOk()) {
      sink.statuses.countScanRecords(asked, returned);
    }
    return result;
  }

  /**
   * Counts {@code count} operations this thread already counted as {@link Status#BATCHED_OK} as {@code status}
   * instead: the binding learnt that the batch they were queued in failed. Only operations counted in the same
   * series move (one queued during the warm-up and refused after it stays out of the measured counts); their
   * latencies, the time each took to queue, stay where they were recorded.
   */
  public void batchedFailed(int count, Status status) {
    Sink sink = active;
    if (sink.statuses != null && sink.measurements.isRecording()) {
      sink.statuses.recount(Status.BATCHED_OK, status == null || status.isOk() ? Status.ERROR : status, count);
    }
  }

  /** The intended start of the operation about to run, or 0 when intended latency is not measured. */
  long intendedStartNs() {
    return measuresIntended ? intendedStart.startTimeNs() : 0L;
  }

  private void record(Sink sink, Status status, long intendedNs, long startNs, long endNs) {
    if (sink.series == null) {
      sink.open(operation, measuresIntended);
      if (measured.series == null) {
        // A warm-up operation: the run's series and this thread's recorders are made now, unreported, so that
        // the first measured operation takes the path the warm-up compiled (see Measurements#seriesAhead).
        measured.openAhead(operation, measuresIntended);
      }
    }
    int us = (int) ((endNs - startNs) / 1000);
    if (status.isOk()) {
      if (sink.latency != null) {
        sink.latency.record(us);
      }
      if (sink.intendedLatency != null) {
        sink.intendedLatency.record((int) ((endNs - intendedNs) / 1000));
      }
    } else {
      String name = latencyPerError || trackedErrors.contains(status.getName())
          ? operation + "-" + status.getName() : operation + "-FAILED";
      sink.measurements.measure(name, us);
      sink.measurements.measureIntended(name, (int) ((endNs - intendedNs) / 1000));
    }
    sink.statuses.increment(status);
  }

  /**
   * Marks the owning thread's operations as warm-up (or not). Decided per thread, not by the run's gate alone:
   * otherwise an operation a thread began in its warm-up just after another thread ended the warm-up was
   * measured, one more than operationcount per thread.
   */
  public void warmingUp(boolean on) {
    inPhase(on ? Warmup.WARMING : Warmup.MEASURING);
  }

  /**
   * {@link #warmingUp} by {@link Warmup#phase()}, without a branch on it. It also lets the warm-up twin's
   * series be looked up again on its next operation: the engine calls this every other warm-up operation, so
   * the JIT sees the first-use path taken as often as not, and the first measured operation of each type,
   * which opens the run's series, runs compiled code instead of a trap that deoptimises the client's loop.
   */
  public void inPhase(int phase) {
    active = byPhase[phase];
    warmup.series = null;
  }

  /** One set of series an operation is recorded in: the run's, or its warm-up twin's. */
  private static final class Sink {
    final Measurements measurements;
    // Created on the first operation, so unused operations print no empty series.
    OneMeasurement series;
    StatusCounter statuses;
    LatencyRecorder latency;
    LatencyRecorder intendedLatency;

    /** This thread's recorder per value-size bucket, made on the first sized operation. */
    LatencyRecorder[] bySize;
    SizeBuckets sizeBuckets;

    Sink(Measurements measurements) {
      this.measurements = measurements;
    }

    LatencyRecorder bySize(String operation, long valueBytes) {
      if (bySize == null) {
        sizeBuckets = measurements.sizeBuckets();
        bySize = measurements.sizeSplit(operation).recordersForCurrentThread();
      }
      return bySize[sizeBuckets.indexOf(valueBytes)];
    }

    /**
     * Looks the series up; this thread's counter and recorders are made once. The warm-up re-opens its sink every
     * other operation: a new counter each time was appended to the series' copy-on-write list of counters, so the
     * warm-up slowed as it ran (memory, 8 threads: 13k warm-up operations a second against 115k measured).
     */
    void open(String operation, boolean measuresIntended) {
      OneMeasurement opSeries = measurements.series(operation);
      if (statuses == null) {
        use(opSeries, measuresIntended ? measurements.intendedSeries(operation) : null);
      }
      series = opSeries;
    }

    /** {@link #open} with series made ahead, where the measurement type can (else it stays closed). */
    void openAhead(String operation, boolean measuresIntended) {
      OneMeasurement ahead = measurements.seriesAhead(operation);
      OneMeasurement intendedAhead = measuresIntended ? measurements.intendedSeriesAhead(operation) : null;
      if (ahead != null && (intendedAhead != null || !measuresIntended)) {
        use(ahead, intendedAhead);
      }
    }

    private void use(OneMeasurement opSeries, OneMeasurement intendedSeries) {
      statuses = opSeries.statusCounterForCurrentThread();
      latency = measurements.recordsOpLatency() ? opSeries.recorderForCurrentThread() : null;
      intendedLatency = intendedSeries != null ? intendedSeries.recorderForCurrentThread() : null;
      series = opSeries;
    }
  }

  /** Turns a binding's exception into an ERROR, printing the first of each kind once. */
  public Status failure(RuntimeException e) {
    String kind = operation + ":" + e.getClass().getName();
    if (REPORTED.add(kind)) {
      System.err.println("ycsb: " + operation + " threw " + e.getClass().getName() + ": " + e.getMessage()
          + " (counted as ERROR; further " + e.getClass().getSimpleName() + "s are counted, not printed)");
    }
    return Status.ERROR;
  }
}
