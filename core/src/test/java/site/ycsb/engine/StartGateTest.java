package site.ycsb.engine;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.Instant;
import java.util.List;
import org.junit.jupiter.api.Test;
import site.ycsb.DBWrapper;

/** The hold of initialised clients before their start: the server statistics' connection and start.at. */
class StartGateTest {
  /** The phase's clients, initialised, with the gate in front of them. */
  private record Held(StartGate gate, RunningClients clients) {
  }

  private static Held held(PhaseFixture f) throws Exception {
    ClientLaunch launch = new ClientLaunch(f.phase, f.noEndpoint());
    List<DBWrapper> dbs = launch.newDatabases(f.measurements);
    ServerStatsProbe stats = ServerStatsProbe.open(f.phase.settings().dbName(), f.phase.properties(),
        dbs.get(0).unwrap(), f.phase.err());
    RunningClients clients = launch.start(dbs, 10, f.failFast());
    assertThat(launch.initialised(clients, System.nanoTime())).isTrue();
    return new Held(new StartGate(f.phase, launch, stats), clients);
  }

  @Test
  void aBindingWithoutServerStatisticsAndNoStartAtPassAtOnce() throws Exception {
    PhaseFixture f = PhaseFixture.of("-db", "site.ycsb.db.MemoryDB", "-load", "-p", "recordcount=10");
    Held h = held(f);
    assertThat(h.gate().serverStatsOpened(h.clients())).isTrue();
    assertThat(h.gate().startAtReached(h.clients())).isTrue();
    h.clients().coordinator().start(new Warmup(0, 0, f.measurements));
    h.clients().done().await();
    assertThat(f.err()).isEmpty();
  }

  @Test
  void aStartAtAheadIsAwaited() throws Exception {
    Instant at = Instant.now().plusMillis(1500);
    PhaseFixture f = PhaseFixture.of("-db", "site.ycsb.db.MemoryDB", "-load", "-p", "recordcount=10",
        "-p", "start.at=" + at.toEpochMilli());
    Held h = held(f);
    assertThat(h.gate().startAtReached(h.clients())).isTrue();
    assertThat(Instant.now()).isAfterOrEqualTo(Instant.ofEpochMilli(at.toEpochMilli()));
    h.clients().coordinator().start(new Warmup(0, 0, f.measurements));
    h.clients().done().await();
  }

  @Test
  void aStartAtThatPassedLongerThanTheGraceAgoReleasesTheClientsWithOneLine() throws Exception {
    Instant at = Instant.now().plusMillis(300);
    PhaseFixture f = PhaseFixture.of("-db", "site.ycsb.db.MemoryDB", "-load", "-p", "recordcount=10",
        "-p", "stop.grace=0", "-p", "start.at=" + at.toEpochMilli());
    Held h = held(f);
    Thread.sleep(1000);
    assertThat(h.gate().startAtReached(h.clients())).isFalse();
    assertThat(f.err()).startsWith("ycsb: error: property 'start.at' is ")
        .contains("in the past once the threads had initialised; accepted: ");
    assertThat(h.clients().done().getCount()).isZero();
    assertThat(h.clients().operations()).isZero();
  }
}
