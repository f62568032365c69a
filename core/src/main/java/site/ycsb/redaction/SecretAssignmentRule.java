package site.ycsb.redaction;

/**
 * {@code name=value} with a secret name, or {@code ?key=} (a query parameter, an environment assignment,
 * {@code --password=x}, {@code -Dx.password=y}): the value up to a blank, '&amp;', ';', '|', '&lt;', '&gt;', '`'
 * or quote; a quoted value up to its closing quote. Blanks are allowed around '=' when on both sides
 * ({@code password = x}).
 */
final class SecretAssignmentRule implements TextRule {

  @Override
  public void mark(String t, MaskRanges r) {
    int n = t.length();
    int i = t.indexOf('=');
    while (i >= 0) {
      int resume = i + 1;
      int end = i;
      while (end > 0 && Chars.isBlank(t.charAt(end - 1))) {
        end--;
      }
      boolean spaced = end < i;
      int start = end;
      while (start > 0 && Chars.isNameChar(t.charAt(start - 1))) {
        start--;
      }
      if (start < end && (SecretNames.isSecret(t.substring(start, end)) || isKeyParameter(t, start, end))) {
        int v = i + 1;
        while (spaced && v < n && Chars.isBlank(t.charAt(v))) {
          v++;
        }
        resume = ValueSpans.maskValue(t, v, r, "&;|<>`\"'");
      }
      i = resume < n ? t.indexOf('=', resume) : -1;
    }
  }

  /** {@code ?key=} or {@code &key=}: an API key in a URL (elsewhere, as in "key=value", a key is no secret). */
  private static boolean isKeyParameter(String t, int start, int end) {
    return end - start == 3 && start > 0 && (t.charAt(start - 1) == '?' || t.charAt(start - 1) == '&')
        && t.regionMatches(true, start, "key", 0, 3);
  }
}
