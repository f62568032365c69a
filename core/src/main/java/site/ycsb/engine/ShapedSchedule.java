package site.ycsb.engine;

import java.util.SplittableRandom;
import java.util.concurrent.ThreadLocalRandom;

/**
 * Arrivals at a rate that varies with time ({@link RateShape}): evenly spaced in the shape's own count, the n-th
 * arrival where the integrated rate reaches n ({@code uniform}), or a non-homogeneous Poisson process
 * ({@code poisson}) by time rescaling: a unit-rate Poisson stream's n-th arrival E(n) (a sum of exponential gaps of
 * mean 1) is due where the integrated rate reaches E(n), so the count in any interval is Poisson with the integral
 * of the rate over it as its mean.
 */
final class ShapedSchedule implements ArrivalSchedule {
  private final RateShape shape;
  private final SplittableRandom random;
  private final long startNs;
  private long count;
  private double unitArrivals;
  private double lastSeconds;

  ShapedSchedule(RateShape shape, boolean poisson, long startNs) {
    this.shape = shape;
    this.random = poisson ? new SplittableRandom(ThreadLocalRandom.current().nextLong()) : null;
    this.startNs = startNs;
  }

  /** The schedule of an open loop: at a fixed rate without a shape, as before shapes existed, else this. */
  static ArrivalSchedule of(RateShape shape, double opsPerSec, boolean poisson, long startNs) {
    return shape == null ? ArrivalSchedule.of(opsPerSec, poisson, startNs)
        : new ShapedSchedule(shape, poisson, startNs);
  }

  @Override
  public long next() {
    if (random == null) {
      count++;
      unitArrivals = count;
    } else {
      // 1 - U is in (0, 1], so the logarithm is finite.
      unitArrivals += -Math.log(1.0 - random.nextDouble());
    }
    lastSeconds = shape.timeOf(unitArrivals, lastSeconds);
    return startNs + (long) (lastSeconds * 1e9);
  }
}
