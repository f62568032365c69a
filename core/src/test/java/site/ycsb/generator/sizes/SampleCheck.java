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
    double worst = 0;
    int n = sorted.length;
    int i = 0;
    while (i < n) {
      long v = sorted[i];
      int j = i;
      while (j < n && sorted[j] == v) {
        j++;
      }
      // Just below v the sample has i of n, at v it has j of n; the analytic cdf steps at v too.
      worst = Math.max(worst, Math.abs((double) i / n - d.sizeCdf(v - 1)));
      worst = Math.max(worst, Math.abs((double) j / n - d.sizeCdf(v)));
      i = j;
    }
    return worst;
  }
}
