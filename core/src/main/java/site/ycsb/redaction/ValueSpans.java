package site.ycsb.redaction;

/** Where a secret value that starts at a known place ends, quoted or not; each method marks it and says where. */
final class ValueSpans {
  private ValueSpans() {
  }

  /**
   * Hides the value starting at {@code v}: quoted, to its closing quote; else to a blank or one of {@code stops}.
   * Returns where the value ends.
   */
  static int maskValue(String t, int v, MaskRanges r, String stops) {
    int n = t.length();
    if (v >= n || Character.isWhitespace(t.charAt(v))) {
      return v;
    }
    if (Chars.isQuote(t.charAt(v))) {
      return maskQuoted(t, v, r);
    }
    int e = v;
    while (e < n && !Character.isWhitespace(t.charAt(e)) && stops.indexOf(t.charAt(e)) < 0) {
      e++;
    }
    r.add(v, e);
    return e;
  }

  /** Hides the quoted value opening at {@code v} up to its closing quote (or the end); returns where it ends. */
  static int maskQuoted(String t, int v, MaskRanges r) {
    int close = t.indexOf(t.charAt(v), v + 1);
    int e = close < 0 ? t.length() : close;
    r.add(v + 1, e);
    return e + 1;
  }

  /** Hides the word [s, e); a word opening a quote is hidden to its closing quote. Returns the word's end. */
  static int maskWord(String t, int s, int e, MaskRanges r) {
    char q = t.charAt(s);
    if (Chars.isQuote(q) && !(e - s >= 2 && t.charAt(e - 1) == q)) {
      int close = t.indexOf(q, s + 1);
      int end = close < 0 ? t.length() : close + 1;
      r.add(s, end);
      return Math.max(end, e);
    }
    r.add(s, trimClosingQuote(t, s, e));
    return e;
  }

  /**
   * Hides what follows the first ':' of the {@code user:password} word [s, e), to its end or, when it opens a quote,
   * to its closing quote; a word without ':' (the tool asks for the password) hides nothing.
   */
  static void maskAfterColon(String t, int s, int e, MaskRanges r) {
    char q = t.charAt(s);
    boolean quoted = Chars.isQuote(q);
    int end = e;
    if (quoted) {
      int close = t.indexOf(q, s + 1);
      end = close < 0 ? t.length() : close;
    }
    int colon = t.indexOf(':', s);
    if (colon < 0 || colon >= end) {
      return;
    }
    r.add(colon + 1, quoted ? end : trimClosingQuote(t, colon + 1, end));
  }

  /** A word's end without a closing quote it did not open (the end of a quoted string around the command). */
  static int trimClosingQuote(String t, int s, int e) {
    if (e - s >= 2) {
      char last = t.charAt(e - 1);
      if (Chars.isQuote(last) && t.substring(s, e - 1).indexOf(last) < 0) {
        return e - 1;
      }
    }
    return e;
  }
}
