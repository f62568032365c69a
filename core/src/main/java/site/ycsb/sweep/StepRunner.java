package site.ycsb.sweep;

import java.io.File;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.io.PrintStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.TimeUnit;

/**
 * Runs one client process: stdout to {@code stdout.txt}, stderr to {@code stderr.txt} (and, with
 * {@code -s}, on to our stderr so the status line stays visible), stopped when its time is up.
 */
final class StepRunner {
  /** How long a stopped child gets to write its results before it is killed. */
  static final long STOP_GRACE_MS = 30_000;

  private final StopSwitch stopSwitch;
  private final PrintStream console;

  StepRunner(StopSwitch stopSwitch, PrintStream console) {
    this.stopSwitch = stopSwitch;
    this.console = console;
  }

  StepOutcome run(List<String> command, Path dir, boolean showStderr, double timeoutSeconds)
      throws InterruptedException {
    long start = System.nanoTime();
    Process process;
    Thread pump = null;
    try {
      Files.createDirectories(dir);
      ProcessBuilder pb = new ProcessBuilder(command).redirectOutput(dir.resolve("stdout.txt").toFile())
          .redirectInput(ProcessBuilder.Redirect.from(new File(nullDevice())));
      File stderrFile = dir.resolve("stderr.txt").toFile();
      if (!showStderr) {
        pb.redirectError(stderrFile);
      }
      process = pb.start();
      if (showStderr) {
        pump = startPump(process.getErrorStream(), stderrFile.toPath());
      }
    } catch (IOException e) {
      return new StepOutcome(null, elapsedMs(start), false, false, "cannot start the client: " + e.getMessage());
    }
    if (!stopSwitch.register(process)) {
      process.waitFor(STOP_GRACE_MS, TimeUnit.MILLISECONDS);
      StopSwitch.kill(process);
      return new StepOutcome(null, elapsedMs(start), false, true, null);
    }
    boolean timedOut = false;
    long timeoutNs = (long) (timeoutSeconds * 1e9);
    Long killAt = null; // set once the child has been asked to stop
    try {
      while (!process.waitFor(200, TimeUnit.MILLISECONDS)) {
        long now = System.nanoTime();
        if (!timedOut && timeoutNs > 0 && now - start > timeoutNs) {
          timedOut = true;
          StopSwitch.terminate(process);
        }
        if ((timedOut || stopSwitch.isStopped()) && killAt == null) {
          killAt = now + TimeUnit.MILLISECONDS.toNanos(STOP_GRACE_MS);
        }
        if (killAt != null && now - killAt > 0) {
          StopSwitch.kill(process);
          process.waitFor();
        }
      }
      if (pump != null) {
        pump.join(5_000);
      }
    } finally {
      stopSwitch.unregister();
    }
    int code = process.exitValue();
    return new StepOutcome(code, elapsedMs(start), timedOut, stopSwitch.stoppedWith(code), null);
  }

  private Thread startPump(InputStream from, Path file) {
    Thread t = new Thread(() -> {
      try (InputStream in = from; OutputStream fileOut = Files.newOutputStream(file)) {
        byte[] buf = new byte[8192];
        int n;
        while ((n = in.read(buf)) >= 0) {
          fileOut.write(buf, 0, n);
          fileOut.flush();
          console.write(buf, 0, n);
          console.flush();
        }
      } catch (IOException e) {
        // the child is gone; what it wrote so far is kept
      }
    }, "sweep-stderr");
    t.setDaemon(true);
    t.start();
    return t;
  }

  private static long elapsedMs(long startNs) {
    return TimeUnit.NANOSECONDS.toMillis(System.nanoTime() - startNs);
  }

  private static String nullDevice() {
    return System.getProperty("os.name").startsWith("Windows") ? "NUL" : "/dev/null";
  }
}
