package site.ycsb.engine;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.junit.jupiter.api.Test;
import site.ycsb.Status;

/** The warnings of a phase that ran on the memory binding, and the failure of wrong data. */
class RunWarningsTest {
  private static List<String> warningsOf(PhaseFixture f, PhaseFixture.Ran ran, PhaseTotals totals) {
    return RunWarnings.from(f.phase.reader()).of(f.phase, f.measurements, ran.window(), ran.clients(), totals);
  }

  @Test
  void readsOfAnEmptyDatabaseAreSaidToMissAndAShortRunToBeShort() throws Exception {
    PhaseFixture f = PhaseFixture.of("-db", "site.ycsb.db.MemoryDB", "-t", "-p", "operationcount=100",
        "-p", "readproportion=1", "-p", "updateproportion=0", "-p", "recordcount=100000",
        "-p", "memory.name=run-warnings-empty");
    PhaseFixture.Ran ran = f.run();
    List<String> w = warningsOf(f, ran, ran.totals());
    assertThat(w).anySatisfy(s -> assertThat(s).startsWith("100.0% of READ returned NOT_FOUND (100 of 100)"));
    assertThat(w).anySatisfy(s -> assertThat(s).startsWith("the run measured for "));
    assertThat(w).noneSatisfy(s -> assertThat(s).startsWith("target not reached"));
  }

  @Test
  void aTargetFarFromTheOperationsDoneIsSaidToBeMissed() throws Exception {
    PhaseFixture f = PhaseFixture.of("-db", "site.ycsb.db.MemoryDB", "-load", "-p", "recordcount=10",
        "-target", "1000");
    PhaseFixture.Ran ran = f.run();
    List<String> w = warningsOf(f, ran, new PhaseTotals(10, 10_000_000_000L));
    assertThat(w).last().asString().startsWith("target not reached: 1.0 ops/s is 0.1% of -target 1000");
  }

  @Test
  void failedVerificationIsNamedOnlyWhenVerifiedDataWasWrong() throws Exception {
    PhaseFixture f = PhaseFixture.of("-db", "site.ycsb.db.MemoryDB", "-load", "-p", "recordcount=10");
    RunWarnings warnings = RunWarnings.from(f.phase.reader());
    assertThat(warnings.failedVerification(f.measurements)).isNull();
    f.measurements.measure("VERIFY", 1);
    f.measurements.reportStatus("VERIFY", Status.UNEXPECTED_STATE);
    assertThat(warnings.failedVerification(f.measurements)).contains("VERIFY");
    assertThat(RunWarnings.returnCodes(f.measurements)).containsKey("VERIFY");
  }
}
