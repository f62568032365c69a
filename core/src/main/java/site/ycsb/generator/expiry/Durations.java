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
    long unit = 1;
    String digits = t;
    if (!t.isEmpty() && Character.isLetter(t.charAt(t.length() - 1))) {
      switch (t.charAt(t.length() - 1)) {
        case 's':
          unit = 1;
          break;
        case 'm':
          unit = 60;
          break;
        case 'h':
          unit = 3600;
          break;
        case 'd':
          unit = 86_400;
          break;
        default:
          throw new IllegalArgumentException("'" + text.trim() + "' has an unknown unit: write " + ACCEPTED);
      }
      digits = t.substring(0, t.length() - 1).trim();
    }
    if (digits.isEmpty() || !digits.chars().allMatch(Character::isDigit)) {
      throw new IllegalArgumentException("'" + text.trim() + "' is not a duration: write " + ACCEPTED);
    }
    try {
      return Math.multiplyExact(Long.parseLong(digits), unit);
    } catch (NumberFormatException | ArithmeticException e) {
      throw new IllegalArgumentException("'" + text.trim() + "' is too long a duration");
    }
  }
}
