package site.ycsb.db.redis;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static site.ycsb.db.redis.RedisTestSupport.clientArgs;
import static site.ycsb.db.redis.RedisTestSupport.open;
import static site.ycsb.db.redis.RedisTestSupport.props;
import static site.ycsb.db.redis.RedisTestSupport.record;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.EnumSource;
import org.junit.jupiter.params.provider.ValueSource;
import site.ycsb.ClientHarness;
import site.ycsb.DBException;
import site.ycsb.Recovery;
import site.ycsb.ServerProcess;
import site.ycsb.Status;
import site.ycsb.WrongServer;
import site.ycsb.db.RedisClient;

/** A redis-server of the test's own, killed (-9) and started again; listeners that are not Redis. */
class RedisClientFaultsTest {
  /** How long after a restarted server is back its errors may go on (README, "Faults"). */
  private static final long RECONNECT_BOUND_MS = 3000;

  @TempDir
  Path dir;

  private ServerProcess redis() throws Exception {
    return ServerProcess.start("redis-server", port -> List.of("--port", "" + port, "--bind", "127.0.0.1",
        "--save", "", "--appendonly", "no", "--dir", dir.toString()));
  }

  @ParameterizedTest
  @CsvSource({"0, blocking", "4, auto", "0, reactor"})
  void aRestartedServerIsUsedAgainWithinTheBound(String poolSize, String io) throws Exception {
    try (ServerProcess server = redis()) {
      RedisClient db = open(props("redis.host", "127.0.0.1", "redis.port", "" + server.port(),
          "redis.timeout", "1000", "redis.pool.size", poolSize, "redis.io", io));
      try {
        assertThat(db.insert("usertable", "before", record("field0", "v"))).isEqualTo(Status.OK);
        server.kill();
        assertThat(db.insert("usertable", "while-down", record("field0", "v"))).isEqualTo(Status.ERROR);
        server.startAgain();
        long ms = Recovery.millisUntilOk(i -> db.insert("usertable", "after-" + i, record("field0", "v")),
            RECONNECT_BOUND_MS);
        System.out.printf("[faults] redis pool.size=%s io=%s: first OK %d ms after the restart%n", poolSize, io, ms);
      } finally {
        db.cleanup();
      }
    }
  }

  @ParameterizedTest
  @ValueSource(strings = {"blocking", "reactor"})
  @Timeout(60)  // without the operation watchdog the read would never return
  void aServerThatStopsAnsweringFailsTheOperationAfterTheTimeout(String io) throws Exception {
    try (ServerProcess server = redis()) {
      RedisClient db = open(props("redis.host", "127.0.0.1", "redis.port", "" + server.port(),
          "redis.timeout", "500", "redis.io", io));
      try {
        assertThat(db.insert("usertable", "before", record("field0", "v"))).isEqualTo(Status.OK);
        server.pause();
        long start = System.nanoTime();
        // Read without a socket time-out: only the operation watchdog can end this.
        assertThat(db.insert("usertable", "paused", record("field0", "v"))).isEqualTo(Status.ERROR);
        long tookMs = TimeUnit.NANOSECONDS.toMillis(System.nanoTime() - start);
        System.out.printf("[faults] redis paused (SIGSTOP), io=%s: the operation failed after %d ms "
            + "(redis.timeout 500)%n", io, tookMs);
        assertThat(tookMs).isBetween(450L, 1500L);
        server.resume();
        assertThat(db.insert("usertable", "after", record("field0", "v"))).isEqualTo(Status.OK);
      } finally {
        server.resume();
        db.cleanup();
      }
    }
  }

