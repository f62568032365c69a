package site.ycsb.report.merge;

import org.HdrHistogram.Histogram;
import site.ycsb.results.RunResultBuilder;

/**
 * Adds encoded HDR histograms bucket by bucket. The sum of the histograms of K clients is exactly the
 * histogram all their operations would have produced in one client: counts and every percentile.
 */
public final class HistogramSum {
  private Histogram sum;

  /** Adds one Base64-compressed histogram as {@code result.json} stores it; null adds nothing. */
  public HistogramSum add(String encoded) {
    if (encoded != null) {
      add(RunResultBuilder.decode(encoded));
    }
    return this;
  }

  public HistogramSum add(Histogram h) {
    if (h == null) {
      return this;
    }
    if (sum == null) {
      sum = h.copy();
      sum.setAutoResize(true); // another client may have seen a larger value than the first one tracks
    } else {
      sum.add(h);
    }
    return this;
  }

  /** The sum, or null when nothing was added. */
  public Histogram result() {
    return sum;
  }
}
