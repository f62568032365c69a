package site.ycsb.engine;

import java.io.Console;
import java.io.PrintStream;
import java.lang.reflect.Method;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.TimeUnit;
import java.util.function.LongSupplier;
import org.HdrHistogram.Histogram;
import site.ycsb.ClientThread;
import site.ycsb.measurements.Measurements;
import site.ycsb.measurements.OneMeasurement;

/**
 * The one-line progress display on a terminal: phase, elapsed and remaining time, ops/s, the last interval's
 * p99 and the errors so far, rewritten in place (carriage return) once a second and cleared at the end. Shown
 * only when the client runs on an interactive terminal and without {@code -s} (whose lines it would garble);
 * never when output is piped or redirected.
 */
final class ProgressLine {
  private static final int WIDTH = 100;

  private final ScheduledExecutorService executor;
  private final PrintStream err;

  private ProgressLine(ScheduledExecutorService executor, PrintStream err) {
    this.executor = executor;
    this.err = err;
  }

  /** Whether the process runs on an interactive terminal (on JDK 22+, Console.isTerminal()). */
  static boolean onTerminal() {
    Console console = System.console();
    if (console == null) {
      return false;
    }
    try {
      Method isTerminal = Console.class.getMethod("isTerminal");
      return (Boolean) isTerminal.invoke(console);
    } catch (ReflectiveOperationException e) {
      return true;  // before JDK 22 a console exists only on a terminal
    }
  }

  /** What the line shows and how it knows it. */
  record Source(String phase, List<ClientThread> clients, Measurements measurements, long operationCount,
      long maxExecutionSeconds, LongSupplier measuredStartMs) {
  }

  static ProgressLine start(Source source, PrintStream err) {
    ScheduledExecutorService executor = Executors.newSingleThreadScheduledExecutor(r -> {
      Thread t = new Thread(r, "ycsb-progress");
      t.setDaemon(true);
      return t;
    });
    long[] last = {0, System.nanoTime()};
    executor.scheduleAtFixedRate(() -> {
      long ops = 0;
      for (ClientThread c : source.clients()) {
        ops += c.getOpsDone();
      }
      long now = System.nanoTime();
      double rate = (ops - last[0]) * 1e9 / Math.max(1, now - last[1]);
      last[0] = ops;
      last[1] = now;
      err.print("\r" + pad(text(source, ops, rate)));
      err.flush();
    }, 1, 1, TimeUnit.SECONDS);
    return new ProgressLine(executor, err);
  }

  static String text(Source s, long ops, double rate) {
    long startMs = s.measuredStartMs().getAsLong();
    long elapsedS = startMs == 0 ? 0 : Math.max(0, (System.currentTimeMillis() - startMs) / 1000);
    String remaining = "?";
    long byCount = s.operationCount() > 0 && rate > 0 ? (long) ((s.operationCount() - ops) / rate) : Long.MAX_VALUE;
    long byTime = s.maxExecutionSeconds() > 0 ? Math.max(0, s.maxExecutionSeconds() - elapsedS) : Long.MAX_VALUE;
    if (Math.min(byCount, byTime) != Long.MAX_VALUE) {
      remaining = clock(Math.min(byCount, byTime));
    }
    double p99Us = 0;
    long errors = 0;
    for (OneMeasurement m : s.measurements().operationSeries()) {
      Optional<Histogram> h = m.lastIntervalHistogram();
      if (h.isPresent() && h.get().getTotalCount() > 0 && !m.getName().contains("-")) {
        p99Us = Math.max(p99Us, h.get().getValueAtPercentile(99));
      }
      for (Map.Entry<String, Long> e : m.statusCounts().entrySet()) {
        if (!"OK".equals(e.getKey()) && !"BATCHED_OK".equals(e.getKey()) && !"NOT_FOUND".equals(e.getKey())
            && !"EXPIRED".equals(e.getKey())) {
          errors += e.getValue();
        }
      }
    }
    return String.format(Locale.ROOT, "[%s] %s elapsed, %s left, %d ops, %.0f ops/s, p99 %s, errors %d", s.phase(),
        clock(elapsedS), remaining, ops, rate, p99Us == 0 ? "-" : String.format(Locale.ROOT, "%.2f ms",
            p99Us / 1000), errors);
  }

  private static String pad(String text) {
    return text.length() >= WIDTH ? text : text + " ".repeat(WIDTH - text.length());
  }

  /** m:ss, or h:mm:ss from an hour on (the sweep's clock). */
  static String clock(long seconds) {
    long h = seconds / 3600;
    long m = seconds % 3600 / 60;
    long s = seconds % 60;
    return h > 0 ? String.format(Locale.ROOT, "%d:%02d:%02d", h, m, s) : String.format(Locale.ROOT, "%d:%02d", m, s);
  }

  /** Stops and clears the line, so that what follows starts at the line's beginning. */
  void stop() throws InterruptedException {
    executor.shutdown();
    executor.awaitTermination(2, TimeUnit.SECONDS);
    err.print("\r" + " ".repeat(WIDTH) + "\r");
    err.flush();
  }
}
