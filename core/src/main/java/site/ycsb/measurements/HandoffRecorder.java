package site.ycsb.measurements;

import java.lang.invoke.MethodHandles;
import java.lang.invoke.VarHandle;
import java.util.function.Supplier;
import org.HdrHistogram.Histogram;
import org.HdrHistogram.WriterReaderPhaser;

/**
 * One thread's latencies for one series, handed to the sampler through a single-writer ring. Recording a
 * value is a plain store and a release store of the ring's head: no atomic instruction and no histogram on
 * the operation's path. The sampler takes what the ring holds once a second, so the histogram work happens
 * on its thread, in a cache that stays warm, however many client threads there are. (The recorder this
 * replaces flushed a batch into a per-thread histogram after at most a millisecond; at 512 client threads,
 * each running an operation every few milliseconds, that was a flush, two atomic increments and a cold
 * histogram on every operation: 8% of the client's CPU per operation against Redis.)
 *
 * <p>A writer that fills the ring before the sampler comes (a fast database, few threads) takes the values
 * back itself, into its own histogram, which the sampler swaps out under a {@link WriterReaderPhaser}.
 * Either side claims values by moving the ring's tail with a compare-and-set, so each value is counted
 * once, in the interval that was open when it was claimed.
 */
final class HandoffRecorder implements LatencyRecorder {
  /** The ring's size for measured series. */
  static final int CAPACITY = 1024;
  /**
   * The ring's size for the warm-up twin's series: small, so that warm-up operations take the ring-looks-full
   * and self-drain paths often. The JIT profiles {@link #record} during the warm-up; a path it never saw taken
   * is compiled as a trap, and a warm-up too slow to fill 1,024 values a thread (Redis at 512 threads) left
   * both to trap in the measured run, deoptimising the operation path of every thread about a second in.
   */
  static final int WARMUP_CAPACITY = 16;
  /**
   * How many recorders of a series get their histograms up front. Made at the first drain instead, the
   * histograms of a few fast threads were a branch the warm-up had taken only before the JIT profiled it (each
   * recorder's first drain comes within its first ring): compiled as a trap, it deoptimised the operation path
   * of every thread about 0.2 s into the measured run (JDK 17, Redis, 4 threads), and 95 ms of recompiling
   * followed. At most 2 MB a series; with more threads than this, each thread's ring seldom fills.
   */
  static final int EAGER_RECORDERS = 64;
  private static final VarHandle HEAD;
  private static final VarHandle TAIL;
  private static final VarHandle SELF_DRAINS;

  static {
    try {
      MethodHandles.Lookup lookup = MethodHandles.lookup();
      HEAD = lookup.findVarHandle(HandoffRecorder.class, "head", long.class);
      TAIL = lookup.findVarHandle(HandoffRecorder.class, "tail", long.class);
      SELF_DRAINS = lookup.findVarHandle(HandoffRecorder.class, "selfDrains", long.class);
    } catch (ReflectiveOperationException e) {
      throw new ExceptionInInitializerError(e);
    }
  }

  private final int capacity;
  private final int mask;
  private final int[] ring;
  /** Values written; only the writer stores it (release), the sampler loads it (acquire). */
  @SuppressWarnings("unused")
  private long head;
  /** Values claimed, by either side (compare-and-set). */
  @SuppressWarnings("unused")
  private long tail;
  /** The writer's last view of {@link #tail}: it reloads the tail only when the ring looks full. */
  private long tailSeen;
  /** How often the writer has drained the ring itself, so the sampler skips idle histograms. */
  @SuppressWarnings("unused")
  private long selfDrains;

  private final Supplier<Histogram> histograms;
  private final WriterReaderPhaser phaser = new WriterReaderPhaser();
  /**
   * The writer's histograms (32 KB a pair): made with the recorder when it is one of a series' first
   * {@link #EAGER_RECORDERS}, else at its first drain (at 512 threads and a few series, most are never needed:
   * a thread's ring rarely fills within the sampler's second). Published to the sampler by the release of
   * {@link #selfDrains}; from then on the sampler owns {@code inactive}, guarded by this recorder's monitor.
   */
  private volatile Histogram active;
  private Histogram inactive;
  private long selfDrainsTaken;

