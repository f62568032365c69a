package site.ycsb.db;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.net.ServerSocket;
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
import site.ycsb.ClientHarness;
import site.ycsb.results.Disclosure;
import site.ycsb.results.ResultsDirectory;
import site.ycsb.results.RunResult;

/** Whole client runs (bin/ycsb's Client.run, in-process) against mongo-java-server on a loopback socket. */
class MongoDbClientRunTest {
  private static final String DB_CLASS = MongoDbClient.class.getName();
  private static final String SECRET = "Hunter2Secret";

  @TempDir
  Path tmp;
  private InJvmMongo server;

  @BeforeEach
  void start() {
    server = new InJvmMongo();
  }

  @AfterEach
  void stop() {
    server.close();
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
      // The stand-in answers each scan by sorting the whole collection: fewer operations for E.
      String ops = workload.equals("workloade") ? "200" : "1000";
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
  void unreachableServerFailsClearlyWithinTheSelectionTimeoutWithoutShowingThePassword() throws IOException {
    int port;
    try (ServerSocket s = new ServerSocket(0)) {
      port = s.getLocalPort();
    }
    String url = "mongodb://ycsb:" + SECRET + "@127.0.0.1:" + port + "/ycsb?serverSelectionTimeoutMS=1500";
    Path dir = tmp.resolve("unreachable");
    long start = System.nanoTime();
    ClientHarness.Outcome o = ClientHarness.run(args("workloada", "-load", url, "-p", "recordcount=100",
        "-threads", "8", "-p", "results.dir=" + dir));
    long ms = TimeUnit.NANOSECONDS.toMillis(System.nanoTime() - start);
    assertThat(o.exitCode()).isNotZero();
    assertThat(o.err()).contains("cannot reach MongoDB at 127.0.0.1:" + port + " within 1500 ms");
    // Eight threads, one wait: the others get the first failure at once.
    assertThat(ms).isLessThan(10_000);
    assertNoSecret(o, dir);
  }

  @Test
  void rejectedCredentialsFailClearlyWithoutShowingThePassword() throws IOException {
    String url = "mongodb://ycsb:" + SECRET + "@" + server.hostAndPort() + "/ycsb?serverSelectionTimeoutMS=2000";
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
    ok(args("workloada", "-load", server.url("ycsb"), "-p", "recordcount=200", "-threads", "2"));
    // Short timeouts for the run: once the server is gone every operation fails within 2 s.
    String url = "mongodb://" + server.hostAndPort() + "/ycsb?serverSelectionTimeoutMS=2000&connectTimeoutMS=2000"
        + "&socketTimeoutMS=2000";
    Path dir = tmp.resolve("stopped");
    CompletableFuture<ClientHarness.Outcome> run = CompletableFuture.supplyAsync(() -> ClientHarness.run(
        args("workloada", "-t", url, "-p", "recordcount=200", "-p", "operationcount=100000000",
            "-p", "maxexecutiontime=8", "-threads", "2", "-p", "results.dir=" + dir)));
    Thread.sleep(3000);
    server.stop();
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
