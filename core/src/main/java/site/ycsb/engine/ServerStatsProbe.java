package site.ycsb.engine;

import java.io.PrintStream;
import java.util.Properties;
import java.util.concurrent.Callable;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import java.util.function.BooleanSupplier;
import site.ycsb.DB;
import site.ycsb.DBException;
import site.ycsb.DBFactory;
import site.ycsb.ErrorText;
import site.ycsb.IllegalPropertyException;
import site.ycsb.PropertyReader;
import site.ycsb.ServerStats;
import site.ycsb.ServerStatsSnapshot;
import site.ycsb.UnknownDBException;

/**
 * Reads server statistics through a dedicated binding instance, so the client threads' own
 * instances can clean up (and flush) before the "after" snapshot. Does nothing for bindings that
 * do not implement {@link ServerStats}. Failures to read statistics are warnings; a failed cleanup is
 * reported as a failure of the run.
 *
 * <p>Every call to the binding runs on the probe's own daemon thread and is waited for at most
 * {@value #TIMEOUT_PROPERTY} seconds: a server that accepts connections and never answers must not hold
 * the run, nor the writing of its results. After a time-out the probe is given up (its thread is left
 * blocked, and never cleaned up). The cleanup alone is not timed (see {@link #close}).
 */
final class ServerStatsProbe implements AutoCloseable {
  static final String TIMEOUT_PROPERTY = "stats.timeout";
  static final long TIMEOUT_DEFAULT_SECONDS = 10;
  private static final long GIVE_UP_POLL_NS = TimeUnit.MILLISECONDS.toNanos(100);

  private final DB db;
  private final PrintStream err;
  private final long timeoutSeconds;
  private final ExecutorService worker;
  private String error;
  private boolean openFailureShown;
  private String cleanupFailure;
  private boolean open;
  private Future<Void> opening;
  private long openDeadlineNs;

  private ServerStatsProbe(DB db, PrintStream err, long timeoutSeconds) {
    this.db = db;
    this.err = err;
    this.timeoutSeconds = timeoutSeconds;
    this.worker = db == null ? null : Executors.newSingleThreadExecutor(r -> {
      Thread t = new Thread(r, "ycsb-server-stats");
      t.setDaemon(true);
      return t;
    });
  }

  /**
   * Starts opening the statistics connection on the probe's thread and returns at once, so that its
   * connect time-out runs beside the client threads' own instead of before them; {@link #awaitOpen} waits
   * for it. A failure to connect is not printed: when the client threads cannot connect either, their
   * error says it once; {@link #showOpenFailure} prints it when they could.
   */
  static ServerStatsProbe open(String dbName, Properties props, DB sample, PrintStream err) {
    long timeoutSeconds = new PropertyReader(props).longValue(TIMEOUT_PROPERTY, TIMEOUT_DEFAULT_SECONDS, 1);
    if (!(sample instanceof ServerStats)) {
      return new ServerStatsProbe(null, err, timeoutSeconds);
    }
    ServerStatsProbe probe;
    try {
      probe = new ServerStatsProbe(DBFactory.load(dbName, props), err, timeoutSeconds);
    } catch (UnknownDBException e) {
      return new ServerStatsProbe(null, err, timeoutSeconds);
    }
    probe.openDeadlineNs = System.nanoTime() + TimeUnit.SECONDS.toNanos(timeoutSeconds);
    probe.opening = probe.worker.submit(() -> {
      probe.db.init();
      return null;
    });
    return probe;
  }

  /**
   * Waits for the connection started by {@link #open}, at most what is left of its time-out, or until
   * {@code stopRequested}. Returns the refused property when the statistics instance refused one, else null.
   */
  IllegalPropertyException awaitOpen(BooleanSupplier stopRequested) {
    if (opening == null) {
      return null;
    }
    Future<Void> pending = opening;
    opening = null;
    long leftMs = Math.max(0, TimeUnit.NANOSECONDS.toMillis(openDeadlineNs - System.nanoTime()));
    try {
      await(pending, leftMs, stopRequested);
      open = true;
    } catch (DBException | RuntimeException e) {
      IllegalPropertyException badInput = ErrorText.propertyError(e);
      if (badInput != null) {
        return badInput;
      }
      error = "cannot connect for server statistics: " + ErrorText.describe(e);
    } catch (TimeoutException e) {
      error = stopRequested.getAsBoolean() ? "cannot connect for server statistics: stopped before it answered"
          : "cannot connect for server statistics: no answer within " + timeoutSeconds + " s (" + TIMEOUT_PROPERTY
          + ")";
    }
    return null;
  }

