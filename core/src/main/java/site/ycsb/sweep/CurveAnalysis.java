package site.ycsb.sweep;

import java.util.ArrayList;
import java.util.List;

/**
 * What a sweep's steps say together: the summary per value (the repetitions that ran), and the knee and the best
 * latency found on the medians.
 *
 * @param knee the knee, or null
 * @param bestLatency the best latency, or null
 */
record CurveAnalysis(List<ValueSummary> summary, Knee knee, BestLatency bestLatency) {
  /** Before any value has run. */
  static final CurveAnalysis NONE = new CurveAnalysis(List.of(), null, null);

  CurveAnalysis {
    summary = List.copyOf(summary);
  }

  /** Analyses the steps of the values given, in their order; values without a step that ran are left out. */
  static CurveAnalysis of(List<Long> values, List<StepRecord> steps, KneeDetector detector) {
    List<ValueSummary> sums = new ArrayList<>();
    List<CurvePoint> points = new ArrayList<>();
    for (long value : values) {
      List<StepRecord> ofValue = steps.stream()
          .filter(s -> s.value() == value && !StepRecord.SKIPPED.equals(s.status())).toList();
      if (ofValue.isEmpty()) {
        continue;
      }
      ValueSummary s = ValueSummary.of(value, ofValue);
      sums.add(s);
      CurvePoint p = s.toPoint();
      // A step whose own client flagged it (reads of nothing, most operations failed) says nothing about
      // the database: it can be neither the knee nor the best latency.
      boolean flagged = ofValue.stream().anyMatch(st -> !st.disqualifyingWarnings().isEmpty());
      if (p != null && !flagged) {
        points.add(p);
      }
    }
    return new CurveAnalysis(sums, detector.findKnee(points).orElse(null),
        KneeDetector.bestLatency(points).orElse(null));
  }
}
