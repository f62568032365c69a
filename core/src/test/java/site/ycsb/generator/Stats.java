package site.ycsb.generator;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

/**
 * Tolerances for the statistical tests. Seeds cannot be fixed (generators use ThreadLocalRandom),
 * so every bound is at least 7 standard deviations wide: a false failure has odds below 1e-11.
 */
final class Stats {
  static final int SAMPLES = 1_000_000;
  private static final double SIGMAS = 7;

  private Stats() {
  }

  /** Asserts that count out of n matches probability p. */
  static void assertFrequency(long count, long n, double p) {
    double tolerance = SIGMAS * Math.sqrt(p * (1 - p) / n);
    assertThat((double) count / n).as("frequency (expected %s)", p).isCloseTo(p, within(tolerance));
  }

  /** Asserts that two independent frequencies estimate the same probability. */
  static void assertSameFrequency(long count1, long count2, long n) {
    double p = (double) (count1 + count2) / (2 * n);
    double tolerance = SIGMAS * Math.sqrt(2 * p * (1 - p) / n) + 1e-9;
    assertThat((double) count1 / n).isCloseTo((double) count2 / n, within(tolerance));
  }

  /** Asserts a sample mean given the distribution's standard deviation. */
  static void assertMean(double sampleMean, long n, double mean, double stddev) {
    assertThat(sampleMean).isCloseTo(mean, within(SIGMAS * stddev / Math.sqrt(n)));
  }

  /** zeta(n, theta) summed directly, independently of the code under test. */
  static double zeta(long n, double theta) {
    double sum = 0;
    for (long i = 1; i <= n; i++) {
      sum += Math.pow(i, -theta);
    }
    return sum;
  }
}
