package site.ycsb.sweep;

import java.util.ArrayList;
import java.util.List;

/**
 * What a sweep has recorded so far, as sweep.json shows it while it runs: its load, its steps in the order they
 * ran, a capacity search's record and the analysis of the steps as of its last update. The one mutable part of a
 * sweep: its loops add to it, {@link SweepFile} writes it after every step.
 */
final class SweepResults {
  private final List<Long> values;
  private final KneeDetector detector;
  private final List<StepRecord> steps = new ArrayList<>();
  private LoadRecord load;
  private CapacityRecord capacity;
  private CurveAnalysis analysis = CurveAnalysis.NONE;

  /** For a sweep over these step values, whose knee this detector finds. */
  SweepResults(List<Long> values, KneeDetector detector) {
    this.values = List.copyOf(values);
    this.detector = detector;
  }

  void add(StepRecord step) {
    steps.add(step);
  }

  /** The steps so far, a copy. */
  List<StepRecord> steps() {
    return List.copyOf(steps);
  }

  LoadRecord load() {
    return load;
  }

  void load(LoadRecord record) {
    this.load = record;
  }

  CapacityRecord capacity() {
    return capacity;
  }

  void capacity(CapacityRecord record) {
    this.capacity = record;
  }

  /** The analysis as of the last {@link #analyse()}; sweep.json shows a value's summary once all its steps ran. */
  CurveAnalysis analysis() {
    return analysis;
  }

  void analyse() {
    analysis = CurveAnalysis.of(values, steps, detector);
  }
}
