package site.ycsb.sweep;

import java.util.ArrayList;
import java.util.List;
import site.ycsb.stats.Median;
import site.ycsb.stats.MedianInterval;

/**
 * Median and spread of the completed repetitions of one step value; the figures are null when no
 * repetition completed. With 3 or more completed repetitions, the confidence intervals of the medians
 * ({@link MedianInterval}: order statistics, distribution-free); null otherwise.
 *
 * @param throughputCi interval of the median throughput, or null
 * @param p95UsCi interval of the median p95, or null
 */
public record ValueSummary(long value, int repetitions, int completed, Double throughputMedian,
    Double throughputMin, Double throughputMax, Double p95UsMedian, Double p95UsMin, Double p95UsMax,
    MedianInterval throughputCi, MedianInterval p95UsCi) {

  /** Summarises the step records of one value (all repetitions, whatever their status). */
  public static ValueSummary of(long value, List<StepRecord> steps) {
    List<Double> throughputs = new ArrayList<>();
    List<Double> p95s = new ArrayList<>();
    for (StepRecord s : steps) {
      if (StepRecord.COMPLETED.equals(s.status())) {
        throughputs.add(s.throughput());
        if (s.p95Us() != null) {
          p95s.add(s.p95Us().doubleValue());
        }
      }
    }
    return new ValueSummary(value, steps.size(), throughputs.size(), Median.of(throughputs), min(throughputs),
        max(throughputs), Median.of(p95s), min(p95s), max(p95s), MedianInterval.of(throughputs),
        MedianInterval.of(p95s));
  }

  /** This value as a curve point, or null when no repetition completed. */
  public CurvePoint toPoint() {
    if (throughputMedian == null) {
      return null;
    }
    return new CurvePoint(value, throughputMedian, p95UsMedian == null ? Double.NaN : p95UsMedian);
  }

  private static Double min(List<Double> xs) {
    return xs.stream().min(Double::compare).orElse(null);
  }

  private static Double max(List<Double> xs) {
    return xs.stream().max(Double::compare).orElse(null);
  }
}
