package site.ycsb;

import java.lang.invoke.MethodHandles;
import java.lang.invoke.VarHandle;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicLong;
import java.util.concurrent.locks.LockSupport;

/**
 * Binding API: operation time-outs for connections read without a socket time-out. A socket read time-out
 * makes the JDK turn every blocking read into a non-blocking read, a poll and a second read: three system
 * calls where one would do, on the hot path of every operation. A binding instead reads with no time-out and
 * marks each operation with {@link Watch#begin} and {@link Watch#end}; one daemon thread for the process runs
 * the watch's action (typically: close the socket, which ends the blocked read with an exception) once an
 * operation is overdue.
 *
 * <p>The thread does not tick: it sleeps until the earliest deadline of the operations in flight, or for the
 * shortest time-out any watch has used, since no operation that begins later can be due sooner. With time-outs
 * of a second or more it wakes about once a second (a fixed 20 ms tick cost 50 wake-ups a second, 0.7% of the
 * client's CPU at 8 threads), and an overdue operation is cut off within {@value #MIN_SLEEP_MILLIS} ms of its
 * deadline.
 */
public final class OperationWatchdog {
  /** The shortest sleep, and so the most a time-out of less than this can be late. */
  public static final long MIN_SLEEP_MILLIS = 5;
  private static final long MIN_SLEEP_NANOS = TimeUnit.MILLISECONDS.toNanos(MIN_SLEEP_MILLIS);
  private static final long MAX_SLEEP_NANOS = TimeUnit.SECONDS.toNanos(1);
  /** Time-outs are capped here, so that now + timeout cannot overflow. */
  private static final long MAX_TIMEOUT_NANOS = TimeUnit.DAYS.toNanos(3650);
  private static final OperationWatchdog PROCESS = new OperationWatchdog("ycsb-operation-timeouts");

  private final Set<Watch> watched = ConcurrentHashMap.newKeySet();
  /** The shortest time-out any watch has used: an operation that begins after a check is due no sooner. */
  private final AtomicLong horizonNanos = new AtomicLong(MAX_SLEEP_NANOS);
  private final Thread thread;

  /** A watchdog with a daemon thread of its own; bindings share the process's through {@link #watch}. */
  OperationWatchdog(String threadName) {
    thread = new Thread(this::loop, threadName);
    thread.setDaemon(true);
    thread.start();
  }

  /**
   * Watches one connection's operations: those that take longer than {@code timeoutMillis} (between
   * {@link Watch#begin} and {@link Watch#end}) run {@code onOverdue} on the watchdog's thread. Close the watch
   * with its connection.
   */
  public static Watch watch(long timeoutMillis, Runnable onOverdue) {
    return PROCESS.newWatch(timeoutMillis, onOverdue);
  }

  Watch newWatch(long timeoutMillis, Runnable onOverdue) {
    Watch w = new Watch(this, timeoutMillis, onOverdue);
    watched.add(w);
    shortenHorizon(w.timeoutNanos);
    return w;
  }

  /** A time-out shorter than any before: the thread may be asleep for longer, so it wakes to plan again. */
  private void shortenHorizon(long nanos) {
    long horizon = horizonNanos.get();
    while (nanos < horizon) {
      if (horizonNanos.compareAndSet(horizon, nanos)) {
        LockSupport.unpark(thread);
        return;
      }
      horizon = horizonNanos.get();
    }
  }

  private void loop() {
    while (true) {
      long now = System.nanoTime();
      long wake = now + Math.max(horizonNanos.get(), MIN_SLEEP_NANOS);
      for (Watch w : watched) {
        long deadline = w.expireIfOverdue(now);
        if (deadline != 0 && deadline - wake < 0) {
          wake = deadline;
        }
      }
      LockSupport.parkNanos(Math.max(wake - now, MIN_SLEEP_NANOS));
    }
  }

  /** The time-out of one connection's operations; used by the thread that owns the connection. */
  public static final class Watch implements AutoCloseable {
    private static final VarHandle DEADLINE;

    static {
      try {
        DEADLINE = MethodHandles.lookup().findVarHandle(Watch.class, "deadlineNanos", long.class);
      } catch (ReflectiveOperationException e) {
        throw new ExceptionInInitializerError(e);
      }
    }

    private final OperationWatchdog watchdog;
    private final long timeoutNanos;
    private final Runnable onOverdue;
    /**
     * When the operation in flight is overdue (System.nanoTime), or 0 when none is in flight. Written with
     * release stores, not volatile ones: the owner needs no fence per operation, and the watchdog seeing a new
     * deadline a moment late only makes it plan from the older one, which is earlier or none.
     */
    private long deadlineNanos;
    private volatile boolean expired;

    private Watch(OperationWatchdog watchdog, long timeoutMillis, Runnable onOverdue) {
      this.watchdog = watchdog;
      this.timeoutNanos = Math.min(TimeUnit.MILLISECONDS.toNanos(timeoutMillis), MAX_TIMEOUT_NANOS);
      this.onOverdue = onOverdue;
    }

    /** An operation starts: it may take the watch's time-out. */
    public void begin() {
      start(timeoutNanos);
    }

    /** An operation starts that may take {@code nanos} (a handshake with a time-out of its own). */
    public void begin(long nanos) {
      long capped = Math.min(nanos, MAX_TIMEOUT_NANOS);
      watchdog.shortenHorizon(capped);
      start(capped);
    }

    private void start(long nanos) {
      if (expired) {
        expired = false;
      }
      DEADLINE.setRelease(this, System.nanoTime() + nanos);
    }

    /** The operation in flight is over, answered or failed. */
    public void end() {
      DEADLINE.setRelease(this, 0L);
    }

    /** Whether the last operation was cut off by the time-out (so its failure can say so). */
    public boolean expired() {
      return expired;
    }

    /** On the watchdog's thread: runs the action if overdue; returns the deadline still pending, or 0. */
    long expireIfOverdue(long now) {
      long deadline = (long) DEADLINE.getAcquire(this);
      if (deadline == 0) {
        return 0;
      }
      if (now - deadline < 0) {
        return deadline;
      }
      // Only if the owner has not ended or begun another operation meanwhile.
      if (DEADLINE.compareAndSet(this, deadline, 0L)) {
        expired = true;
        onOverdue.run();
      }
      return 0;
    }

    @Override
    public void close() {
      DEADLINE.setRelease(this, 0L);
      watchdog.watched.remove(this);
    }
  }
}
