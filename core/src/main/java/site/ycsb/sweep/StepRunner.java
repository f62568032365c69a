package site.ycsb.sweep;

import java.io.BufferedReader;
import java.io.BufferedWriter;
import java.io.File;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.TimeUnit;
import site.ycsb.Redactor;
import site.ycsb.launcher.SecretArguments;

/**
 * Runs one client process: stdout to {@code stdout.txt}, stderr to {@code stderr.txt} (and, with
 * {@code -s}, on to our stderr so the status line stays visible), stopped when its time is up. Both files
 * pass through the sweep's redactor line by line, as our own output does: a JVM repeats what it was given
 * ("Picked up JAVA_TOOL_OPTIONS: ..."), a driver may print its connection string. The arguments that hold a
 * secret reach the client in its environment ({@link SecretArguments}), never on its command line.
 */
final class StepRunner {
  /** How long a stopped child gets to write its results before it is killed. */
  static final long STOP_GRACE_MS = 30_000;

  private final StopSwitch stopSwitch;
  private final PrintStream console;
  private final Redactor redactor;

  StepRunner(StopSwitch stopSwitch, PrintStream console, Redactor redactor) {
    this.stopSwitch = stopSwitch;
    this.console = console;
    this.redactor = redactor;
  }

  StepOutcome run(ChildJvm jvm, String mainClass, List<String> args, Path dir, boolean showStderr,
      double timeoutSeconds) throws InterruptedException {
    long start = System.nanoTime();
    Process process;
    Thread outPump;
    Thread errPump;
    try {
      Files.createDirectories(dir);
      SecretArguments.Split split = SecretArguments.split(args, redactor);
      ProcessBuilder pb = new ProcessBuilder(jvm.command(mainClass, split.visible()))
          .redirectInput(ProcessBuilder.Redirect.from(new File(nullDevice())));
      split.applyTo(pb.environment());
      jvm.applyTo(pb.environment());
      process = pb.start();
      outPump = startPump(process.getInputStream(), dir.resolve("stdout.txt"), null, "sweep-stdout");
      errPump = startPump(process.getErrorStream(), dir.resolve("stderr.txt"), showStderr ? console : null,
          "sweep-stderr");
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
      outPump.join(5_000);
      errPump.join(5_000);
    } finally {
      stopSwitch.unregister();
    }
    int code = process.exitValue();
    return new StepOutcome(code, elapsedMs(start), timedOut, stopSwitch.stoppedWith(code), null);
  }

  /** Copies a child's stream line by line, secrets hidden, into {@code file} (and on to {@code echo}). */
  private Thread startPump(InputStream from, Path file, PrintStream echo, String name) throws IOException {
    BufferedWriter fileOut = Files.newBufferedWriter(file, StandardCharsets.UTF_8);
    Thread t = new Thread(() -> {
      try (BufferedReader in = new BufferedReader(new InputStreamReader(from, StandardCharsets.UTF_8));
          BufferedWriter w = fileOut) {
        for (String line = in.readLine(); line != null; line = in.readLine()) {
          String shown = redactor.text(line);
          w.write(shown);
          w.write('\n');
          w.flush();
          if (echo != null) {
            echo.println(shown);
            echo.flush();
          }
        }
      } catch (IOException e) {
        // the child is gone; what it wrote so far is kept
      }
    }, name);
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
