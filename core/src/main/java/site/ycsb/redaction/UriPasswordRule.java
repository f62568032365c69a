package site.ycsb.redaction;

/**
 * {@code scheme://user:password@host}: the password, through the last '@' of the URI, since a password may hold
 * an unencoded '@' (or ':' or '/'). The URI ends at a blank, or, when a quote opens it, at its closing quote (a
 * quoted URI may hold blanks). The user is what precedes the first ':' (it may hold an '@' too). Where the URI's
 * path or query holds an '@' as well, more is hidden than the password: never less.
 */
final class UriPasswordRule implements TextRule {

  @Override
  public void mark(String t, MaskRanges r) {
    int n = t.length();
    int i = t.indexOf("://");
    while (i > 0) {
      int next = i + 3;
      if (isSchemeChar(t.charAt(i - 1))) {
        int schemeStart = i - 1;
        while (schemeStart > 0 && isSchemeChar(t.charAt(schemeStart - 1))) {
          schemeStart--;
        }
        char quote = schemeStart > 0 && Chars.isQuote(t.charAt(schemeStart - 1)) ? t.charAt(schemeStart - 1) : 0;
        int end = i + 3;
        int lastAt = -1;
        int firstColon = -1;
        while (end < n) {
          char c = t.charAt(end);
          if (quote != 0 ? c == quote || c == '\n' || c == '\r' : Character.isWhitespace(c) || c == '"') {
            break;
          }
          if (c == '@') {
            lastAt = end;
          } else if (c == ':' && firstColon < 0) {
            firstColon = end;
          }
          end++;
        }
        if (lastAt > 0 && firstColon > 0 && firstColon < lastAt) {
          r.add(firstColon + 1, lastAt);
        }
        next = Math.max(end, i + 3);
      }
      i = next < n ? t.indexOf("://", next) : -1;
    }
  }

  private static boolean isSchemeChar(char c) {
    return c < 128 && (Character.isLetterOrDigit(c) || c == '+' || c == '.' || c == '-');
  }
}
