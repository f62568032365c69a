package site.ycsb.engine;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;
import site.ycsb.TestDBs;
import site.ycsb.tool.ExitCode;

/** What a phase's end gathers: the failures and problems in their order, the cleanups, the server's figures. */
class PhaseEndTest {
  private static RunOutcome end(PhaseFixture f, PhaseFixture.Ran ran) {
    ServerStatsProbe stats = ServerStatsProbe.open(f.phase.settings().dbName(), f.phase.properties(),
        ran.clients().dbs().get(0).unwrap(), f.phase.err());
    assertThat(stats.awaitOpen(() -> false)).isNull();
    return PhaseEnd.collect(f.phase, ran.clients(), stats, ran.window());
  }

  @Test
  void aCleanPhaseEndsWithoutProblemsAndWithTheServerFiguresOfABindingThatHasThem() throws Exception {
    PhaseFixture f = PhaseFixture.of("-db", "site.ycsb.db.MemoryDB", "-load", "-p", "recordcount=20",
        "-p", "memory.name=phase-end-clean");
    RunOutcome o = end(f, f.run());
    assertThat(o.problems()).isEmpty();
    assertThat(o.failures()).isEmpty();
    assertThat(o.stuck()).isZero();
    assertThat(o.server()).isNotNull();
    assertThat(o.server().after().records()).isEqualTo(20);
    assertThat(o.server().error()).isNull();
  }

  @Test
  void aBindingWithoutServerStatisticsHasNoServerFigures() throws Exception {
    PhaseFixture f = PhaseFixture.of("-db", TestDBs.OkDB.class.getName(), "-t", "-p", "operationcount=10");
    assertThat(end(f, f.run()).server()).isNull();
  }

  @Test
  void aFailedCleanupOfTheBindingIsAFailure() throws Exception {
    PhaseFixture f = PhaseFixture.of("-db", TestDBs.CleanupFailsDB.class.getName(), "-t", "-p",
        "operationcount=10");
    RunOutcome o = end(f, f.run());
    assertThat(o.failures()).singleElement().asString().contains("cleanup-kaput");
    assertThat(o.exitCode()).isEqualTo(ExitCode.FAILED);
  }

  @Test
  void failFastComesFirstAndAnInterruptBeforeIt() throws Exception {
    PhaseFixture f = PhaseFixture.of("-db", TestDBs.CleanupFailsDB.class.getName(), "-t", "-p",
        "operationcount=10");
    PhaseFixture.Ran ran = f.run();
    f.phase.stop().failFast("fail-fast: the first 1000 operations of the run all failed");
    f.phase.stop().interrupt();
    RunOutcome o = end(f, ran);
    assertThat(o.problems()).hasSize(3).startsWith("stopped: interrupted",
        "fail-fast: the first 1000 operations of the run all failed");
    assertThat(o.problems().get(2)).contains("cleanup-kaput");
    assertThat(o.failures()).hasSize(2).first().isEqualTo("fail-fast: the first 1000 operations of the run all failed");
  }

  @Test
  void aPhaseEndedInsideItsWarmUpMeasuredNothingAndFailed() throws Exception {
    PhaseFixture f = PhaseFixture.of("-db", "site.ycsb.db.MemoryDB", "-t", "-p", "operationcount=0",
        "-p", "maxexecutiontime=1", "-p", "warmup.time=30", "-p", "recordcount=10");
    RunOutcome o = end(f, f.run());
    assertThat(o.failures()).containsExactly("nothing was measured: the warm-up (warmup.ops=0, warmup.time=30.0 s)"
        + " had not ended when the run did (maxexecutiontime reached; lower the warm-up or raise "
        + "maxexecutiontime/operationcount)");
    assertThat(o.problems()).containsExactlyElementsOf(o.failures());
  }

  @Test
  void anInterruptedWarmUpIsAStopNotAFailure() throws Exception {
    PhaseFixture f = PhaseFixture.of("-db", "site.ycsb.db.MemoryDB", "-t", "-p", "operationcount=0",
        "-p", "maxexecutiontime=1", "-p", "warmup.time=30", "-p", "recordcount=10");
    PhaseFixture.Ran ran = f.run();
    f.phase.stop().interrupt();
    RunOutcome o = end(f, ran);
    assertThat(o.failures()).isEmpty();
    assertThat(o.problems()).containsExactly("stopped: interrupted");
  }
}
