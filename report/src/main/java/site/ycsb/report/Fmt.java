package site.ycsb.report;

import java.math.BigDecimal;
import java.math.RoundingMode;
import java.util.Locale;

/** Number formatting shared by every writer: locale-independent, "" for unknown. */
public final class Fmt {
  private Fmt() {
  }

  public static String f1(Double v) {
    return fixed(v, 1);
  }

  public static String f2(Double v) {
    return fixed(v, 2);
  }

  static String f3(Double v) {
    return fixed(v, 3);
  }

  static String f4(Double v) {
    return fixed(v, 4);
  }

  /**
   * Like {@code String.format(Locale.ROOT, "%.nf", v)} (half-up on the shortest decimal form of v), at a
   * fraction of the cost: a report of 1,000 steps formats some 100,000 numbers.
   */
  static String fixed(Double v, int decimals) {
    if (v == null || v.isNaN()) {
      return "";
    }
    if (v.isInfinite()) {
      return v > 0 ? "Infinity" : "-Infinity";
    }
    return BigDecimal.valueOf(v).setScale(decimals, RoundingMode.HALF_UP).toPlainString();
  }

  static String n(Long v) {
    return v == null ? "" : Long.toString(v);
  }

  /** A target rate as a chart writes it beside a point, whole and grouped: 150, 10,899. */
  static String rate(double v) {
    return String.format(Locale.ROOT, "%,d", Math.round(v));
  }

  public static String value(double v) {
    return v == Math.rint(v) && Math.abs(v) < 1e15 ? Long.toString((long) v) : String.format(Locale.ROOT, "%.2f", v);
  }

  /** Bytes in a unit a reader can take in at a glance (MiB with 1 decimal above 1 MiB). */
  static String bytes(Long v) {
    if (v == null) {
      return "";
    }
    if (Math.abs(v) >= 1024L * 1024) {
      return String.format(Locale.ROOT, "%.1f MiB", v / (1024.0 * 1024));
    }
    if (Math.abs(v) >= 1024L) {
      return String.format(Locale.ROOT, "%.1f KiB", v / 1024.0);
    }
    return v + " B";
  }

  static String html(String s) {
    if (s == null) {
      return "";
    }
    StringBuilder sb = new StringBuilder(s.length() + 16);
    for (int i = 0; i < s.length(); i++) {
      char c = s.charAt(i);
      switch (c) {
        case '<' -> sb.append("&lt;");
        case '>' -> sb.append("&gt;");
        case '&' -> sb.append("&amp;");
        case '"' -> sb.append("&quot;");
        case '\'' -> sb.append("&#39;");
        default -> sb.append(c);
      }
    }
    return sb.toString();
  }

  /** A file-name-safe form of a workload or database name. */
  static String slug(String s) {
    String slug = s == null ? "unknown" : s.replaceAll("[^A-Za-z0-9._-]", "_");
    return slug.isEmpty() ? "unknown" : slug;
  }
}
