package site.ycsb.generator;

import java.util.concurrent.ThreadLocalRandom;

/**
 * Exponential distribution with rate gamma: small values are the most likely. Used by the
 * workload to favour recently inserted keys.
 */
public class ExponentialGenerator extends NumberGenerator {
  /** Percentage of draws that fall below exponential.frac * record count. */
  public static final String EXPONENTIAL_PERCENTILE_PROPERTY = "exponential.percentile";
  public static final String EXPONENTIAL_PERCENTILE_DEFAULT = "95";
  /** Share of the record count that holds exponential.percentile percent of the draws. */
  public static final String EXPONENTIAL_FRAC_PROPERTY = "exponential.frac";
  public static final String EXPONENTIAL_FRAC_DEFAULT = "0.8571428571";

  /** Rate parameter; the mean is 1 / gamma. */
  private final double gamma;

  /** @param mean the expected value, positive */
  public ExponentialGenerator(double mean) {
    this.gamma = checkedGamma(1.0 / mean, "mean " + mean);
  }

  /** Chooses gamma so that {@code percentile} percent of the draws are below {@code range}. */
  public ExponentialGenerator(double percentile, double range) {
    this.gamma = checkedGamma(-Math.log(1.0 - percentile / 100.0) / range,
        "percentile " + percentile + " and range " + range);
  }

  private static double checkedGamma(double gamma, String what) {
    if (!(gamma > 0 && gamma < Double.POSITIVE_INFINITY)) {
      throw new IllegalArgumentException("ExponentialGenerator: " + what
          + " give no usable distribution (need mean > 0, or 0 < percentile < 100 and range > 0)");
    }
    return gamma;
  }

  private double draw() {
    // 1 - u lies in (0, 1], so the logarithm is finite.
    return -Math.log(1.0 - ThreadLocalRandom.current().nextDouble()) / gamma;
  }

  /** The draw truncated to a long. Does not update {@link #lastValue()}; {@link #nextValue()} does. */
  @Override
  public long nextLong() {
    return (long) draw();
  }

  /** The untruncated draw, as in YCSB. */
  @Override
  public Double nextValue() {
    double ret = draw();
    setLastValue(ret);
    return ret;
  }

  @Override
  public double mean() {
    return 1.0 / gamma;
  }

  /** Tiny demo: a few draws with 90% of them below 100. */
  public static void main(String[] args) {
    ExponentialGenerator gen = new ExponentialGenerator(90, 100);
    for (int i = 0; i < 10; i++) {
      System.out.println(gen.nextLong());
    }
  }
}
