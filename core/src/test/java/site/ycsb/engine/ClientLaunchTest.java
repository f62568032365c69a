package site.ycsb.engine;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.junit.jupiter.api.Test;
import site.ycsb.DBWrapper;
import site.ycsb.TestDBs;
import site.ycsb.tool.ExitCode;

/** Starting a phase's client threads, waiting for their init, and releasing them when it fails. */
class ClientLaunchTest {
  @Test
  void oneBindingPerThreadAndTheOperationsSplitAmongTheThreads() throws Exception {
    PhaseFixture f = PhaseFixture.of("-db", "site.ycsb.db.MemoryDB", "-load", "-threads", "3",
        "-p", "recordcount=10");
    ClientLaunch launch = new ClientLaunch(f.phase, f.noEndpoint());
    List<DBWrapper> dbs = launch.newDatabases(f.measurements);
    assertThat(dbs).hasSize(3).doesNotHaveDuplicates();
    RunningClients clients = launch.start(dbs, 10, f.failFast());
    assertThat(launch.initialised(clients, System.nanoTime())).isTrue();
    assertThat(clients.openLoop()).isNull();
    assertThat(clients.done().getCount()).isEqualTo(3);
    clients.coordinator().start(new Warmup(0, 0, f.measurements));
    clients.done().await();
    assertThat(clients.threads()).extracting(t -> t.getOpsDone()).containsExactly(4L, 3L, 3L);
  }

  @Test
  void anOpenLoopAddsItsDispatcherToTheThreadsToWaitFor() throws Exception {
    PhaseFixture f = PhaseFixture.of("-db", "site.ycsb.db.MemoryDB", "-t", "-threads", "2", "-target", "500",
        "-p", "arrivals=open", "-p", "operationcount=20");
    ClientLaunch launch = new ClientLaunch(f.phase, f.noEndpoint());
    RunningClients clients = launch.start(launch.newDatabases(f.measurements), 20, f.failFast());
    assertThat(clients.openLoop()).isNotNull();
    assertThat(clients.done().getCount()).isEqualTo(3);
    assertThat(launch.initialised(clients, System.nanoTime())).isTrue();
    clients.coordinator().start(new Warmup(0, 0, f.measurements));
    clients.done().await();
    assertThat(clients.operations()).isEqualTo(20);
  }

  @Test
  void aBindingThatCannotInitialiseFailsThePhaseWithItsLine() throws Exception {
    PhaseFixture f = PhaseFixture.of("-db", TestDBs.InitFailsDB.class.getName(), "-t", "-threads", "2",
        "-p", "operationcount=10");
    ClientLaunch launch = new ClientLaunch(f.phase, f.noEndpoint());
    List<DBWrapper> dbs = launch.newDatabases(f.measurements);
    RunningClients clients = launch.start(dbs, 10, f.failFast());
    assertThat(launch.initialised(clients, System.nanoTime())).isFalse();
    ServerStatsProbe stats = ServerStatsProbe.open(f.phase.settings().dbName(), f.phase.properties(),
        dbs.get(0).unwrap(), f.phase.err());
    assertThat(launch.abort(clients, stats)).isEqualTo(ExitCode.FAILED);
    assertThat(f.err()).startsWith("ycsb: error: ");
    assertThat(clients.operations()).isZero();
  }

  @Test
  void aStopBeforeTheStartStartsNoThreadAndSaysSo() throws Exception {
    PhaseFixture f = PhaseFixture.of("-db", "site.ycsb.db.MemoryDB", "-t", "-threads", "4",
        "-p", "operationcount=10");
    f.phase.stop().interrupt();
    ClientLaunch launch = new ClientLaunch(f.phase, f.noEndpoint());
    RunningClients clients = launch.start(launch.newDatabases(f.measurements), 10, f.failFast());
    assertThat(clients.notStartedOnStop()).isEqualTo(4);
    assertThat(clients.done().getCount()).isZero();
    assertThat(clients.stuck()).isZero();
    assertThat(clients.operations()).isZero();
  }
}
