package site.ycsb.engine;

import java.util.concurrent.TimeUnit;
import java.util.concurrent.locks.LockSupport;
import site.ycsb.Status;

/**
 * Slows a client thread down while its database keeps failing, so a dead server costs a bounded
 * number of instant errors instead of millions per second (which inflate the throughput line and eat
 * the CPU the other threads need). One failure costs nothing; from the second in a row the thread
 * pauses 1 ms, then 2, 4, ... up to {@code errorbackoff.ms}, before its next operation. The first
 * success resets it. The operations are still counted as errors; the pause is not part of any
 * service-time latency. One instance per client thread.
 */
public final class FailureBackoff {
  public static final String MAX_MS_PROPERTY = "errorbackoff.ms";
  public static final long DEFAULT_MAX_MS = 100;
  private static final long FIRST_PAUSE_NS = TimeUnit.MILLISECONDS.toNanos(1);

  private final long maxPauseNs;
  private int consecutiveFailures;
  private volatile long pausedNs;

  /** @param maxPauseMs the longest pause; 0 turns the back-off off */
  public FailureBackoff(long maxPauseMs) {
    this.maxPauseNs = TimeUnit.MILLISECONDS.toNanos(maxPauseMs);
  }

  /** Notes an operation's outcome and returns how long to pause before the next one, in nanoseconds. */
  public long pauseAfter(Status status) {
    if (status.isOk() || Status.NOT_FOUND.getName().equals(status.getName()) || maxPauseNs == 0) {
      consecutiveFailures = 0;
      return 0;
    }
    consecutiveFailures++;
    if (consecutiveFailures < 2) {
      return 0;
    }
    int doublings = Math.min(consecutiveFailures - 2, 30);
    return Math.min(maxPauseNs, FIRST_PAUSE_NS << doublings);
  }

  /** {@link #pauseAfter}, then the pause itself. */
  public void after(Status status) {
    long pause = pauseAfter(status);
    if (pause > 0) {
      long start = System.nanoTime();
      long end = start + pause;
      long left;
      while ((left = end - System.nanoTime()) > 0) {
        LockSupport.parkNanos(left);
      }
      pausedNs += System.nanoTime() - start; // one writer: the owning thread
    }
  }

  /**
   * Time this thread has spent pausing. With the back-off few failing operations are counted, so the error
   * rate alone no longer shows that the database was gone for most of a run; this does.
   */
  public long pausedNanos() {
    return pausedNs;
  }
}