  /** Prints why the statistics connection could not be opened, once, if it could not. */
  void showOpenFailure() {
    if (error != null && !openFailureShown) {
      openFailureShown = true;
      err.println("ycsb: warning: " + error);
    }
  }

  boolean isPresent() {
    return db != null;
  }

  String error() {
    return error;
  }

  /** A snapshot, or null when unavailable. */
  ServerStatsSnapshot snapshot() {
    return snapshot(Long.MAX_VALUE);
  }

  /** A snapshot waited for at most {@code maxWaitMs} (and at most the time-out), or null. */
  ServerStatsSnapshot snapshot(long maxWaitMs) {
    if (!open) {
      return null;
    }
    long waitMs = Math.min(maxWaitMs, TimeUnit.SECONDS.toMillis(timeoutSeconds));
    try {
      return call(((ServerStats) db)::serverStats, waitMs, () -> false);
    } catch (DBException | RuntimeException e) {
      fail("cannot read server statistics: " + ErrorText.describe(e));
    } catch (TimeoutException e) {
      open = false;  // given up: its thread may stay blocked, so it is not cleaned up either
      fail("cannot read server statistics: no answer within " + waitMs / 1000.0 + " s (" + TIMEOUT_PROPERTY
          + ", or what was left of stop.grace)");
    }
    return null;
  }

  private void fail(String message) {
    if (error == null) {
      error = message;
      openFailureShown = true;
      err.println("ycsb: warning: " + message);
    }
  }

  /**
   * Why the statistics instance's cleanup failed, or null. A failure, not a warning: that instance may
   * be the one that persists the run's writes (the memory binding saves its file when the last instance ends).
   */
  String cleanupFailure() {
    return cleanupFailure;
  }

  @Override
  public void close() {
    if (opening != null && opening.isDone() && !opening.isCancelled()) {
      awaitOpen(() -> true);  // opened, though the run ended before it was waited for: clean it up as well
    }
    if (open) {
      open = false;
      // Not timed: this instance may be persisting the run's writes (memory.file), and a server that
      // stopped answering was already given up on by the snapshot before.
      Future<Void> cleanup = worker.submit(() -> {
        db.cleanup();
        return null;
      });
      try {
        cleanup.get();
      } catch (InterruptedException e) {
        Thread.currentThread().interrupt();
        cleanupFailure = "database cleanup failed: interrupted";
      } catch (ExecutionException e) {
        cleanupFailure = "database cleanup failed: " + ErrorText.describe(e.getCause());
      }
    }
    if (worker != null) {
      worker.shutdownNow();
    }
  }

  /**
   * Runs one call to the binding on the probe's thread, waiting at most {@code timeoutMs}, or until
   * {@code giveUp} turns true (checked every 100 ms), which ends the wait as a time-out does.
   */
  private <T> T call(Callable<T> action, long timeoutMs, BooleanSupplier giveUp) throws DBException,
      TimeoutException {
    return await(worker.submit(action), timeoutMs, giveUp);
  }

  private static <T> T await(Future<T> result, long timeoutMs, BooleanSupplier giveUp) throws DBException,
      TimeoutException {
    long deadline = System.nanoTime() + TimeUnit.MILLISECONDS.toNanos(timeoutMs);
    try {
      while (true) {
        long leftNs = deadline - System.nanoTime();
        try {
          return result.get(Math.min(leftNs, GIVE_UP_POLL_NS), TimeUnit.NANOSECONDS);
        } catch (TimeoutException e) {
          if (leftNs <= GIVE_UP_POLL_NS || giveUp.getAsBoolean()) {
            throw e;
          }
        }
      }
    } catch (TimeoutException e) {
      result.cancel(true);
      throw e;
    } catch (InterruptedException e) {
      result.cancel(true);
      Thread.currentThread().interrupt();
      throw new DBException("interrupted while reading server statistics", e);
    } catch (ExecutionException e) {
      Throwable cause = e.getCause();
      if (cause instanceof DBException) {
        throw (DBException) cause;
      }
      if (cause instanceof RuntimeException) {
        throw (RuntimeException) cause;
      }
      if (cause instanceof Error) {
        throw (Error) cause;
      }
      throw new DBException(ErrorText.describe(cause), cause);
    }
  }
}
