package site.ycsb.db.memcached;

import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.locks.ReentrantLock;

/**
 * Warnings said once per run rather than once per client thread or operation: a condition that concerns the
 * whole data set (records in another format) would otherwise fill stderr. A run is the time during which at
 * least one binding instance holds the shared instance ({@link #acquire} in init, {@link #release} in cleanup)
 * and the binding instances share one set of properties (the client gives every instance of a phase the same
 * object): so runs one after another in the same JVM (tests, sweeps) each get their warning, also after a run
 * whose stuck client threads never cleaned up.
 */
public final class RunWarnings {
  // A lock, not synchronized: a virtual thread blocked in synchronized pins its carrier on Java 21-23.
  private static final ReentrantLock LOCK = new ReentrantLock();
  private static RunWarnings current;
  private static Object currentRun;
  private static int holders;

  private final Set<String> said = ConcurrentHashMap.newKeySet();

  /** One instance for a single holder, e.g. a binding that has no run-wide lifetime to share it over. */
  public RunWarnings() {
  }

  /**
   * The instance shared by the binding instances of the run whose properties are {@code run}; pair every call with
   * {@link #release}.
   */
  public static RunWarnings acquire(Object run) {
    LOCK.lock();
    try {
      if (current == null || currentRun != run) {
        current = new RunWarnings();
        currentRun = run;
        holders = 0;
      }
      holders++;
      return current;
    } finally {
      LOCK.unlock();
    }
  }

  /** Gives the shared instance back; after the last holder the next run starts with a fresh one. */
  public static void release() {
    LOCK.lock();
    try {
      if (holders > 0 && --holders == 0) {
        current = null;
        currentRun = null;
      }
    } finally {
      LOCK.unlock();
    }
  }

  /** Prints {@code ycsb: warning: <message>} on stderr the first time {@code topic} comes up in this run. */
  public void once(String topic, String message) {
    if (said.add(topic)) {
      System.err.println("ycsb: warning: " + message);
    }
  }
}
