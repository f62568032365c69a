package site.ycsb.db.mongodb;

import static org.assertj.core.api.Assertions.assertThat;

import com.mongodb.client.MongoClient;
import com.mongodb.client.MongoClients;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.Parameter;
import org.junit.jupiter.params.ParameterizedClass;
import org.junit.jupiter.params.provider.EnumSource;
import site.ycsb.ClientHarness;
import site.ycsb.db.MongoDbClient;
import site.ycsb.results.Disclosure;
import site.ycsb.results.ResultsDirectory;
import site.ycsb.results.RunResult;

/**
 * Whole client runs (bin/ycsb's Client.run, in-process) against each MongoDB-wire server: mongo-java-server on
 * a loopback socket, and FerretDB (skipped with the reason when the test script did not start it).
 */
@ParameterizedClass(name = "{0}")
@EnumSource(WireServer.class)
class MongoDbClientRunTest {
  private static final String DB_CLASS = MongoDbClient.class.getName();
  private static final String SECRET = "Hunter2Secret";

  @Parameter
  WireServer kind;
  @TempDir
  Path tmp;
  private TestMongo server;

  @BeforeEach
  void start() {
    server = kind.open();
  }

  @AfterEach
  void stop() {
    if (server != null) {
      server.close();
    }
  }

  private static List<String> args(String workload, String phase, String url, String... more) {
    List<String> a = new ArrayList<>(List.of("-db", DB_CLASS, "-P", "../workloads/" + workload, phase,
        "-p", "mongodb.url=" + url));
    a.addAll(List.of(more));
    return a;
  }

  private static ClientHarness.Outcome ok(List<String> args) {
    ClientHarness.Outcome o = ClientHarness.run(args);
    assertThat(o.exitCode()).as("exit code; stderr:%n%s", o.err()).isZero();
    assertThat(o.errorLines()).isEmpty();
    return o;
  }

  @Test
  void aBatchThatCannotBeWrittenAtCleanupFailsTheRun() throws IOException {
    String url = server.url("lost");
    ok(args("workloada", "-load", url, "-p", "recordcount=10"));
    // The same keys again, in one batch held until cleanup: the server refuses the duplicates, the writes are
    // lost, and that must not look like a successful load.
    Path dir = tmp.resolve("lost");
    ClientHarness.Outcome o = ClientHarness.run(args("workloada", "-load", url, "-p", "recordcount=10",
        "-p", "batchsize=100", "-p", "results.dir=" + dir));
    assertThat(o.exitCode()).as(o.err()).isEqualTo(1);
    assertThat(o.errorLines()).singleElement().asString()
        .contains("database cleanup failed: the last 10 batched inserts (mongodb.batchsize=100) could not be written");
    assertThat(ResultsDirectory.readResult(dir.resolve("result.json")).status()).isEqualTo("failed");
    // Each of the 10 was answered BATCHED_OK when queued; refused at cleanup, each counts as a failed insert.
    assertThat(o.count("INSERT", "Return=ERROR")).isEqualTo(10);
    assertThat(o.count("INSERT", "Return=BATCHED_OK")).isNegative();  // no such line
    assertThat(ResultsDirectory.readResult(dir.resolve("result.json")).errors()).isEqualTo(10);
  }

  @Test
  void everyRecordOfARefusedBatchCountsAsAFailedInsert() throws IOException {
    String url = server.url("refused");
    ok(args("workloada", "-load", url, "-p", "recordcount=100"));
    // Keys 70-169 in batches of 40: the first batch (70-109) holds 30 keys already there, the next ones none.
    // The unordered insertMany writes the other 10: the counts must say 30 failed, record by record.
    Path dir = tmp.resolve("refused");
    ClientHarness.Outcome o = ClientHarness.run(args("workloada", "-load", url, "-p", "recordcount=170",
        "-p", "insertstart=70", "-p", "insertcount=100", "-p", "mongodb.batchsize=40", "-p", "results.dir=" + dir));
    assertThat(o.count("INSERT", "Return=ERROR")).as(o.out()).isEqualTo(30);
    assertThat(o.count("INSERT", "Return=OK") + o.count("INSERT", "Return=BATCHED_OK")).as(o.out()).isEqualTo(70);
    assertThat(ResultsDirectory.readResult(dir.resolve("result.json")).errors()).isEqualTo(30);
    assertThat(documents(url, "refused")).isEqualTo(170);

    // A batch refused whole (keys 0-39 again): all 40 count as failed, none as BATCHED_OK. The insert that sent it
    // fails, and a failed insert ends the thread's load (as in upstream).
    ClientHarness.Outcome whole = ClientHarness.run(args("workloada", "-load", url, "-p", "recordcount=100",
        "-p", "insertcount=40", "-p", "mongodb.batchsize=40"));
    assertThat(whole.count("INSERT", "Return=ERROR")).as(whole.out()).isEqualTo(40);
    assertThat(whole.count("INSERT", "Return=BATCHED_OK")).as(whole.out()).isNegative();  // no such line
    assertThat(documents(url, "refused")).isEqualTo(170);
  }

