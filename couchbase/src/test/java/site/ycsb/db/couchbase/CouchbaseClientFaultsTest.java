package site.ycsb.db.couchbase;

import static org.assertj.core.api.Assertions.assertThat;
import static site.ycsb.db.couchbase.CouchbaseClientWorkloadRunTest.DB;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Vector;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import site.ycsb.ClientHarness;
import site.ycsb.Status;
import site.ycsb.testing.FreePorts;

/** Wrong host, wrong credentials, a failing query: clear, bounded, counted, no secrets. */
class CouchbaseClientFaultsTest {
  private static final String SECRET = "wrong-password-Xy9";
  private static MockCluster cluster;

  @BeforeAll
  static void start() throws Exception {
    cluster = MockCluster.start();
  }

  @AfterAll
  static void stop() {
    cluster.close();
  }

  private static ClientHarness.Outcome load(String... props) {
    List<String> args = new ArrayList<>(List.of("-db", DB, "-load", "-P", "../workloads/workloada",
        "-p", "recordcount=10", "-p", "couchbase.connectTimeout=2000"));
    for (String p : props) {
      args.add("-p");
      args.add(p);
    }
    return ClientHarness.run(args);
  }

  @Test
  void wrongHostFailsClearlyWithinTheConnectTimeout() throws Exception {
    int port = FreePorts.loopback();
    long start = System.nanoTime();
    ClientHarness.Outcome o = load("couchbase.host=couchbase://127.0.0.1:" + port + "=kv,127.0.0.1:" + port
        + "=manager", "couchbase.bucket=ycsb", "couchbase.password=" + SECRET);
    double seconds = (System.nanoTime() - start) / 1e9;
    assertThat(o.exitCode()).isNotZero();
    assertThat(o.errorLines()).as(o.err()).hasSize(1);
    assertThat(o.errorLines().get(0)).contains("cannot connect to Couchbase", "2000 ms", "couchbase.host");
    System.out.println("wrong host: " + o.errorLines().get(0) + " (" + seconds + " s)");
    assertThat(o.out() + o.err()).doesNotContain(SECRET);
    // Two connects (statistics probe, client thread) of 2 s each plus JVM warm-up on a busy machine;
    // never the SDK defaults or a hang.
    assertThat(seconds).isLessThan(20);
  }

  @Test
  void wrongPasswordFailsClearlyWithoutEchoingIt() {
    long start = System.nanoTime();
    ClientHarness.Outcome o = load("couchbase.host=" + cluster.connectionString(), "couchbase.bucket=ycsb",
        "couchbase.password=" + SECRET);
    double seconds = (System.nanoTime() - start) / 1e9;
    assertThat(o.exitCode()).isNotZero();
    assertThat(o.errorLines()).as(o.err()).hasSize(1);
    assertThat(o.errorLines().get(0)).contains("cannot connect to Couchbase", "user 'ycsb'", "authentication");
    System.out.println("wrong password: " + o.errorLines().get(0) + " (" + seconds + " s)");
    assertThat(o.out() + o.err()).doesNotContain(SECRET);
    assertThat(seconds).isLessThan(20);
  }

  @Test
  void badPropertyValuesStopWithOneLineNamingTheProperty() {
    ClientHarness.Outcome o = load("couchbase.host=" + cluster.connectionString(), "couchbase.scan.mode=keys");
    assertThat(o.exitCode()).isNotZero();
    assertThat(o.errorLines()).hasSize(1);
    assertThat(o.errorLines().get(0)).contains("couchbase.scan.mode must be one of ids, documents, not 'keys'");
    assertThat(o.err()).doesNotContain("\tat ");
  }

  @Test
  void aQueryErrorIsCountedAndItsServerMessageLoggedOnce() throws Exception {
    CouchbaseClient db = CouchbaseClientKvOperationsTest.client(cluster.properties());
    PrintStream originalErr = System.err;
    ByteArrayOutputStream captured = new ByteArrayOutputStream();
    cluster.query().failWith = "Keyspace not found in CB datastore: default:nope";
    try {
      System.setErr(new PrintStream(captured, true, StandardCharsets.UTF_8));
      for (int i = 0; i < 5; i++) {
        assertThat(db.scan("usertable", "user" + i, 5, null, new Vector<>())).isEqualTo(Status.ERROR);
      }
    } finally {
      System.setErr(originalErr);
      cluster.query().failWith = null;
      db.cleanup();
    }
    String log = captured.toString(StandardCharsets.UTF_8);
    assertThat(log.split("Keyspace not found in CB datastore", -1)).as(log).hasSize(2);
    assertThat(log).contains("couchbase scan failed", "12003");
  }
}
