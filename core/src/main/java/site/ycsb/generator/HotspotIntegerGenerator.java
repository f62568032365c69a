package site.ycsb.generator;

import java.util.concurrent.ThreadLocalRandom;

/**
 * Hot-spot distribution over [lowerBound, upperBound]: the first hotsetFraction of the range is
 * the hot set and receives hotOpnFraction of the draws; within each set, draws are uniform.
 */
public class HotspotIntegerGenerator extends NumberGenerator {
  private final long lowerBound;
  private final long upperBound;
  private final long hotInterval;
  private final long coldInterval;
  private final double hotsetFraction;
  private final double hotOpnFraction;

  /**
   * @param hotsetFraction share of the range that is hot, in [0, 1]
   * @param hotOpnFraction share of the draws that go to the hot set, in [0, 1]
   * @throws IllegalArgumentException on fractions outside [0, 1] or lowerBound > upperBound
   */
  public HotspotIntegerGenerator(long lowerBound, long upperBound, double hotsetFraction,
                                 double hotOpnFraction) {
    checkFraction("hotsetFraction", hotsetFraction);
    checkFraction("hotOpnFraction", hotOpnFraction);
    if (lowerBound > upperBound) {
      throw new IllegalArgumentException("HotspotIntegerGenerator needs lowerBound <= upperBound, got "
          + lowerBound + " > " + upperBound);
    }
    this.lowerBound = lowerBound;
    this.upperBound = upperBound;
    this.hotsetFraction = hotsetFraction;
    this.hotOpnFraction = hotOpnFraction;
    long interval = upperBound - lowerBound + 1;
    this.hotInterval = (long) (interval * hotsetFraction);
    this.coldInterval = interval - hotInterval;
  }

  private static void checkFraction(String name, double value) {
    if (!(value >= 0.0 && value <= 1.0)) {
      throw new IllegalArgumentException(name + " must be in [0, 1], got " + value);
    }
  }

  /** Does not update {@link #lastValue()}; {@link #nextValue()} does. */
  @Override
  public long nextLong() {
    ThreadLocalRandom random = ThreadLocalRandom.current();
    // An empty set cannot be drawn from; its share then goes to the other set.
    boolean hot = coldInterval == 0 || (hotInterval > 0 && random.nextDouble() < hotOpnFraction);
    return hot
        ? lowerBound + random.nextLong(hotInterval)
        : lowerBound + hotInterval + random.nextLong(coldInterval);
  }

  @Override
  public Long nextValue() {
    long ret = nextLong();
    setLastValue(ret);
    return ret;
  }

  public long getLowerBound() {
    return lowerBound;
  }

  public long getUpperBound() {
    return upperBound;
  }

  public double getHotsetFraction() {
    return hotsetFraction;
  }

  public double getHotOpnFraction() {
    return hotOpnFraction;
  }

  /** Exact mean of the mixture of the two uniform sets. */
  @Override
  public double mean() {
    double hotMean = lowerBound + (hotInterval - 1) / 2.0;
    double coldMean = lowerBound + hotInterval + (coldInterval - 1) / 2.0;
    if (hotInterval == 0) {
      return coldMean;
    }
    if (coldInterval == 0) {
      return hotMean;
    }
    return hotOpnFraction * hotMean + (1 - hotOpnFraction) * coldMean;
  }
}
