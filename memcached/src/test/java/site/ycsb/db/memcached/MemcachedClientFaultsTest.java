package site.ycsb.db.memcached;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.IOException;
import java.net.InetAddress;
import java.net.ServerSocket;
import java.net.Socket;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Properties;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicLong;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.ValueSource;
import site.ycsb.ClientHarness;
import site.ycsb.DBException;
import site.ycsb.Recovery;
import site.ycsb.ServerProcess;
import site.ycsb.Status;
import site.ycsb.StringByteIterator;
import site.ycsb.TestServers;
import site.ycsb.WrongServer;
import site.ycsb.db.MemcachedClient;

/**
 * Faults with a memcached of the test's own (killed with -9 and started again on the same port) and with
 * listeners that are not memcached: reconnection, deadlines, and one clear line at init.
 */
class MemcachedClientFaultsTest {
  /** How long after a restarted server is back its errors may go on (README, "Faults"). */
  private static final long RECONNECT_BOUND_MS = 3000;

  @TempDir
  Path tmp;

  /** Until the server has stored an item (10 s at most: the run's own assertions then tell what went wrong). */
  private static void awaitFirstStore(ServerProcess server) throws InterruptedException {
    long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(10);
    while (System.nanoTime() < deadline) {
      try (RawMemcached raw = new RawMemcached(new TestServers.Address("127.0.0.1", server.port()))) {
        if (raw.stat("cmd_set") > 0) {
          return;
        }
      } catch (IOException e) {
        // not listening yet
      }
      Thread.sleep(20);
    }
  }

  private static MemcachedClient open(String hosts, String driver) throws DBException {
    Properties p = new Properties();
    p.setProperty("memcached.hosts", hosts);
    DriverVariants.apply(p, driver);
    p.setProperty("memcached.opTimeoutMillis", "1000");
    p.setProperty("memcached.connectTimeoutMillis", "1000");
    p.setProperty("fieldcount", "1");
    MemcachedClient db = new MemcachedClient();
    db.setProperties(p);
    db.init();
    return db;
  }

  private static Status insert(MemcachedClient db, String key) {
    return db.insert("usertable", key, StringByteIterator.getByteIteratorMap(Map.of("field0", "v")));
  }

  @ParameterizedTest
  @ValueSource(strings = {"direct", "direct/reactor", "spymemcached"})
  void aRestartedServerIsUsedAgainWithinTheBound(String driver) throws Exception {
    try (ServerProcess server = OwnMemcached.start()) {
      MemcachedClient db = open(server.hostAndPort(), driver);
      try {
        assertThat(insert(db, "before")).isEqualTo(Status.OK);
        server.kill();
        assertThat(insert(db, "while-down")).isEqualTo(Status.ERROR);
        server.startAgain();
        long ms = Recovery.millisUntilOk(i -> insert(db, "after-" + i), RECONNECT_BOUND_MS);
        System.out.printf("[faults] memcached %s: first OK %d ms after the restart%n", driver, ms);
      } finally {
        db.cleanup();
      }
    }
  }

  @ParameterizedTest
  @ValueSource(strings = {"direct", "direct/reactor", "spymemcached"})
  void aSilentListenerFailsInitWithinTheConnectTimeout(String driver) throws Exception {
    try (WrongServer silent = WrongServer.start(WrongServer.Mode.SILENT)) {
      long start = System.nanoTime();
      assertThatThrownBy(() -> open(silent.hostAndPort(), driver))
          .isInstanceOf(DBException.class)
          .hasMessage("memcached at " + silent.hostAndPort() + " did not answer 'version' within 1000 ms "
              + "(memcached.connectTimeoutMillis): is it a memcached server? (memcached.hosts)");
      assertThat(TimeUnit.NANOSECONDS.toMillis(System.nanoTime() - start)).isLessThan(3000);
    }
  }

  /**
   * A listener whose accept queue is full drops the SYN, so the connect hangs: the direct driver connects with no
   * socket time-out, and only the watchdog can end it.
   */
  @ParameterizedTest
  @ValueSource(strings = {"direct", "direct/reactor", "spymemcached"})
  void aConnectThatHangsFailsInitWithinTheConnectTimeout(String driver) throws Exception {
    try (ServerSocket full = new ServerSocket(0, 1, InetAddress.getLoopbackAddress())) {
      String hostAndPort = "127.0.0.1:" + full.getLocalPort();
      List<Socket> queued = new ArrayList<>();
      try {
        for (int i = 0; i < 2; i++) {  // a backlog of 1 holds 2 connections on Linux
          queued.add(new Socket(InetAddress.getLoopbackAddress(), full.getLocalPort()));
        }
        long start = System.nanoTime();
        assertThatThrownBy(() -> open(hostAndPort, driver))
            .isInstanceOf(DBException.class)
            .hasMessageStartingWith("cannot connect to memcached at ")
            .hasMessageContaining(":" + full.getLocalPort())
            .hasMessageContaining("within 1000 ms")
            .hasMessageContaining("memcached.connectTimeoutMillis");
        assertThat(TimeUnit.NANOSECONDS.toMillis(System.nanoTime() - start)).isBetween(900L, 3000L);
      } finally {
        for (Socket s : queued) {
          s.close();
        }
      }
    }
  }

