package site.ycsb;

import java.util.HashMap;
import java.util.Map;
import java.util.Set;
import java.util.Vector;

/** Bindings for client tests; each answers OK to everything unless it is meant to fail. */
public final class TestDBs {
  private TestDBs() {
  }

  /** Answers every operation the same way, with {@link #answer()}. */
  public abstract static class SameAnswerDB extends DB {
    protected abstract Status answer();

    @Override
    public Status read(String table, String key, Set<String> fields, Map<String, ByteIterator> result) {
      return answer();
    }

    @Override
    public Status scan(String table, String startkey, int recordcount, Set<String> fields,
        Vector<HashMap<String, ByteIterator>> result) {
      return answer();
    }

    @Override
    public Status update(String table, String key, Map<String, ByteIterator> values) {
      return answer();
    }

    @Override
    public Status insert(String table, String key, Map<String, ByteIterator> values) {
      return answer();
    }

    @Override
    public Status delete(String table, String key) {
      return answer();
    }
  }

  /** Does nothing and answers OK. */
  public static class OkDB extends SameAnswerDB {
    @Override
    protected Status answer() {
      return Status.OK;
    }
  }

  /** Answers ERROR at once, as a binding does whose server is gone. */
  public static class ErrorDB extends SameAnswerDB {
    @Override
    protected Status answer() {
      return Status.ERROR;
    }
  }

  /**
   * Takes 1 ms per operation (a sleep, as a server's round trip), and every 50th operation of an instance asks for
   * a full garbage collection first: a client that pauses all its threads now and then, as a small heap does.
   */
  public static class GcPausingDB extends SameAnswerDB {
    private long operations;

    @Override
    protected Status answer() {
      if (++operations % 50 == 0) {
        System.gc();
      }
      try {
        Thread.sleep(1);
      } catch (InterruptedException e) {
        Thread.currentThread().interrupt();
      }
      return Status.OK;
    }
  }

  /**
   * Takes 10 ms for each of its first 50 operations, then answers at once: a start-up (a cold cache, code not yet
   * compiled) that a thread at a target rate of more than 100 ops/s falls behind its schedule in.
   */
  public static class SlowStartDB extends SameAnswerDB {
    public static final int SLOW_OPERATIONS = 50;
    public static final int SLOW_MS = 10;
    private long operations;

    @Override
    protected Status answer() {
      if (++operations <= SLOW_OPERATIONS) {
        try {
          Thread.sleep(SLOW_MS);
        } catch (InterruptedException e) {
          Thread.currentThread().interrupt();
        }
      }
      return Status.OK;
    }
  }

  /**
   * Answers OK at once, except that the first operation after each whole second (since the JVM-wide first
   * operation) takes 200 ms: a database that stalls once per second, the case coordinated omission hides.
   */
  public static class StallingDB extends SameAnswerDB {
    private static final long STALL_MS = 200;
    private static final java.util.concurrent.atomic.AtomicLong START = new java.util.concurrent.atomic.AtomicLong();
    private static final java.util.concurrent.atomic.AtomicLong LAST_STALL_SECOND =
        new java.util.concurrent.atomic.AtomicLong();

    @Override
    protected Status answer() {
      long now = System.nanoTime();
      START.compareAndSet(0, now);
      long second = (now - START.get()) / 1_000_000_000L;
      long last = LAST_STALL_SECOND.get();
      if (second > last && LAST_STALL_SECOND.compareAndSet(last, second)) {
        try {
          Thread.sleep(STALL_MS);
        } catch (InterruptedException e) {
          Thread.currentThread().interrupt();
        }
      }
      return Status.OK;
    }
  }

  /**
   * Answers OK to every 100th operation of its thread and ERROR to the 99 before it: a database that fails most
   * operations but not all, whose phase fail-fast must not end.
   */
  public static class RarelyOkDB extends SameAnswerDB {
    private long operations;

    @Override
    protected Status answer() {
      return ++operations % 100 == 0 ? Status.OK : Status.ERROR;
    }
  }

  /** Throws from every operation, with a message, as a binding does that lets its driver's exception out. */
  public static class ThrowingDB extends SameAnswerDB {
    @Override
    protected Status answer() {
      throw new IllegalStateException("WRONGTYPE Operation against a key holding the wrong kind of value");
    }
  }

  /** Its init fails with DBException("boom"). */
  public static class InitFailsDB extends OkDB {
    @Override
    public void init() throws DBException {
      throw new DBException("boom");
    }
  }

