package site.ycsb.generator.expiry;

import java.util.Locale;

/**
 * Durations written as whole seconds with an optional unit: {@code 300}, {@code 30s}, {@code 5m}, {@code 12h},
 * {@code 1d}.
 */
public final class Durations {
  /** The accepted forms, for messages. */
  public static final String ACCEPTED =
      "a whole number of seconds, optionally with a unit s, m, h or d (300, 5m, 12h, 1d)";

  private Durations() {
  }

  /** The number of seconds, or an {@link IllegalArgumentException} saying what is accepted. */
  public static long seconds(String text) {
    String t = text.trim().toLowerCase(Locale.ROOT);
    boolean withUnit = !t.isEmpty() && Character.isLetter(t.charAt(t.length() - 1));
    String digits = withUnit ? t.substring(0, t.length() - 1).trim() : t;
    if (digits.isEmpty() || !digits.chars().allMatch(c -> c >= '0' && c <= '9')) {
      throw new IllegalArgumentException("'" + text.trim() + "' is not a duration: write " + ACCEPTED);
    }
    long unit = withUnit ? unit(t.charAt(t.length() - 1)) : 1;
    if (unit == 0) {
      throw new IllegalArgumentException("'" + text.trim() + "' has an unknown unit: write " + ACCEPTED);
    }
    try {
      return Math.multiplyExact(Long.parseLong(digits), unit);
    } catch (NumberFormatException | ArithmeticException e) {
      throw new IllegalArgumentException("'" + text.trim() + "' is too long a duration");
    }
  }

  /** Seconds per unit, 0 for a letter that is none. */
  private static long unit(char letter) {
    switch (letter) {
      case 's':
        return 1;
      case 'm':
        return 60;
      case 'h':
        return 3600;
      case 'd':
        return 86_400;
      default:
        return 0;
    }
  }
}
