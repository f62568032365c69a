package site.ycsb.engine;

import java.io.PrintStream;
import java.util.Properties;
import site.ycsb.DB;
import site.ycsb.DBException;
import site.ycsb.DBFactory;
import site.ycsb.ErrorText;
import site.ycsb.ServerStats;
import site.ycsb.ServerStatsSnapshot;
import site.ycsb.UnknownDBException;

/**
 * Reads server statistics through a dedicated binding instance, so the client threads' own
 * instances can clean up (and flush) before the "after" snapshot. Does nothing for bindings that
 * do not implement {@link ServerStats}. Failures to read statistics are warnings; a failed cleanup is
 * reported as a failure of the run.
 */
final class ServerStatsProbe implements AutoCloseable {
  private final DB db;
  private final PrintStream err;
  private String error;
  private String cleanupFailure;
  private boolean open;

  private ServerStatsProbe(DB db, PrintStream err) {
    this.db = db;
    this.err = err;
  }

  static ServerStatsProbe open(String dbName, Properties props, DB sample, PrintStream err) {
    if (!(sample instanceof ServerStats)) {
      return new ServerStatsProbe(null, err);
    }
    ServerStatsProbe probe;
    try {
      probe = new ServerStatsProbe(DBFactory.load(dbName, props), err);
    } catch (UnknownDBException e) {
      return new ServerStatsProbe(null, err);
    }
    try {
      probe.db.init();
      probe.open = true;
    } catch (DBException | RuntimeException e) {
      probe.fail("cannot connect for server statistics: " + ErrorText.describe(e));
    }
    return probe;
  }

  boolean isPresent() {
    return db != null;
  }

  String error() {
    return error;
  }

  /** A snapshot, or null when unavailable. */
  ServerStatsSnapshot snapshot() {
    if (!open) {
      return null;
    }
    try {
      return ((ServerStats) db).serverStats();
    } catch (DBException | RuntimeException e) {
      fail("cannot read server statistics: " + ErrorText.describe(e));
      return null;
    }
  }

  private void fail(String message) {
    if (error == null) {
      error = message;
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
    if (open) {
      open = false;
      try {
        db.cleanup();
      } catch (DBException | RuntimeException e) {
        cleanupFailure = "database cleanup failed: " + ErrorText.describe(e);
      }
    }
  }
}