  @Test
  void aSilentListenerFailsInitWithinTheTimeout() throws Exception {
    try (WrongServer silent = WrongServer.start(WrongServer.Mode.SILENT)) {
      long start = System.nanoTime();
      assertThatThrownBy(() -> open(props("redis.host", "127.0.0.1", "redis.port", "" + silent.port(),
          "redis.timeout", "1000"))).isInstanceOf(DBException.class)
          .hasMessageStartingWith("cannot use redis at " + silent.hostAndPort())
          .hasMessageEndingWith("no answer within 1000 ms (redis.timeout)");  // the watchdog ended the handshake
      assertThat(TimeUnit.NANOSECONDS.toMillis(System.nanoTime() - start)).isBetween(900L, 3000L);
    }
  }

  /** The stand-in and two real HTTP servers, which wait for a newline before they answer. */
  @ParameterizedTest
  @EnumSource(value = WrongServer.Mode.class, names = {"HTTP", "HTTP_JDK", "HTTP_PYTHON"})
  void anHttpServerIsOneLineAndExitOneForTheWholeRun(WrongServer.Mode mode) throws Exception {
    try (WrongServer http = WrongServer.start(mode)) {
      long start = System.nanoTime();
      ClientHarness.Outcome o = ClientHarness.run(clientArgs("-t", "redis.host", "127.0.0.1",
          "redis.port", "" + http.port(), "redis.timeout", "10000", "operationcount", "10"));
      long tookMs = TimeUnit.NANOSECONDS.toMillis(System.nanoTime() - start);
      System.out.printf("[faults] redis on %s: %s (%d ms, exit %d)%n", mode, o.errorLines(), tookMs, o.exitCode());
      assertThat(o.exitCode()).isEqualTo(1);
      assertThat(o.errLines()).filteredOn(l -> l.startsWith("ycsb: ")).singleElement().asString()
          .startsWith("ycsb: error: ").contains(http.hostAndPort())
          // python's http.server answers a request line that is not HTTP with an HTML page and no status line
          .contains("Unknown reply: " + (mode == WrongServer.Mode.HTTP_PYTHON ? "<" : "H"))
          .endsWith(": not a Redis answer: is it a Redis server?");
      assertThat(tookMs).isLessThan(10_000);  // an answer, not the read time-out of redis.timeout
    }
  }

  @ParameterizedTest
  @ValueSource(strings = {"blocking", "reactor"})
  void serverKilledMidRunCountsErrorsAndEndsOnTimeWithItsResults(String io) throws Exception {
    try (ServerProcess server = redis()) {
      String[] common = {"redis.host", "127.0.0.1", "redis.port", "" + server.port(), "redis.timeout", "1000",
          "recordcount", "200", "threadcount", "4", "redis.io", io};
      assertThat(ClientHarness.run(clientArgs("-load", common)).exitCode()).isZero();
      List<String> run = clientArgs("-t", common);
      run.addAll(List.of("-p", "operationcount=100000000", "-p", "maxexecutiontime=4", "-p", "stop.grace=2",
          "-p", "readproportion=0.5", "-p", "updateproportion=0.5", "-p", "target=2000",
          "-p", "results.dir=" + dir.resolve("results")));
      long start = System.nanoTime();
      CompletableFuture<ClientHarness.Outcome> outcome = CompletableFuture.supplyAsync(() -> ClientHarness.run(run));
      Thread.sleep(1500);
      server.kill();
      ClientHarness.Outcome o = outcome.get(60, TimeUnit.SECONDS);
      long tookMs = TimeUnit.NANOSECONDS.toMillis(System.nanoTime() - start);
      System.out.printf("[faults] redis killed at 1.5 s: run ended after %d ms (maxexecutiontime 4 s + "
          + "stop.grace 2 s), exit %d%n", tookMs, o.exitCode());
      assertThat(tookMs).isLessThan(4000 + 2000 + 1500);
      assertThat(o.count("READ", "Return=OK")).isPositive();
      assertThat(o.count("READ", "Return=ERROR") + o.count("UPDATE", "Return=ERROR")).isPositive();
      assertThat(Files.readString(dir.resolve("results/result.json"))).contains("ERROR");
      assertThat(o.err()).doesNotContain("\tat ");
    }
  }
}
