package site.ycsb.engine;

import java.util.SplittableRandom;
import java.util.concurrent.ThreadLocalRandom;

/**
 * The scheduled start times of a stream of arrivals at a fixed mean rate: evenly spaced ({@code uniform}) or
 * with exponentially distributed gaps ({@code poisson}). Not thread-safe: one stream per user.
 */
public final class ArrivalSchedule {
  private final double meanGapNs;
  private final SplittableRandom random;
  private final long startNs;
  private long count;
  private double poissonOffsetNs;

  private ArrivalSchedule(double meanGapNs, boolean poisson, long startNs) {
    this.meanGapNs = meanGapNs;
    this.random = poisson ? new SplittableRandom(ThreadLocalRandom.current().nextLong()) : null;
    this.startNs = startNs;
  }

  /** A stream of {@code opsPerSec} arrivals a second starting at {@code startNs} (System.nanoTime()). */
  public static ArrivalSchedule of(double opsPerSec, boolean poisson, long startNs) {
    return new ArrivalSchedule(1e9 / opsPerSec, poisson, startNs);
  }

  /**
   * The next arrival's scheduled time. Uniform arrivals are start + n × gap, computed from the count so that no
   * rounding accumulates; a Poisson stream's first arrival is one exponential gap after the start.
   */
  public long next() {
    count++;
    if (random == null) {
      return startNs + (long) (count * meanGapNs);
    }
    // 1 - U is in (0, 1], so the logarithm is finite.
    poissonOffsetNs += -Math.log(1.0 - random.nextDouble()) * meanGapNs;
    return startNs + (long) poissonOffsetNs;
  }
}
