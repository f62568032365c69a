package site.ycsb.engine;

import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicLong;
import site.ycsb.measurements.Measurements;

/**
 * The warm-up phase of a run: operations run but are not measured until {@code warmup.ops}
 * operations (all threads together) or {@code warmup.time} seconds have passed, whichever ends
 * first. When it ends, the measurements open and the measured run's clock starts.
 */
public final class Warmup {
  public static final String WARMUP_OPS_PROPERTY = "warmup.ops";
  public static final String WARMUP_TIME_PROPERTY = "warmup.time";

  private final long opsLimit;
  private final long deadlineNs;
  private final Measurements measurements;
  private final AtomicLong opsDone = new AtomicLong();
  private final AtomicBoolean finished = new AtomicBoolean();
  private final long startNs;
  private volatile boolean active;
  private volatile long endNs;
  private volatile long endEpochMs;
  private volatile ResourceUsage usageAtEnd;

  /** A warm-up of at most {@code ops} operations and {@code seconds}; zero for both means none. */
  public Warmup(long ops, double seconds, Measurements measurements) {
    this.measurements = measurements;
    this.startNs = System.nanoTime();
    this.opsLimit = ops > 0 ? ops : Long.MAX_VALUE;
    this.deadlineNs = seconds > 0 ? startNs + (long) (seconds * 1e9) : Long.MAX_VALUE;
    this.active = ops > 0 || seconds > 0;
    if (active) {
      measurements.setRecording(false);
    } else {
      finished.set(true);
      endNs = startNs;
      usageAtEnd = ResourceUsage.now();
      endEpochMs = usageAtEnd.epochMs();
    }
  }

  public boolean isActive() {
    return active;
  }

  /** Counts one warm-up operation and ends the warm-up when a limit is reached. */
  public void operationDone() {
    long done = opsDone.incrementAndGet();
    if (done >= opsLimit || System.nanoTime() >= deadlineNs) {
      finish();
    }
  }

  /** Ends the warm-up now (also used when the run is stopped during it). */
  public void finish() {
    if (finished.compareAndSet(false, true)) {
      endNs = System.nanoTime();
      usageAtEnd = ResourceUsage.now();
      endEpochMs = usageAtEnd.epochMs();
      measurements.setRecording(true);
      active = false;
    }
  }

  public long operations() {
    return opsDone.get();
  }

  /** When measurement started (System.nanoTime()). */
  public long endNanos() {
    return endNs;
  }

  /** When measurement started (wall clock), or 0 while the warm-up runs. */
  public long endEpochMs() {
    return endEpochMs;
  }

  /** Client CPU and GC counters when measurement started. */
  ResourceUsage usageAtEnd() {
    return usageAtEnd;
  }

  public long durationMs() {
    return (endNs - startNs) / 1_000_000;
  }
}
