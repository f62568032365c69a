package site.ycsb.sweep;

import static org.assertj.core.api.Assertions.assertThat;
import static site.ycsb.sweep.SweepFixtures.completed;
import static site.ycsb.sweep.SweepFixtures.ended;

import java.util.List;
import org.junit.jupiter.api.Test;

class SweepStatusTest {
  private static final LoadRecord LOAD_OK = new LoadRecord("load", StepRecord.COMPLETED, null, null);

  @Test
  void aCompletedLoopIsCompletedAndExitsZero() {
    SweepStatus s = SweepStatus.of(SweepManifest.COMPLETED, false, List.of(completed(1, 1, 100, 40)), LOAD_OK);
    assertThat(s.status()).isEqualTo(SweepManifest.COMPLETED);
    assertThat(s.failed()).isFalse();
    assertThat(s.exitCode()).isZero();
  }

  @Test
  void aFailedStepMakesItCompletedWithFailuresAndExitOne() {
    SweepStatus s = SweepStatus.of(SweepManifest.COMPLETED, false,
        List.of(completed(1, 1, 100, 40), ended(2, StepRecord.FAILED, "client exit code 1")), null);
    assertThat(s.status()).isEqualTo(SweepManifest.COMPLETED_WITH_FAILURES);
    assertThat(s.exitCode()).isEqualTo(1);
  }

  @Test
  void aLoadThatDidNotCompleteIsAFailureAndTheSweepIncomplete() {
    LoadRecord failed = new LoadRecord("load", StepRecord.FAILED, "exit 3", null);
    SweepStatus s = SweepStatus.of(SweepManifest.INCOMPLETE, false, List.of(), failed);
    assertThat(s.status()).isEqualTo(SweepManifest.INCOMPLETE);
    assertThat(s.exitCode()).isEqualTo(1);
    assertThat(SweepStatus.notRunReason(SweepManifest.INCOMPLETE, false, null, List.of(), failed))
        .isEqualTo("not run: the load phase failed");
  }

  @Test
  void aStoppedSweepIsIncompleteWithExit130WhateverTheLoopSaid() {
    SweepStatus s = SweepStatus.of(SweepManifest.COMPLETED, true,
        List.of(ended(1, StepRecord.FAILED, "x")), null);
    assertThat(s.status()).isEqualTo(SweepManifest.INCOMPLETE);
    assertThat(s.exitCode()).isEqualTo(130);
    assertThat(SweepStatus.notRunReason(SweepManifest.STOPPED_AFTER_KNEE, true, null, List.of(), null))
        .isEqualTo("not run: the sweep was interrupted");
  }

  @Test
  void anUnsupportedSweepExitsTwoAndGivesItsRefusal() {
    List<StepRecord> steps = List.of(ended(1, StepRecord.UNSUPPORTED, "unsupported by X: the workload needs SCAN"));
    SweepStatus s = SweepStatus.of(SweepManifest.UNSUPPORTED, false, steps, null);
    assertThat(s.exitCode()).isEqualTo(2);
    assertThat(s.refusal(steps)).isEqualTo("unsupported by X: the workload needs SCAN");
    assertThat(SweepStatus.notRunReason(SweepManifest.UNSUPPORTED, false, null, steps, null))
        .isEqualTo("not run: unsupported by X: the workload needs SCAN");
    assertThat(SweepStatus.of(SweepManifest.COMPLETED, false, steps, null).refusal(steps)).isNull();
  }

  @Test
  void stepsAfterTheKneeWereNotRunBecauseOfIt() {
    assertThat(SweepStatus.notRunReason(SweepManifest.STOPPED_AFTER_KNEE, false, new Knee(16, "why"), List.of(),
        null)).isEqualTo("not run: --stop-after-knee, knee at 16");
    SweepStatus s = SweepStatus.of(SweepManifest.STOPPED_AFTER_KNEE, false, List.of(completed(1, 1, 1, 1)), null);
    assertThat(s.status()).isEqualTo(SweepManifest.STOPPED_AFTER_KNEE);
    assertThat(s.exitCode()).isZero();
  }
}
