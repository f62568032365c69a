package site.ycsb.sweep;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import site.ycsb.engine.ValidityGuard;

/** The verdict on a step from its process's outcome and the files it left, without starting one. */
class StepVerdictTest {
  @TempDir
  Path dir;

  private static StepOutcome exited(int code) {
    return new StepOutcome(code, 1000, false, false, null);
  }

  private StepVerdict verdict(StepOutcome o) {
    return StepVerdict.of(o, dir, 0.01, 60);
  }

  private void stderr(String... lines) throws Exception {
    Files.write(dir.resolve("stderr.txt"), List.of(lines), StandardCharsets.UTF_8);
  }

  @Test
  void aClientThatCouldNotStartFailsWithWhy() {
    StepVerdict v = verdict(new StepOutcome(null, 5, false, false, "cannot start the client: no java"));
    assertThat(v.status()).isEqualTo(StepRecord.FAILED);
    assertThat(v.reason()).isEqualTo("cannot start the client: no java");
  }

  @Test
  void aStoppedStepIsInterruptedUnlessItsClientStillEndedWell() throws Exception {
    assertThat(verdict(new StepOutcome(130, 5, false, true, null)).status()).isEqualTo(StepRecord.INTERRUPTED);
    SweepFixtures.result(dir, "completed", 0, 100, 0, List.of(), Map.of("READ", SweepFixtures.series(10, 20)));
    assertThat(verdict(new StepOutcome(0, 5, false, true, null)).status()).isEqualTo(StepRecord.COMPLETED);
  }

  @Test
  void aTimedOutStepFailsNamingTheTimeout() {
    StepVerdict v = verdict(new StepOutcome(143, 60_000, true, false, null));
    assertThat(v.status()).isEqualTo(StepRecord.FAILED);
    assertThat(v.reason()).isEqualTo("step timeout: stopped after 60 s (--step-timeout)");
  }

  @Test
  void aClientErrorFailsTheStepWithItsFirstErrorLine() throws Exception {
    stderr("Picked up JAVA_TOOL_OPTIONS: -Xmx1g", "ycsb: error: fieldlength is 'abc'; accepted: a whole number",
        "ycsb: error: a second line");
    StepVerdict v = verdict(exited(2));
    assertThat(v.status()).isEqualTo(StepRecord.FAILED);
    assertThat(v.reason()).isEqualTo("client exit code 2: fieldlength is 'abc'; accepted: a whole number");
    assertThat(verdict(exited(1)).reason()).startsWith("client exit code 1: fieldlength");
  }

  @Test
  void aRefusedOperationMakesTheStepUnsupportedOnlyWithExitTwo() throws Exception {
    stderr("ycsb: error: unsupported by X: the workload needs SCAN (scanproportion=0.5)");
    StepVerdict v = verdict(exited(2));
    assertThat(v.status()).isEqualTo(StepRecord.UNSUPPORTED);
    assertThat(v.reason()).isEqualTo("unsupported by X: the workload needs SCAN (scanproportion=0.5)");
    assertThat(verdict(exited(1)).status()).isEqualTo(StepRecord.FAILED);
  }

  @Test
  void aCleanExitWithoutResultFails() {
    StepVerdict v = verdict(exited(0));
    assertThat(v.status()).isEqualTo(StepRecord.FAILED);
    assertThat(v.reason()).isEqualTo("the client wrote no result.json");
    assertThat(v.measurement()).isNull();
  }

  @Test
  void aRunTheClientReportedFailedFailsWithItsFirstProblem() throws Exception {
    SweepFixtures.result(dir, "failed", 0, 100, 0, List.of(), Map.of());
    StepVerdict v = verdict(exited(0));
    assertThat(v.status()).isEqualTo(StepRecord.FAILED);
    assertThat(v.reason()).isEqualTo("the client reported the run as failed");
  }

  @Test
  void errorsAboveTheMaximumRateFailTheStepWithTheFigures() throws Exception {
    SweepFixtures.result(dir, "completed", 0, 1000, 20, List.of(), Map.of("READ", SweepFixtures.series(10, 20)));
    StepVerdict v = verdict(exited(0));
    assertThat(v.status()).isEqualTo(StepRecord.FAILED);
    assertThat(v.reason()).isEqualTo("error rate 2.00% (20 of 1000 operations) is over --max-error-rate 1.00%");
    assertThat(v.measurement().throughput()).isEqualTo(100.0);
    assertThat(StepVerdict.of(exited(0), dir, 0.05, 0).completed()).isTrue();
  }

  @Test
  void unimplementedCallsAreNamedAsSuchNotAsDatabaseErrors() throws Exception {
    String warning = ValidityGuard.NOT_IMPLEMENTED_WARNING + " for SCAN";
    SweepFixtures.result(dir, "completed", 0, 1000, 500, List.of(warning), Map.of());
    assertThat(verdict(exited(0)).reason()).isEqualTo(warning);
  }

  @Test
  void aStepWithinTheErrorRateCompletesWithItsMeasurement() throws Exception {
    SweepFixtures.result(dir, "completed", 0, 1000, 5, List.of(), Map.of("READ", SweepFixtures.series(10, 20)));
    StepVerdict v = verdict(exited(0));
    assertThat(v.completed()).isTrue();
    assertThat(v.reason()).isNull();
    assertThat(v.measurement().dbOperations()).isEqualTo(1000);
  }
}
