package site.ycsb.engine;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.concurrent.CountDownLatch;
import org.junit.jupiter.api.Test;
import site.ycsb.results.ArrivalsResult;

/** A phase's started clients: their operations, the threads not back, their back-off, how operations arrived. */
class RunningClientsTest {
  @Test
  void afterARunTheOperationsOfEveryThreadAddUpAndNoneIsStuck() throws Exception {
    PhaseFixture f = PhaseFixture.of("-db", "site.ycsb.db.MemoryDB", "-load", "-threads", "3",
        "-p", "recordcount=100");
    RunningClients clients = f.run().clients();
    assertThat(clients.operations()).isEqualTo(100);
    assertThat(clients.threads()).hasSize(3);
    assertThat(clients.stuck()).isZero();
    assertThat(clients.backoffShare(1_000_000_000L)).isZero();
  }

  @Test
  void threadsNotCountedDownAreStuck() {
    RunningClients clients = new RunningClients(List.of(), List.of(), new CountDownLatch(2), new RunCoordinator(2),
        null, 0);
    assertThat(clients.stuck()).isEqualTo(2);
    assertThat(clients.stages()).isEqualTo("an open loop's dispatcher");
  }

  @Test
  void withoutATargetNoArrivalsAreReported() throws Exception {
    PhaseFixture f = PhaseFixture.of("-db", "site.ycsb.db.MemoryDB", "-load", "-p", "recordcount=10");
    assertThat(f.run().clients().arrivals(f.phase.settings())).isNull();
  }

  @Test
  void aClosedLoopAtATargetReportsItsThreadsAsItsClients() throws Exception {
    PhaseFixture f = PhaseFixture.of("-db", "site.ycsb.db.MemoryDB", "-load", "-p", "recordcount=20",
        "-threads", "2", "-target", "1000");
    ArrivalsResult a = f.run().clients().arrivals(f.phase.settings());
    assertThat(a.mode()).isEqualTo("closed");
    assertThat(a.clientsStarted()).isEqualTo(2);
    assertThat(a.maxOutstanding()).isEqualTo(2);
  }
}
