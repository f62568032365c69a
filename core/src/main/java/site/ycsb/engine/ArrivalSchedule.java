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

  /** A stream of {@code opsPerSec} arrivals a second starting at {@code startNs} (System.nanoTime()). */
  static ArrivalSchedule of(double opsPerSec, boolean poisson, long startNs) {
    return new FixedRateSchedule(opsPerSec, poisson, startNs);
  }
}
