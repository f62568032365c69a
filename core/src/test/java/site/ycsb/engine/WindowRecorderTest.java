package site.ycsb.engine;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

/** The measured window of a phase, from the common start until the clients end or the time limit stops them. */
class WindowRecorderTest {
  @Test
  void aCountedPhaseEndsWithItsClientsWithoutAStop() throws Exception {
    PhaseFixture f = PhaseFixture.of("-db", "site.ycsb.db.MemoryDB", "-load", "-p", "recordcount=200");
    MeasuredWindow w = f.run().window();
    assertThat(w.graceLeftMs()).isEqualTo(-1);
    assertThat(w.warmupCut()).isFalse();
    assertThat(w.status()).isNull();
    assertThat(w.endEpochMs()).isGreaterThanOrEqualTo(w.startEpochMs());
    assertThat(w.runNs()).isPositive();
    assertThat(f.phase.stop().requested()).isFalse();
  }

  @Test
  void theTimeLimitStopsAnEndlessPhaseAsItsPlannedEnd() throws Exception {
    PhaseFixture f = PhaseFixture.of("-db", "site.ycsb.db.MemoryDB", "-t", "-p", "operationcount=0",
        "-p", "maxexecutiontime=1", "-p", "recordcount=10");
    long start = System.nanoTime();
    MeasuredWindow w = f.run().window();
    assertThat(System.nanoTime() - start).isGreaterThanOrEqualTo(1_000_000_000L);
    assertThat(w.runNs()).isGreaterThanOrEqualTo(900_000_000L);
    assertThat(f.phase.stop().reason()).isEqualTo(PhaseStop.TIME_UP);
    assertThat(f.err()).contains("Maximum execution time of 1 s elapsed; stopping the client threads.");
  }

  @Test
  void aWarmUpLongerThanThePhaseIsCut() throws Exception {
    PhaseFixture f = PhaseFixture.of("-db", "site.ycsb.db.MemoryDB", "-t", "-p", "operationcount=0",
        "-p", "maxexecutiontime=1", "-p", "warmup.time=30", "-p", "recordcount=10");
    MeasuredWindow w = f.run().window();
    assertThat(w.warmupCut()).isTrue();
    assertThat(w.warmup().operations()).isPositive();
  }

  @Test
  void aWarmUpByOperationsComesBeforeTheCountedOnes() throws Exception {
    PhaseFixture f = PhaseFixture.of("-db", "site.ycsb.db.MemoryDB", "-t", "-p", "operationcount=20",
        "-p", "warmup.ops=100", "-p", "recordcount=10");
    PhaseFixture.Ran ran = f.run();
    assertThat(ran.window().warmupCut()).isFalse();
    assertThat(ran.window().warmup().operations()).isEqualTo(100);
    assertThat(ran.clients().operations()).isEqualTo(20);
  }

  @Test
  void withStatusTheStatusThreadRunsBesideAndIsKept() throws Exception {
    PhaseFixture f = PhaseFixture.of("-db", "site.ycsb.db.MemoryDB", "-load", "-s", "-p", "recordcount=50",
        "-p", "status.interval=1");
    MeasuredWindow w = f.run().window();
    assertThat(w.status()).isNotNull();
    assertThat(w.status().isAlive()).isFalse();
    assertThat(f.err()).contains(" 50 operations; ");
  }
}
