package site.ycsb.sweep;

import static org.assertj.core.api.Assertions.assertThat;
import static site.ycsb.sweep.SweepFixtures.completed;

import java.util.List;
import org.junit.jupiter.api.Test;

class SweepResultsTest {
  @Test
  void theAnalysisChangesOnlyWhenAsked() {
    SweepResults r = new SweepResults(List.of(1L, 2L), new KneeDetector(0.1));
    r.add(completed(1, 1, 100, 40));
    assertThat(r.analysis()).isEqualTo(CurveAnalysis.NONE);
    r.analyse();
    assertThat(r.analysis().summary()).extracting(ValueSummary::value).containsExactly(1L);
    r.add(completed(2, 1, 200, 40));
    assertThat(r.analysis().summary()).hasSize(1);
  }

  @Test
  void keepsTheStepsInTheOrderTheyRanAndGivesCopies() {
    SweepResults r = new SweepResults(List.of(1L, 2L), new KneeDetector(0.1));
    r.add(completed(2, 1, 200, 40));
    List<StepRecord> before = r.steps();
    r.add(completed(1, 1, 100, 40));
    assertThat(before).hasSize(1);
    assertThat(r.steps()).extracting(StepRecord::value).containsExactly(2L, 1L);
  }

  @Test
  void holdsTheLoadAndCapacityLastGiven() {
    SweepResults r = new SweepResults(List.of(1L), new KneeDetector(0.1));
    assertThat(r.load()).isNull();
    assertThat(r.capacity()).isNull();
    LoadRecord load = new LoadRecord("load", StepRecord.COMPLETED, null, null);
    r.load(load);
    assertThat(r.load()).isSameAs(load);
  }
}
