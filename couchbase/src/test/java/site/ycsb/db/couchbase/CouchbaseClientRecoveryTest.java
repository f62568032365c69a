package site.ycsb.db.couchbase;

import static org.assertj.core.api.Assertions.assertThat;
import static site.ycsb.db.couchbase.CouchbaseClientKvOperationsTest.record;
import static site.ycsb.db.couchbase.CouchbaseClientWorkloadRunTest.DB;

import java.util.Properties;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;
import site.ycsb.ClientHarness;
import site.ycsb.Recovery;
import site.ycsb.Status;
import site.ycsb.WrongServer;

/**
 * The mock's data node shut down (its connections dropped) and started again: the SDK's own recovery
 * brings the client back; listeners that are not Couchbase fail init in one line.
 */
class CouchbaseClientRecoveryTest {
  /** How long after a restarted node is back its errors may go on (README, "Faults"). */
  private static final long RECONNECT_BOUND_MS = 6000;
  private static MockCluster cluster;

  @BeforeAll
  static void start() throws Exception {
    cluster = MockCluster.start();
  }

  @AfterAll
  static void stop() {
    cluster.close();
  }

  @Test
  void aRestartedDataNodeIsUsedAgainWithinTheBound() throws Exception {
    Properties p = cluster.properties();
    p.setProperty("couchbase.kvTimeout", "500");
    CouchbaseClient db = CouchbaseClientKvOperationsTest.client(p);
    try {
      assertThat(db.insert("usertable", "before", record("field0", "v"))).isEqualTo(Status.OK);
      cluster.dataNode().shutdown();
      assertThat(db.insert("usertable", "while-down", record("field0", "v")))
          .isEqualTo(Status.ERROR);
      cluster.dataNode().startup();
      long ms = Recovery.millisUntilOk(
          i -> db.insert("usertable", "after-" + i, record("field0", "v")), RECONNECT_BOUND_MS);
      System.out.printf("[faults] couchbase: first OK %d ms after the data node came back%n", ms);
    } finally {
      db.cleanup();
    }
  }

  @ParameterizedTest
  @EnumSource(WrongServer.Mode.class)
  void somethingElseOnThePortFailsInitInOneLineWithinTheConnectTimeout(WrongServer.Mode mode) throws Exception {
    try (WrongServer wrong = WrongServer.start(mode)) {
      long start = System.nanoTime();
      ClientHarness.Outcome o = ClientHarness.run("-db", DB, "-load", "-p", "recordcount=10",
          "-p", "couchbase.host=couchbase://" + wrong.hostAndPort() + "=kv," + wrong.hostAndPort() + "=manager",
          "-p", "couchbase.bucket=ycsb", "-p", "couchbase.password=x", "-p", "couchbase.connectTimeout=2000");
      long took = TimeUnit.NANOSECONDS.toMillis(System.nanoTime() - start);
      System.out.printf("[faults] couchbase %s listener: %s (%d ms, exit %d)%n", mode, o.errorLines(), took,
          o.exitCode());
      assertThat(o.exitCode()).isEqualTo(1);
      assertThat(o.errLines()).filteredOn(l -> l.startsWith("ycsb: ")).singleElement().asString()
          .startsWith("ycsb: error: ").contains("cannot connect to Couchbase");
      assertThat(took).isLessThan(10_000);
    }
  }
}
