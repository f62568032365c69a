package site.ycsb.engine;

import java.util.Map;
import java.util.Set;
import site.ycsb.ByteIterator;
import site.ycsb.DB;
import site.ycsb.DBWrapper;
import site.ycsb.Status;
import site.ycsb.measurements.Measurements;

/**
 * The meter of a run with {@code measurement.sizebuckets}: as {@link DBWrapper}, and each successful read, update
 * and insert is also recorded in the bucket of its value size: the bytes of the values written (counted before
 * the binding consumes them), or read back. Field names are not counted. Scans and deletes are not split. A run
 * without the property gets the plain {@link DBWrapper}, whose operation path this class leaves as it is.
 */
public final class SizedDBWrapper extends DBWrapper {
  private final DB db;
  private OperationMeter readMeter;
  private OperationMeter updateMeter;
  private OperationMeter insertMeter;

  public SizedDBWrapper(DB db, Measurements measurements) {
    super(db, measurements);
    this.db = db;
  }

  @Override
  public void init() throws site.ycsb.DBException {
    super.init();
    readMeter = meter("READ");
    updateMeter = meter("UPDATE");
    insertMeter = meter("INSERT");
  }

  /** The bytes of the values (not the field names) of a record; iterators still unread count whole. */
  static long valueBytes(Map<String, ByteIterator> values) {
    if (values == null) {
      return 0;
    }
    long sum = 0;
    for (ByteIterator v : values.values()) {
      if (v != null) {
        sum += v.bytesLeft();
      }
    }
    return sum;
  }

  @Override
  public Status read(String table, String key, Set<String> fields, Map<String, ByteIterator> result) {
    long st = readMeter.begin();
    Status status;
    RuntimeException thrown = null;
    try {
      status = db.read(table, key, fields, result);
    } catch (RuntimeException e) {
      status = readMeter.failure(e);
      thrown = e;
    }
    long bytes = status != null && status.isOk() ? valueBytes(result) : 0;
    return afterOperation("READ", readMeter.endSized(status, st, bytes), thrown);
  }

  @Override
  public Status update(String table, String key, Map<String, ByteIterator> values) {
    long bytes = valueBytes(values);
    long st = updateMeter.begin();
    Status status;
    RuntimeException thrown = null;
    try {
      status = db.update(table, key, values);
    } catch (RuntimeException e) {
      status = updateMeter.failure(e);
      thrown = e;
    }
    return afterOperation("UPDATE", updateMeter.endSized(status, st, bytes), thrown);
  }

  @Override
  public Status insert(String table, String key, Map<String, ByteIterator> values) {
    long bytes = valueBytes(values);
    long st = insertMeter.begin();
    Status status;
    RuntimeException thrown = null;
    try {
      status = db.insert(table, key, values);
    } catch (RuntimeException e) {
      status = insertMeter.failure(e);
      thrown = e;
    }
    return afterOperation("INSERT", insertMeter.endSized(status, st, bytes), thrown);
  }

  @Override
  public Status update(String table, String key, Map<String, ByteIterator> values, int ttlSeconds) {
    long bytes = valueBytes(values);
    long st = updateMeter.begin();
    Status status;
    RuntimeException thrown = null;
    try {
      status = db.update(table, key, values, ttlSeconds);
    } catch (RuntimeException e) {
      status = updateMeter.failure(e);
      thrown = e;
    }
    return afterOperation("UPDATE", updateMeter.endSized(status, st, bytes), thrown);
  }

  @Override
  public Status insert(String table, String key, Map<String, ByteIterator> values, int ttlSeconds) {
    long bytes = valueBytes(values);
    long st = insertMeter.begin();
    Status status;
    RuntimeException thrown = null;
    try {
      status = db.insert(table, key, values, ttlSeconds);
    } catch (RuntimeException e) {
      status = insertMeter.failure(e);
      thrown = e;
    }
    return afterOperation("INSERT", insertMeter.endSized(status, st, bytes), thrown);
  }
}
