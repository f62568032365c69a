package site.ycsb.testing;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * A command a test runs in a process of its own (a child JVM, a script, a tool), with a hard timeout: a command
 * still running at its end is killed with every process it started, and the test fails naming it. Its streams
 * go to files, never to pipes, so a chatty process cannot block on a full pipe; stdin is closed.
 */
public final class ProcessRun {
  private static final Duration DEFAULT_TIMEOUT = Duration.ofSeconds(120);

  private final List<String> command;
  private final Path directory;
  private final Map<String, String> environment;
  private final Duration timeout;
  private final boolean errIntoOut;
  private final Path outFile;
  private final Path errFile;

  private ProcessRun(List<String> command, Path directory, Map<String, String> environment, Duration timeout,
      boolean errIntoOut, Path outFile, Path errFile) {
    this.command = List.copyOf(command);
    this.directory = directory;
    this.environment = Map.copyOf(environment);
    this.timeout = timeout;
    this.errIntoOut = errIntoOut;
    this.outFile = outFile;
    this.errFile = errFile;
  }

  public static ProcessRun of(List<String> command) {
    return new ProcessRun(command, null, Map.of(), DEFAULT_TIMEOUT, false, null, null);
  }

  public static ProcessRun of(String... command) {
    return of(List.of(command));
  }

  public List<String> command() {
    return command;
  }

  /** Runs in {@code dir} rather than the test's working directory. */
  public ProcessRun in(Path dir) {
    return new ProcessRun(command, dir, environment, timeout, errIntoOut, outFile, errFile);
  }

  /** With {@code name=value} added to the environment the test's JVM has. */
  public ProcessRun withEnv(String name, String value) {
    Map<String, String> env = new HashMap<>(environment);
    env.put(name, value);
    return new ProcessRun(command, directory, env, timeout, errIntoOut, outFile, errFile);
  }

  /** Killed, and the test failed, when it runs longer than {@code limit} (120 s unless said). */
  public ProcessRun timeout(Duration limit) {
    return new ProcessRun(command, directory, environment, limit, errIntoOut, outFile, errFile);
  }

  /** stderr into stdout, interleaved as a terminal shows them; the outcome's stderr is then empty. */
  public ProcessRun errIntoOut() {
    return new ProcessRun(command, directory, environment, timeout, true, outFile, errFile);
  }

  /** stdout and stderr kept in these files (for a look after the test) rather than in temporary ones. */
  public ProcessRun keepingOutput(Path stdout, Path stderr) {
    return new ProcessRun(command, directory, environment, timeout, errIntoOut, stdout, stderr);
  }

  /** Runs the command to its end and returns what it printed; fails the test at the timeout. */
  public ProcessOutcome run() throws IOException, InterruptedException {
    try (RunningProcess running = start()) {
      return running.await(timeout);
    }
  }

  /** Starts the command and returns at once: for a test that signals or watches it while it runs. */
  public RunningProcess start() throws IOException {
    Path out = outFile != null ? outFile : Files.createTempFile("ycsb-test-", ".stdout");
    Path err = errFile != null ? errFile : Files.createTempFile("ycsb-test-", ".stderr");
    ProcessBuilder builder = new ProcessBuilder(new ArrayList<>(command))
        .redirectOutput(out.toFile()).redirectErrorStream(errIntoOut);
    if (!errIntoOut) {
      builder.redirectError(err.toFile());
    }
    if (directory != null) {
      builder.directory(directory.toFile());
    }
    builder.environment().putAll(environment);
    Process process = builder.start();
    process.getOutputStream().close();
    return new RunningProcess(command, process, out, err, outFile == null);
  }

  /** Kills {@code process} and every process it started, the deepest first, and waits for them to end. */
  public static void killTree(ProcessHandle process) {
    List<ProcessHandle> all = new ArrayList<>(process.descendants().toList());
    all.add(process);
    all.forEach(ProcessHandle::destroyForcibly);
    for (ProcessHandle p : all) {
      try {
        p.onExit().get(10, java.util.concurrent.TimeUnit.SECONDS);
      } catch (InterruptedException e) {
        Thread.currentThread().interrupt();
        return;
      } catch (java.util.concurrent.ExecutionException | java.util.concurrent.TimeoutException e) {
        // a process that does not end within 10 s of kill -9 is the kernel's to reap, not the test's
      }
    }
  }

  static String read(Path file) {
    try {
      return Files.exists(file) ? Files.readString(file) : "";
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }
}
