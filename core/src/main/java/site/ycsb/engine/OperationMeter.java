package site.ycsb.engine;

import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import site.ycsb.Status;
import site.ycsb.measurements.LatencyRecorder;
import site.ycsb.measurements.Measurements;
import site.ycsb.measurements.OneMeasurement;
import site.ycsb.measurements.StatusCounter;

/**
 * Measures one operation type on one client thread. Successful operations take a lookup-free path;
 * failures go by name to {@code OP-FAILED} (or {@code OP-STATUS} when asked), as in 0.17.0.
 */
public final class OperationMeter {
  /** Exception types already reported, so a failing server does not flood the log. */
  private static final Set<String> REPORTED = ConcurrentHashMap.newKeySet();

  private final String operation;
  private final Measurements measurements;
  private final boolean measuresIntended;
  private final Measurements.IntendedStartTime intendedStart;
  // Created on the first measured operation, so unused operations print no empty series.
  private OneMeasurement series;
  private StatusCounter statuses;
  private LatencyRecorder latency;
  private LatencyRecorder intendedLatency;
  private final boolean latencyPerError;
  private final Set<String> trackedErrors;
  // The operation in flight: one thread uses a meter, one operation at a time.
  private boolean measuring;
  /** Set by the owning thread while it runs warm-up operations: none of them is measured. */
  private boolean warmingUp;
  private long intendedNs;

  public OperationMeter(String operation, Measurements measurements, boolean latencyPerError,
      Set<String> trackedErrors) {
    this.operation = operation;
    this.measurements = measurements;
    this.measuresIntended = measurements.recordsIntendedLatency();
    this.intendedStart = measurements.intendedStartTimeForCurrentThread();
    this.latencyPerError = latencyPerError;
    this.trackedErrors = trackedErrors;
  }

  /**
   * Starts timing an operation: decides once whether it is measured (not during warm-up) and
   * returns its start time for {@link #end}.
   */
  public long begin() {
    measuring = !warmingUp && measurements.isRecording();
    intendedNs = measuring ? intendedStartNs() : 0;
    return System.nanoTime();
  }

  /** Ends the operation begun at {@code startNs}: a null status counts as ERROR. */
  public Status end(Status status, long startNs) {
    Status result = status == null ? Status.ERROR : status;
    if (measuring) {
      record(result, intendedNs, startNs, System.nanoTime());
    }
    return result;
  }

  /**
   * Ends a scan begun at {@code startNs} like {@link #end}, and when it succeeded counts the records it asked
   * for and returned.
   */
  public Status endScan(Status status, long startNs, int asked, int returned) {
    Status result = end(status, startNs);
    if (measuring && result.isOk()) {
      statuses.countScanRecords(asked, returned);
    }
    return result;
  }

  /** The intended start of the operation about to run, or 0 when intended latency is not measured. */
  long intendedStartNs() {
    return measuresIntended ? intendedStart.startTimeNs() : 0L;
  }

  void record(Status status, long intendedNs, long startNs, long endNs) {
    if (series == null) {
      series = measurements.series(operation);
      statuses = series.statusCounterForCurrentThread();
      latency = measurements.recordsOpLatency() ? series.recorderForCurrentThread() : null;
      intendedLatency = measuresIntended ? measurements.intendedSeries(operation).recorderForCurrentThread() : null;
    }
    int us = (int) ((endNs - startNs) / 1000);
    if (status.isOk()) {
      if (latency != null) {
        latency.record(us);
      }
      if (intendedLatency != null) {
        intendedLatency.record((int) ((endNs - intendedNs) / 1000));
      }
    } else {
      String name = latencyPerError || trackedErrors.contains(status.getName())
          ? operation + "-" + status.getName() : operation + "-FAILED";
      measurements.measure(name, us);
      measurements.measureIntended(name, (int) ((endNs - intendedNs) / 1000));
    }
    statuses.increment(status);
  }

  /**
   * Marks the owning thread's operations as warm-up (or not). Without it, an operation a thread began in
   * its warm-up loop just after another thread ended the warm-up was measured, one more than
   * operationcount per thread.
   */
  public void warmingUp(boolean on) {
    warmingUp = on;
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
