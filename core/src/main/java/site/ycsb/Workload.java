package site.ycsb;

import java.util.Properties;

/**
 * Generates the operations of a benchmark. One instance is shared by all client threads; per-thread
 * state belongs in the object returned by {@link #initThread}.
 */
public abstract class Workload {
  public static final String INSERT_START_PROPERTY = "insertstart";
  public static final String INSERT_COUNT_PROPERTY = "insertcount";
  public static final String INSERT_START_PROPERTY_DEFAULT = "0";

  /** The operations a workload may issue. */
  public enum Operation {
    READ, UPDATE, INSERT, SCAN, DELETE
  }

  private volatile boolean stopRequested;

  /** Reads the workload's properties; called once, before any thread starts. */
  public void init(Properties p) throws WorkloadException {
  }

  /** Creates the state of one client thread; called on that thread before its first operation. */
  public Object initThread(Properties p, int mythreadid, int threadcount) throws WorkloadException {
    return null;
  }

  /** Called once after every thread has finished. */
  public void cleanup() throws WorkloadException {
  }

  /** Performs one insert of the load phase; false stops the calling thread. */
  public abstract boolean doInsert(DB db, Object threadstate);

  /** Performs one operation of the transaction phase; false stops the calling thread. */
  public abstract boolean doTransaction(DB db, Object threadstate);

  /** Asks every thread to stop after its current operation. */
  public void requestStop() {
    stopRequested = true;
  }

  public boolean isStopRequested() {
    return stopRequested;
  }
}
