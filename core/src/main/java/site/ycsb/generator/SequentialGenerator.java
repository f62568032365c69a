package site.ycsb.generator;

import java.util.concurrent.atomic.AtomicLong;

/**
 * Cycles through [countstart, countend] in order: countstart, countstart + 1, ..., countend, then
 * countstart again. Safe to share between threads.
 */
public class SequentialGenerator extends NumberGenerator {
  private final long countstart;
  private final long countend;
  private final long interval;
  /** How many values have been handed out; the position in the cycle is derived from it. */
  private final AtomicLong issued = new AtomicLong();

  public SequentialGenerator(long countstart, long countend) {
    if (countstart > countend) {
      throw new IllegalArgumentException(
          "SequentialGenerator needs countstart <= countend, got " + countstart + " > " + countend);
    }
    this.countstart = countstart;
    this.countend = countend;
    this.interval = countend - countstart + 1;
  }

  @Override
  public long nextLong() {
    return valueAt(issued.getAndIncrement());
  }

  @Override
  public Number nextValue() {
    return nextLong();
  }

  /** The value handed out most recently, or countstart - 1 before the first (like a counter). */
  @Override
  public Number lastValue() {
    long n = issued.get();
    return n == 0 ? countstart - 1 : valueAt(n - 1);
  }

  /** Every value of the cycle is equally frequent, so the mean is the middle of the range. */
  @Override
  public double mean() {
    return (countstart + countend) / 2.0;
  }

  private long valueAt(long index) {
    // interval <= 0 means the range spans every long (overflowed), so no wrapping is needed.
    return interval > 0 ? countstart + Math.floorMod(index, interval) : countstart + index;
  }
}
