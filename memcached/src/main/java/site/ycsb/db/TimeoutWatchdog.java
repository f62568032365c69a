package site.ycsb.db;

import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.TimeUnit;

/**
 * Enforces {@code memcached.opTimeoutMillis} for {@link TextConnection}s by closing the socket of a command
 * that is overdue, which ends its blocked read. A socket read timeout would do the same, but the JDK then
 * turns every read into a non-blocking read, a poll and a second read: three system calls instead of one on
 * the hot path. One daemon thread for the process, checking every {@value #TICK_MILLIS} ms.
 */
final class TimeoutWatchdog {
  static final long TICK_MILLIS = 20;
  private static final Set<TextConnection> WATCHED = ConcurrentHashMap.newKeySet();
  private static final ScheduledExecutorService TIMER = Executors.newSingleThreadScheduledExecutor(r -> {
    Thread t = new Thread(r, "memcached-op-timeouts");
    t.setDaemon(true);
    return t;
  });

  static {
    TIMER.scheduleWithFixedDelay(TimeoutWatchdog::check, TICK_MILLIS, TICK_MILLIS, TimeUnit.MILLISECONDS);
  }

  private TimeoutWatchdog() {
  }

  static void watch(TextConnection c) {
    WATCHED.add(c);
  }

  static void unwatch(TextConnection c) {
    WATCHED.remove(c);
  }

  private static void check() {
    long now = System.nanoTime();
    for (TextConnection c : WATCHED) {
      c.expireIfOverdue(now);
    }
  }
}
