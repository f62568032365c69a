package site.ycsb.redaction;

import java.util.Map;
import java.util.Properties;
import java.util.TreeMap;

/** Hides secrets in what the tools print: free text, a property's value, command-line words, property sets. */
public final class SecretMasker {
  private final SecretScanner scanner;

  public SecretMasker(KnownSecrets known) {
    this.scanner = new SecretScanner(known);
  }

  /** Free text (a message, a command, a file's content) with every secret hidden. */
  public String text(String text) {
    return scanner.redact(text);
  }

  /** The value to show for property {@code name}: hidden whole when the name is secret (and the value not ""). */
  public String value(String name, String value) {
    if (value == null) {
      return null;
    }
    if (SecretNames.isSecret(name) && !value.isEmpty()) {
      return SecretScanner.MASK;
    }
    return text(value);
  }

  /**
   * A command-line word: {@code key=value} and {@code -Dkey=value} (blanks allowed around the key, as the
   * client trims them) have their value shown as {@link #value}; any other word is free text.
   */
  public String argument(String arg) {
    if (arg == null) {
      return null;
    }
    int eq = arg.indexOf('=');
    if (eq > 0) {
      String name = arg.substring(0, eq).strip();
      String prefix = "";
      if (name.startsWith("-D")) {
        prefix = arg.substring(0, arg.indexOf("-D") + 2);
        name = name.substring(2);
      }
      if (!name.isEmpty() && name.chars().noneMatch(Character::isWhitespace)) {
        String rawName = arg.substring(prefix.length(), eq);
        return prefix + rawName + "=" + value(name.strip(), arg.substring(eq + 1));
      }
    }
    return text(arg);
  }

  /** A command line, word by word ({@link #argument}), joined with blanks. */
  public String commandLine(Iterable<String> args) {
    StringBuilder sb = new StringBuilder();
    boolean first = true;
    for (String arg : args) {
      if (!first) {
        sb.append(' ');
      }
      first = false;
      sb.append(argument(arg));
    }
    return sb.toString();
  }

  /** Every property, sorted by name, with secrets hidden. */
  public Map<String, String> properties(Properties props) {
    Map<String, String> ret = new TreeMap<>();
    for (String name : props.stringPropertyNames()) {
      ret.put(name, value(name, props.getProperty(name)));
    }
    return ret;
  }
}
