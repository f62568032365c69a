package site.ycsb;

import java.util.HashMap;
import java.util.Map;
import java.util.Set;
import java.util.Vector;
import java.util.concurrent.ThreadLocalRandom;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.locks.Lock;
import java.util.concurrent.locks.LockSupport;
import java.util.concurrent.locks.ReadWriteLock;
import java.util.concurrent.locks.ReentrantReadWriteLock;

/**
 * 0.17.0's demonstration database with a long latency tail: every operation succeeds after a random
 * pause. 90% of operations pause between the first and second of {@code gbudb.delays} (microseconds,
 * default {@code 200,1000,10000,50000,100000}), 9% between the second and third, 0.99% between the third
 * and fourth, and 0.01% between the fourth and fifth while holding a process-wide lock that stalls every
 * other operation (a global pause, as a stop-the-world collection in a server would). Unlike 0.17.0 it
 * prints nothing on a global pause, so the output stays parseable.
 */
public class GoodBadUglyDB extends DB {
  public static final String SIMULATE_DELAY = "gbudb.delays";
  public static final String SIMULATE_DELAY_DEFAULT = "200,1000,10000,50000,100000";
  private static final ReadWriteLock GLOBAL = new ReentrantReadWriteLock();

  private long[] boundsUs;

  @Override
  public void init() throws DBException {
    try {
      boundsUs = parseDelays(getProperties().getProperty(SIMULATE_DELAY, SIMULATE_DELAY_DEFAULT));
    } catch (IllegalPropertyException e) {
      throw new DBException(e.getMessage());
    }
  }

  /** Five non-decreasing, non-negative microsecond bounds of the four pause tiers. */
  static long[] parseDelays(String text) {
    String[] parts = text.split(",");
    long[] ret = new long[parts.length];
    try {
      for (int i = 0; i < parts.length; i++) {
        ret[i] = Long.parseLong(parts[i].trim());
      }
    } catch (NumberFormatException e) {
      ret = null;
    }
    boolean ok = ret != null && ret.length == 5;
    for (int i = 0; ok && i < ret.length; i++) {
      ok = ret[i] >= 0 && (i == 0 || ret[i] >= ret[i - 1]);
    }
    if (!ok) {
      throw new IllegalPropertyException(SIMULATE_DELAY, text,
          "five non-decreasing microsecond bounds, e.g. " + SIMULATE_DELAY_DEFAULT);
    }
    return ret;
  }

  /** The pause tier of a uniform draw p in [0, 1): 0 (90%), 1 (9%), 2 (0.99%) or 3 (0.01%). */
  static int tier(double p) {
    if (p < 0.9) {
      return 0;
    }
    if (p < 0.99) {
      return 1;
    }
    return p < 0.9999 ? 2 : 3;
  }

  private void pause() {
    ThreadLocalRandom random = ThreadLocalRandom.current();
    int tier = tier(random.nextDouble());
    Lock lock = tier == 3 ? GLOBAL.writeLock() : GLOBAL.readLock();
    lock.lock();
    try {
      long fromNs = TimeUnit.MICROSECONDS.toNanos(boundsUs[tier]);
      long toNs = TimeUnit.MICROSECONDS.toNanos(boundsUs[tier + 1]);
      long deadline = System.nanoTime() + (toNs > fromNs ? random.nextLong(fromNs, toNs) : fromNs);
      for (long left = deadline - System.nanoTime(); left > 0; left = deadline - System.nanoTime()) {
        LockSupport.parkNanos(left);
        if (Thread.interrupted()) {
          Thread.currentThread().interrupt();
          return;
        }
      }
    } finally {
      lock.unlock();
    }
  }

  @Override
  public Status read(String table, String key, Set<String> fields, Map<String, ByteIterator> result) {
    pause();
    return Status.OK;
  }

  @Override
  public Status scan(String table, String startkey, int recordcount, Set<String> fields,
      Vector<HashMap<String, ByteIterator>> result) {
    pause();
    return Status.OK;
  }

  @Override
  public Status update(String table, String key, Map<String, ByteIterator> values) {
    pause();
    return Status.OK;
  }

  @Override
  public Status insert(String table, String key, Map<String, ByteIterator> values) {
    pause();
    return Status.OK;
  }

  @Override
  public Status delete(String table, String key) {
    pause();
    return Status.OK;
  }
}
