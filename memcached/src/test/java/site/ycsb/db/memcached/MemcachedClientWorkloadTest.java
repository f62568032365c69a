package site.ycsb.db.memcached;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.UUID;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.ValueSource;
import site.ycsb.ClientHarness;
import site.ycsb.ServerProcess;
import site.ycsb.TestServers;
import site.ycsb.db.MemcachedClient;

/** Whole client runs (load, run, verify) against real memcached servers. */
class MemcachedClientWorkloadTest {
  private static List<String> args(String hosts, String table, String... extra) {
    List<String> ret = new ArrayList<>(List.of("-db", MemcachedClient.class.getName(),
        "-P", "../workloads/workloada", "-p", "memcached.hosts=" + hosts, "-p", "table=" + table,
        "-p", "recordcount=300", "-p", "dataintegrity=true", "-threads", "4"));
    ret.addAll(List.of(extra));
    return ret;
  }

  /** Also across drivers: data loaded by one is read and verified by the other. */
  @ParameterizedTest
  @CsvSource({"spymemcached, spymemcached, text, json", "spymemcached, spymemcached, binary, json",
      "direct, direct, text, json", "direct/reactor, direct/reactor, text, json", "spymemcached, direct, text, json",
      "direct, spymemcached, binary, json", "spymemcached, direct/reactor, binary, json",
      "direct, direct, text, compact", "spymemcached, direct/reactor, binary, compact",
      "direct/reactor, spymemcached, text, compact"})
  void loadThenRunVerifiesEveryRead(String loadDriver, String runDriver, String protocol, String format,
      @TempDir Path dir) throws IOException {
    String hosts = TestServers.require("MEMCACHED").hostAndPort();
    String table = "w" + UUID.randomUUID().toString().substring(0, 8);
    ClientHarness.Outcome load = ClientHarness.run(DriverVariants.with(loadDriver, args(hosts, table, "-load",
        "-p", "memcached.format=" + format,
        "-p", "memcached.protocol=" + (DriverVariants.direct(loadDriver) ? "text" : protocol))));
    assertThat(load.exitCode()).as(load.err()).isZero();
    assertThat(load.count("INSERT", "Return=OK")).isEqualTo(300);

    ClientHarness.Outcome run = ClientHarness.run(DriverVariants.with(runDriver, args(hosts, table, "-t",
        "-p", "memcached.format=" + format,
        "-p", "memcached.protocol=" + (DriverVariants.direct(runDriver) ? "text" : protocol),
        "-p", "operationcount=3000", "-p", "results.dir=" + dir)));
    assertThat(run.exitCode()).as(run.err()).isZero();
    long reads = run.count("READ", "Return=OK");
    assertThat(reads).isPositive();
    assertThat(run.count("VERIFY", "Return=OK")).as("every read verified").isEqualTo(reads);
    assertThat(run.count("READ", "Return=OK") + run.count("UPDATE", "Return=OK")).isEqualTo(3000);
    assertThat(run.out()).doesNotContain("UNEXPECTED_STATE").doesNotContain("Return=ERROR");
    String result = Files.readString(dir.resolve("result.json"));
    assertThat(result).contains("\"memcached\"").contains("cpuUsPerOp");
  }

  @ParameterizedTest
  @ValueSource(strings = {"spymemcached", "direct", "direct/reactor"})
  void serverKilledMidRunCountsErrorsAndEnds(String driver) throws Exception {
    TestServers.require("MEMCACHED");
    try (ServerProcess server = OwnMemcached.start()) {
      String hosts = server.hostAndPort();
      ClientHarness.Outcome load = ClientHarness.run(args(hosts, "usertable", "-load"));
      assertThat(load.exitCode()).as(load.err()).isZero();
      CompletableFuture<ClientHarness.Outcome> run = CompletableFuture.supplyAsync(() -> ClientHarness.run(
          DriverVariants.with(driver, args(hosts, "usertable", "-t", "-p", "operationcount=0",
              "-p", "maxexecutiontime=6", "-p", "memcached.opTimeoutMillis=500",
              "-p", "memcached.shutdownTimeoutMillis=1000", "-p", "stop.grace=10"))));
      Thread.sleep(2_000);
      server.kill();
      ClientHarness.Outcome outcome = run.get(40, TimeUnit.SECONDS);
      long errors = Math.max(0, outcome.count("READ", "Return=ERROR"))
          + Math.max(0, outcome.count("UPDATE", "Return=ERROR"));
      assertThat(errors).as(outcome.out()).isPositive();
      assertThat(outcome.count("READ", "Return=OK")).isPositive();
      assertThat(outcome.metric("OVERALL", "RunTime(ms)")).isNotNull();
    }
  }

  /** A server that stops answering (SIGSTOP) costs each operation the op timeout, not a hang. */
  @ParameterizedTest
  @ValueSource(strings = {"spymemcached", "direct", "direct/reactor"})
  void hungServerTimesOutWithinTheOpTimeout(String driver) throws Exception {
    TestServers.require("MEMCACHED");
    MemcachedClient db = new MemcachedClient();
    try (ServerProcess server = OwnMemcached.start()) {
      java.util.Properties p = new java.util.Properties();
      p.setProperty("memcached.hosts", server.hostAndPort());
      DriverVariants.apply(p, driver);
      p.setProperty("memcached.opTimeoutMillis", "300");
      p.setProperty("memcached.shutdownTimeoutMillis", "500");
      db.setProperties(p);
      db.init();
      java.util.Map<String, site.ycsb.ByteIterator> v = site.ycsb.StringByteIterator.getByteIteratorMap(
          java.util.Map.of("field0", "x"));
      assertThat(db.insert("t", "k", v)).isEqualTo(site.ycsb.Status.OK);
      server.pause();
      long start = System.nanoTime();
      assertThat(db.read("t", "k", null, new java.util.HashMap<>())).isEqualTo(site.ycsb.Status.ERROR);
      long tookMs = (System.nanoTime() - start) / 1_000_000;
      assertThat(tookMs).isBetween(250L, 3_000L);
    } finally {
      db.cleanup();
    }
  }
}
