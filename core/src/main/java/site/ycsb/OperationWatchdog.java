package site.ycsb;

import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.TimeUnit;

/**
 * Binding API: operation time-outs for connections read without a socket time-out. A socket read time-out
 * makes the JDK turn every blocking read into a non-blocking read, a poll and a second read: three system
 * calls where one would do, on the hot path of every operation. A binding instead reads with no time-out and
 * marks each operation with {@link Watch#begin} and {@link Watch#end}; one daemon thread for the process
 * checks every {@value #TICK_MILLIS} ms and runs the watch's action (typically: close the socket, which ends
 * the blocked read with an exception) once an operation is overdue.
 */
public final class OperationWatchdog {
  public static final long TICK_MILLIS = 20;
  private static final Set<Watch> WATCHED = ConcurrentHashMap.newKeySet();
  private static final ScheduledExecutorService TIMER = Executors.newSingleThreadScheduledExecutor(r -> {
    Thread t = new Thread(r, "ycsb-operation-timeouts");
    t.setDaemon(true);
    return t;
  });

  static {
    TIMER.scheduleWithFixedDelay(OperationWatchdog::check, TICK_MILLIS, TICK_MILLIS, TimeUnit.MILLISECONDS);
  }

  private OperationWatchdog() {
  }

  /**
   * Watches one connection's operations: those that take longer than {@code timeoutMillis} (between
   * {@link Watch#begin} and {@link Watch#end}) run {@code onOverdue} on the watchdog's thread. Close the watch
   * with its connection.
   */
  public static Watch watch(long timeoutMillis, Runnable onOverdue) {
    Watch w = new Watch(timeoutMillis, onOverdue);
    WATCHED.add(w);
    return w;
  }

  private static void check() {
    long now = System.nanoTime();
    for (Watch w : WATCHED) {
      w.expireIfOverdue(now);
    }
  }

  /** The time-out of one connection's operations; used by the thread that owns the connection. */
  public static final class Watch implements AutoCloseable {
    private final long timeoutNanos;
    private final Runnable onOverdue;
    /** When the operation in flight is overdue (System.nanoTime), or 0 when none is in flight. */
    private volatile long deadlineNanos;
    private volatile boolean expired;

    private Watch(long timeoutMillis, Runnable onOverdue) {
      // Capped so that now + timeout cannot overflow.
      this.timeoutNanos = Math.min(TimeUnit.MILLISECONDS.toNanos(timeoutMillis), TimeUnit.DAYS.toNanos(3650));
      this.onOverdue = onOverdue;
    }

    /** An operation starts: it may take the watch's time-out. */
    public void begin() {
      begin(timeoutNanos);
    }

    /** An operation starts that may take {@code nanos} (a handshake with a time-out of its own). */
    public void begin(long nanos) {
      expired = false;
      deadlineNanos = System.nanoTime() + nanos;
    }

    /** The operation in flight is over, answered or failed. */
    public void end() {
      deadlineNanos = 0;
    }

    /** Whether the last operation was cut off by the time-out (so its failure can say so). */
    public boolean expired() {
      return expired;
    }

    void expireIfOverdue(long now) {
      long deadline = deadlineNanos;
      if (deadline != 0 && now - deadline > 0) {
        deadlineNanos = 0;
        expired = true;
        onOverdue.run();
      }
    }

    @Override
    public void close() {
      deadlineNanos = 0;
      WATCHED.remove(this);
    }
  }
}
