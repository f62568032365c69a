package site.ycsb.redaction;

import java.util.Set;

/**
 * curl's and wget's {@code user:password} options ({@code -u}, {@code --user}, {@code -U}, {@code --proxy-user},
 * {@code --http-user}): the password after the ':', in the next word, attached ({@code -uuser:password}) or after
 * '=' ({@code --user=user:password}).
 */
final class CurlUserPassword implements ToolPasswordOptions {
  private static final Set<String> USER_COLON_PASSWORD = Set.of("-u", "--user", "-U", "--proxy-user",
      "--http-user");

  @Override
  public boolean runs(String program) {
    return "curl".equals(program) || "wget".equals(program);
  }

  @Override
  public NextWord option(String t, int s, int e, String word, MaskRanges r) {
    if (USER_COLON_PASSWORD.contains(word)) {
      return NextWord.MASK_AFTER_COLON;
    }
    if (word.length() > 2 && (word.startsWith("-u") || word.startsWith("-U")) && word.charAt(2) != '-') {
      int from = s + t.substring(s, e).indexOf(word.substring(0, 2)) + 2;
      ValueSpans.maskAfterColon(t, from, e, r);
      return NextWord.KEEP;
    }
    int eq = word.indexOf('=');
    if (eq > 0 && USER_COLON_PASSWORD.contains(word.substring(0, eq))) {
      ValueSpans.maskAfterColon(t, s + t.substring(s, e).indexOf('=') + 1, e, r);
      return NextWord.KEEP;
    }
    return null;
  }
}
