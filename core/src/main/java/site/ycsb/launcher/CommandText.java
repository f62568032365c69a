package site.ycsb.launcher;

import java.util.List;
import java.util.regex.Pattern;
import site.ycsb.Redactor;

/** A command as one line for people: quoted as the user's shell would need it, secrets masked. */
final class CommandText {
  private static final Pattern SAFE = Pattern.compile("[\\w@%+=:,./-]+");

  private CommandText() {
  }

  /** POSIX quoting unless {@code windows}, where words with blanks or quotes are double-quoted. */
  static String of(List<String> words, boolean windows) {
    StringBuilder sb = new StringBuilder();
    for (String word : words) {
      if (sb.length() > 0) {
        sb.append(' ');
      }
      String shown = Redactor.redactArgument(word);
      sb.append(windows ? windowsQuoted(shown) : posixQuoted(shown));
    }
    return sb.toString();
  }

  static String posixQuoted(String word) {
    if (!word.isEmpty() && SAFE.matcher(word).matches()) {
      return word;
    }
    return "'" + word.replace("'", "'\"'\"'") + "'";
  }

  static String windowsQuoted(String word) {
    if (!word.isEmpty() && word.chars().noneMatch(c -> c == ' ' || c == '\t' || c == '"')) {
      return word;
    }
    return "\"" + word.replace("\"", "\\\"") + "\"";
  }
}
