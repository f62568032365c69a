package site.ycsb;

import java.io.IOException;
import java.net.InetSocketAddress;
import java.net.Socket;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.function.IntFunction;
import org.junit.jupiter.api.Assertions;
import org.junit.jupiter.api.Assumptions;
import site.ycsb.testing.FreePorts;

/**
 * A real server process (redis-server, memcached, ...) of a test's own, on a free loopback port, that the
 * test can kill and start again on the same port: for the fault tests, which cannot restart the shared
 * servers of scripts/test-all.sh. A missing binary skips the test, or fails it under
 * {@code YCSB_TEST_REQUIRE_SERVERS=1}, like {@link TestServers}.
 */
public final class ServerProcess implements AutoCloseable {
  private final List<String> command;
  private final int port;
  private final Path log;
  private Process process;

  private ServerProcess(List<String> command, int port, Path log) {
    this.command = command;
    this.port = port;
    this.log = log;
  }

  /**
   * Starts {@code binary} (a name looked up on PATH, or a path) with the arguments {@code args} gives for the port,
   * and waits until it listens.
   */
  public static ServerProcess start(String binary, IntFunction<List<String>> args) throws IOException {
    String found = onPath(binary);
    if (found == null) {
      String reason = binary + " is not installed (scripts/test-all.sh installs it)";
      if ("1".equals(System.getenv(TestServers.REQUIRE_ALL))) {
        Assertions.fail(reason);
      }
      Assumptions.abort(reason);
    }
    int port = FreePorts.loopback();
    List<String> command = new ArrayList<>();
    command.add(found);
    command.addAll(args.apply(port));
    Path log = Files.createTempFile("ycsb-" + Path.of(binary).getFileName(), ".log");
    ServerProcess server = new ServerProcess(command, port, log);
    server.startAgain();
    return server;
  }

  public int port() {
    return port;
  }

  public String hostAndPort() {
    return "127.0.0.1:" + port;
  }

  /** kill -9: the server ends without a word to its clients. */
  public void kill() throws InterruptedException {
    process.destroyForcibly();
    process.waitFor(10, TimeUnit.SECONDS);
  }

  /**
   * kill -STOP: the server keeps its connections open and answers nothing, until {@link #resume}. Returns only once
   * every thread of the server has stopped: kill returns when the signal is sent, and on a loaded host a worker
   * thread may still answer a request or two before the group stop reaches it.
   */
  public void pause() throws IOException, InterruptedException {
    signal("-STOP");
    awaitAllThreadsStopped(process.pid());
  }

  /** Until /proc says every thread of {@code pid} is stopped (state T); at most 10 s. No /proc: returns at once. */
  private static void awaitAllThreadsStopped(long pid) throws IOException, InterruptedException {
    Path tasks = Path.of("/proc", Long.toString(pid), "task");
    if (!Files.isDirectory(tasks)) {
      return;
    }
    long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(10);
    while (!allStopped(tasks)) {
      if (System.nanoTime() > deadline) {
        throw new IOException("process " + pid + " did not stop within 10 s of SIGSTOP");
      }
      Thread.sleep(5);
    }
  }

  private static boolean allStopped(Path tasks) throws IOException {
    try (var threads = Files.list(tasks)) {
      for (Path thread : (Iterable<Path>) threads::iterator) {
        String stat;
        try {
          stat = Files.readString(thread.resolve("stat"));
        } catch (IOException ended) {
          continue;  // a thread that ended meanwhile
        }
        // The state is the first field after the command name, which is in parentheses and may hold spaces.
        char state = stat.charAt(stat.lastIndexOf(')') + 2);
        if (state != 'T' && state != 't') {
          return false;
        }
      }
    }
    return true;
  }

  /** kill -CONT after {@link #pause}. */
  public void resume() throws IOException, InterruptedException {
    signal("-CONT");
  }

  private void signal(String which) throws IOException, InterruptedException {
    Process kill = new ProcessBuilder("kill", which, Long.toString(process.pid())).inheritIO().start();
    if (kill.waitFor() != 0) {
      throw new IOException("kill " + which + " " + process.pid() + " failed");
    }
  }

  /** Starts the server again on the same port and waits until it accepts connections. */
  public void startAgain() throws IOException {
    process = new ProcessBuilder(command).redirectErrorStream(true).redirectOutput(log.toFile()).start();
    long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(15);
    while (System.nanoTime() < deadline) {
      try (Socket s = new Socket()) {
        s.connect(new InetSocketAddress("127.0.0.1", port), 200);
        return;
      } catch (IOException notYet) {
        if (!process.isAlive()) {
          break;
        }
        sleep(50);
      }
    }
    throw new IOException(command.get(0) + " did not listen on port " + port + ": " + Files.readString(log));
  }

  @Override
  public void close() throws InterruptedException {
    if (process != null) {
      kill();
    }
    try {
      Files.deleteIfExists(log);
    } catch (IOException ignored) {
      // a temporary file
    }
  }

  private static String onPath(String binary) {
    if (binary.contains(java.io.File.separator)) {
      return Files.isExecutable(Path.of(binary)) ? binary : null;  // a binary named by its path
    }
    for (String dir : System.getenv().getOrDefault("PATH", "").split(java.io.File.pathSeparator)) {
      Path p = Path.of(dir, binary);
      if (Files.isExecutable(p)) {
        return p.toString();
      }
    }
    for (String dir : List.of("/usr/sbin", "/usr/bin", "/usr/local/bin")) {
      Path p = Path.of(dir, binary);
      if (Files.isExecutable(p)) {
        return p.toString();
      }
    }
    return null;
  }

  private static void sleep(long ms) {
    try {
      Thread.sleep(ms);
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
    }
  }
}
