package site.ycsb.engine;

import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicLong;
import java.util.concurrent.locks.LockSupport;
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
  /** Ends a timed warm-up at its deadline; null without a time limit. */
  private final Thread clock;

  /**
   * A warm-up of at most {@code ops} operations and {@code seconds}; zero for both means none. A time limit is
   * kept by a thread of its own, not by the client threads: a client that found the deadline passed and ended
   * the warm-up took a branch its compiled loop had never seen taken, and every thread that raced into it
   * deoptimised that loop (JDK 17, Redis, 4 threads at a target rate: 3 traps at the switch, the loop recompiled
   * 1.3 s into the measured run).
   */
  public Warmup(long ops, double seconds, Measurements measurements) {
    this.measurements = measurements;
    this.startNs = System.nanoTime();
    this.opsLimit = ops > 0 ? ops : Long.MAX_VALUE;
    this.deadlineNs = startNs + (seconds > 0 ? (long) (seconds * 1e9) : 0);
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
    clock = active && seconds > 0 ? startClock() : null;
  }

  private Thread startClock() {
    Thread t = new Thread(() -> {
      long left;
      while (!finished.get() && (left = deadlineNs - System.nanoTime()) > 0) {
        LockSupport.parkNanos(this, left);
      }
      finish();
    }, "ycsb-warmup-clock");
    t.setDaemon(true);
    t.start();
    return t;
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
   * Counts {@code count} warm-up operations (0 is allowed) and ends the warm-up when the operation limit is
   * reached. Callers keep calling it, with 0, after the warm-up, so its test is written without a branch that
   * flips with the phase (comparisons compile to branches: this is a sign bit): only a call that ends the
   * warm-up takes the one branch, and deoptimises the caller's compiled loop once. The time limit is the
   * clock thread's.
   */
  public void operationsDone(long count) {
    long done = opsDone.addAndGet(count);
    long reached = (opsLimit - 1 - done) >>> 63;
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
      if (clock != null && clock != Thread.currentThread()) {
        LockSupport.unpark(clock);
      }
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
