package site.ycsb.db.mongodb;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Properties;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;
import site.ycsb.ClientHarness;
import site.ycsb.DBException;
import site.ycsb.WrongServer;
import site.ycsb.db.MongoDbClient;
import site.ycsb.testing.FreePorts;

/**
 * What is not a MongoDB server, whichever MongoDB the other tests use: nothing listening, an HTTP server (the
 * stand-in that answers any byte at once, and python's http.server, which waits for a whole request line),
 * and a listener that never answers. Each fails in one line within the time the README states.
 */
class MongoDbClientWrongServerTest {
  private static final String SECRET = "Hunter2Secret";

  @TempDir
  Path tmp;

  private static MongoDbClient open(String url) throws DBException {
    Properties p = new Properties();
    p.setProperty("mongodb.url", url);
    MongoDbClient db = new MongoDbClient();
    db.setProperties(p);
    db.init();
    return db;
  }

  private static ClientHarness.Outcome load(String url, String... more) {
    List<String> a = new ArrayList<>(List.of("-db", MongoDbClient.class.getName(),
        "-P", "../workloads/workloada", "-load", "-p", "mongodb.url=" + url));
    a.addAll(List.of(more));
    return ClientHarness.run(a);
  }

  @Test
  void unreachableServerFailsClearlyWithinTheSelectionTimeoutWithoutShowingThePassword() throws IOException {
    int port = FreePorts.loopback();
    // The statistics connection gives up after stats.timeout (3 s here, 10 s by default), shorter than
    // serverSelectionTimeoutMS (5 s here, 30 s by default): the run must still end after the latter, not the sum.
    String url = "mongodb://ycsb:" + SECRET + "@127.0.0.1:" + port + "/ycsb?serverSelectionTimeoutMS=5000";
    Path dir = tmp.resolve("unreachable");
    long start = System.nanoTime();
    ClientHarness.Outcome o = load(url, "-p", "recordcount=100", "-threads", "8", "-p", "stats.timeout=3",
        "-p", "results.dir=" + dir);
    long ms = TimeUnit.NANOSECONDS.toMillis(System.nanoTime() - start);
    System.out.printf("[faults] mongodb unreachable, serverSelectionTimeoutMS=5000, stats.timeout=3: run ended after"
        + " %d ms%n", ms);
    assertThat(o.exitCode()).isNotZero();
    assertThat(o.err()).contains("cannot reach MongoDB at 127.0.0.1:" + port + " within 5000 ms");
    // Eight threads and the statistics connection, one wait: the others get the first failure at once.
    assertThat(ms).isLessThan(5000 + 2000);
    assertNoSecret(o, dir);
  }

  @Test
  void anHttpStandInIsOneLineAtInit() throws Exception {
    try (WrongServer http = WrongServer.start(WrongServer.Mode.HTTP)) {
      assertHttpRefusedQuickly(http.hostAndPort());
    }
  }

  /** Real HTTP servers read a whole request line before they answer: the driver's hello has no newline. */
  @ParameterizedTest
  @EnumSource(value = WrongServer.Mode.class, names = {"HTTP_JDK", "HTTP_PYTHON"})
  void aRealHttpServerIsOneLineAtInit(WrongServer.Mode mode) throws Exception {
    try (WrongServer http = WrongServer.start(mode)) {
      assertHttpRefusedQuickly(http.hostAndPort());
    }
  }

  private static void assertHttpRefusedQuickly(String hostAndPort) {
    long start = System.nanoTime();
    assertThatThrownBy(() -> open("mongodb://" + hostAndPort + "/faults?serverSelectionTimeoutMS=20000"))
        .isInstanceOf(DBException.class)
        .hasMessageContaining(hostAndPort)
        .hasMessageContaining("does not answer as MongoDB does")
        .hasMessageContaining("is it a MongoDB server?");
    long took = TimeUnit.NANOSECONDS.toMillis(System.nanoTime() - start);
    System.out.printf("[faults] mongodb HTTP listener %s: init failed after %d ms%n", hostAndPort, took);
    assertThat(took).as("not the whole server selection time-out").isLessThan(5000);
  }

  @Test
  void anHttpServerEndsTheWholeRunInOneLine() throws Exception {
    try (WrongServer http = WrongServer.start(WrongServer.Mode.HTTP_PYTHON)) {
      long start = System.nanoTime();
      ClientHarness.Outcome o = load("mongodb://" + http.hostAndPort() + "/faults", "-p", "recordcount=10",
          "-threads", "2");
      long took = TimeUnit.NANOSECONDS.toMillis(System.nanoTime() - start);
      System.out.printf("[faults] mongodb python http.server: run ended after %d ms, exit %d%n", took, o.exitCode());
      assertThat(o.exitCode()).isEqualTo(1);
      assertThat(took).isLessThan(8000);
      assertThat(o.errLines()).filteredOn(l -> l.startsWith("ycsb: ")).singleElement().asString()
          .startsWith("ycsb: error: ").contains(http.hostAndPort()).contains("is it a MongoDB server?");
    }
  }

  @Test
  void aSilentListenerEndsTheWholeRunInOneLine() throws Exception {
    try (WrongServer silent = WrongServer.start(WrongServer.Mode.SILENT)) {
      long start = System.nanoTime();
      ClientHarness.Outcome o = ClientHarness.run("-db", MongoDbClient.class.getName(), "-t",
          "-p", "mongodb.url=mongodb://" + silent.hostAndPort() + "/faults?serverSelectionTimeoutMS=2000"
              + "&connectTimeoutMS=1000", "-p", "operationcount=10", "-threads", "2");
      long took = TimeUnit.NANOSECONDS.toMillis(System.nanoTime() - start);
      System.out.printf("[faults] mongodb silent listener: run ended after %d ms, exit %d%n", took, o.exitCode());
      assertThat(o.exitCode()).isEqualTo(1);
      assertThat(took).isLessThan(6000);
      assertThat(o.errLines()).filteredOn(l -> l.startsWith("ycsb: ")).singleElement().asString()
          .startsWith("ycsb: error: ").contains(silent.hostAndPort());
    }
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
