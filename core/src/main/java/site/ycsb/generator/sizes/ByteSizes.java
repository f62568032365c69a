package site.ycsb.generator.sizes;

import java.util.Locale;

/** Sizes written with a unit: {@code 512}, {@code 512B}, {@code 4KB}, {@code 1MB}, {@code 2GB} (units of 1024). */
public final class ByteSizes {
  private ByteSizes() {
  }

  /** The number of bytes, or an {@link IllegalArgumentException} saying what is accepted. */
  public static long parse(String text) {
    String t = text.trim().toUpperCase(Locale.ROOT);
    long unit = 1;
    String digits = t;
    String[][] units = {{"KIB", "1024"}, {"MIB", "1048576"}, {"GIB", "1073741824"},
        {"KB", "1024"}, {"MB", "1048576"}, {"GB", "1073741824"}, {"K", "1024"}, {"M", "1048576"},
        {"G", "1073741824"}, {"B", "1"}};
    for (String[] u : units) {
      if (t.endsWith(u[0])) {
        unit = Long.parseLong(u[1]);
        digits = t.substring(0, t.length() - u[0].length()).trim();
        break;
      }
    }
    try {
      long value = Long.parseLong(digits);
      if (value < 0) {
        throw new NumberFormatException();
      }
      return Math.multiplyExact(value, unit);
    } catch (NumberFormatException | ArithmeticException e) {
      throw new IllegalArgumentException("'" + text + "' is not a size: a whole number of bytes, optionally with "
          + "B, KB, MB or GB (units of 1024)");
    }
  }
}
