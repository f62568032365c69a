package site.ycsb.redaction;

/**
 * {@code name: value} and {@code "name": "value"} (YAML, JSON, headers) with a secret name: a quoted value to
 * its closing quote; a plain one to the end of the line or a " #" comment, and after a '{' or '[' on the
 * same line (flow style) also to ',', '}' or ']'.
 */
final class SecretColonPairRule implements TextRule {

  @Override
  public void mark(String t, MaskRanges r) {
    int n = t.length();
    boolean flow = false;
    int i = 0;
    while (i < n) {
      char c = t.charAt(i);
      if (c == '\n' || c == '\r') {
        flow = false;
      } else if (c == '{' || c == '[') {
        flow = true;
      } else if (c == ':') {
        int resume = colonValue(t, i, flow, r);
        if (resume > i + 1) {
          i = resume;
          continue;
        }
      }
      i++;
    }
  }

  /** The value after the ':' at {@code i} when its name is secret; returns where to go on scanning. */
  private static int colonValue(String t, int i, boolean flow, MaskRanges r) {
    int n = t.length();
    int end = i;
    char quote = 0;
    if (end > 0 && Chars.isQuote(t.charAt(end - 1))) {
      quote = t.charAt(end - 1);
      end--;
    }
    int start = end;
    while (start > 0 && Chars.isNameChar(t.charAt(start - 1))) {
      start--;
    }
    if (start == end || quote != 0 && (start == 0 || t.charAt(start - 1) != quote)) {
      return i + 1;
    }
    int v = i + 1;
    if (quote == 0 && (v >= n || !Chars.isBlank(t.charAt(v)))) {
      return i + 1;
    }
    if (!SecretNames.isSecret(t.substring(start, end))) {
      return i + 1;
    }
    while (v < n && Chars.isBlank(t.charAt(v))) {
      v++;
    }
    if (v >= n) {
      return n;
    }
    if (Chars.isQuote(t.charAt(v))) {
      return ValueSpans.maskQuoted(t, v, r);
    }
    // A quoted header in a command ('Authorization: Bearer x'): the value ends at the quote that opened it.
    char opened = quote == 0 && start > 0 && Chars.isQuote(t.charAt(start - 1)) ? t.charAt(start - 1) : 0;
    int e = v;
    while (e < n) {
      char d = t.charAt(e);
      if (d == '\n' || d == '\r' || flow && (d == ',' || d == '}' || d == ']')
          || d == '#' && Chars.isBlank(t.charAt(e - 1)) || d == opened) {
        break;
      }
      e++;
    }
    int trimmed = e;
    while (trimmed > v && Chars.isBlank(t.charAt(trimmed - 1))) {
      trimmed--;
    }
    r.add(v, trimmed);
    return e;
  }
}
