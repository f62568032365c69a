package site.ycsb.sweep;

import static org.assertj.core.api.Assertions.assertThat;
import static site.ycsb.sweep.SweepFixtures.completed;
import static site.ycsb.sweep.SweepFixtures.ended;

import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** A search step judged against the SLO from its record and its result.json, without running one. */
class SloJudgementTest {
  private static final RateSearch.Next AT_500 = new RateSearch.Next(SearchStep.BRACKET, 500);

  @TempDir
  Path out;

  private static SearchOptions slo(String operation) throws Exception {
    return new SearchOptions(Slo.parse("--slo", "p99<=10ms"), operation, 0.05);
  }

  /** A completed step at 500 ops/s whose folder holds a result with these intended-time latencies of READ. */
  private StepRecord measuredAt500(long... readLatenciesUs) throws Exception {
    StepRecord r = completed(500, 1, 498.0, 100);
    SweepFixtures.result(out.resolve(r.dir()), "completed", 500, readLatenciesUs.length, 0, List.of(),
        Map.of("Intended-READ", SweepFixtures.series(readLatenciesUs), "READ", SweepFixtures.series(1)));
    return r;
  }

  @Test
  void aStepWithinTheLimitMeetsItAndBringsItsResponseTimes() throws Exception {
    SloJudgement j = SloJudgement.of(AT_500, measuredAt500(100, 200, 300, 400), out, slo(null));
    assertThat(j.step().meets()).isTrue();
    assertThat(j.step().why()).isNull();
    assertThat(j.step().role()).isEqualTo(SearchStep.BRACKET);
    assertThat(j.step().target()).isEqualTo(500);
    assertThat(j.step().throughput()).isEqualTo(498.0);
    assertThat(j.step().sloValueUs()).isBetween(399.0, 401.0);
    assertThat(j.times()).isNotNull();
  }

  @Test
  void aStepOverTheLimitMissesItButIsStillAValidMeasurement() throws Exception {
    SloJudgement j = SloJudgement.of(AT_500, measuredAt500(100, 20_000), out, slo("READ"));
    assertThat(j.step().meets()).isFalse();
    assertThat(j.step().why()).matches("p99 200\\d\\d us is over 10000 us");
    assertThat(j.times()).isNotNull();
  }

  @Test
  void aStepThatDidNotCompleteMissesWithItsStatusAndIsNoMeasurement() throws Exception {
    SloJudgement j = SloJudgement.of(AT_500, ended(500, StepRecord.FAILED, "client exit code 1"), out, slo(null));
    assertThat(j.step().meets()).isFalse();
    assertThat(j.step().why()).isEqualTo("step failed: client exit code 1");
    assertThat(j.step().sloValueUs()).isNull();
    assertThat(j.times()).isNull();
  }

  @Test
  void aStepAValidityGuardFlaggedMissesEvenWithinTheLimit() throws Exception {
    StepRecord fine = measuredAt500(100, 200);
    StepRecord flagged = new StepRecord(fine.value(), fine.threads(), fine.target(), 1, fine.dir(),
        StepRecord.COMPLETED, null, 0, 1000L, 498.0, 100L, 0.0, List.of("100.0% of READ returned NOT_FOUND"), null);
    SloJudgement j = SloJudgement.of(AT_500, flagged, out, slo(null));
    assertThat(j.step().meets()).isFalse();
    assertThat(j.step().why()).isEqualTo("validity warning: 100.0% of READ returned NOT_FOUND");
    assertThat(j.times()).isNull();
  }

  @Test
  void aStepWithoutTheOperationsResponseTimesMissesSayingWhich() throws Exception {
    StepRecord r = completed(500, 1, 498.0, 100);
    assertThat(SloJudgement.of(AT_500, r, out, slo(null)).step().why())
        .isEqualTo("no database operation was measured");
    // A throttled step is judged on its intended-time latency only: service times alone are no response times.
    SweepFixtures.result(out.resolve(r.dir()), "completed", 500, 2, 0, List.of(),
        Map.of("READ", SweepFixtures.series(100, 200)));
    SloJudgement j = SloJudgement.of(AT_500, r, out, slo("READ"));
    assertThat(j.step().why()).isEqualTo("no READ operation was measured");
    assertThat(j.times()).isNull();
  }
}
