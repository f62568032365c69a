package site.ycsb.db.memcached;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.locks.ReentrantLock;
import net.spy.memcached.MemcachedClient;
import site.ycsb.DBException;

/**
 * spymemcached clients shared by the binding instances of one process: a spymemcached client is
 * thread-safe and multiplexes all callers over one I/O thread, which batches their requests into few
 * system calls. A client per YCSB thread (upstream's way) costs an I/O thread and a wake-up per operation
 * each, which is where most of the client CPU went. Reference-counted: the last release shuts them down.
 */
public final class SharedClients {
  private static final Map<MemcachedSettings, SharedClients> POOLS = new HashMap<>();
  // A lock, not synchronized: it is held while connecting, and a virtual thread blocked in synchronized pins its
  // carrier on Java 21-23.
  private static final ReentrantLock POOLS_LOCK = new ReentrantLock();

  private final MemcachedSettings settings;
  private final List<MemcachedClient> clients;
  private int references;
  private int next;

  private SharedClients(MemcachedSettings settings, List<MemcachedClient> clients) {
    this.settings = settings;
    this.clients = clients;
  }

  /** A client for one binding instance; pair every call with {@link #release}. */
  public static MemcachedClient acquire(MemcachedSettings settings) throws DBException {
    POOLS_LOCK.lock();
    try {
      SharedClients pool = POOLS.get(settings);
      if (pool == null) {
        List<MemcachedClient> clients = new ArrayList<>();
        try {
          for (int i = 0; i < settings.clients(); i++) {
            clients.add(MemcachedConnections.open(settings));
          }
        } catch (DBException e) {
          clients.forEach(c -> c.shutdown(0, TimeUnit.MILLISECONDS));
          throw e;
        }
        pool = new SharedClients(settings, clients);
        POOLS.put(settings, pool);
      }
      pool.references++;
      MemcachedClient ret = pool.clients.get(pool.next);
      pool.next = (pool.next + 1) % pool.clients.size();
      return ret;
    } finally {
      POOLS_LOCK.unlock();
    }
  }

  /** Gives a client back; the last one out shuts all of them down, waiting for queued operations. */
  public static void release(MemcachedSettings settings) {
    SharedClients pool;
    POOLS_LOCK.lock();
    try {
      pool = POOLS.get(settings);
      if (pool == null || --pool.references > 0) {
        return;
      }
      POOLS.remove(settings);
    } finally {
      POOLS_LOCK.unlock();
    }
    for (MemcachedClient c : pool.clients) {
      c.shutdown(pool.settings.shutdownTimeoutMillis(), TimeUnit.MILLISECONDS);
    }
  }
}
