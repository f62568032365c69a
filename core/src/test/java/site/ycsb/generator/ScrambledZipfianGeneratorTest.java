package site.ycsb.generator;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

class ScrambledZipfianGeneratorTest {

  @Test
  void staysWithinBounds() {
    ScrambledZipfianGenerator gen = new ScrambledZipfianGenerator(1000, 1076);
    for (int i = 0; i < 100_000; i++) {
      assertThat(gen.nextLong()).isBetween(1000L, 1076L);
    }
    ScrambledZipfianGenerator fromCount = new ScrambledZipfianGenerator(10);
    for (int i = 0; i < 10_000; i++) {
      assertThat(fromCount.nextValue()).isBetween(0L, 9L);
    }
    assertThat(gen.mean()).isEqualTo(1038.0);
  }

  /** Expected numbers computed independently (FNV-1a 64 over little-endian bytes, then abs). */
  @Test
  void scramblingIsMinPlusFnvHashModuloItemCount() {
    ScrambledZipfianGenerator thousand = new ScrambledZipfianGenerator(1000, 1999);
    assertThat(thousand.scramble(0)).isEqualTo(1211);
    assertThat(thousand.scramble(1)).isEqualTo(1620);
    assertThat(thousand.scramble(2)).isEqualTo(1393);
    assertThat(thousand.scramble(12345)).isEqualTo(1852);
    assertThat(thousand.scramble(10_000_000_000L)).isEqualTo(1516);
    ScrambledZipfianGenerator odd = new ScrambledZipfianGenerator(5, 81);
    assertThat(odd.scramble(0)).isEqualTo(72);
    assertThat(odd.scramble(1)).isEqualTo(76);
    assertThat(odd.scramble(12345)).isEqualTo(12);
  }

  @Test
  void hottestKeysAreTheImagesOfTheTopRanksNotTheLowestKeys() {
    ScrambledZipfianGenerator gen = new ScrambledZipfianGenerator(0, 999);
    long[] counts = new long[1000];
    for (int i = 0; i < Stats.SAMPLES; i++) {
      counts[(int) gen.nextLong()]++;
    }
    int hottest = argmax(counts, -1);
    assertThat(hottest).isEqualTo(211).isEqualTo((int) gen.scramble(0));
    assertThat(argmax(counts, hottest)).isEqualTo(620).isEqualTo((int) gen.scramble(1));
    // Rank 0 alone has probability 1/ZETAN; other inner ranks folded onto the key add ~0.001.
    double top = (double) counts[hottest] / Stats.SAMPLES;
    assertThat(top).isBetween(1 / ScrambledZipfianGenerator.ZETAN - 0.002, 1 / ScrambledZipfianGenerator.ZETAN + 0.005);
    assertThat(counts[0]).isLessThan(counts[hottest] / 10);
  }

  private static int argmax(long[] counts, int skip) {
    int best = skip == 0 ? 1 : 0;
    for (int i = 0; i < counts.length; i++) {
      if (i != skip && counts[i] > counts[best]) {
        best = i;
      }
    }
    return best;
  }

  /**
   * ZETAN is zeta(ITEM_COUNT, 0.99). Summing 1e10 terms is too slow for a test, so compare with an
   * Euler-Maclaurin estimate (validated below against the direct sum).
   */
  @Test
  void zetanIsZetaOfTheItemCount() {
    double theta = ScrambledZipfianGenerator.USED_ZIPFIAN_CONSTANT;
    double estimate = eulerMaclaurinZeta(ScrambledZipfianGenerator.ITEM_COUNT, theta);
    assertThat(ScrambledZipfianGenerator.ZETAN).isCloseTo(estimate, within(estimate * 1e-9));
    // The generator's inner count is ITEM_COUNT + 1; the extra term is far below the tolerance.
    double plusOne = eulerMaclaurinZeta(ScrambledZipfianGenerator.ITEM_COUNT + 1, theta);
    assertThat(ScrambledZipfianGenerator.ZETAN).isCloseTo(plusOne, within(plusOne * 1e-9));
  }

  @Test
  void eulerMaclaurinEstimateMatchesTheDirectSum() {
    double direct = Stats.zeta(2_000_000, 0.99);
    assertThat(eulerMaclaurinZeta(2_000_000, 0.99)).isCloseTo(direct, within(direct * 1e-12));
  }

  /** sum_{k=1}^{n} k^-s: the first m-1 terms directly, the rest by Euler-Maclaurin. */
  private static double eulerMaclaurinZeta(long n, double s) {
    int m = 1000;
    double sum = Stats.zeta(m - 1, s);
    double integral = (Math.pow(n, 1 - s) - Math.pow(m, 1 - s)) / (1 - s);
    double ends = (Math.pow(m, -s) + Math.pow(n, -s)) / 2;
    // B2/2! * (f'(n) - f'(m)) + B4/4! * (f'''(n) - f'''(m)) with f(x) = x^-s.
    double d1 = -s * (Math.pow(n, -s - 1) - Math.pow(m, -s - 1));
    double d3 = -s * (s + 1) * (s + 2) * (Math.pow(n, -s - 3) - Math.pow(m, -s - 3));
    return sum + integral + ends + d1 / 12 - d3 / 720;
  }

  /** The default constant uses the precomputed ZETAN, so construction is O(1), not O(1e10). */
  @Test
  @Timeout(10)
  void constructionIsCheap() {
    for (int i = 0; i < 1000; i++) {
      ScrambledZipfianGenerator gen =
          new ScrambledZipfianGenerator(0, 99, ScrambledZipfianGenerator.USED_ZIPFIAN_CONSTANT);
      assertThat(gen.lastValue()).isNotNull();
    }
  }
}
