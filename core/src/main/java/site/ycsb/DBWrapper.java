package site.ycsb;

import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Properties;
import java.util.Set;
import java.util.Vector;
import java.util.function.BooleanSupplier;
import site.ycsb.engine.FailFast;
import site.ycsb.engine.FailureBackoff;
import site.ycsb.engine.OperationMeter;
import site.ycsb.engine.Warmup;
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
  /** All five, once init has made them. */
  private List<OperationMeter> meters = List.of();
  private FailureBackoff backoff = new FailureBackoff(FailureBackoff.DEFAULT_MAX_MS);
  private FailFast failFast = FailFast.off();
  private BooleanSupplier stopRequested = () -> false;
  private long backoffBudgetMs = FailureBackoff.UNLIMITED;
  /** What the binding threw in the operation in flight, for {@link FailFast}'s message; else null. */
  private RuntimeException thrown;

  public DBWrapper(DB db, Measurements measurements) {
    this.db = db;
    this.measurements = measurements;
    // A refused batch: the inserts counted as BATCHED_OK on this thread become failures.
    db.reportBatchedInsertFailuresTo((status, count) -> insertMeter.batchedFailed(count, status));
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

  /**
   * Set by the engine before {@link #init()}: the phase's fail-fast check, its stop flag (which ends a back-off
   * pause), and this thread's back-off budget ({@link FailureBackoff#UNLIMITED} or milliseconds).
   */
  public void guardedBy(FailFast phaseFailFast, BooleanSupplier phaseStopRequested, long budgetMs) {
    this.failFast = phaseFailFast;
    this.stopRequested = phaseStopRequested;
    this.backoffBudgetMs = budgetMs;
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
    meters = List.of(readMeter, scanMeter, updateMeter, insertMeter, deleteMeter);
    backoff = new FailureBackoff(reader.longValue(FailureBackoff.MAX_MS_PROPERTY, FailureBackoff.DEFAULT_MAX_MS, 0),
        backoffBudgetMs, stopRequested);
    db.init();
  }

  /** Tells the meters that this thread's next operations are warm-up (true) or measured (false). */
  void warmingUp(boolean on) {
    inPhase(on ? Warmup.WARMING : Warmup.MEASURING);
  }

  /** {@link #warmingUp} by {@link Warmup#phase()}, an index rather than a branch. */
  void inPhase(int phase) {
    for (OperationMeter meter : meters) {
      meter.inPhase(phase);
    }
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

  /**
   * Engine use: the meter of {@code READ}, {@code SCAN}, {@code UPDATE} or {@code INSERT} once {@link #init()} has
   * made it, for a subclass that writes those operations out with more recorded per operation (the engine's
   * SizedDBWrapper).
   */
  protected final OperationMeter meter(String operation) {
    switch (operation) {
      case "READ":
        return readMeter;
      case "SCAN":
        return scanMeter;
      case "UPDATE":
        return updateMeter;
      case "INSERT":
        return insertMeter;
      default:
        throw new IllegalArgumentException("no meter for " + operation);
    }
  }

  /**
   * Engine use: what every operation does after its meter has ended it (the fail-fast check and the back-off),
   * with what the binding threw, or null.
   */
  protected final Status afterOperation(String operation, Status status, RuntimeException thrownByBinding) {
    if (thrownByBinding != null) {
      thrown = thrownByBinding;
    }
    return backingOff(operation, status);
  }

  /** Time this thread has paused after failures in a row (see {@link FailureBackoff}). */
  public long backoffNanos() {
    return backoff.pausedNanos();
  }

  /**
   * Tells the fail-fast check the outcome, then returns the status after the back-off a failure in a row asks
   * for (outside the measured latency).
   */
  private Status backingOff(String operation, Status status) {
    if (status.isOk() || Status.NOT_FOUND.getName().equals(status.getName()) || status == Status.EXPIRED) {
      failFast.succeeded();
    } else {
      failFast.failed(operation, status, thrown);
      thrown = null;
    }
    backoff.after(status);
    return status;
  }

  // Each operation is written out rather than passed as a lambda to one timing method: a capturing
  // lambda is free only when the JIT inlines that method, and whether it did made the client's
  // throughput vary by a third from run to run.

  @Override
  public Status read(String table, String key, Set<String> fields, Map<String, ByteIterator> result) {
    long st = readMeter.begin();
    Status status;
    try {
      status = db.read(table, key, fields, result);
    } catch (RuntimeException e) {
      status = readMeter.failure(e);
      thrown = e;
    }
    return backingOff("READ", readMeter.end(status, st));
  }

  /**
   * A read of a record the workload wrote with an expiry (its {@code ttl} property), measured as a READ: a
   * NOT_FOUND is recorded as {@link Status#EXPIRED}, as the workload wrote that record and only its expiry (or an
   * eviction, which looks the same) takes it away.
   */
  public Status readExpiring(String table, String key, Set<String> fields, Map<String, ByteIterator> result) {
    long st = readMeter.begin();
    Status status;
    try {
      status = expiredIfMissing(db.read(table, key, fields, result));
    } catch (RuntimeException e) {
      status = readMeter.failure(e);
      thrown = e;
    }
    return backingOff("READ", readMeter.end(status, st));
  }

  /**
   * Engine use: a read's status under {@code ttl}, where the workload reads only records it wrote with an expiry, so
   * that NOT_FOUND means the record expired.
   */
  protected static Status expiredIfMissing(Status status) {
    return Status.NOT_FOUND.equals(status) ? Status.EXPIRED : status;
  }

  @Override
  public Status scan(String table, String startkey, int recordcount, Set<String> fields,
      Vector<HashMap<String, ByteIterator>> result) {
    long st = scanMeter.begin();
    Status status;
    try {
      status = db.scan(table, startkey, recordcount, fields, result);
    } catch (RuntimeException e) {
      status = scanMeter.failure(e);
      thrown = e;
    }
    return backingOff("SCAN", scanMeter.endScan(status, st, recordcount, result == null ? 0 : result.size()));
  }

  @Override
  public Status update(String table, String key, Map<String, ByteIterator> values) {
    long st = updateMeter.begin();
    Status status;
    try {
      status = db.update(table, key, values);
    } catch (RuntimeException e) {
      status = updateMeter.failure(e);
      thrown = e;
    }
    return backingOff("UPDATE", updateMeter.end(status, st));
  }

  @Override
  public Status insert(String table, String key, Map<String, ByteIterator> values) {
    long st = insertMeter.begin();
    Status status;
    try {
      status = db.insert(table, key, values);
    } catch (RuntimeException e) {
      status = insertMeter.failure(e);
      thrown = e;
    }
    return backingOff("INSERT", insertMeter.end(status, st));
  }

  @Override
  public String ttlRefusal() {
    return db.ttlRefusal();
  }

  @Override
  public Status update(String table, String key, Map<String, ByteIterator> values, int ttlSeconds) {
    long st = updateMeter.begin();
    Status status;
    try {
      status = db.update(table, key, values, ttlSeconds);
    } catch (RuntimeException e) {
      status = updateMeter.failure(e);
      thrown = e;
    }
    return backingOff("UPDATE", updateMeter.end(status, st));
  }

  @Override
  public Status insert(String table, String key, Map<String, ByteIterator> values, int ttlSeconds) {
    long st = insertMeter.begin();
    Status status;
    try {
      status = db.insert(table, key, values, ttlSeconds);
    } catch (RuntimeException e) {
      status = insertMeter.failure(e);
      thrown = e;
    }
    return backingOff("INSERT", insertMeter.end(status, st));
  }

  @Override
  public Status delete(String table, String key) {
    long st = deleteMeter.begin();
    Status status;
    try {
      status = db.delete(table, key);
    } catch (RuntimeException e) {
      status = deleteMeter.failure(e);
      thrown = e;
    }
    return backingOff("DELETE", deleteMeter.end(status, st));
  }
}
