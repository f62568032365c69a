package site.ycsb;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Properties;
import java.util.Set;
import java.util.TreeMap;

/**
 * Binding API (not in 0.17.0): for bindings to use; kept compatible like the 0.17.0 classes.
 *
 * <p>The one rule that hides secrets in everything the tools print or write (console, result.json,
 * disclosure.json, sweep.json, the plan copy, the report). A secret is replaced by {@link #MASK}:
 * <ul>
 *   <li>the value of a property, environment variable, query parameter, {@code name=value} or
 *       {@code name: value} pair whose name is secret ({@link #isSecretName});</li>
 *   <li>the password of a URI, {@code scheme://user:password@host}, whatever it holds (through the URI's last
 *       '@');</li>
 *   <li>in a command: the word after an option whose name is secret ({@code --password x}, {@code --pass x},
 *       {@code --requirepass x}); after redis-cli's (valkey-cli's, keydb-cli's) {@code -a}, and every word after
 *       its {@code AUTH}; a mysql-style tool's (mysql*, mariadb*) attached {@code -pPASSWORD}; the {@code -p}
 *       word (or attached {@code -pPASSWORD}) of mongo, mongosh, sshpass, couchbase-cli, cbc and cbq; the password
 *       of curl's and wget's {@code -u user:password} ({@code --user}, {@code -uuser:password}, {@code -U},
 *       {@code --proxy-user}, {@code --http-user});</li>
 *   <li>any occurrence of a known secret value of 4 characters or more: the values of secret-named
 *       properties given to {@link #withSecretsOf}, and of this process's secret-named environment variables
 *       (so a plan's {@code ${PW}}, expanded into a hook command, is hidden in every process it reaches).</li>
 * </ul>
 * Every rule is a forward scan without backtracking: the time is linear in the text's length (and in the
 * known values' lengths).
 */
public final class Redactor {
  public static final String MASK = "*****";
  /** Known secret values shorter than this are not searched for in free text (they would hide common words). */
  static final int MIN_VALUE_LENGTH = 4;
  /** A name is secret when, lower-cased and without '.', '_' and '-', it contains one of these. */
  private static final List<String> SECRET_PARTS = List.of("password", "passwd", "passphrase", "pwd", "secret",
      "token", "credential", "apikey", "privatekey", "accesskey", "accountkey", "masterkey", "signingkey",
      "encryptionkey", "requirepass", "masterauth", "authorization");
  /** ... or when its last word (split at '.', '_', '-' and lowerUpper case changes) is one of these. */
  private static final Set<String> SECRET_LAST_WORDS = Set.of("pass", "pw", "auth");
  /** Secret-looking values that are not secrets: never searched for in free text. */
  private static final Set<String> PLAIN_VALUES = Set.of("true", "false", "null", "none");
  /** Environment variables whose names look secret but are not (the working directory). */
  private static final Set<String> NOT_SECRET_VARIABLES = Set.of("PWD", "OLDPWD");
  private static final Set<String> REDIS_CLIENTS = Set.of("redis-cli", "valkey-cli", "keydb-cli");
  /** Tools whose {@code -p WORD} or {@code -pWORD} is a password (mysql's attached form is handled apart). */
  private static final Set<String> DASH_P_PASSWORD = Set.of("mongo", "mongosh", "sshpass", "couchbase-cli", "cbc",
      "cbq");
  /** Options of curl (and wget's alike) whose value is {@code user:password}. */
  private static final Set<String> USER_COLON_PASSWORD = Set.of("-u", "--user", "-U", "--proxy-user",
      "--http-user");
  /** What commandWords does with the next word when it is {@code user:password}: hide what follows the ':'. */
  private static final int MASK_AFTER_COLON = 4;
  private static final Redactor NONE = new Redactor(List.of());
  // What commandWords does with the next word: keep it, hide it, hide it unless it is an option, hide every
  // word to the end of the command.
  private static final int KEEP = 0;
  private static final int MASK_WORD = 1;
  private static final int MASK_VALUE = 2;
  private static final int MASK_REST = 3;

  private final List<String> knownValues;

  private Redactor(List<String> knownValues) {
    this.knownValues = List.copyOf(knownValues);
  }

  /** The redactor of this process: the rules, plus the values of its secret-named environment variables. */
  public static Redactor standard() {
    return Standard.INSTANCE;
  }

  /** The rules alone, without known values (for tests and for text that must not depend on the environment). */
  public static Redactor rulesOnly() {
    return NONE;
  }

