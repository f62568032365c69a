package site.ycsb.sweep;

import static org.assertj.core.api.Assertions.assertThat;
import static site.ycsb.sweep.SweepFixtures.completed;
import static site.ycsb.sweep.SweepFixtures.ended;

import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;

class SweepConclusionTest {
  private static final Path OUT = Path.of("/tmp/sw");
  private static final SweepStatus COMPLETED = new SweepStatus(SweepManifest.COMPLETED, false, false);

  private static CapacityRecord capacity(Long found, String flaggedBasis) {
    return new CapacityRecord("p99<=10ms", 99, 10_000, null, 0.05, found == null ? CapacityRecord.NONE
        : CapacityRecord.FOUND, found == null ? "every rate missed" : "bracket [1000, 1050] within 5%", 2000.0, 1000L,
        1050L, found, found == null ? null : 998.4, found == null ? null : 300.0, found == null ? null : 4200.0, 9,
        List.of(), CapacityRecord.BISECT, null, "open-loop poisson", flaggedBasis);
  }

  @Test
  void aListSweepEndsWithItsKneeBestLatencyAndStatus() {
    CurveAnalysis a = new CurveAnalysis(List.of(), new Knee(4, "gain +2.0%, p95 +900.0%"), new BestLatency(1, 40));
    assertThat(SweepConclusion.lines(COMPLETED, "threads", null, a, List.of(completed(1, 1, 100, 40)), OUT))
        .containsExactly("knee: threads=4 (gain +2.0%, p95 +900.0%)", "best latency: threads=1 (p95 40 us)",
            "sweep completed; manifest /tmp/sw/sweep.json");
  }

  @Test
  void withoutKneeItSaysNoneAndCountsTheFailedSteps() {
    SweepStatus s = new SweepStatus(SweepManifest.COMPLETED_WITH_FAILURES, true, false);
    List<StepRecord> steps = List.of(ended(1, StepRecord.FAILED, "x"), ended(2, StepRecord.FAILED, "y"));
    assertThat(SweepConclusion.lines(s, "target", null, CurveAnalysis.NONE, steps, OUT)).containsExactly(
        "knee: none found", "sweep completed-with-failures, 2 step(s) failed; manifest /tmp/sw/sweep.json");
  }

  @Test
  void namesTheStepsThatCannotBeTheKneeAndTheClientsChecksOfItself() {
    List<StepRecord> steps = List.of(completed(1, 2, 100, 40, "100.0% of READ returned NOT_FOUND"),
        completed(2, 1, 100, 40, "measured 0.5 s, below validity.minseconds=2"));
    assertThat(SweepConclusion.lines(COMPLETED, "threads", null, CurveAnalysis.NONE, steps, OUT)).containsExactly(
        "knee: none found",
        "threads=1 rep 2 is not eligible for knee or best latency: 100.0% of READ returned NOT_FOUND",
        "the client's check of itself warned in 1 of 2 steps (validity.minseconds 1): those steps' figures reflect "
            + "the client's host as much as the database (each step's result.json says how)",
        "sweep completed; manifest /tmp/sw/sweep.json");
  }

  @Test
  void aSearchEndsWithTheCapacityInsteadOfTheKnee() {
    CurveAnalysis a = new CurveAnalysis(List.of(), new Knee(4, "x"), null);
    assertThat(SweepConclusion.lines(COMPLETED, "target", capacity(1000L, null), a, List.of(), OUT).get(0))
        .isEqualTo("capacity at p99<=10ms: 1000 ops/s (measured 998.4 ops/s, p50 300 us, p99 4200 us; "
            + "bracket [1000, 1050] within 5%; 9 steps, open-loop poisson arrivals)");
    assertThat(SweepConclusion.lines(COMPLETED, "target", capacity(null, null), a, List.of(), OUT).get(0))
        .isEqualTo("capacity at p99<=10ms: none (every rate missed; 9 steps)");
    assertThat(SweepConclusion.lines(COMPLETED, "target", capacity(1000L, "2 of 4 steps at 1000 ops/s (x)"), a,
        List.of(), OUT).get(1)).isEqualTo("the capacity rests on steps the client's check of itself flagged: "
            + "2 of 4 steps at 1000 ops/s (x); their percentiles are not reliable (see the step length line above)");
  }

  @Test
  void anUnsupportedSweepRepeatsItsRefusalBeforeItsStatus() {
    SweepStatus s = new SweepStatus(SweepManifest.UNSUPPORTED, false, false);
    List<StepRecord> steps = List.of(ended(1, StepRecord.UNSUPPORTED, "unsupported by X: the workload needs SCAN"),
        StepRecord.skipped(new PlannedStep(2, 2, 2, 0, 1, "step-02"), "not run: unsupported by X"));
    assertThat(SweepConclusion.lines(s, "threads", null, CurveAnalysis.NONE, steps, OUT)).containsExactly(
        "knee: none found", "unsupported by X: the workload needs SCAN",
        "sweep unsupported; manifest /tmp/sw/sweep.json");
  }
}
