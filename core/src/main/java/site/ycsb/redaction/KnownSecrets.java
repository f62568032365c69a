package site.ycsb.redaction;

import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Properties;
import java.util.Set;
import java.util.TreeMap;

/**
 * Secret values seen (in properties, arguments, the environment), to hide wherever they reappear in free text:
 * a plan's {@code ${PW}}, expanded into a hook command, is hidden in every process it reaches. Immutable: each
 * {@code with...} returns the secrets known so far plus the new ones (itself when there are none).
 */
public final class KnownSecrets {
  /** No value known. */
  public static final KnownSecrets NONE = new KnownSecrets(List.of());
  /** Shorter values are not searched for in free text (they would hide common words). */
  static final int MIN_VALUE_LENGTH = 4;
  /** Secret-looking values that are not secrets: never searched for in free text. */
  private static final Set<String> PLAIN_VALUES = Set.of("true", "false", "null", "none");
  /** Environment variables whose names look secret but are not (the working directory). */
  private static final Set<String> NOT_SECRET_VARIABLES = Set.of("PWD", "OLDPWD");

  private final List<String> values;

  private KnownSecrets(List<String> values) {
    this.values = List.copyOf(values);
  }

  /** The values, in the order they were learnt. */
  public List<String> values() {
    return values;
  }

  /**
   * Also the values of {@code variables}' secret-named entries (except PWD and OLDPWD) and the secrets inside the
   * others' values (a URI's password).
   */
  public KnownSecrets withEnvironment(Map<String, String> variables) {
    Map<String, String> named = new TreeMap<>(variables);
    named.keySet().removeAll(NOT_SECRET_VARIABLES);
    return withSecretsOf(named);
  }

  /** Also every secret of {@code props} (as {@link #withSecretsOf(Map)}). */
  public KnownSecrets withSecretsOf(Properties props) {
    Map<String, String> m = new TreeMap<>();
    for (String name : props.stringPropertyNames()) {
      m.put(name, props.getProperty(name));
    }
    return withSecretsOf(m);
  }

  /**
   * Also the values of secret-named entries, and the parts of the other values that the text rules hide (a URI's
   * password, {@code password=x} in a JDBC URL).
   */
  public KnownSecrets withSecretsOf(Map<String, String> namedValues) {
    Set<String> learnt = new LinkedHashSet<>(values);
    for (Map.Entry<String, String> e : namedValues.entrySet()) {
      String v = e.getValue();
      if (v == null || e.getKey() == null) {
        continue;
      }
      if (SecretNames.isSecret(e.getKey())) {
        add(learnt, v);
      } else {
        for (String secret : TextRules.secretsIn(v)) {
          add(learnt, secret);
        }
      }
    }
    return of(learnt);
  }

  /**
   * Also the secrets of a command line's words: of every {@code key=value} or {@code -Dkey=value} word as
   * {@link #withSecretsOf(Map)} (the last value of a key counts), of every other word what the text rules hide in
   * it (the password of a hook command's {@code -a}, which its output may repeat).
   */
  public KnownSecrets withSecretsOfArguments(Iterable<String> args) {
    Map<String, String> named = new TreeMap<>();
    KnownSecrets ret = this;
    for (String arg : args) {
      int eq = arg == null ? -1 : arg.indexOf('=');
      String name = eq > 0 ? arg.substring(0, eq).strip() : "";
      if (!name.isEmpty() && name.chars().noneMatch(Character::isWhitespace)) {
        named.put(name.startsWith("-D") ? name.substring(2) : name, arg.substring(eq + 1));
      } else if (arg != null) {
        ret = ret.withSecretsIn(arg);
      }
    }
    return ret.withSecretsOf(named);
  }

  /** Also the parts of {@code text} that the text rules hide. */
  public KnownSecrets withSecretsIn(String text) {
    if (text == null || text.isEmpty()) {
      return this;
    }
    return withValues(TextRules.secretsIn(text));
  }

  /** Also these values (those of 4 characters or more, and not true, false, null or none). */
  public KnownSecrets withValues(Iterable<String> secrets) {
    Set<String> learnt = new LinkedHashSet<>(values);
    for (String s : secrets) {
      if (s != null) {
        add(learnt, s);
      }
    }
    return of(learnt);
  }

  /** Adds to {@code r} every occurrence of a known value in {@code t}. */
  void mark(String t, MaskRanges r) {
    for (String v : values) {
      Occurrences.mark(t, v, r);
    }
  }

  private KnownSecrets of(Set<String> learnt) {
    return learnt.size() == values.size() ? this : new KnownSecrets(List.copyOf(learnt));
  }

  private static void add(Set<String> learnt, String v) {
    String s = v.strip();
    if (s.length() >= MIN_VALUE_LENGTH && !PLAIN_VALUES.contains(s.toLowerCase(Locale.ROOT))) {
      learnt.add(s);
    }
  }
}
