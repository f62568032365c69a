package site.ycsb.generator.sizes;

/**
 * Whole-byte sizes from a continuous distribution, rounded down (mutilate's way: its sizes are the draw cast to
 * an integer) or up (db_bench's way: {@code ceil}), never below 0.
 */
public record RoundedSizes(ContinuousDistribution distribution, boolean roundUp) implements SizeDistribution {
  public static RoundedSizes down(ContinuousDistribution distribution) {
    return new RoundedSizes(distribution, false);
  }

  public static RoundedSizes up(ContinuousDistribution distribution) {
    return new RoundedSizes(distribution, true);
  }

  @Override
  public long size(double p) {
    double q = distribution.quantile(p);
    if (!(q > 0)) {
      return 0;
    }
    double rounded = roundUp ? Math.ceil(q) : Math.floor(q);
    return rounded >= Long.MAX_VALUE ? Long.MAX_VALUE : (long) rounded;
  }

  @Override
  public double sizeCdf(long n) {
    if (n < 0) {
      return 0;
    }
    // Rounded down, a size is at most n while the value is below n + 1; rounded up, while it is at most n.
    return roundUp ? distribution.cdf(n) : distribution.cdf(Math.nextDown(n + 1.0));
  }

  @Override
  public String describe() {
    return distribution.describe() + (roundUp ? ", rounded up" : ", rounded down");
  }
}
