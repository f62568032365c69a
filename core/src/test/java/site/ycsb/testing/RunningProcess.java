package site.ycsb.testing;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.concurrent.TimeUnit;

/**
 * A process {@link ProcessRun#start} started. Closing it kills it and every process it started, so a test that
 * fails halfway leaves nothing running.
 */
public final class RunningProcess implements AutoCloseable {
  private final List<String> command;
  private final Process process;
  private final Path out;
  private final Path err;
  private final boolean temporaryFiles;

  RunningProcess(List<String> command, Process process, Path out, Path err, boolean temporaryFiles) {
    this.command = command;
    this.process = process;
    this.out = out;
    this.err = err;
    this.temporaryFiles = temporaryFiles;
  }

  public Process process() {
    return process;
  }

  public long pid() {
    return process.pid();
  }

  /** What it printed on stdout so far. */
  public String out() {
    return ProcessRun.read(out);
  }

  /** What it printed on stderr so far. */
  public String err() {
    return ProcessRun.read(err);
  }

  /** Waits until {@code fragment} appears on stdout; fails if the process ends or {@code limit} passes first. */
  public void awaitOut(String fragment, Duration limit) throws InterruptedException {
    awaitText(fragment, limit, true);
  }

  /** Waits until {@code fragment} appears on stderr; fails if the process ends or {@code limit} passes first. */
  public void awaitErr(String fragment, Duration limit) throws InterruptedException {
    awaitText(fragment, limit, false);
  }

  private void awaitText(String fragment, Duration limit, boolean onOut) throws InterruptedException {
    long deadline = System.nanoTime() + limit.toNanos();
    while (!(onOut ? out() : err()).contains(fragment)) {
      if (!process.isAlive()) {
        throw new AssertionError("ended (exit " + process.exitValue() + ") before '" + fragment + "' on "
            + (onOut ? "stdout" : "stderr") + ": " + String.join(" ", command) + "\n" + outcome().describe());
      }
      if (System.nanoTime() > deadline) {
        throw new AssertionError("no '" + fragment + "' on " + (onOut ? "stdout" : "stderr") + " within "
            + limit.toSeconds() + " s: " + String.join(" ", command) + "\n" + outcome().describe());
      }
      Thread.sleep(50);
    }
  }

  /**
   * Waits for the end and returns what it printed; at {@code limit} kills it with every process it started and
   * fails the test.
   */
  public ProcessOutcome await(Duration limit) throws InterruptedException {
    if (!process.waitFor(limit.toMillis(), TimeUnit.MILLISECONDS)) {
      ProcessRun.killTree(process.toHandle());
      throw new AssertionError("no end within " + limit.toSeconds() + " s, killed: " + String.join(" ", command)
          + "\n" + outcome().describe());
    }
    return outcome();
  }

  private ProcessOutcome outcome() {
    return new ProcessOutcome(process.isAlive() ? -1 : process.exitValue(), out(), err());
  }

  /** Kills the process and every process it started, and removes the temporary files of its streams. */
  @Override
  public void close() {
    ProcessRun.killTree(process.toHandle());
    if (temporaryFiles) {
      try {
        Files.deleteIfExists(out);
        Files.deleteIfExists(err);
      } catch (IOException ignored) {
        // a temporary file
      }
    }
  }
}
