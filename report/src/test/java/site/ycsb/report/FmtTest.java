package site.ycsb.report;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.Locale;
import java.util.Random;
import org.junit.jupiter.api.Test;

class FmtTest {
  /** String.format's result, except that a negative value rounding to zero shows as 0 (no "-0.0"). */
  private static String expected(String pattern, double v) {
    String s = String.format(Locale.ROOT, pattern, v);
    return s.matches("-0\\.0*") ? s.substring(1) : s;
  }

  @Test
  void fixedFormatsLikeStringFormat() {
    Random random = new Random(1);
    double[] edges = {0, -0.0, 0.05, 0.15, 1.005, 2.675, 1e-9, 123456789.125, -3.14159, 0.5, 1.5, 2.5, 99.95};
    for (int decimals = 1; decimals <= 4; decimals++) {
      String pattern = "%." + decimals + "f";
      for (double v : edges) {
        assertThat(Fmt.fixed(v, decimals)).as("%s %d", v, decimals)
            .isEqualTo(expected(pattern, v));
      }
      for (int i = 0; i < 20_000; i++) {
        double v = random.nextDouble() * Math.pow(10, random.nextInt(9)) * (random.nextBoolean() ? 1 : -1);
        assertThat(Fmt.fixed(v, decimals)).as("%s %d", v, decimals)
            .isEqualTo(expected(pattern, v));
      }
    }
    assertThat(Fmt.fixed(-0.00001, 2)).isEqualTo("0.00");
    assertThat(Fmt.fixed(null, 1)).isEmpty();
    assertThat(Fmt.fixed(Double.NaN, 1)).isEmpty();
  }
}
