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
    boolean measured = measurements.isRecording();
    long ist = measured ? readMeter.intendedStartNs() : 0;
    long st = System.nanoTime();
    Status status;
    try {
      status = db.read(table, key, fields, result);
    } catch (RuntimeException e) {
      status = readMeter.failure(e);
    }
    return finish(readMeter, measured, status, ist, st);
  }

  @Override
  public Status scan(String table, String startkey, int recordcount, Set<String> fields,
      Vector<HashMap<String, ByteIterator>> result) {
    boolean measured = measurements.isRecording();
    long ist = measured ? scanMeter.intendedStartNs() : 0;
    long st = System.nanoTime();
    Status status;
    try {
      status = db.scan(table, startkey, recordcount, fields, result);
    } catch (RuntimeException e) {
      status = scanMeter.failure(e);
    }
    return finish(scanMeter, measured, status, ist, st);
  }

  @Override
  public Status update(String table, String key, Map<String, ByteIterator> values) {
    boolean measured = measurements.isRecording();
    long ist = measured ? updateMeter.intendedStartNs() : 0;
    long st = System.nanoTime();
    Status status;
    try {
      status = db.update(table, key, values);
    } catch (RuntimeException e) {
      status = updateMeter.failure(e);
    }
    return finish(updateMeter, measured, status, ist, st);
  }

  @Override
  public Status insert(String table, String key, Map<String, ByteIterator> values) {
    boolean measured = measurements.isRecording();
    long ist = measured ? insertMeter.intendedStartNs() : 0;
    long st = System.nanoTime();
    Status status;
    try {
      status = db.insert(table, key, values);
    } catch (RuntimeException e) {
      status = insertMeter.failure(e);
    }
    return finish(insertMeter, measured, status, ist, st);
  }

  @Override
  public Status delete(String table, String key) {
    boolean measured = measurements.isRecording();
    long ist = measured ? deleteMeter.intendedStartNs() : 0;
    long st = System.nanoTime();
    Status status;
    try {
      status = db.delete(table, key);
    } catch (RuntimeException e) {
      status = deleteMeter.failure(e);
    }
    return finish(deleteMeter, measured, status, ist, st);
  }

  private static Status finish(OperationMeter meter, boolean measured, Status status, long ist, long st) {
    Status result = status == null ? Status.ERROR : status;
    if (measured) {
      meter.record(result, ist, st, System.nanoTime());
    }
    return result;
  }
}