  /** Its cleanup fails with DBException("cleanup-kaput"). */
  public static class CleanupFailsDB extends OkDB {
    @Override
    public void cleanup() throws DBException {
      throw new DBException("cleanup-kaput");
    }
  }

  /** Blocks the calling thread until the JVM ends: a server that accepted the connection and never answers. */
  static void hangForever() {
    while (true) {
      try {
        Thread.sleep(Long.MAX_VALUE);
      } catch (InterruptedException ignored) {
        // a server that never answers does not care either
      }
    }
  }

  /**
   * Refuses its property {@code test.mode} at init, as a binding's settings class does, wrapped in a
   * DBException; with server statistics, so that the statistics instance meets the error first.
   */
  public static class BadPropertyDB extends OkDB implements ServerStats {
    @Override
    public void init() throws DBException {
      IllegalPropertyException e = new IllegalPropertyException("test.mode",
          getProperties().getProperty("test.mode"), "fast or safe");
      throw new DBException(e.getMessage(), e);
    }

    @Override
    public ServerStatsSnapshot serverStats() {
      return new ServerStatsSnapshot("test", "1", null, null, Map.of(), Map.of());
    }
  }

  /** Answers OK, but its server statistics never come. */
  public static class SilentStatsDB extends OkDB implements ServerStats {
    @Override
    public ServerStatsSnapshot serverStats() {
      hangForever();
      return null;
    }
  }

  /** Its init never returns. */
  public static class SilentInitDB extends OkDB {
    @Override
    public void init() {
      hangForever();
    }
  }

  /** Its init never returns, nor does the server-statistics connection's, which opens first. */
  public static class SilentInitStatsDB extends SilentInitDB implements ServerStats {
    @Override
    public ServerStatsSnapshot serverStats() {
      return new ServerStatsSnapshot("silent", "1", null, null, Map.of(), Map.of());
    }
  }

  /** Every instance, the statistics one included, takes 1.5 s to connect: a server slow to accept. */
  public static class SlowInitStatsDB extends OkDB implements ServerStats {
    @Override
    public void init() throws DBException {
      try {
        Thread.sleep(1500);
      } catch (InterruptedException e) {
        Thread.currentThread().interrupt();
        throw new DBException("interrupted", e);
      }
    }

    @Override
    public ServerStatsSnapshot serverStats() {
      return new ServerStatsSnapshot("slow", "1", null, null, Map.of(), Map.of());
    }
  }

  /**
   * Every operation after the first 100 since {@link #reset} blocks forever, and so do the server statistics
   * from then on: a server that stopped answering.
   */
  public static class GoesSilentDB extends SameAnswerDB implements ServerStats {
    private static final java.util.concurrent.atomic.AtomicLong OPERATIONS =
        new java.util.concurrent.atomic.AtomicLong();

    public static void reset() {
      OPERATIONS.set(0);
    }

    @Override
    protected Status answer() {
      if (OPERATIONS.incrementAndGet() > 100) {
        hangForever();
      }
      return Status.OK;
    }

    @Override
    public ServerStatsSnapshot serverStats() {
      if (OPERATIONS.get() > 100) {
        hangForever();
      }
      return new ServerStatsSnapshot("silent", "1", null, null, Map.of(), Map.of());
    }
  }

  /** A workload whose transactions fail with an unchecked exception after five operations. */
  public static class ThrowingWorkload extends Workload {
    private final java.util.concurrent.atomic.AtomicInteger done = new java.util.concurrent.atomic.AtomicInteger();

    @Override
    public boolean doInsert(DB db, Object threadstate) {
      return doTransaction(db, threadstate);
    }

    @Override
    public boolean doTransaction(DB db, Object threadstate) {
      if (done.incrementAndGet() > 5) {
        throw new IllegalStateException("workload-kaput");
      }
      db.read("usertable", "k", null, new HashMap<>());
      return true;
    }
  }

  /** Scans answer NOT_IMPLEMENTED (declared nowhere, as a binding built against 0.17.0); the rest OK. */
  public static class UndeclaredNoScanDB extends TestDBs.OkDB {
    @Override
    public Status scan(String table, String startkey, int recordcount, Set<String> fields,
        Vector<HashMap<String, ByteIterator>> result) {
      return Status.NOT_IMPLEMENTED;
    }
  }

  /** Declares it has no scan; its init fails, so a run that got as far as the binding would say so. */
  @UnsupportedOperations("SCAN")
  public static class DeclaredNoScanDB extends UndeclaredNoScanDB {
    @Override
    public void init() throws DBException {
      if (getProperties().getProperty("noscan.initfails") != null) {
        throw new DBException("init was reached");
      }
    }
  }
}
