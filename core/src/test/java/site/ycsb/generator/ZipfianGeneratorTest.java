package site.ycsb.generator;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.within;

import org.junit.jupiter.api.Test;

class ZipfianGeneratorTest {
  private static final double THETA = ZipfianGenerator.ZIPFIAN_CONSTANT;

  private static long[] histogram(NumberGenerator gen, long min, int items) {
    long[] counts = new long[items];
    for (int i = 0; i < Stats.SAMPLES; i++) {
      long v = gen.nextLong();
      assertThat(v).isBetween(min, min + items - 1);
      counts[(int) (v - min)]++;
    }
    return counts;
  }

  @Test
  void topRanksHaveTheirZipfianProbabilities() {
    long[] counts = histogram(new ZipfianGenerator(100, 1099), 100, 1000);
    double zetan = Stats.zeta(1000, THETA);
    // The algorithm is exact for ranks 0 and 1.
    Stats.assertFrequency(counts[0], Stats.SAMPLES, 1 / zetan);
    Stats.assertFrequency(counts[1], Stats.SAMPLES, 1 / (Math.pow(2, THETA) * zetan));
  }

  @Test
  void frequenciesDecreaseWithRank() {
    long[] counts = histogram(new ZipfianGenerator(1000), 0, 1000);
    for (int rank = 0; rank < 5; rank++) {
      assertThat(counts[rank]).as("rank %d vs %d", rank, rank + 1).isGreaterThan(counts[rank + 1]);
    }
    // Per-item averages over decades keep falling.
    assertThat(average(counts, 0, 10)).isGreaterThan(average(counts, 10, 100));
    assertThat(average(counts, 10, 100)).isGreaterThan(average(counts, 100, 1000));
  }

  private static double average(long[] counts, int from, int to) {
    long sum = 0;
    for (int i = from; i < to; i++) {
      sum += counts[i];
    }
    return (double) sum / (to - from);
  }

  @Test
  void otherConstantsAreHonoured() {
    double theta = 0.5;
    long[] counts = histogram(new ZipfianGenerator(50, theta), 0, 50);
    Stats.assertFrequency(counts[0], Stats.SAMPLES, 1 / Stats.zeta(50, theta));
  }

  @Test
  void zetaMatchesTheDirectSumAndCanBeExtended() {
    assertThat(ZipfianGenerator.zetastatic(1000, THETA)).isCloseTo(Stats.zeta(1000, THETA), within(1e-12));
    double half = ZipfianGenerator.zetastatic(400, THETA);
    assertThat(ZipfianGenerator.zetastatic(400, 1000, THETA, half))
        .isCloseTo(ZipfianGenerator.zetastatic(1000, THETA), within(1e-12));
    assertThat(ZipfianGenerator.zetastatic(2, THETA)).isCloseTo(1 + Math.pow(0.5, THETA), within(1e-15));
  }

  @Test
  void growingItemCountBehavesLikeAFreshGenerator() {
    ZipfianGenerator grown = new ZipfianGenerator(10);
    ZipfianGenerator fresh = new ZipfianGenerator(1000);
    long grownZero = 0;
    long grownTail = 0;
    long freshTail = 0;
    for (int i = 0; i < Stats.SAMPLES; i++) {
      long g = grown.nextLong(1000);
      assertThat(g).isBetween(0L, 999L);
      grownZero += g == 0 ? 1 : 0;
      grownTail += g >= 500 ? 1 : 0;
      freshTail += fresh.nextLong() >= 500 ? 1 : 0;
    }
    Stats.assertFrequency(grownZero, Stats.SAMPLES, 1 / Stats.zeta(1000, THETA));
    // Catches a stale eta (computed for 10 items), which would give ~0.35 instead of ~0.09.
    Stats.assertSameFrequency(grownTail, freshTail, Stats.SAMPLES);
  }

  @Test
  void nextValueBoxesAndRecordsTheDraw() {
    ZipfianGenerator gen = new ZipfianGenerator(10);
    assertThat(gen.lastValue()).as("a first value is drawn at construction").isNotNull();
    Long v = gen.nextValue();
    assertThat(v).isBetween(0L, 9L);
    assertThat(gen.lastValue()).isEqualTo(v);
  }

  @Test
  void hasNoMean() {
    assertThatThrownBy(() -> new ZipfianGenerator(10).mean()).isInstanceOf(UnsupportedOperationException.class);
  }

  @Test
  void theDefaultConstantTakesTheIntegerPowerPath() {
    assertThat(ZipfianGenerator.nearInteger(1.0 / (1.0 - 0.99))).isEqualTo(100);
    assertThat(ZipfianGenerator.nearInteger(1.0 / (1.0 - 0.5))).isEqualTo(2);
    assertThat(ZipfianGenerator.nearInteger(1.0 / (1.0 - 0.9))).isEqualTo(10);
    assertThat(ZipfianGenerator.nearInteger(1.0 / (1.0 - 0.95))).isEqualTo(20);
    assertThat(ZipfianGenerator.nearInteger(1.0 / (1.0 - 0.98))).isEqualTo(50);
    assertThat(ZipfianGenerator.nearInteger(1.0 / (1.0 - 0.7))).isZero(); // 3.33...
    assertThat(ZipfianGenerator.nearInteger(1.0)).isZero();
    assertThat(ZipfianGenerator.nearInteger(100.001)).isZero();
    assertThat(ZipfianGenerator.nearInteger(2000)).isZero();
  }

  @Test
  void integerPowerAgreesWithMathPow() {
    double alpha = 1.0 / (1.0 - 0.99);
    java.util.SplittableRandom random = new java.util.SplittableRandom(11);
    long itemcount = ScrambledZipfianGenerator.ITEM_COUNT;
    int rankDiffers = 0;
    for (int i = 0; i < 1_000_000; i++) {
      double x = random.nextDouble(0.5, 1.0);
      double exact = Math.pow(x, alpha);
      double fast = ZipfianGenerator.power(x, 100);
      assertThat(fast).isCloseTo(exact, within(exact * 1e-12));
      if ((long) (itemcount * fast) != (long) (itemcount * exact)) {
        rankDiffers++;
      }
    }
    // Only draws whose fraction lies within ~1e-4 of an integer can land one rank apart.
    assertThat(rankDiffers).isLessThan(1_000);
    assertThat(ZipfianGenerator.power(0.5, 1)).isEqualTo(0.5);
    assertThat(ZipfianGenerator.power(3.0, 5)).isEqualTo(243.0);
  }
}