  private long documents(String url, String database) {
    try (MongoClient client = MongoClients.create(url)) {
      return client.getDatabase(server.database(database)).getCollection("usertable").countDocuments();
    }
  }

  @Test
  void batchedLoadThenRunVerifiesEveryRecord() {
    String url = server.url("integrity");
    // 4 threads x 125 records with batches of 7: every thread ends with a partial batch to flush.
    ClientHarness.Outcome load = ok(args("workloada", "-load", url, "-p", "recordcount=500", "-p",
        "dataintegrity=true", "-p", "mongodb.batchsize=7", "-threads", "4"));
    assertThat(load.count("INSERT", "Operations")).isEqualTo(500);
    assertThat(load.count("INSERT", "Return=OK") + load.count("INSERT", "Return=BATCHED_OK")).isEqualTo(500);

    ClientHarness.Outcome run = ok(args("workloada", "-t", url, "-p", "recordcount=500", "-p", "operationcount=2000",
        "-p", "dataintegrity=true", "-threads", "4"));
    long reads = run.count("READ", "Operations");
    assertThat(reads).isPositive();
    assertThat(run.count("READ", "Return=OK")).isEqualTo(reads);
    assertThat(run.count("VERIFY", "Return=OK")).isEqualTo(reads);
    assertThat(run.out()).doesNotContain("Return=ERROR").doesNotContain("Return=NOT_FOUND")
        .doesNotContain("UNEXPECTED_STATE");
  }

  @Test
  void workloadsAToFVerifyEveryRecordTheyRead() {
    // Each workload on a database of its own, loaded first: D and E insert keys after the loaded ones, so they
    // must not meet each other's inserts.
    for (String workload : List.of("workloada", "workloadb", "workloadc", "workloadd", "workloade", "workloadf")) {
      String url = server.url("integrity_" + workload);
      ok(args(workload, "-load", url, "-p", "recordcount=200", "-p", "dataintegrity=true"));
      String ops = workload.equals("workloade") ? "50" : "200";
      ClientHarness.Outcome run = ok(args(workload, "-t", url, "-p", "recordcount=200", "-p", "operationcount=" + ops,
          "-p", "dataintegrity=true", "-threads", "2"));
      assertThat(run.out()).as(workload).doesNotContain("Return=ERROR").doesNotContain("Return=NOT_FOUND")
          .doesNotContain("UNEXPECTED_STATE");
      if (workload.equals("workloade")) {
        // Scans are not verified by the workload; they must all succeed.
        assertThat(run.count("SCAN", "Return=OK")).as(workload).isEqualTo(run.count("SCAN", "Operations"))
            .isPositive();
      } else {
        // Every record read (READ, and the read of F's read-modify-write) is verified, and holds what was written.
        assertThat(run.count("VERIFY", "Return=OK")).as(workload).isEqualTo(run.count("READ", "Return=OK"))
            .isPositive();
      }
    }
  }

  @Test
  void loadAndWorkloadsABEWriteResultsWithServerStatistics() throws IOException {
    String url = server.url("ycsb");
    Path loadDir = tmp.resolve("load");
    ok(args("workloada", "-load", url, "-p", "recordcount=1000", "-threads", "2", "-p", "results.dir=" + loadDir));
    RunResult load = ResultsDirectory.readResult(loadDir.resolve(ResultsDirectory.RESULT_FILE));
    assertThat(load.server().before().records()).isZero();
    assertThat(load.server().after().records()).isEqualTo(1000L);
    assertThat(load.server().bytesPerRecord()).isGreaterThan(1000.0);

    for (String workload : List.of("workloada", "workloadb", "workloade")) {
      Path dir = tmp.resolve(workload);
      // The stand-in answers each scan by sorting the whole collection: fewer operations for E. FerretDB is a
      // correctness server, not a speed one (SQLite files, full table scans): fewer operations again.
      boolean slow = kind.isFerretDb();
      String ops = workload.equals("workloade") ? (slow ? "50" : "200") : (slow ? "300" : "1000");
      ClientHarness.Outcome run = ok(args(workload, "-t", url, "-p", "recordcount=1000", "-p", "operationcount=" + ops,
          "-threads", "2", "-p", "results.dir=" + dir));
      assertThat(run.out()).doesNotContain("Return=ERROR").doesNotContain("Return=NOT_FOUND");
      RunResult r = ResultsDirectory.readResult(dir.resolve(ResultsDirectory.RESULT_FILE));
      assertThat(r.status()).isEqualTo("completed");
      assertThat(r.errors()).isZero();
      assertThat(r.server().error()).isNull();
      assertThat(r.server().after().records()).isGreaterThanOrEqualTo(1000L);
      assertThat(r.server().after().details()).containsKeys("serverStatus", "dbStats", "collStats", "buildInfo");
      assertThat(r.server().bytesPerRecord()).isGreaterThan(1000.0);
      Disclosure d = ResultsDirectory.readDisclosure(dir.resolve(ResultsDirectory.DISCLOSURE_FILE));
      assertThat(d.server().version()).isNotBlank();
      assertThat(d.server().settings()).containsEntry("topology", "standalone").containsKey("writeConcern");
      if (workload.equals("workloade")) {
        assertThat(run.count("SCAN", "Return=OK")).isEqualTo(run.count("SCAN", "Operations")).isPositive();
      }
    }
  }

