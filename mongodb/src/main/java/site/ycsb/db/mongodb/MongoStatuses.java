package site.ycsb.db.mongodb;

import com.mongodb.MongoBulkWriteException;
import com.mongodb.MongoException;
import com.mongodb.MongoWriteException;
import com.mongodb.bulk.BulkWriteError;
import java.util.Locale;
import site.ycsb.Status;

/** Maps driver failures to YCSB statuses. */
public final class MongoStatuses {
  /**
   * The in-memory engine refused a write because its cache (inMemorySizeGB) is full. Counted on its
   * own {@code Return=CACHE_FULL} line: it means the data set does not fit, not that the server broke.
   */
  public static final Status CACHE_FULL = new Status("CACHE_FULL",
      "The storage engine cache is full (WT_CACHE_FULL): the data set is larger than the in-memory engine's size.");

  /** The server error code WiredTiger's WT_CACHE_FULL becomes (ExceededMemoryLimit). */
  static final int EXCEEDED_MEMORY_LIMIT = 146;

  private MongoStatuses() {
  }

  public static Status of(RuntimeException e) {
    return isCacheFull(e) ? CACHE_FULL : Status.ERROR;
  }

  static boolean isCacheFull(Throwable e) {
    if (e instanceof MongoBulkWriteException bulk) {
      for (BulkWriteError error : bulk.getWriteErrors()) {
        if (isCacheFull(error.getCode(), error.getMessage())) {
          return true;
        }
      }
      return false;
    }
    if (e instanceof MongoWriteException write) {
      return isCacheFull(write.getError().getCode(), write.getError().getMessage());
    }
    if (e instanceof MongoException m) {
      return isCacheFull(m.getCode(), m.getMessage());
    }
    return false;
  }

  private static boolean isCacheFull(int code, String message) {
    if (code == EXCEEDED_MEMORY_LIMIT) {
      return true;
    }
    String m = message == null ? "" : message.toUpperCase(Locale.ROOT);
    return m.contains("WT_CACHE_FULL") || m.contains("WOULD OVERFLOW CACHE");
  }
}
