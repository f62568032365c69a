package site.ycsb.sweep;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.junit.jupiter.api.Test;

class ValueSummaryTest {
  private static StepRecord step(int rep, String status, Double throughput, Long p95) {
    return new StepRecord(16, 16, 0, rep, "d" + rep, status, null, 0, 1000L, throughput, p95, 0.0, List.of(), null);
  }

  @Test
  void medianAndSpreadOverCompletedRepetitionsOnly() {
    ValueSummary s = ValueSummary.of(16, List.of(step(1, "completed", 100.0, 900L), step(2, "completed", 300.0, 500L),
        step(3, "failed", 5.0, 99_999L), step(4, "completed", 200.0, 700L)));
    assertThat(s.repetitions()).isEqualTo(4);
    assertThat(s.completed()).isEqualTo(3);
    assertThat(s.throughputMedian()).isEqualTo(200.0);
    assertThat(s.throughputMin()).isEqualTo(100.0);
    assertThat(s.throughputMax()).isEqualTo(300.0);
    assertThat(s.p95UsMedian()).isEqualTo(700.0);
    assertThat(s.p95UsMin()).isEqualTo(500.0);
    assertThat(s.p95UsMax()).isEqualTo(900.0);
    assertThat(s.toPoint()).isEqualTo(new CurvePoint(16, 200.0, 700.0));
  }

  @Test
  void evenCountMedianIsTheMeanOfTheMiddleTwo() {
    ValueSummary s = ValueSummary.of(16, List.of(step(1, "completed", 100.0, 400L), step(2, "completed", 300.0, 600L)));
    assertThat(s.throughputMedian()).isEqualTo(200.0);
    assertThat(s.p95UsMedian()).isEqualTo(500.0);
  }

  @Test
  void noCompletedRepetitionGivesNoFiguresAndNoPoint() {
    ValueSummary s = ValueSummary.of(16, List.of(step(1, "failed", null, null)));
    assertThat(s.completed()).isZero();
    assertThat(s.throughputMedian()).isNull();
    assertThat(s.toPoint()).isNull();
  }

  @Test
  void threeOrMoreCompletedRepetitionsCarryTheIntervalOfTheMedian() {
    ValueSummary s = ValueSummary.of(16, List.of(step(1, "completed", 100.0, 900L), step(2, "completed", 300.0, 500L),
        step(3, "completed", 200.0, 700L), step(4, "completed", 250.0, 800L), step(5, "completed", 150.0, 600L)));
    assertThat(s.throughputCi().low()).isEqualTo(100.0);
    assertThat(s.throughputCi().high()).isEqualTo(300.0);
    assertThat(s.throughputCi().median()).isEqualTo(200.0);
    assertThat(s.throughputCi().confidence()).isEqualTo(0.9375);
    assertThat(s.p95UsCi().low()).isEqualTo(500.0);
    assertThat(s.p95UsCi().high()).isEqualTo(900.0);
    ValueSummary two = ValueSummary.of(16, List.of(step(1, "completed", 100.0, 900L),
        step(2, "completed", 300.0, 500L)));
    assertThat(two.throughputCi()).as("two repetitions make no claim").isNull();
  }
}
