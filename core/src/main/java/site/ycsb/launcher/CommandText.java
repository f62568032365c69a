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
    // A secret given once as -p db.password=X is hidden wherever else X occurs (--name db-X, a hook's -a X), and
    // so are the secrets handed to this process in its environment (SecretArguments).
    Redactor redactor = Redactor.standard().withSecretsOfArguments(words);
    try {
      redactor = redactor.withSecretsOfArguments(SecretArguments.inherited());
    } catch (IllegalArgumentException e) {
      // not ours to judge here: the program it is handed to says what is wrong with it
    }
    StringBuilder sb = new StringBuilder();
    for (String word : words) {
      if (sb.length() > 0) {
        sb.append(' ');
      }
      String shown = redactor.argument(word);
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
