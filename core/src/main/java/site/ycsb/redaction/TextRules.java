package site.ycsb.redaction;

import java.util.ArrayList;
import java.util.List;

/** The text rules, applied in turn: where secrets sit in free text, whatever the secrets are. */
final class TextRules {
  private static final List<TextRule> RULES = List.of(new UriPasswordRule(), new SecretAssignmentRule(),
      new SecretColonPairRule(), new CommandPasswordRule());

  private TextRules() {
  }

  /** Adds to {@code r} every part of {@code t} a rule hides. */
  static void mark(String t, MaskRanges r) {
    for (TextRule rule : RULES) {
      rule.mark(t, r);
    }
  }

  /** The secrets the rules find in {@code text}, each as its command receives it ('S3cret PW' is S3cret PW). */
  static List<String> secretsIn(String text) {
    MaskRanges r = new MaskRanges();
    mark(text, r);
    int[] masks = r.merged();
    List<String> found = new ArrayList<>(masks.length / 2);
    for (int i = 0; i < masks.length; i += 2) {
      found.add(unquote(text.substring(masks[i], masks[i + 1])));
    }
    return found;
  }

  private static String unquote(String s) {
    if (s.length() >= 2 && Chars.isQuote(s.charAt(0)) && s.charAt(s.length() - 1) == s.charAt(0)) {
      return s.substring(1, s.length() - 1);
    }
    return s;
  }
}
