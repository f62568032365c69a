package site.ycsb;

import java.util.HashMap;
import java.util.HashSet;
import java.util.Map;
import java.util.Properties;
import java.util.Set;
import java.util.Vector;
import site.ycsb.measurements.Measurements;

/**
 * Wraps a binding to measure every call. A binding that returns null or throws is counted as
 * {@link Status#ERROR} instead of killing its client thread.
 */
public class DBWrapper extends DB {
  public static final String REPORT_LATENCY_FOR_EACH_ERROR_PROPERTY = "reportlatencyforeacherror";
  public static final String LATENCY_TRACKED_ERRORS_PROPERTY = "latencytrackederrors";

  private final DB db;
  private final Measurements measurements;
  private OperationMeter readMeter;
  private OperationMeter scanMeter;
  private OperationMeter updateMeter;
  private OperationMeter insertMeter;
  private OperationMeter deleteMeter;

  public DBWrapper(DB db, Measurements measurements) {
    this.db = db;
    this.measurements = measurements;
  }

  /** The binding itself. */
  public DB unwrap() {
    return db;
  }

  @Override
  public void setProperties(Properties p) {
    db.setProperties(p);
  }

  @Override
  public Properties getProperties() {
    return db.getProperties();
  }

  /** Initialises the binding and the meters; must run on the thread that will issue the operations. */
  @Override
  public void init() throws DBException {
    PropertyReader reader = new PropertyReader(getProperties());
    boolean perError = reader.booleanValue(REPORT_LATENCY_FOR_EACH_ERROR_PROPERTY, false);
    Set<String> tracked = new HashSet<>(reader.stringList(LATENCY_TRACKED_ERRORS_PROPERTY));
    readMeter = new OperationMeter("READ", measurements, perError, tracked);
    scanMeter = new OperationMeter("SCAN", measurements, perError, tracked);
    updateMeter = new OperationMeter("UPDATE", measurements, perError, tracked);
    insertMeter = new OperationMeter("INSERT", measurements, perError, tracked);
    deleteMeter = new OperationMeter("DELETE", measurements, perError, tracked);
    db.init();
  }

  /** Measures the cleanup's latency as CLEANUP (with no return code, as in 0.17.0). */
  @Override
  public void cleanup() throws DBException {
    long ist = measurements.getIntendedtartTimeNs();
    long st = System.nanoTime();
    db.cleanup();
    long en = System.nanoTime();
    measurements.measure("CLEANUP", (int) ((en - st) / 1000));
    measurements.measureIntended("CLEANUP", (int) ((en - ist) / 1000));
  }

  @Override
  public Status read(String table, String key, Set<String> fields, Map<String, ByteIterator> result) {
    return measure(readMeter, () -> db.read(table, key, fields, result));
  }

  @Override
  public Status scan(String table, String startkey, int recordcount, Set<String> fields,
      Vector<HashMap<String, ByteIterator>> result) {
    return measure(scanMeter, () -> db.scan(table, startkey, recordcount, fields, result));
  }

  @Override
  public Status update(String table, String key, Map<String, ByteIterator> values) {
    return measure(updateMeter, () -> db.update(table, key, values));
  }

  @Override
  public Status insert(String table, String key, Map<String, ByteIterator> values) {
    return measure(insertMeter, () -> db.insert(table, key, values));
  }

  @Override
  public Status delete(String table, String key) {
    return measure(deleteMeter, () -> db.delete(table, key));
  }

  /** One call into the binding. */
  @FunctionalInterface
  private interface Call {
    Status run();
  }

  /**
   * Times one call and records it on its meter. Small enough to be inlined into each operation, so
   * the JIT removes the lambda's allocation.
   */
  private Status measure(OperationMeter meter, Call call) {
    boolean measured = measurements.isRecording();
    long ist = measured ? meter.intendedStartNs() : 0;
    long st = System.nanoTime();
    Status status;
    try {
      status = call.run();
    } catch (RuntimeException e) {
      status = meter.failure(e);
    }
    Status result = status == null ? Status.ERROR : status;
    if (measured) {
      meter.record(result, ist, st, System.nanoTime());
    }
    return result;
  }
}
