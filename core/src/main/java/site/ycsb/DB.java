package site.ycsb;

import java.util.HashMap;
import java.util.Map;
import java.util.Properties;
import java.util.Set;
import java.util.Vector;
import java.util.function.ObjIntConsumer;

/**
 * A database binding. The client creates one instance per client thread, so an instance is used by
 * one thread at a time; state shared between instances must be made thread-safe by the binding.
 *
 * <p>This class is binary compatible with {@code site.ycsb.DB} of YCSB 0.17.0: a binding compiled
 * against that release runs unchanged.
 */
public abstract class DB {
  private Properties properties = new Properties();
  /** Where {@link #batchedInsertsFailed} reports: nowhere until the client's meters wrap this instance. */
  private ObjIntConsumer<Status> batchedInsertFailures = (status, count) -> { };

  /** Gives the binding the effective properties; called before {@link #init()}. */
  public void setProperties(Properties p) {
    properties = p;
  }

  public Properties getProperties() {
    return properties;
  }

  /** Connects; called once per instance, on the thread that will use it. */
  public void init() throws DBException {
  }

  /** Releases resources; called once per instance after its last operation. */
  public void cleanup() throws DBException {
  }

  /**
   * Reads one record.
   *
   * @param fields the fields to read, or null for all of them
   * @param result receives field name to value
   * @return {@link Status#OK}, {@link Status#NOT_FOUND} when no record has the key, or an error
   */
  public abstract Status read(String table, String key, Set<String> fields, Map<String, ByteIterator> result);

  /**
   * Reads up to {@code recordcount} records in key order, starting with the first key not less than
   * {@code startkey}.
   */
  public abstract Status scan(String table, String startkey, int recordcount, Set<String> fields,
      Vector<HashMap<String, ByteIterator>> result);

  /** Writes the given fields of an existing record, leaving its other fields as they are. */
  public abstract Status update(String table, String key, Map<String, ByteIterator> values);

  /** Inserts a record. */
  public abstract Status insert(String table, String key, Map<String, ByteIterator> values);

  /** Deletes a record. */
  public abstract Status delete(String table, String key);

  /**
   * Why this binding cannot expire the records it writes (the workload's {@code ttl} property), in words for a
   * one-line refusal; null when it can, through {@link #insert(String, String, Map, int)} and
   * {@link #update(String, String, Map, int)}. A binding that overrides those overrides this to return null.
   */
  public String ttlRefusal() {
    return "it cannot expire records";
  }

  /**
   * Inserts a record that the server expires {@code ttlSeconds} (at least 1) after this write. The workload calls
   * it only when {@link #ttlRefusal()} is null.
   */
  public Status insert(String table, String key, Map<String, ByteIterator> values, int ttlSeconds) {
    throw new UnsupportedOperationException(getClass().getName() + " cannot expire records");
  }

  /**
   * Writes the given fields of an existing record and sets its expiry to {@code ttlSeconds} (at least 1) from now.
   * The workload calls it only when {@link #ttlRefusal()} is null.
   */
  public Status update(String table, String key, Map<String, ByteIterator> values, int ttlSeconds) {
    throw new UnsupportedOperationException(getClass().getName() + " cannot expire records");
  }

  /**
   * For bindings that batch inserts: {@code count} inserts this instance answered with {@link Status#BATCHED_OK}
   * have failed after all (the server refused the batch they were sent in), so the client counts them as
   * {@code status} instead of {@code BATCHED_OK}. Call it on the thread that issued them, from an operation or
   * from {@link #cleanup()}; the insert that sent the batch reports its own record's outcome as its return value.
   */
  protected final void batchedInsertsFailed(int count, Status status) {
    if (count > 0) {
      batchedInsertFailures.accept(status, count);
    }
  }

  /** Called by the client's wrapper: where {@link #batchedInsertsFailed} reports. */
  final void reportBatchedInsertFailuresTo(ObjIntConsumer<Status> sink) {
    batchedInsertFailures = sink;
  }
}
