package site.ycsb.engine;

import java.util.HashMap;
import java.util.Map;
import java.util.Set;
import java.util.Vector;
import site.ycsb.ByteIterator;
import site.ycsb.DB;
import site.ycsb.DBWrapper;
import site.ycsb.Status;
import site.ycsb.measurements.Measurements;

/**
 * The meter of a run with {@code measurement.sizebuckets}: as {@link DBWrapper}, and each successful read, update
 * and insert is also recorded in the bucket of its value size: the bytes of the values written (counted before
 * the binding consumes them), or read back; a scan in the bucket of its records' mean value size (the bytes it
 * read back over the records it returned). Field names are not counted. Deletes carry no value and are not split.
 * A run without the property gets the plain {@link DBWrapper}, whose operation path this class leaves as it is.
 */
public final class SizedDBWrapper extends DBWrapper {
  private final DB db;
  private OperationMeter readMeter;
  private OperationMeter scanMeter;
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
    scanMeter = meter("SCAN");
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
  public Status readExpiring(String table, String key, Set<String> fields, Map<String, ByteIterator> result) {
    long st = readMeter.begin();
    Status status;
    RuntimeException thrown = null;
    try {
      status = expiredIfMissing(db.read(table, key, fields, result));
    } catch (RuntimeException e) {
      status = readMeter.failure(e);
      thrown = e;
    }
    long bytes = status != null && status.isOk() ? valueBytes(result) : 0;
    return afterOperation("READ", readMeter.endSized(status, st, bytes), thrown);
  }

  @Override
  public Status scan(String table, String startkey, int recordcount, Set<String> fields,
      Vector<HashMap<String, ByteIterator>> result) {
    long st = scanMeter.begin();
    Status status;
    RuntimeException thrown = null;
    try {
      status = db.scan(table, startkey, recordcount, fields, result);
    } catch (RuntimeException e) {
      status = scanMeter.failure(e);
      thrown = e;
    }
    int returned = result == null ? 0 : result.size();
    long bytes = 0;
    if (status != null && status.isOk() && returned > 0) {
      for (HashMap<String, ByteIterator> record : result) {
        bytes += valueBytes(record);
      }
      bytes /= returned;
    }
    return afterOperation("SCAN", scanMeter.endScanSized(status, st, recordcount, returned, bytes), thrown);
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
