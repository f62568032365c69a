package site.ycsb.generator.sizes;

import java.util.Arrays;

/** Draws sizes from consecutive key numbers and measures how far their distribution is from the analytic one. */
final class SampleCheck {
  private SampleCheck() {
  }

  static long[] draw(SizeDistribution d, int n) {
    long[] sizes = new long[n];
    for (int i = 0; i < n; i++) {
      sizes[i] = d.size(KeyedUniform.of(i, 1));
    }
    Arrays.sort(sizes);
    return sizes;
  }

  /** The Kolmogorov-Smirnov distance of sorted integer sizes from the distribution's sizeCdf. */
  static double ksDistance(SizeDistribution d, long[] sorted) {
    return SizeSampleDistance.of(d, sorted);
  }
}
