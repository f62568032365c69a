package site.ycsb.stats;

import java.math.BigDecimal;
import java.math.RoundingMode;

/**
 * A share printed as a percentage beside the limit it was judged against, with the digits needed to show on which
 * side of the limit it lies: 0.94972 against a minimum of 0.95 prints "94.97", never "95.0", which would read as
 * meeting the limit it missed.
 */
public final class Percent {
  /** Past this many decimals a share is printed as it rounds: at 6 it is within 5e-9 of the limit. */
  private static final int MAX_DECIMALS = 6;

  private Percent() {
  }

  /**
   * The share in percent, with one decimal or as many more as it takes for the printed number to lie on the same
   * side of {@code limit} (also a share) as the share itself; a share equal to the limit prints with one decimal.
   */
  public static String of(double share, double limit) {
    return of(share, limit, 1);
  }

  /** As {@link #of(double, double)}, with at least {@code decimals} decimals (0: a whole percent where it can). */
  public static String of(double share, double limit, int decimals) {
    double pct = 100 * share;
    double limitPct = 100 * limit;
    String text = round(pct, decimals);
    for (decimals++; decimals <= MAX_DECIMALS && side(Double.parseDouble(text), limitPct) != side(pct, limitPct);
        decimals++) {
      text = round(pct, decimals);
    }
    return text;
  }

  private static int side(double value, double limit) {
    return Double.compare(value, limit);
  }

  private static String round(double v, int decimals) {
    return BigDecimal.valueOf(v).setScale(decimals, RoundingMode.HALF_UP).toPlainString();
  }
}
