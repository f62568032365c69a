package site.ycsb.engine;

import java.util.SplittableRandom;
import java.util.concurrent.ThreadLocalRandom;

/**
 * Arrivals at a fixed mean rate: evenly spaced ({@code uniform}) or with exponentially distributed gaps
 * ({@code poisson}).
 */
final class FixedRateSchedule implements ArrivalSchedule {
  private final double meanGapNs;
  private final SplittableRandom random;
  private final long startNs;
  private long count;
  private double poissonOffsetNs;

  FixedRateSchedule(double opsPerSec, boolean poisson, long startNs) {
    this.meanGapNs = 1e9 / opsPerSec;
    this.random = poisson ? new SplittableRandom(ThreadLocalRandom.current().nextLong()) : null;
    this.startNs = startNs;
  }

  /**
   * Uniform arrivals are start + n × gap, computed from the count so that no rounding accumulates; a Poisson
   * stream's first arrival is one exponential gap after the start.
   */
  @Override
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
