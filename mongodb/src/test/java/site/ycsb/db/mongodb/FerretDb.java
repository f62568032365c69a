package site.ycsb.db.mongodb;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Comparator;
import java.util.List;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.stream.Stream;
import org.junit.jupiter.api.Assertions;
import org.junit.jupiter.api.Assumptions;
import site.ycsb.ServerProcess;
import site.ycsb.TestServers;

/**
 * FerretDB (v1.24, SQLite backend), an independently written MongoDB-wire server, built and started by
 * scripts/servers/ferretdb.sh: the one it started ({@code YCSB_TEST_FERRETDB}), shared by the tests, each in a
 * database of its own; or a process of a test's own ({@code YCSB_TEST_FERRETDB_BIN}) that it may kill and start
 * again. Missing, a test is skipped with the reason, or fails under {@code YCSB_TEST_REQUIRE_SERVERS=1}.
 *
 * <p>Where FerretDB v1.24.2 answers otherwise than MongoDB (what these tests assert): serverStatus has no
 * {@code storageEngine}, {@code network} or {@code extra_info} sections (so no engine, network or CPU figures),
 * names the process {@code ferretdb} and gives its own version in {@code ferretdbVersion}; buildInfo gives the
 * MongoDB version it answers as (7.0.x); dbStats and collStats sizes are SQLite's, in whole 4 KiB pages; a
 * restarted server keeps its data (SQLite files), where the in-JVM stand-in starts empty.
 */
final class FerretDb implements TestMongo {
  private static final AtomicInteger DATABASES = new AtomicInteger();

  private final String hostAndPort;
  private final ServerProcess process;
  private final Path dir;
  private final String suffix;

  private FerretDb(String hostAndPort, ServerProcess process, Path dir, String suffix) {
    this.hostAndPort = hostAndPort;
    this.process = process;
    this.dir = dir;
    this.suffix = suffix;
  }

  /** The test script's FerretDB; each instance names its databases apart from every other test's. */
  static FerretDb shared() {
    String address = TestServers.require("FERRETDB").hostAndPort();
    return new FerretDb(address, null, null, "_" + ProcessHandle.current().pid() + "_" + DATABASES.incrementAndGet());
  }

  /** A FerretDB process of the test's own, on a free loopback port, its SQLite files in a temporary folder. */
  static FerretDb own() throws IOException {
    String binary = TestServers.value("FERRETDB_BIN");
    if (binary == null) {
      String reason = "YCSB_TEST_FERRETDB_BIN is not set: scripts/servers/ferretdb.sh builds FerretDB and sets it";
      if ("1".equals(System.getenv(TestServers.REQUIRE_ALL))) {
        Assertions.fail(reason);
      }
      Assumptions.abort(reason);
    }
    Path dir = Files.createTempDirectory("ycsb-ferretdb");
    Files.createDirectories(dir.resolve("data"));
    Files.createDirectories(dir.resolve("state"));
    ServerProcess process = ServerProcess.start(binary, port -> List.of("--handler=sqlite",
        "--sqlite-url=file:" + dir.resolve("data") + "/", "--listen-addr=127.0.0.1:" + port, "--debug-addr=-",
        "--telemetry=disable", "--state-dir=" + dir.resolve("state"), "--log-level=warn"));
    return new FerretDb(process.hostAndPort(), process, dir, "");
  }

  @Override
  public String hostAndPort() {
    return hostAndPort;
  }

  @Override
  public String database(String name) {
    return name + suffix;
  }

  /** kill -9. */
  @Override
  public void stop() throws InterruptedException {
    ownProcess().kill();
  }

  @Override
  public void restart() throws IOException {
    ownProcess().startAgain();
  }

  private ServerProcess ownProcess() {
    if (process == null) {
      throw new IllegalStateException("the shared FerretDB is not the test's own to stop: use FerretDb.own()");
    }
    return process;
  }

  @Override
  public void close() {
    if (process == null) {
      return;
    }
    try {
      process.close();
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
    }
    try (Stream<Path> files = Files.walk(dir)) {
      for (Path p : files.sorted(Comparator.reverseOrder()).toList()) {
        Files.deleteIfExists(p);
      }
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }
}