  HandoffRecorder(int significantDigits) {
    this(significantDigits, CAPACITY, false);
  }

  /**
   * A recorder with a ring of {@code capacity} values, a power of two, and its histograms made now when
   * {@code eager} (else at the first drain that needs them).
   */
  HandoffRecorder(int significantDigits, int capacity, boolean eager) {
    this(capacity, eager, () -> new Histogram(significantDigits));
  }

  /** As above, with the writer's histograms made by {@code histograms} (a test's, to pause a drain midway). */
  HandoffRecorder(int capacity, boolean eager, Supplier<Histogram> histograms) {
    if (Integer.bitCount(capacity) != 1) {
      throw new IllegalArgumentException("ring capacity must be a power of two: " + capacity);
    }
    this.histograms = histograms;
    this.capacity = capacity;
    this.mask = capacity - 1;
    this.ring = new int[capacity];
    if (eager) {
      inactive = histograms.get();
      active = histograms.get();
    }
  }

  @Override
  public void record(int latencyUs) {
    long h = (long) HEAD.get(this);
    if (h - tailSeen == capacity) {
      tailSeen = (long) TAIL.getAcquire(this);
      if (h - tailSeen == capacity) {
        drainOwnRing(h);
      }
    }
    ring[(int) h & mask] = Math.max(0, latencyUs);
    HEAD.setRelease(this, h + 1);
  }

  /** How often the writer has drained the ring itself. */
  long selfDrains() {
    return (long) SELF_DRAINS.getAcquire(this);
  }

  /** Whether the writer has recorded any value (readable from any thread). */
  boolean hasRecorded() {
    return (long) HEAD.getAcquire(this) > 0;
  }

  /** The writer claims everything the sampler has not taken and records it into its own histogram. */
  private void drainOwnRing(long h) {
    if (active == null) {
      inactive = histograms.get();
      active = histograms.get();
    }
    long phase = phaser.writerCriticalSectionEnter();
    try {
      long t = tailSeen;
      while (!TAIL.compareAndSet(this, t, h)) {
        t = (long) TAIL.getAcquire(this);  // the sampler took some meanwhile
      }
      Histogram histogram = active;
      for (long i = t; i < h; i++) {
        histogram.recordValue(ring[(int) i & mask]);
      }
      tailSeen = h;
      // Counted only once the values are in, inside the critical section: counted before entering it, a sampler
      // could flip in between and take the count while this drain went into the new active histogram, which no
      // later sample took until the next drain (the final sample lost up to a ring of values; seen in a test).
      SELF_DRAINS.setRelease(this, (long) SELF_DRAINS.get(this) + 1);
    } finally {
      phaser.writerCriticalSectionExit(phase);
    }
  }

  /**
   * Adds every value recorded since the previous call to {@code target}: those the writer drained itself
   * and those still in the ring. The writer is never blocked. {@code scratch} holds at least the ring's capacity.
   */
  synchronized void moveIntervalInto(Histogram target, int[] scratch) {
    long drains = (long) SELF_DRAINS.getAcquire(this);
    if (drains != selfDrainsTaken) {
      selfDrainsTaken = drains;
      phaser.readerLock();
      try {
        if (inactive.getTotalCount() > 0) {
          inactive.reset();
        }
        Histogram previous = active;
        active = inactive;
        phaser.flipPhase();
        inactive = previous;
      } finally {
        phaser.readerUnlock();
      }
      target.add(inactive);
    }
    takeRing(target, scratch);
  }

  private void takeRing(Histogram target, int[] taken) {
    while (true) {
      long t = (long) TAIL.getAcquire(this);
      long h = (long) HEAD.getAcquire(this);
      if (h - t > capacity) {
        continue;  // the writer drained and refilled the ring after t was read: t is stale
      }
      int n = (int) (h - t);
      // Copied before the claim: once the tail moves, the writer may reuse these slots.
      for (int i = 0; i < n; i++) {
        taken[i] = ring[(int) (t + i) & mask];
      }
      if (TAIL.compareAndSet(this, t, h)) {
        for (int i = 0; i < n; i++) {
          target.recordValue(taken[i]);
        }
        return;
      }
    }
  }
}
