package site.ycsb;

import java.util.Map;
import java.util.Properties;
import site.ycsb.redaction.KnownSecrets;
import site.ycsb.redaction.SecretMasker;
import site.ycsb.redaction.SecretNames;
import site.ycsb.redaction.SecretScanner;

/**
 * Binding API (not in 0.17.0): for bindings to use; kept compatible like the 0.17.0 classes.
 *
 * <p>The one rule that hides secrets, replaced by {@link #MASK}, in everything the tools print or write: the values
 * of secret-named properties ({@link #isSecretName}), what the text rules find (a URI's password, {@code
 * password=x}, {@code password: x}, the password options of redis-cli, mysql, mongo, curl, ...) and every
 * occurrence of a known secret value of 4 characters or more. A facade: the parts are in {@link
 * site.ycsb.redaction}, whose classes say each rule. Time is linear in the text's length.
 */
public final class Redactor {
  public static final String MASK = SecretScanner.MASK;
  private static final Redactor NONE = new Redactor(KnownSecrets.NONE);

  private final KnownSecrets known;
  private final SecretMasker masker;

  private Redactor(KnownSecrets known) {
    this.known = known;
    this.masker = new SecretMasker(known);
  }

  /** The redactor of this process: the rules, plus the values of its secret-named environment variables. */
  public static Redactor standard() {
    return Standard.INSTANCE;
  }

  /** The rules alone, without known values (for tests and for text that must not depend on the environment). */
  public static Redactor rulesOnly() {
    return NONE;
  }

  // The only global state: the static calls below are given no redactor, so they use this process's, whose known
  // values come from its environment, read once and lazily.
  private static final class Standard {
    static final Redactor INSTANCE = NONE.withEnvironment(System.getenv());
  }

  // This redactor, also hiding wherever they occur the secrets that KnownSecrets' method of the same name learns.

  public Redactor withEnvironment(Map<String, String> variables) {
    return with(known.withEnvironment(variables));
  }

  public Redactor withSecretsOf(Properties props) {
    return with(known.withSecretsOf(props));
  }

  public Redactor withSecretsOf(Map<String, String> namedValues) {
    return with(known.withSecretsOf(namedValues));
  }

  public Redactor withSecretsOfArguments(Iterable<String> args) {
    return with(known.withSecretsOfArguments(args));
  }

  public Redactor withSecretsIn(String text) {
    return with(known.withSecretsIn(text));
  }

  public Redactor withSecretValues(Iterable<String> secrets) {
    return with(known.withValues(secrets));
  }

  private Redactor with(KnownSecrets more) {
    return more == known ? this : new Redactor(more);
  }

  // Free text, a property's value, a command-line word or line, a property set: as SecretMasker shows them.

  public String text(String text) {
    return masker.text(text);
  }

  public String value(String name, String value) {
    return masker.value(name, value);
  }

  public String argument(String arg) {
    return masker.argument(arg);
  }

  public String commandLine(Iterable<String> args) {
    return masker.commandLine(args);
  }

  public Map<String, String> properties(Properties props) {
    return masker.properties(props);
  }

  // The 0.17.0-shaped static calls: the standard redactor's.

  /** Whether a property, variable, parameter or option name holds a secret ({@link SecretNames#isSecret}). */
  public static boolean isSecretName(String name) {
    return SecretNames.isSecret(name);
  }

  /** The value to show for property {@code name}: {@link #MASK} when the name is secret. */
  public static String redactValue(String name, String value) {
    return standard().value(name, value);
  }

  /** Free text with every secret hidden. */
  public static String redactText(String text) {
    return standard().text(text);
  }

  /** Free text with every secret hidden (the same as {@link #redactText}: URI passwords and every other rule). */
  public static String redactUris(String text) {
    return standard().text(text);
  }

  /** A command-line word, which may be {@code key=value} or {@code -Dkey=value}. */
  public static String redactArgument(String arg) {
    return standard().argument(arg);
  }

  /** Every property, sorted by name, with secrets hidden. */
  public static Map<String, String> redact(Properties props) {
    return standard().withSecretsOf(props).properties(props);
  }

  /** A command line with secrets hidden. */
  public static String redactCommandLine(Iterable<String> args) {
    return standard().commandLine(args);
  }
}