  /** Lazily built: the environment is read once. */
  private static final class Standard {
    static final Redactor INSTANCE = NONE.withEnvironment(System.getenv());
  }

  /**
   * This redactor, also hiding the values of {@code variables}' secret-named entries (except PWD and
   * OLDPWD) and the secrets inside the others' values (a URI's password), wherever they occur.
   */
  public Redactor withEnvironment(Map<String, String> variables) {
    Map<String, String> named = new TreeMap<>(variables);
    named.keySet().removeAll(NOT_SECRET_VARIABLES);
    return withSecretsOf(named);
  }

  /** This redactor, also hiding every secret of {@code props} (as {@link #withSecretsOf(Map)}). */
  public Redactor withSecretsOf(Properties props) {
    Map<String, String> m = new TreeMap<>();
    for (String name : props.stringPropertyNames()) {
      m.put(name, props.getProperty(name));
    }
    return withSecretsOf(m);
  }

  /**
   * This redactor, also hiding wherever they occur: the values of secret-named entries, and the parts of
   * the other values that the rules hide (a URI's password, {@code password=x} in a JDBC URL).
   */
  public Redactor withSecretsOf(Map<String, String> namedValues) {
    Set<String> values = new LinkedHashSet<>(knownValues);
    for (Map.Entry<String, String> e : namedValues.entrySet()) {
      String v = e.getValue();
      if (v == null || e.getKey() == null) {
        continue;
      }
      if (isSecretName(e.getKey())) {
        addKnown(values, v);
      } else {
        int[] masks = NONE.masks(v);
        for (int i = 0; i < masks.length; i += 2) {
          addKnown(values, unquote(v.substring(masks[i], masks[i + 1])));
        }
      }
    }
    return values.size() == knownValues.size() ? this : new Redactor(new ArrayList<>(values));
  }

