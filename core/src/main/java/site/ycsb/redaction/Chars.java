package site.ycsb.redaction;

/** The character classes the text rules share. */
final class Chars {
  private Chars() {
  }

  /** A character of a property, variable or parameter name (ASCII letters and digits, '_', '.', '-'). */
  static boolean isNameChar(char c) {
    return c < 128 && (Character.isLetterOrDigit(c) || c == '_' || c == '.' || c == '-');
  }

  /** A blank inside a line: space or tab. */
  static boolean isBlank(char c) {
    return c == ' ' || c == '\t';
  }

  static boolean isQuote(char c) {
    return c == '\'' || c == '"';
  }
}
