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
  /** {@link #phase()} while the warm-up runs. */
  public static final int WARMING = 0;
  /** {@link #phase()} once measurement has started. */
  public static final int MEASURING = 1;

  private final long opsLimit;
  private final long deadlineNs;
  private final Measurements measurements;
  private final AtomicLong opsDone = new AtomicLong();
  private final AtomicBoolean finished = new AtomicBoolean();
  private final long startNs;
  private volatile boolean active;
  private volatile int phase;
  /** 1 from the start of {@link #finish()}, so that few callers race into it. */
  private volatile int ending;
  private volatile long endNs;
  private volatile long endEpochMs;
  private volatile ResourceUsage usageAtEnd;

  /** A warm-up of at most {@code ops} operations and {@code seconds}; zero for both means none. */
  public Warmup(long ops, double seconds, Measurements measurements) {
    this.measurements = measurements;
    this.startNs = System.nanoTime();
    this.opsLimit = ops > 0 ? ops : Long.MAX_VALUE;
    // Without a time limit, a deadline centuries away: the sign-bit test in operationsDone must not overflow.
    this.deadlineNs = startNs + (seconds > 0 ? (long) (seconds * 1e9) : Long.MAX_VALUE / 2);
    this.active = ops > 0 || seconds > 0;
    if (active) {
      measurements.setRecording(false);
      phase = WARMING;
    } else {
      phase = MEASURING;
      ending = 1;
      finished.set(true);
      endNs = startNs;
      usageAtEnd = ResourceUsage.now();
      endEpochMs = usageAtEnd.epochMs();
    }
  }

  public boolean isActive() {
    return active;
  }

  /** {@link #WARMING} or {@link #MEASURING}: an index, for callers that must not branch on it. */
  public int phase() {
    return phase;
  }

  /** Counts one warm-up operation and ends the warm-up when a limit is reached. */
  public void operationDone() {
    operationsDone(1);
  }

  /**
   * Counts {@code count} warm-up operations (0 is allowed, and still checks the deadline) and ends the warm-up
   * when a limit is reached. Callers keep calling it, with 0, after the warm-up, so its test is written without
   * a branch that flips with the phase (comparisons compile to branches: these are sign bits): only a call
   * that ends the warm-up takes the one branch, and deoptimises the caller's compiled loop once.
   */
  public void operationsDone(long count) {
    long done = opsDone.addAndGet(count);
    long reached = ((opsLimit - 1 - done) | (deadlineNs - System.nanoTime())) >>> 63;
    if ((reached & (1 - ending)) != 0) {
      finish();
    }
  }

  /** Ends the warm-up now (also used when the run is stopped during it). */
  public void finish() {
    if (finished.compareAndSet(false, true)) {
      ending = 1;
      endNs = System.nanoTime();
      usageAtEnd = ResourceUsage.now();
      endEpochMs = usageAtEnd.epochMs();
      measurements.setRecording(true);
      phase = MEASURING;
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
