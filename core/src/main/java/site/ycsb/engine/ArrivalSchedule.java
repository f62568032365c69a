package site.ycsb.engine;

/**
 * The scheduled start times of a stream of arrivals, in order. Not thread-safe: one stream per user (an open
 * loop's {@link ArrivalQueue} calls it under its lock).
 */
public interface ArrivalSchedule {
  /** What {@link #next} returns when the schedule has no more arrivals. */
  long NO_MORE = Long.MAX_VALUE;

  /** The next arrival's scheduled time (System.nanoTime()), or {@link #NO_MORE}. */
  long next();

  /**
   * A client thread claims the oldest arrival {@link #next} gave and no one claimed yet: called on that thread,
   * in the order of the arrivals, by the user that calls {@link #next} (under the same lock). For schedules whose
   * arrivals carry their own operation (a trace's); the others ignore it.
   */
  default void claimed() {
  }

  /** A stream of {@code opsPerSec} arrivals a second starting at {@code startNs} (System.nanoTime()). */
  static ArrivalSchedule of(double opsPerSec, boolean poisson, long startNs) {
    return new FixedRateSchedule(opsPerSec, poisson, startNs);
  }
}
