package site.ycsb.generator.sizes;

/**
 * db_bench's mixgraph value sizes: a size below {@code min} becomes {@code min}, one above {@code max} wraps to
 * {@code size % max} (a wrap, not a clamp, as db_bench does it; with its defaults, 10 and 1024).
 */
public record DbBenchValueSizes(SizeDistribution raw, long min, long max) implements SizeDistribution {
  /** Wraps summed one by one before the rest of the tail is taken as spread evenly. */
  private static final long WRAPS_SUMMED = 10_000;

  public DbBenchValueSizes {
    if (min < 0 || max < 1 || min > max) {
      throw new IllegalArgumentException("db_bench value sizes need 0 <= min <= max and max >= 1");
    }
  }

  @Override
  public long size(double p) {
    long s = raw.size(p);
    if (s < min) {
      return min;
    }
    return s > max ? s % max : s;
  }

  @Override
  public double sizeCdf(long n) {
    if (n < 0) {
      return 0;
    }
    double unwrapped = n < min ? 0 : raw.sizeCdf(Math.min(n, max));
    long r = Math.min(n, max - 1);
    // Sizes above max that wrap to at most n: j*max + 0..r for j >= 1, without max itself (it does not wrap).
    double wrapped = 0;
    for (long j = 1; j <= WRAPS_SUMMED; j++) {
      double below = raw.sizeCdf(j * max - (j == 1 ? 0 : 1));
      if (1 - below < 1e-16) {
        return Math.min(1, unwrapped + wrapped);
      }
      wrapped += raw.sizeCdf(j * max + r) - below;
    }
    // Far out in the tail the sizes are spread evenly over the residues: the rest wraps in proportion.
    double rest = 1 - raw.sizeCdf(WRAPS_SUMMED * max + max - 1);
    wrapped += rest * (r + 1) / max;
    return Math.min(1, unwrapped + wrapped);
  }

  @Override
  public String describe() {
    return raw.describe() + ", below " + min + " B taken as " + min + ", above " + max + " B wrapped modulo "
        + max;
  }
}
