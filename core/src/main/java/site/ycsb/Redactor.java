package site.ycsb;

import java.util.Locale;
import java.util.Map;
import java.util.Properties;
import java.util.TreeMap;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Binding API (not in 0.17.0): for bindings to use; kept compatible like the 0.17.0 classes.
 *
 * <p>Hides secrets before anything is printed or written: values of properties whose names suggest a
 * secret, and passwords inside URIs ({@code scheme://user:password@host}).
 */
public final class Redactor {
  public static final String MASK = "*****";
  private static final Pattern SECRET_NAME =
      Pattern.compile(
          ".*(password|passwd|pwd|secret|token|credential|apikey|api_key|api-key|privatekey|private_key).*");
  private static final Pattern URI_PASSWORD = Pattern.compile("([A-Za-z][A-Za-z0-9+.-]*://[^:/@\\s]*):([^@\\s]*)@");
  /** {@code [-D]name=value}, with blanks allowed around the name as the client trims them. */
  private static final Pattern KEY_VALUE = Pattern.compile("^(\\s*-D)?([^=]+)=(.*)$", Pattern.DOTALL);

  private Redactor() {
  }

  public static boolean isSecretName(String name) {
    return SECRET_NAME.matcher(name.toLowerCase(Locale.ROOT)).matches();
  }

  /** The value to show for property {@code name}. */
  public static String redactValue(String name, String value) {
    if (value == null) {
      return null;
    }
    if (isSecretName(name) && !value.isEmpty()) {
      return MASK;
    }
    return redactUris(value);
  }

  /** Replaces the password of every {@code scheme://user:password@} in the text. */
  public static String redactUris(String text) {
    Matcher m = URI_PASSWORD.matcher(text);
    return m.find() ? m.replaceAll("$1:" + Matcher.quoteReplacement(MASK) + "@") : text;
  }

  /** A command-line word, which may be {@code key=value} or {@code -Dkey=value}. */
  public static String redactArgument(String arg) {
    Matcher m = KEY_VALUE.matcher(arg);
    if (m.matches()) {
      String prefix = m.group(1) == null ? "" : m.group(1);
      return prefix + m.group(2) + "=" + redactValue(m.group(2).trim(), m.group(3));
    }
    return redactUris(arg);
  }

  /** Every property, sorted by name, with secrets hidden. */
  public static Map<String, String> redact(Properties props) {
    Map<String, String> ret = new TreeMap<>();
    for (String name : props.stringPropertyNames()) {
      ret.put(name, redactValue(name, props.getProperty(name)));
    }
    return ret;
  }

  /** A command line with secrets hidden. */
  public static String redactCommandLine(Iterable<String> args) {
    StringBuilder sb = new StringBuilder();
    for (String arg : args) {
      if (sb.length() > 0) {
        sb.append(' ');
      }
      sb.append(redactArgument(arg));
    }
    return sb.toString();
  }
}