  /** The stand-in and two real HTTP servers, which wait for a newline before they answer. */
  @ParameterizedTest
  @CsvSource({"direct, HTTP", "direct/reactor, HTTP", "spymemcached, HTTP",
      "direct, HTTP_JDK", "direct/reactor, HTTP_JDK", "spymemcached, HTTP_JDK",
      "direct, HTTP_PYTHON", "direct/reactor, HTTP_PYTHON", "spymemcached, HTTP_PYTHON"})
  void anHttpServerIsNamedAtInit(String driver, WrongServer.Mode mode) throws Exception {
    try (WrongServer http = WrongServer.start(mode)) {
      // python's http.server answers a request line that is not HTTP with an HTML page and no status line
      String answer = mode == WrongServer.Mode.HTTP_PYTHON ? "<!DOCTYPE HTML>" : "HTTP/1.1 400 Bad Request";
      long start = System.nanoTime();
      assertThatThrownBy(() -> open(http.hostAndPort(), driver))
          .isInstanceOf(DBException.class)
          .hasMessage("memcached at " + http.hostAndPort() + " answered '" + answer + "' to 'version': "
              + "is it a memcached server? (memcached.hosts)");
      long tookMs = TimeUnit.NANOSECONDS.toMillis(System.nanoTime() - start);
      System.out.printf("[faults] memcached %s on %s: %d ms%n", driver, mode, tookMs);
      assertThat(tookMs).isLessThan(1000);  // an answer, not memcached.connectTimeoutMillis
    }
  }

  @ParameterizedTest
  @ValueSource(strings = {"direct", "direct/reactor", "spymemcached"})
  void aServerKilledMidRunEndsTheRunOnTimeWithItsResults(String driver) throws Exception {
    try (ServerProcess server = OwnMemcached.start()) {
      // Killed once the run is storing, not at a fixed time: on a loaded host, init can take longer than that,
      // and a kill before init is a different case (aSilentListener...), which writes no results.
      AtomicLong killedAt = new AtomicLong();
      Thread killer = new Thread(() -> {
        try {
          awaitFirstStore(server);
          Thread.sleep(500);
          server.kill();
          killedAt.set(System.nanoTime());
        } catch (InterruptedException e) {
          Thread.currentThread().interrupt();
        }
      });
      killer.start();
      Path results = tmp.resolve("killed-" + driver.replace('/', '-'));
      long start = System.nanoTime();
      ClientHarness.Outcome o = ClientHarness.run(DriverVariants.with(driver, "-db", MemcachedClient.class.getName(),
          "-t", "-p", "memcached.hosts=" + server.hostAndPort(),
          "-p", "memcached.opTimeoutMillis=60000", "-p", "memcached.connectTimeoutMillis=1000",
          "-p", "fieldcount=1", "-p", "recordcount=100", "-p", "insertstart=0", "-p", "insertproportion=1",
          "-p", "readproportion=0", "-p", "updateproportion=0", "-p", "operationcount=0",
          "-p", "maxexecutiontime=3", "-p", "stop.grace=2", "-p", "results.dir=" + results, "-threads", "4"));
      long end = System.nanoTime();
      killer.join();
      long afterKillMs = TimeUnit.NANOSECONDS.toMillis(end - killedAt.get());
      System.out.printf("[faults] memcached %s killed 0.5 s into storing: run ended %d ms after the kill, %d ms after "
          + "its start (maxexecutiontime 3 s + stop.grace 2 s), exit %d%n", driver, afterKillMs,
          TimeUnit.NANOSECONDS.toMillis(end - start), o.exitCode());
      // The measured run began before the kill, so it ends within maxexecutiontime + stop.grace of it.
      assertThat(killedAt.get()).as("killed during the run").isPositive().isLessThan(end);
      assertThat(afterKillMs).as(o.err()).isLessThan(3000 + 2000 + 1000);
      assertThat(Files.readString(results.resolve("result.json"))).contains("\"errors\"");
      assertThat(o.count("INSERT", "Return=OK")).as(o.out()).isPositive();
    }
  }

  @ParameterizedTest
  @ValueSource(strings = {"direct", "direct/reactor", "spymemcached"})
  void aSilentListenerEndsTheWholeRunInOneLine(String driver) throws Exception {
    try (WrongServer silent = WrongServer.start(WrongServer.Mode.SILENT)) {
      long start = System.nanoTime();
      ClientHarness.Outcome o = ClientHarness.run(DriverVariants.with(driver, "-db", MemcachedClient.class.getName(),
          "-t", "-p", "memcached.hosts=" + silent.hostAndPort(),
          "-p", "memcached.connectTimeoutMillis=1000", "-p", "operationcount=100", "-p", "maxexecutiontime=30",
          "-threads", "2"));
      assertThat(o.exitCode()).isEqualTo(1);
      assertThat(TimeUnit.NANOSECONDS.toMillis(System.nanoTime() - start)).isLessThan(5000);
      assertThat(o.errLines()).filteredOn(l -> l.startsWith("ycsb: ")).containsExactly(
          "ycsb: error: database init failed: memcached at " + silent.hostAndPort() + " did not answer 'version' "
          + "within 1000 ms (memcached.connectTimeoutMillis): is it a memcached server? (memcached.hosts)");
    }
  }
}
