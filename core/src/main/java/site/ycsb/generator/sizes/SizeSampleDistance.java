package site.ycsb.generator.sizes;

/** How far a sample of drawn sizes lies from the distribution it was drawn from: the Kolmogorov-Smirnov distance. */
public final class SizeSampleDistance {
  private SizeSampleDistance() {
  }

  /** The largest gap between the sample's and the distribution's {@link SizeDistribution#sizeCdf}; sorted sizes. */
  public static double of(SizeDistribution d, long[] sorted) {
    double worst = 0;
    int n = sorted.length;
    int i = 0;
    while (i < n) {
      long v = sorted[i];
      int j = i;
      while (j < n && sorted[j] == v) {
        j++;
      }
      // Just below v the sample has i of n, at v it has j of n; the distribution steps at v too.
      worst = Math.max(worst, Math.abs((double) i / n - d.sizeCdf(v - 1)));
      worst = Math.max(worst, Math.abs((double) j / n - d.sizeCdf(v)));
      i = j;
    }
    return worst;
  }
}
