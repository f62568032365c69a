package site.ycsb.sweep;

import java.util.List;
import java.util.Locale;
import java.util.Optional;

/**
 * Finds where more load stops paying: the first point whose relative throughput gain over the point
 * before it is below {@code minGain} while its p95 latency grew, and by more than that gain (a flat or
 * falling p95 is noise, not saturation). Pure: it looks only at the points, in the order given
 * (increasing step values).
 */
public final class KneeDetector {
  public static final double DEFAULT_MIN_GAIN = 0.10;

  private final double minGain;

  public KneeDetector(double minGain) {
    this.minGain = minGain;
  }

  /** The knee, or empty when throughput keeps growing enough (or there are fewer than two points). */
  public Optional<Knee> findKnee(List<CurvePoint> points) {
    for (int i = 1; i < points.size(); i++) {
      CurvePoint before = points.get(i - 1);
      CurvePoint at = points.get(i);
      if (!(before.throughput() > 0) || Double.isNaN(at.throughput())) {
        continue; // no baseline to measure a gain against
      }
      double gain = (at.throughput() - before.throughput()) / before.throughput();
      double latencyGrowth = relativeGrowth(before.p95Us(), at.p95Us());
      if (gain < minGain && latencyGrowth > Math.max(gain, 0)) {
        return Optional.of(new Knee(at.value(), String.format(Locale.ROOT,
            "throughput %+.1f%% from %d to %d (less than %.0f%%) while p95 latency %s",
            gain * 100, before.value(), at.value(), minGain * 100, describeGrowth(latencyGrowth))));
      }
    }
    return Optional.empty();
  }

  /** The point with the lowest p95 latency (the first of equals), or empty when there is none. */
  public static Optional<BestLatency> bestLatency(List<CurvePoint> points) {
    CurvePoint best = null;
    for (CurvePoint p : points) {
      if (!Double.isNaN(p.p95Us()) && (best == null || p.p95Us() < best.p95Us())) {
        best = p;
      }
    }
    return best == null ? Optional.empty() : Optional.of(new BestLatency(best.value(), best.p95Us()));
  }

  private static double relativeGrowth(double before, double after) {
    if (Double.isNaN(before) || Double.isNaN(after)) {
      return Double.NaN; // unknown latency never makes a knee
    }
    if (before <= 0) {
      return after > 0 ? Double.POSITIVE_INFINITY : 0;
    }
    return (after - before) / before;
  }

  private static String describeGrowth(double growth) {
    return Double.isInfinite(growth) ? "rose from 0" : String.format(Locale.ROOT, "%+.1f%%", growth * 100);
  }
}
