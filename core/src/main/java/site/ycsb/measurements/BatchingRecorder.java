package site.ycsb.measurements;

import org.HdrHistogram.Histogram;
import org.HdrHistogram.WriterReaderPhaser;

/**
 * One thread's latencies for one series, entering the histogram in batches. A single-writer HDR
 * recorder's critical section (two atomic increments) cost 17 ns per value here, five times the
 * histogram update itself, on operations that take 200 ns against the null database. Values wait in a
 * small array and are recorded together, in one critical section, when the array is full or its
 * oldest value is {@value #MAX_AGE_NS} ns old: a value reaches its interval at most that late (plus
 * the operation during which it waited). The writing thread flushes when it ends; what a thread that
 * never came back from the database left unflushed is taken by {@link #moveUnflushedInto}.
 */
final class BatchingRecorder implements LatencyRecorder {
  static final int CAPACITY = 64;
  static final long MAX_AGE_NS = 1_000_000;

  private final WriterReaderPhaser phaser = new WriterReaderPhaser();
  private volatile Histogram active;
  private Histogram inactive;
  // Writer side: only the owning thread touches these while it runs.
  private final int[] pending = new int[CAPACITY];
  private int size;
  private long oldestEndNs;

  BatchingRecorder(int significantDigits) {
    active = new Histogram(significantDigits);
    inactive = new Histogram(significantDigits);
  }

  /** Records at once (callers without a clock reading: failures, custom series). */
  @Override
  public void record(int latencyUs) {
    pending[size++] = Math.max(0, latencyUs);
    flush();
  }

  /** Records in the next batch; {@code endNs} is the operation's end (System.nanoTime). */
  @Override
  public void record(int latencyUs, long endNs) {
    if (size == 0) {
      oldestEndNs = endNs;
    }
    pending[size++] = Math.max(0, latencyUs);
    if (size == CAPACITY || endNs - oldestEndNs >= MAX_AGE_NS) {
      flush();
    }
  }

  @Override
  public void flush() {
    if (size == 0) {
      return;
    }
    long phase = phaser.writerCriticalSectionEnter();
    try {
      Histogram h = active;
      for (int i = 0; i < size; i++) {
        h.recordValue(pending[i]);
      }
    } finally {
      phaser.writerCriticalSectionExit(phase);
    }
    size = 0;
  }

  /** Adds everything flushed since the previous call to {@code target}; the writer is never blocked. */
  synchronized void moveIntervalInto(Histogram target) {
    phaser.readerLock();
    try {
      inactive.reset();
      Histogram previous = active;
      active = inactive;
      phaser.flipPhase();
      inactive = previous;
    } finally {
      phaser.readerUnlock();
    }
    target.add(inactive);
  }

  /**
   * Adds the values recorded but not flushed to {@code target}. Only once the run is over: the owner has
   * either flushed at its end (then there are none) or is stuck in the database and records nothing.
   */
  synchronized void moveUnflushedInto(Histogram target) {
    for (int i = 0; i < size; i++) {
      target.recordValue(pending[i]);
    }
    size = 0;
  }
}
