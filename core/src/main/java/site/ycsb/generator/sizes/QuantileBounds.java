package site.ycsb.generator.sizes;

import java.util.TreeSet;

/**
 * Bucket bounds at fixed quantiles of a size distribution (the median, p90 and p99: half the sizes, the next 40%,
 * the next 9% and the largest 1% in a bucket each), each rounded to two significant figures in the largest unit of
 * 1024 that leaves at least ten of it (B, KB, MB, GB), so that the bucket names made from them stay short: 19B,
 * 230B, 4700B, 20KB, 460KB.
 */
public final class QuantileBounds {
  /** The quantiles the bounds are taken at. */
  public static final double[] QUANTILES = {0.5, 0.9, 0.99};

  private QuantileBounds() {
  }

  /**
   * The rounded sizes at {@link #QUANTILES} of {@code sizes}, increasing, without repeats and without 0 (no size
   * lies below it); empty when every quantile is 0.
   */
  public static long[] of(SizeDistribution sizes) {
    TreeSet<Long> bounds = new TreeSet<>();
    for (double q : QUANTILES) {
      long bound = rounded(sizes.size(q));
      if (bound > 0) {
        bounds.add(bound);
      }
    }
    return bounds.stream().mapToLong(Long::longValue).toArray();
  }

  /** {@code bytes} to two significant figures of the largest unit of 1024 it holds ten or more of. */
  static long rounded(long bytes) {
    long unit = 1;
    while (unit < 1L << 30 && bytes / (unit << 10) >= 10) {
      unit <<= 10;
    }
    long whole = bytes / unit;
    long step = 1;
    while (whole / step >= 100) {
      step *= 10;
    }
    return Math.round((double) bytes / unit / step) * step * unit;
  }
}
