package site.ycsb.generator;

import java.util.concurrent.ThreadLocalRandom;

/** Uniform over [lb, ub], both inclusive. */
public class UniformLongGenerator extends NumberGenerator {
  private static final long MULTIPLY_SHIFT_MAX = 1L << 32;
  private final long lb;
  private final long ub;
  /** ub - lb + 1; not positive when the range is wider than Long.MAX_VALUE. */
  private final long interval;

  public UniformLongGenerator(long lb, long ub) {
    if (lb > ub) {
      throw new IllegalArgumentException("UniformLongGenerator needs lb <= ub, got " + lb + " > " + ub);
    }
    this.lb = lb;
    this.ub = ub;
    this.interval = ub - lb + 1;
  }

  /** Does not update {@link #lastValue()}; {@link #nextValue()} does. */
  @Override
  public long nextLong() {
    ThreadLocalRandom random = ThreadLocalRandom.current();
    if (interval > 0 && interval <= MULTIPLY_SHIFT_MAX) {
      // 32 random bits scaled by multiplication: no division, and a bias below interval / 2^32, which no
      // benchmark can see (field and key choices are drawn this way once per operation).
      return lb + (((random.nextLong() >>> 32) * interval) >>> 32);
    }
    if (interval > 0) {
      return lb + random.nextLong(interval);
    }
    // The range covers more than half of all longs: rejection takes under two tries on average.
    while (true) {
      long v = random.nextLong();
      if (v >= lb && v <= ub) {
        return v;
      }
    }
  }

  @Override
  public Long nextValue() {
    long ret = nextLong();
    setLastValue(ret);
    return ret;
  }

  @Override
  public double mean() {
    return ((double) lb + (double) ub) / 2.0;
  }
}
