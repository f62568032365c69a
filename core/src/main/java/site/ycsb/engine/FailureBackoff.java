package site.ycsb.engine;

import java.util.concurrent.TimeUnit;
import java.util.concurrent.locks.LockSupport;
import java.util.function.BooleanSupplier;
import site.ycsb.Status;

/**
 * Slows a client thread down while its database keeps failing, so a dead server costs a bounded
 * number of instant errors instead of millions per second (which inflate the throughput line and eat
 * the CPU the other threads need). One failure costs nothing; from the second in a row the thread
 * pauses 1 ms, then 2, 4, ... up to {@code errorbackoff.ms}, before its next operation. The first
 * success resets it. The operations are still counted as errors; the pause is not part of any
 * service-time latency. NOT_IMPLEMENTED is no failure of the database and costs no pause. One instance per client
 * thread.
 *
 * <p>It never makes a run longer than it would have been without it plus {@code stop.grace}: a pause ends
 * as soon as the run is asked to stop (maxexecutiontime, Ctrl-C, {@link FailFast}), and a thread with an
 * operation count pauses at most {@code stop.grace} in all (its budget), so that a run bounded by
 * operationcount is not stretched by 100 ms per failing operation. A run bounded by time alone has no budget:
 * there the back-off cannot lengthen the run, and a dead server must not be spun at full speed.
 */
public final class FailureBackoff {
  public static final String MAX_MS_PROPERTY = "errorbackoff.ms";
  public static final long DEFAULT_MAX_MS = 100;
  /** No budget: pauses as long as failures go on. */
  public static final long UNLIMITED = -1;
  private static final long FIRST_PAUSE_NS = TimeUnit.MILLISECONDS.toNanos(1);
  /** How often a pause looks whether the run was asked to stop. */
  private static final long STOP_CHECK_NS = TimeUnit.MILLISECONDS.toNanos(10);

  private final long maxPauseNs;
  private final long budgetNs;
  private final BooleanSupplier stopRequested;
  private int consecutiveFailures;
  private volatile long pausedNs;

  /** @param maxPauseMs the longest pause; 0 turns the back-off off */
  public FailureBackoff(long maxPauseMs) {
    this(maxPauseMs, UNLIMITED, () -> false);
  }

  /**
   * @param maxPauseMs the longest pause; 0 turns the back-off off
   * @param budgetMs the most this thread pauses in all, or {@link #UNLIMITED}
   * @param stopRequested true once the run is to stop; ends a pause early
   */
  public FailureBackoff(long maxPauseMs, long budgetMs, BooleanSupplier stopRequested) {
    this.maxPauseNs = TimeUnit.MILLISECONDS.toNanos(maxPauseMs);
    this.budgetNs = budgetMs == UNLIMITED ? Long.MAX_VALUE : TimeUnit.MILLISECONDS.toNanos(budgetMs);
    this.stopRequested = stopRequested;
  }

  /**
   * Notes an operation's outcome and returns how long to pause before the next one, in nanoseconds. NOT_IMPLEMENTED
   * is the binding's answer, not the database's: it neither pauses nor counts as a failure in a row (nor ends one),
   * so a binding without scans does not slow the operations it does implement.
   */
  public long pauseAfter(Status status) {
    if (Status.NOT_IMPLEMENTED.getName().equals(status.getName())) {
      return 0;
    }
    if (status.isOk() || Status.NOT_FOUND.getName().equals(status.getName()) || status == Status.EXPIRED
        || maxPauseNs == 0) {
      consecutiveFailures = 0;
      return 0;
    }
    consecutiveFailures++;
    if (consecutiveFailures < 2) {
      return 0;
    }
    int doublings = Math.min(consecutiveFailures - 2, 30);
    return Math.max(0, Math.min(budgetNs - pausedNs, Math.min(maxPauseNs, FIRST_PAUSE_NS << doublings)));
  }

  /** {@link #pauseAfter}, then the pause itself, cut short when the run is asked to stop. */
  public void after(Status status) {
    long pause = pauseAfter(status);
    if (pause > 0) {
      long start = System.nanoTime();
      long end = start + pause;
      long left;
      while ((left = end - System.nanoTime()) > 0 && !stopRequested.getAsBoolean()) {
        LockSupport.parkNanos(Math.min(left, STOP_CHECK_NS));
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