  /**
   * This redactor, also hiding wherever they occur the secrets of a command line's words: of every
   * {@code key=value} or {@code -Dkey=value} word as {@link #withSecretsOf(Map)} (a client's or a sweep's
   * {@code -p} options, before they are parsed), and of every other word what the rules hide in it (the
   * password of a hook command's {@code -a}, which its output may repeat).
   */
  public Redactor withSecretsOfArguments(Iterable<String> args) {
    Map<String, String> named = new TreeMap<>();
    Redactor ret = this;
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

  /** This redactor, also hiding wherever they occur the parts of {@code text} that the rules hide. */
  public Redactor withSecretsIn(String text) {
    if (text == null || text.isEmpty()) {
      return this;
    }
    int[] masks = NONE.masks(text);
    List<String> found = new ArrayList<>();
    for (int i = 0; i < masks.length; i += 2) {
      found.add(unquote(text.substring(masks[i], masks[i + 1])));
    }
    return withSecretValues(found);
  }

  /** This redactor, also hiding these values wherever they occur (those of 4 characters or more). */
  public Redactor withSecretValues(Iterable<String> secrets) {
    Set<String> values = new LinkedHashSet<>(knownValues);
    for (String s : secrets) {
      if (s != null) {
        addKnown(values, s);
      }
    }
    return values.size() == knownValues.size() ? this : new Redactor(new ArrayList<>(values));
  }

  /** A hidden word as its command receives it: 'S3cret PW' is S3cret PW. */
  private static String unquote(String s) {
    if (s.length() >= 2 && (s.charAt(0) == '\'' || s.charAt(0) == '"') && s.charAt(s.length() - 1) == s.charAt(0)) {
      return s.substring(1, s.length() - 1);
    }
    return s;
  }

  private static void addKnown(Set<String> values, String v) {
    String s = v.strip();
    if (s.length() >= MIN_VALUE_LENGTH && !PLAIN_VALUES.contains(s.toLowerCase(Locale.ROOT))) {
      values.add(s);
    }
  }

  /**
   * Whether a property, variable, parameter or option name holds a secret: lower-cased and without '.', '_'
   * and '-' it contains password, passwd, passphrase, pwd, secret, token, credential, apikey, privatekey,
   * accesskey, accountkey, masterkey, signingkey, encryptionkey, requirepass, masterauth or authorization; or
   * its last word is pass, pw or auth ({@code db.pass}, {@code DB_PW}, {@code REDISCLI_AUTH}). Not secret:
   * recordcount, keyprefix, groupbykey, redis.ssl.keystore, mongodb.authSource, --askpass, key (a URL's
   * {@code ?key=} or {@code &key=} parameter is: {@link #text}).
   */
  public static boolean isSecretName(String name) {
    if (name == null || name.isEmpty()) {
      return false;
    }
    StringBuilder squeezed = new StringBuilder(name.length());
    for (int i = 0; i < name.length(); i++) {
      char c = name.charAt(i);
      if (c != '.' && c != '_' && c != '-') {
        squeezed.append(Character.toLowerCase(c));
      }
    }
    String s = squeezed.toString();
    for (String part : SECRET_PARTS) {
      if (s.contains(part)) {
        return true;
      }
    }
    return SECRET_LAST_WORDS.contains(lastWord(name));
  }

  /** The last word of a name: after the last non-alphanumeric character or lowerUpper case change. */
  private static String lastWord(String name) {
    int end = name.length();
    while (end > 0 && !Character.isLetterOrDigit(name.charAt(end - 1))) {
      end--;
    }
    int start = end;
    while (start > 0) {
      char c = name.charAt(start - 1);
      if (!Character.isLetterOrDigit(c)) {
        break;
      }
      if (start < end && Character.isUpperCase(name.charAt(start)) && !Character.isUpperCase(c)) {
        break;
      }
      start--;
    }
    return name.substring(start, end).toLowerCase(Locale.ROOT);
  }

  // ---- instance API -------------------------------------------------------------------------------------

  /** Free text (a message, a command, a file's content) with every secret hidden. */
  public String text(String text) {
    if (text == null || text.isEmpty()) {
      return text;
    }
    int[] masks = masks(text);
    return masks.length == 0 ? text : apply(text, masks);
  }

  /** The value to show for property {@code name}: hidden whole when the name is secret. */
  public String value(String name, String value) {
    if (value == null) {
      return null;
    }
    if (isSecretName(name) && !value.isEmpty()) {
      return MASK;
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

  // ---- static API (0.17-fork binding API, kept): the standard redactor ------------------------------------

  /** The value to show for property {@code name}. */
  public static String redactValue(String name, String value) {
    return standard().value(name, value);
  }

  /** Free text with every secret hidden (see the class comment). */
  public static String redactText(String text) {
    return standard().text(text);
  }

  /** Free text with every secret hidden: URI passwords and every other rule (the same as {@link #redactText}). */
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

  // ---- the scanner ----------------------------------------------------------------------------------------

  /** The ranges to hide, as sorted, disjoint [start, end) pairs. */
  private int[] masks(String t) {
    Ranges r = new Ranges();
    uriPasswords(t, r);
    assignments(t, r);
    colonPairs(t, r);
    commandWords(t, r);
    for (String v : knownValues) {
      occurrences(t, v, r);
    }
    return r.merged();
  }

  /**
   * {@code scheme://user:password@host}: the password, through the last '@' of the URI, since a password may hold
   * an unencoded '@' (or ':' or '/'). The URI ends at a blank, or, when a quote opens it, at its closing quote (a
   * quoted URI may hold blanks). The user is what precedes the first ':' (it may hold an '@' too). Where the URI's
   * path or query holds an '@' as well, more is hidden than the password: never less.
   */
  private static void uriPasswords(String t, Ranges r) {
    int n = t.length();
    int i = t.indexOf("://");
    while (i > 0) {
      int next = i + 3;
      if (isSchemeChar(t.charAt(i - 1))) {
        int schemeStart = i - 1;
        while (schemeStart > 0 && isSchemeChar(t.charAt(schemeStart - 1))) {
          schemeStart--;
        }
        char quote = schemeStart > 0 && isQuote(t.charAt(schemeStart - 1)) ? t.charAt(schemeStart - 1) : 0;
        int end = i + 3;
        int lastAt = -1;
        int firstColon = -1;
        while (end < n) {
          char c = t.charAt(end);
          if (quote != 0 ? c == quote || c == '\n' || c == '\r' : Character.isWhitespace(c) || c == '"') {
            break;
          }
          if (c == '@') {
            lastAt = end;
          } else if (c == ':' && firstColon < 0) {
            firstColon = end;
          }
          end++;
        }
        if (lastAt > 0 && firstColon > 0 && firstColon < lastAt) {
          r.add(firstColon + 1, lastAt);
        }
        next = Math.max(end, i + 3);
      }
      i = next < n ? t.indexOf("://", next) : -1;
    }
  }

  private static boolean isSchemeChar(char c) {
    return c < 128 && (Character.isLetterOrDigit(c) || c == '+' || c == '.' || c == '-');
  }

  private static boolean isNameChar(char c) {
    return c < 128 && (Character.isLetterOrDigit(c) || c == '_' || c == '.' || c == '-');
  }

  private static boolean isBlank(char c) {
    return c == ' ' || c == '\t';
  }

  /**
   * {@code name=value} with a secret name, or {@code ?key=} (a query parameter, an environment assignment,
   * {@code --password=x}, {@code -Dx.password=y}): the value up to a blank, '&', ';', '|', '<', '>', '`' or
   * quote; a quoted value up to its closing quote. Blanks are allowed around '=' when on both sides
   * ({@code password = x}).
   */
  private static void assignments(String t, Ranges r) {
    int n = t.length();
    int i = t.indexOf('=');
    while (i >= 0) {
      int resume = i + 1;
      int end = i;
      while (end > 0 && isBlank(t.charAt(end - 1))) {
        end--;
      }
      boolean spaced = end < i;
      int start = end;
      while (start > 0 && isNameChar(t.charAt(start - 1))) {
        start--;
      }
      if (start < end && (isSecretName(t.substring(start, end)) || isKeyParameter(t, start, end))) {
        int v = i + 1;
        while (spaced && v < n && isBlank(t.charAt(v))) {
          v++;
        }
        resume = maskValue(t, v, r, "&;|<>`\"'");
      }
      i = resume < n ? t.indexOf('=', resume) : -1;
    }
  }

  /** {@code ?key=} or {@code &key=}: an API key in a URL (elsewhere, as in "key=value", a key is no secret). */
  private static boolean isKeyParameter(String t, int start, int end) {
    return end - start == 3 && start > 0 && (t.charAt(start - 1) == '?' || t.charAt(start - 1) == '&')
        && t.regionMatches(true, start, "key", 0, 3);
  }

  /** Hides the value starting at {@code v}: quoted, to its closing quote; else to a blank or a stop char. */
  private static int maskValue(String t, int v, Ranges r, String stops) {
    int n = t.length();
    if (v >= n || Character.isWhitespace(t.charAt(v))) {
      return v;
    }
    if (isQuote(t.charAt(v))) {
      return maskQuoted(t, v, r);
    }
    int e = v;
    while (e < n && !Character.isWhitespace(t.charAt(e)) && stops.indexOf(t.charAt(e)) < 0) {
      e++;
    }
    r.add(v, e);
    return e;
  }

  private static boolean isQuote(char c) {
    return c == '\'' || c == '"';
  }

  /** Hides the quoted value opening at {@code v} up to its closing quote (or the end); returns where it ends. */
  private static int maskQuoted(String t, int v, Ranges r) {
    int close = t.indexOf(t.charAt(v), v + 1);
    int e = close < 0 ? t.length() : close;
    r.add(v + 1, e);
    return e + 1;
  }

  /**
   * {@code name: value} and {@code "name": "value"} (YAML, JSON, headers) with a secret name: a quoted value to
   * its closing quote; a plain one to the end of the line or a " #" comment, and after a '{' or '[' on the
   * same line (flow style) also to ',', '}' or ']'.
   */
  private static void colonPairs(String t, Ranges r) {
    int n = t.length();
    boolean flow = false;
    int i = 0;
    while (i < n) {
      char c = t.charAt(i);
      if (c == '\n' || c == '\r') {
        flow = false;
      } else if (c == '{' || c == '[') {
        flow = true;
      } else if (c == ':') {
        int resume = colonValue(t, i, flow, r);
        if (resume > i + 1) {
          i = resume;
          continue;
        }
      }
      i++;
    }
  }

  /** The value after the ':' at {@code i} when its name is secret; returns where to go on scanning. */
  private static int colonValue(String t, int i, boolean flow, Ranges r) {
    int n = t.length();
    int end = i;
    char quote = 0;
    if (end > 0 && (t.charAt(end - 1) == '"' || t.charAt(end - 1) == '\'')) {
      quote = t.charAt(end - 1);
      end--;
    }
    int start = end;
    while (start > 0 && isNameChar(t.charAt(start - 1))) {
      start--;
    }
    if (start == end || quote != 0 && (start == 0 || t.charAt(start - 1) != quote)) {
      return i + 1;
    }
    int v = i + 1;
    if (quote == 0 && (v >= n || !isBlank(t.charAt(v)))) {
      return i + 1;
    }
    if (!isSecretName(t.substring(start, end))) {
      return i + 1;
    }
    while (v < n && isBlank(t.charAt(v))) {
      v++;
    }
    if (v >= n) {
      return n;
    }
    if (isQuote(t.charAt(v))) {
      return maskQuoted(t, v, r);
    }
    // A quoted header in a command ('Authorization: Bearer x'): the value ends at the quote that opened it.
    char opened = quote == 0 && start > 0 && isQuote(t.charAt(start - 1)) ? t.charAt(start - 1) : 0;
    int e = v;
    while (e < n) {
      char d = t.charAt(e);
      if (d == '\n' || d == '\r' || flow && (d == ',' || d == '}' || d == ']')
          || d == '#' && isBlank(t.charAt(e - 1)) || d == opened) {
        break;
      }
      e++;
    }
    int trimmed = e;
    while (trimmed > v && isBlank(t.charAt(trimmed - 1))) {
      trimmed--;
    }
    r.add(v, trimmed);
    return e;
  }

  /**
   * Commands, word by word (words are runs of non-blanks; a line break or a word ending in ';', '|' or '&'
   * ends a command): the word after {@code --secret-name}; with redis-cli, the word after {@code -a} or a
   * secret-named word (requirepass) and the words after AUTH; with mysql*, mariadb*: {@code -pPASSWORD}.
   */
  private static void commandWords(String t, Ranges r) {
    int n = t.length();
    boolean redis = false;
    boolean mysql = false;
    boolean curl = false;
    boolean dashP = false;
    int maskNext = KEEP;
    int i = 0;
    while (i < n) {
      char c = t.charAt(i);
      if (Character.isWhitespace(c)) {
        if (c == '\n' || c == '\r') {
          redis = false;
          mysql = false;
          curl = false;
          dashP = false;
          maskNext = KEEP;
        }
        i++;
        continue;
      }
      int s = i;
      while (i < n && !Character.isWhitespace(t.charAt(i))) {
        i++;
      }
      if (maskNext == MASK_AFTER_COLON) {
        maskAfterColon(t, s, i, r);
        maskNext = KEEP;
      } else if (maskNext == MASK_REST || maskNext == MASK_WORD
          || maskNext == MASK_VALUE && t.charAt(s) != '-') {
        i = maskWord(t, s, i, r);
        maskNext = maskNext == MASK_REST ? MASK_REST : KEEP;
      } else {
        maskNext = KEEP;
        String word = unquoted(t.substring(s, i));
        String program = word.substring(word.lastIndexOf('/') + 1).toLowerCase(Locale.ROOT);
        if (program.endsWith(".exe")) {
          program = program.substring(0, program.length() - 4);
        }
        if (REDIS_CLIENTS.contains(program)) {
          redis = true;
        } else if (program.startsWith("mysql") || program.startsWith("mariadb")) {
          mysql = true;
        } else if ("curl".equals(program) || "wget".equals(program)) {
          curl = true;
        } else if (DASH_P_PASSWORD.contains(program)) {
          dashP = true;
        } else if (curl && USER_COLON_PASSWORD.contains(word)) {
          maskNext = MASK_AFTER_COLON;
        } else if (curl && word.length() > 2 && (word.startsWith("-u") || word.startsWith("-U"))
            && word.charAt(2) != '-') {
          int from = s + t.substring(s, i).indexOf(word.substring(0, 2)) + 2;
          maskAfterColon(t, from, i, r);
        } else if (curl && word.indexOf('=') > 0
            && USER_COLON_PASSWORD.contains(word.substring(0, word.indexOf('=')))) {
          maskAfterColon(t, s + t.substring(s, i).indexOf('=') + 1, i, r);
        } else if (dashP && "-p".equals(word)) {
          maskNext = MASK_WORD;
        } else if (dashP && word.length() > 2 && word.startsWith("-p") && word.charAt(2) != '-') {
          int from = s + t.substring(s, i).indexOf("-p") + 2;
          r.add(from, trimClosingQuote(t, from, i));
        } else if (redis && "-a".equals(word)) {
          maskNext = MASK_WORD;
        } else if (redis && "auth".equalsIgnoreCase(word)) {
          maskNext = MASK_REST;
        } else if (mysql && word.length() > 2 && word.startsWith("-p") && word.charAt(2) != '-') {
          int from = s + t.substring(s, i).indexOf("-p") + 2;
          r.add(from, trimClosingQuote(t, from, i));
        } else if ((redis || word.startsWith("-")) && word.indexOf('=') < 0 && isSecretName(word)) {
          maskNext = MASK_VALUE;
        }
      }
      char last = t.charAt(i - 1);
      if (last == ';' || last == '|' || last == '&') {
        redis = false;
        mysql = false;
        curl = false;
        dashP = false;
        maskNext = KEEP;
      }
    }
  }

  /**
   * Hides what follows the first ':' of the {@code user:password} word [s, e), to its end or, when it opens a quote,
   * to its closing quote; a word without ':' (the tool asks for the password) hides nothing.
   */
  private static void maskAfterColon(String t, int s, int e, Ranges r) {
    char q = t.charAt(s);
    boolean quoted = q == '\'' || q == '"';
    int end = e;
    if (quoted) {
      int close = t.indexOf(q, s + 1);
      end = close < 0 ? t.length() : close;
    }
    int colon = t.indexOf(':', s);
    if (colon < 0 || colon >= end) {
      return;
    }
    r.add(colon + 1, quoted ? end : trimClosingQuote(t, colon + 1, end));
  }

  /** Hides the word [s, e); a word opening a quote is hidden to its closing quote. Returns the word's end. */
  private static int maskWord(String t, int s, int e, Ranges r) {
    char q = t.charAt(s);
    if ((q == '\'' || q == '"') && !(e - s >= 2 && t.charAt(e - 1) == q)) {
      int close = t.indexOf(q, s + 1);
      int end = close < 0 ? t.length() : close + 1;
      r.add(s, end);
      return Math.max(end, e);
    }
    r.add(s, trimClosingQuote(t, s, e));
    return e;
  }

  /** A word's end without a closing quote it did not open (the end of a quoted string around the command). */
  private static int trimClosingQuote(String t, int s, int e) {
    if (e - s >= 2) {
      char last = t.charAt(e - 1);
      if ((last == '"' || last == '\'') && t.substring(s, e - 1).indexOf(last) < 0) {
        return e - 1;
      }
    }
    return e;
  }

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

  /** Every occurrence of {@code v} in {@code t} (Knuth-Morris-Pratt: linear in both lengths). */
  private static void occurrences(String t, String v, Ranges r) {
    int m = v.length();
    if (m == 0 || m > t.length()) {
      return;
    }
    int[] fail = new int[m];
    for (int i = 1, k = 0; i < m; i++) {
      while (k > 0 && v.charAt(i) != v.charAt(k)) {
        k = fail[k - 1];
      }
      if (v.charAt(i) == v.charAt(k)) {
        k++;
      }
      fail[i] = k;
    }
    for (int i = 0, k = 0; i < t.length(); i++) {
      while (k > 0 && t.charAt(i) != v.charAt(k)) {
        k = fail[k - 1];
      }
      if (t.charAt(i) == v.charAt(k)) {
        k++;
      }
      if (k == m) {
        r.add(i - m + 1, i + 1);
        k = fail[k - 1];
      }
    }
  }

  private static String apply(String t, int[] masks) {
    StringBuilder sb = new StringBuilder(t.length());
    int from = 0;
    for (int i = 0; i < masks.length; i += 2) {
      sb.append(t, from, masks[i]).append(MASK);
      from = masks[i + 1];
    }
    return sb.append(t, from, t.length()).toString();
  }

  /** Ranges to hide, collected in any order, then sorted and merged. */
  private static final class Ranges {
    private long[] ranges = new long[8];
    private int size;

    void add(int start, int end) {
      if (end <= start) {
        return;
      }
      if (size == ranges.length) {
        ranges = Arrays.copyOf(ranges, size * 2);
      }
      ranges[size++] = ((long) start << 32) | end;
    }

    int[] merged() {
      if (size == 0) {
        return new int[0];
      }
      long[] sorted = Arrays.copyOf(ranges, size);
      Arrays.sort(sorted);
      int[] out = new int[size * 2];
      int k = 0;
      for (long range : sorted) {
        int s = (int) (range >>> 32);
        int e = (int) range;
        if (k > 0 && s <= out[k - 1]) {
          out[k - 1] = Math.max(out[k - 1], e);
        } else {
          out[k++] = s;
          out[k++] = e;
        }
      }
      return Arrays.copyOf(out, k);
    }
  }
}
