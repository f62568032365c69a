package site.ycsb.metrics;

import java.io.IOException;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.function.Consumer;
import java.util.logging.Level;
import java.util.logging.Logger;
import site.ycsb.ErrorText;

/**
 * What a failed scrape means for the run's output. A scraper that goes away before it has read the whole answer
 * (a time-out, {@code curl | head}, a reset) is normal: at most one debug line. A collector that fails is the
 * endpoint's fault: one warning line, once per distinct message, never a stack trace.
 *
 * <p>The HTTP server library logs both through java.util.logging at SEVERE with their stack traces, on the run's
 * stderr; its logger is silenced here, for this handler says all that is needed.
 */
final class ScrapeFailures implements Consumer<Exception> {
  /** The library's logger, held strongly: java.util.logging forgets the level of a logger nobody references. */
  private static final Logger LIBRARY_LOGGER =
      Logger.getLogger("io.prometheus.metrics.exporter.httpserver.HttpExchangeAdapter");

  static {
    LIBRARY_LOGGER.setLevel(Level.OFF);
  }

  private final Consumer<String> debug;
  private final Consumer<String> warning;
  private final Set<String> warned = ConcurrentHashMap.newKeySet();

  /**
   * @param debug receives the line saying a scraper went away (print it only when debugging)
   * @param warning receives the line of any other failure
   */
  ScrapeFailures(Consumer<String> debug, Consumer<String> warning) {
    this.debug = debug;
    this.warning = warning;
  }

  @Override
  public void accept(Exception e) {
    if (isClientGone(e)) {
      debug.accept("metrics: a scraper closed its connection before reading the whole answer ("
          + ErrorText.describe(e) + ")");
    } else {
      String line = "metrics: a scrape failed: " + ErrorText.describe(e);
      if (warned.add(line)) {
        warning.accept(line);
      }
    }
  }

  /** The exchange's own I/O failed: collecting metrics does no I/O, so the connection is what broke. */
  static boolean isClientGone(Throwable e) {
    for (Throwable t = e; t != null; t = t.getCause()) {
      if (t instanceof IOException) {
        return true;
      }
    }
    return false;
  }
}