  @Test
  void askingForAnEngineTheServerDoesNotRunStopsTheRun() {
    ClientHarness.Outcome o = ClientHarness.run(args("workloada", "-load", server.url("engine"),
        "-p", "recordcount=10", "-p", "mongodb.storageengine=inMemory"));
    assertThat(o.exitCode()).isNotZero();
    assertThat(o.err()).contains("mongodb.storageengine=inMemory").contains("reports no storage engine");
    assertThat(o.count("INSERT", "Return=OK")).isLessThanOrEqualTo(0);
  }

  @Test
  void rejectedCredentialsFailClearlyWithoutShowingThePassword() throws IOException {
    String url = "mongodb://ycsb:" + SECRET + "@" + server.hostAndPort() + "/" + server.database("ycsb")
        + "?serverSelectionTimeoutMS=2000";
    Path dir = tmp.resolve("auth");
    ClientHarness.Outcome o = ClientHarness.run(args("workloada", "-load", url, "-p", "recordcount=10",
        "-p", "results.dir=" + dir));
    assertThat(o.exitCode()).isNotZero();
    assertThat(o.errorLines()).isNotEmpty();
    assertThat(o.err()).contains(server.hostAndPort());
    assertNoSecret(o, dir);
  }

  @Test
  void serverStoppedMidRunCountsErrorsEndsTheRunAndWritesResults() throws Exception {
    try (TestMongo own = kind.openOwn()) {
      serverStoppedMidRun(own);
    }
  }

  private void serverStoppedMidRun(TestMongo own) throws Exception {
    ok(args("workloada", "-load", own.url("ycsb"), "-p", "recordcount=200", "-threads", "2"));
    // Short timeouts for the run: once the server is gone every operation fails within 2 s.
    String url = own.url("ycsb", "serverSelectionTimeoutMS=2000&connectTimeoutMS=2000&socketTimeoutMS=2000");
    Path dir = tmp.resolve("stopped");
    CompletableFuture<ClientHarness.Outcome> run = CompletableFuture.supplyAsync(() -> ClientHarness.run(
        args("workloada", "-t", url, "-p", "recordcount=200", "-p", "operationcount=100000000",
            "-p", "maxexecutiontime=8", "-threads", "2", "-p", "results.dir=" + dir)));
    Thread.sleep(3000);
    own.stop();
    ClientHarness.Outcome o = run.get(60, TimeUnit.SECONDS);
    long errors = Math.max(0, o.count("READ", "Return=ERROR")) + Math.max(0, o.count("UPDATE", "Return=ERROR"));
    assertThat(errors).as("stderr:%n%s", o.err()).isPositive();
    assertThat(o.count("READ", "Return=OK")).isPositive();
    RunResult r = ResultsDirectory.readResult(dir.resolve(ResultsDirectory.RESULT_FILE));
    assertThat(r.errors()).isEqualTo(errors);
    assertThat(r.server().before()).isNotNull();
    assertThat(r.server().after()).isNull();
    assertThat(r.server().error()).contains("server statistics");
    assertThat(dir.resolve(ResultsDirectory.DISCLOSURE_FILE)).exists();
  }

  private static void assertNoSecret(ClientHarness.Outcome o, Path dir) throws IOException {
    assertThat(o.out()).doesNotContain(SECRET);
    assertThat(o.err()).doesNotContain(SECRET);
    if (Files.isDirectory(dir)) {
      try (Stream<Path> files = Files.walk(dir)) {
        for (Path f : files.filter(Files::isRegularFile).toList()) {
          assertThat(Files.readString(f)).as(f.toString()).doesNotContain(SECRET);
        }
      }
    }
  }
}
