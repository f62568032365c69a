package site.ycsb.sweep;

import static org.assertj.core.api.Assertions.assertThat;
import static site.ycsb.sweep.SweepFixtures.completed;

import java.util.List;
import org.junit.jupiter.api.Test;

class CurveAnalysisTest {
  private static final KneeDetector DETECTOR = new KneeDetector(KneeDetector.DEFAULT_MIN_GAIN);

  @Test
  void summarisesEachValueThatRanInTheOrderOfTheValues() {
    List<StepRecord> steps = List.of(completed(2, 1, 200, 30), completed(1, 1, 100, 40), completed(1, 2, 120, 60),
        StepRecord.skipped(new PlannedStep(3, 4, 4, 0, 1, "step-03"), "not run: x"));
    CurveAnalysis a = CurveAnalysis.of(List.of(1L, 2L, 4L), steps, DETECTOR);
    assertThat(a.summary()).extracting(ValueSummary::value).containsExactly(1L, 2L);
    assertThat(a.summary().get(0).throughputMedian()).isEqualTo(110.0);
    assertThat(a.bestLatency().value()).isEqualTo(2);
  }

  @Test
  void findsTheKneeWhereThroughputStopsGrowingAndLatencyGrows() {
    List<StepRecord> steps = List.of(completed(1, 1, 100, 40), completed(2, 1, 200, 40), completed(4, 1, 205, 400));
    CurveAnalysis a = CurveAnalysis.of(List.of(1L, 2L, 4L), steps, DETECTOR);
    assertThat(a.knee().value()).isEqualTo(4);
  }

  @Test
  void aValueAStepOfWhichTheClientFlaggedIsNeitherKneeNorBestLatency() {
    List<StepRecord> steps = List.of(completed(1, 1, 100, 400), completed(2, 1, 200, 10, "100% of READ missed"),
        completed(4, 1, 205, 4000));
    CurveAnalysis a = CurveAnalysis.of(List.of(1L, 2L, 4L), steps, DETECTOR);
    assertThat(a.summary()).hasSize(3);
    assertThat(a.bestLatency().value()).isEqualTo(1);
    assertThat(a.knee()).isNull();
  }

  @Test
  void noStepsNoFindings() {
    CurveAnalysis a = CurveAnalysis.of(List.of(1L, 2L), List.of(), DETECTOR);
    assertThat(a).isEqualTo(CurveAnalysis.NONE);
  }
}
