package site.ycsb.db.redis;

import java.io.PrintStream;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.locks.ReentrantLock;
import redis.clients.jedis.commands.JedisBinaryCommands;

/**
 * The sorted set one client's scans read. {@code lex} and {@code hash} read their own set. {@code both} reads
 * {@code _indices_lex} unless upstream's {@code _indices} holds more keys: a data set loaded by upstream 0.17.0
 * (perhaps plus records a run of ours inserted since, which went into both sets). Then scans read {@code _indices}
 * in upstream's hash order, and one line on stderr says so.
 *
 * <p>The decision is made once per run and shared: the first client with given settings asks the server (two
 * ZCARDs, at init, so outside the measured time) and the others take its answer until the last of them is
 * closed. So the warning appears once per run, every thread scans the same set, and a next run in the same JVM
 * (a sweep's next step) asks again.
 */
public final class ScanSetChoice implements AutoCloseable {
  private static final Map<RedisSettings, Shared> CHOSEN = new HashMap<>();
  // A lock, not synchronized: it is held while asking the server, and a virtual thread blocked in synchronized
  // pins its carrier on Java 21-23.
  private static final ReentrantLock LOCK = new ReentrantLock();

  private final RedisSettings settings;
  private final IndexSet set;
  private boolean closed;

  /** What the server's index sizes mean for {@code both}: the set to scan, and the warning to print, or null. */
  record Decision(IndexSet set, String warning) {
  }

  private static final class Shared {
    final IndexSet set;
    int users;

    Shared(IndexSet set) {
      this.set = set;
    }
  }

  private ScanSetChoice(RedisSettings settings, IndexSet set, boolean shared) {
    this.settings = settings;
    this.set = set;
    this.closed = !shared;
  }

  /**
   * The set the scans of a client with these settings read; with {@code both} the first client of a run asks
   * the server through {@code commands} and prints the warning, if any, to {@code warnings}.
   *
   * @throws redis.clients.jedis.exceptions.JedisException when the server does not answer
   */
  public static ScanSetChoice acquire(RedisSettings settings, JedisBinaryCommands commands, PrintStream warnings) {
    if (settings.scanIndex() != ScanIndex.BOTH) {
      List<IndexSet> sets = settings.scanIndex().sets();
      return new ScanSetChoice(settings, sets.isEmpty() ? null : sets.get(0), false);
    }
    LOCK.lock();
    try {
      Shared shared = CHOSEN.get(settings);
      if (shared == null) {
        Decision d = decide(IndexSet.LEX.size(commands), IndexSet.HASH.size(commands));
        if (d.warning() != null) {
          warnings.println(d.warning());
        }
        shared = new Shared(d.set());
        CHOSEN.put(settings, shared);
      }
      shared.users++;
      return new ScanSetChoice(settings, shared.set, true);
    } finally {
      LOCK.unlock();
    }
  }

  /**
   * {@code _indices_lex} when it holds at least as many keys as {@code _indices} (also when neither exists: this
   * run's inserts fill both); otherwise upstream's {@code _indices}, with a warning.
   */
  static Decision decide(long lexKeys, long hashKeys) {
    if (lexKeys >= hashKeys) {
      return new Decision(IndexSet.LEX, null);
    }
    return new Decision(IndexSet.HASH, "ycsb: warning: " + RedisSettings.SCAN_INDEX + "=both: upstream's "
        + IndexSet.HASH.key() + " holds " + hashKeys + " keys, " + IndexSet.LEX.key() + " " + lexKeys
        + ", so scans read " + IndexSet.HASH.key() + " and follow upstream's hash order (String.hashCode() of"
        + " the key), not key order; data loaded by this binding scans in key order");
  }

  /** The set scans read, or null with {@code redis.scanindex=none}. */
  public IndexSet set() {
    return set;
  }

  /** Lets go of the shared decision; the last client of a run drops it. Idempotent. */
  @Override
  public void close() {
    if (closed) {
      return;
    }
    LOCK.lock();
    try {
      closed = true;
      Shared shared = CHOSEN.get(settings);
      if (shared != null && --shared.users == 0) {
        CHOSEN.remove(settings);
      }
    } finally {
      LOCK.unlock();
    }
  }
}
