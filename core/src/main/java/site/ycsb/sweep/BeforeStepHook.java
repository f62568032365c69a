package site.ycsb.sweep;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.util.Locale;
import java.util.concurrent.TimeUnit;
import site.ycsb.Redactor;
import site.ycsb.launcher.ShellCommand;

/**
 * Runs the {@code --before-step} shell command (sh -c, or cmd /c on Windows) and records what it did. It
 * is stopped by Ctrl-C like a step, and by the step timeout when one is set.
 */
final class BeforeStepHook {
  static final int MAX_OUTPUT = 4000;
  /** How long a stopped command and its children get between SIGTERM and SIGKILL. */
  static final long STOP_GRACE_NS = TimeUnit.MILLISECONDS.toNanos(800);

  private final String command;
  private final StopSwitch stopSwitch;
  private final double timeoutSeconds;
  private final Redactor redactor;

  /** {@code redactor} hides the secrets of the command and of its output in what is shown and recorded. */
  BeforeStepHook(String command, StopSwitch stopSwitch, double timeoutSeconds, Redactor redactor) {
    this.command = command;
    this.stopSwitch = stopSwitch;
    this.timeoutSeconds = timeoutSeconds;
    this.redactor = redactor.withSecretsIn(command); // its output may repeat the password of its -a
  }

  HookRecord run() throws InterruptedException {
    long start = System.nanoTime();
    String shown = redactor.text(command);
    Process process;
    try {
      process = ShellCommand.builder(command).redirectErrorStream(true)
          .redirectInput(ProcessBuilder.Redirect.from(new java.io.File(nullDevice()))).start();
    } catch (IOException e) {
      return new HookRecord(shown, null, "", elapsedMs(start), "--before-step cannot start: "
          + redactor.text(e.getMessage()));
    }
    ByteArrayOutputStream captured = new ByteArrayOutputStream();
    Thread reader = new Thread(() -> copy(process.getInputStream(), captured), "before-step-output");
    reader.setDaemon(true);
    reader.start();
    if (!stopSwitch.register(process)) {
      return new HookRecord(shown, null, "", elapsedMs(start), "the sweep was interrupted");
    }
    boolean timedOut = false;
    try {
      long timeoutNs = (long) (timeoutSeconds * 1e9);
      long stoppedAt = 0;
      while (!process.waitFor(100, TimeUnit.MILLISECONDS)) {
        long now = System.nanoTime();
        if (!timedOut && timeoutNs > 0 && now - start > timeoutNs) {
          timedOut = true;
          StopSwitch.kill(process);
        }
        // Ctrl-C sent the command and its children SIGTERM; what ignores it is killed after a second.
        if (stopSwitch.isStopped()) {
          stoppedAt = stoppedAt == 0 ? now : stoppedAt;
          if (now - stoppedAt > STOP_GRACE_NS) {
            StopSwitch.kill(process);
          }
        }
      }
      reader.join(2_000);
    } finally {
      stopSwitch.unregister();
    }
    String output = tail(captured);
    int code = process.exitValue();
    String failure = null;
    if (stopSwitch.stoppedWith(code)) {
      failure = "the sweep was interrupted during --before-step";
    } else if (timedOut) {
      failure = String.format(Locale.ROOT, "--before-step stopped after %.0f s (--step-timeout)", timeoutSeconds);
    } else if (code != 0) {
      String last = lastLine(output);
      failure = "--before-step exited with " + code + (last.isEmpty() ? "" : ": " + last);
    }
    return new HookRecord(shown, code, output, elapsedMs(start), failure);
  }

  private static void copy(InputStream in, ByteArrayOutputStream to) {
    try (InputStream from = in) {
      from.transferTo(to);
    } catch (IOException e) {
      // the hook is gone; what it wrote so far is kept
    }
  }

  private String tail(ByteArrayOutputStream captured) {
    String s = redactor.text(captured.toString(StandardCharsets.UTF_8).strip());
    return s.length() > MAX_OUTPUT ? "..." + s.substring(s.length() - MAX_OUTPUT) : s;
  }

  private static String lastLine(String output) {
    String[] lines = output.strip().split("\\R");
    return OneLine.of(lines[lines.length - 1]);
  }

  private static long elapsedMs(long startNs) {
    return TimeUnit.NANOSECONDS.toMillis(System.nanoTime() - startNs);
  }

  private static String nullDevice() {
    return System.getProperty("os.name").startsWith("Windows") ? "NUL" : "/dev/null";
  }
}
