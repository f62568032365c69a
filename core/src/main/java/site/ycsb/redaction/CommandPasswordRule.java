package site.ycsb.redaction;

import java.util.List;
import java.util.Locale;

/**
 * The passwords on command lines, word by word (words are runs of non-blanks; a line break or a word ending in
 * ';', '|' or '&amp;' ends a command): the word after an option whose name is secret ({@code --password x},
 * {@code --requirepass x}), and the password options of the tools the command runs ({@link ToolPasswordOptions}).
 */
final class CommandPasswordRule implements TextRule {
  /** In the order they are asked; the first that knows a word decides. */
  private static final List<ToolPasswordOptions> TOOLS = List.of(new CurlUserPassword(), DashPPassword.MONGO_STYLE,
      new RedisCliPassword(), DashPPassword.MYSQL_STYLE);

  @Override
  public void mark(String t, MaskRanges r) {
    int n = t.length();
    boolean[] running = new boolean[TOOLS.size()];
    NextWord next = NextWord.KEEP;
    int i = 0;
    while (i < n) {
      char c = t.charAt(i);
      if (Character.isWhitespace(c)) {
        if (c == '\n' || c == '\r') {
          running = new boolean[TOOLS.size()];
          next = NextWord.KEEP;
        }
        i++;
        continue;
      }
      int s = i;
      while (i < n && !Character.isWhitespace(t.charAt(i))) {
        i++;
      }
      if (next == NextWord.MASK_AFTER_COLON) {
        ValueSpans.maskAfterColon(t, s, i, r);
        next = NextWord.KEEP;
      } else if (next == NextWord.MASK_REST || next == NextWord.MASK_WORD
          || next == NextWord.MASK_VALUE && t.charAt(s) != '-') {
        i = ValueSpans.maskWord(t, s, i, r);
        next = next == NextWord.MASK_REST ? NextWord.MASK_REST : NextWord.KEEP;
      } else {
        next = word(t, s, i, running, r);
      }
      char last = t.charAt(i - 1);
      if (last == ';' || last == '|' || last == '&') {
        running = new boolean[TOOLS.size()];
        next = NextWord.KEEP;
      }
    }
  }

  /** Reads the word [s, e) of a command: a tool it starts, or an option of the tools running. */
  private static NextWord word(String t, int s, int e, boolean[] running, MaskRanges r) {
    String word = unquoted(t.substring(s, e));
    String program = word.substring(word.lastIndexOf('/') + 1).toLowerCase(Locale.ROOT);
    if (program.endsWith(".exe")) {
      program = program.substring(0, program.length() - 4);
    }
    for (int k = 0; k < TOOLS.size(); k++) {
      if (TOOLS.get(k).runs(program)) {
        running[k] = true;
        return NextWord.KEEP;
      }
    }
    boolean bareOptionNames = false;
    for (int k = 0; k < TOOLS.size(); k++) {
      if (running[k]) {
        NextWord next = TOOLS.get(k).option(t, s, e, word, r);
        if (next != null) {
          return next;
        }
        bareOptionNames |= TOOLS.get(k).takesBareOptionNames();
      }
    }
    boolean secretOption = (bareOptionNames || word.startsWith("-")) && word.indexOf('=') < 0
        && SecretNames.isSecret(word);
    return secretOption ? NextWord.MASK_VALUE : NextWord.KEEP;
  }

  /** A word without the quotes and brackets around it, and a trailing ',' or ';'. */
  private static String unquoted(String word) {
    int s = 0;
    int e = word.length();
    while (s < e && "\"'([{".indexOf(word.charAt(s)) >= 0) {
      s++;
    }
    while (e > s && "\"')]},;".indexOf(word.charAt(e - 1)) >= 0) {
      e--;
    }
    return word.substring(s, e);
  }
}
