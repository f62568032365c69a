package site.ycsb.plan;

import java.io.IOException;
import java.math.BigInteger;
import java.nio.charset.CharacterCodingException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.function.UnaryOperator;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.yaml.snakeyaml.LoaderOptions;
import org.yaml.snakeyaml.Yaml;
import org.yaml.snakeyaml.constructor.SafeConstructor;
import org.yaml.snakeyaml.error.MarkedYAMLException;
import org.yaml.snakeyaml.error.YAMLException;
import site.ycsb.ErrorText;
import site.ycsb.Redactor;
import site.ycsb.launcher.BindingRegistry;
import site.ycsb.sweep.SweepArgs;
import site.ycsb.sweep.SweepUsageException;

/**
 * Reads a plan file (YAML, through SnakeYAML's safe constructor) and checks every key: an unknown key, a
 * value of the wrong type or a missing required key is one line naming the key. String values may use
 * {@code ${VAR}} and {@code ${VAR:-default}} from the environment, so one plan serves several machines.
 */
public final class PlanParser {
  static final Set<String> TOP_KEYS = Set.of("name", "properties", "databases", "workloads", "phases", "threads",
      "targets", "repeat", "warmup-time", "max-error-rate", "stop-after-knee", "slo", "slo-operation",
      "slo-precision", "slo-descend", "max-steps");
  static final Set<String> DATABASE_KEYS = Set.of("name", "binding", "properties", "setup", "before-step");
  private static final Pattern VARIABLE = Pattern.compile("\\$\\{([A-Za-z_][A-Za-z0-9_]*)(?::-([^}]*))?}");
  private static final Pattern NAME = Pattern.compile("[A-Za-z0-9][A-Za-z0-9._-]*");
  /** Names a database cannot have: they are the plan's own files and folders beside the databases' folders. */
  private static final Set<String> RESERVED_NAMES = Set.of(PlanCommands.REPORT_DIR, PlanCommands.PLAN_COPY,
      PlanRunner.ORDER_FILE);
  /** The most thread counts or target rates a plan sweeps (each is a step; the list is one argument). */
  static final int MAX_VALUES = SweepArgs.MAX_VALUES;
  /**
   * The longest value the launcher passes to a sweep: Linux takes 128 KiB per argument and 2 MiB for all of them
   * and the environment together; a limit well below keeps every plan runnable, with room for the class path.
   */
  static final int MAX_VALUE_LENGTH = 32_768;
  /** The longest command a sweep of the plan may have, all its words together (see {@link #MAX_VALUE_LENGTH}). */
  static final int MAX_COMMAND_LENGTH = 262_144;

  private final BindingRegistry registry;
  private final UnaryOperator<String> environment;

  /**
   * @param registry binding names to check against; an empty registry checks none
   * @param environment the environment variables {@code ${VAR}} reads (System::getenv)
   */
  public PlanParser(BindingRegistry registry, UnaryOperator<String> environment) {
    this.registry = registry;
    this.environment = environment;
  }

  /** Reads {@code file}; it and the workload files, where relative, are looked up in {@code workDir}. */
  public Plan parse(Path file, Path workDir) throws PlanException {
    String text;
    try {
      text = Files.readString(workDir.resolve(file), StandardCharsets.UTF_8);
    } catch (CharacterCodingException e) {
      throw new PlanException(file + ": not a YAML text file (not UTF-8)");
    } catch (IOException e) {
      throw new PlanException("cannot read the plan file " + ErrorText.describeFile(e));
    }
    try {
      Plan plan = parse(text, defaultName(file));
      checkWorkloads(plan, workDir);
      return plan;
    } catch (PlanException e) {
      throw new PlanException(file + ": " + lineOf(text, e.quoted()) + e.getMessage());
    }
  }

  /** "line N: " of the first line holding {@code quoted}, or "" when there is none. */
  private static String lineOf(String text, String quoted) {
    if (quoted == null) {
      return "";
    }
    String[] lines = text.split("\\R", -1);
    for (int i = 0; i < lines.length; i++) {
      if (lines[i].contains(quoted)) {
        return "line " + (i + 1) + ": ";
      }
    }
    return "";
  }

  /** Workload paths are relative to the folder the plan runs in, as -P is. */
  private static void checkWorkloads(Plan plan, Path workDir) throws PlanException {
    for (int i = 0; i < plan.workloads().size(); i++) {
      Path w = Path.of(plan.workloads().get(i));
      if (!Files.isRegularFile(workDir.resolve(w))) {
        throw new PlanException("key 'workloads[" + i + "]': no such file '" + w + "' (paths are relative to the "
            + "folder bin/ycsb plan runs in)");
      }
    }
  }

  Plan parse(String text, String defaultName) throws PlanException {
    Object doc;
    try {
      LoaderOptions options = new LoaderOptions();
      options.setAllowDuplicateKeys(false);
      options.setMaxAliasesForCollections(20);
      doc = new Yaml(new SafeConstructor(options)).load(text);
    } catch (MarkedYAMLException e) {
      throw new PlanException("not valid YAML at line " + (e.getProblemMark().getLine() + 1) + ": "
          + oneLine(e.getProblem()));
    } catch (YAMLException e) {
      throw new PlanException("not valid YAML: " + oneLine(e.getMessage()));
    }
    if (!(doc instanceof Map<?, ?> top)) {
      throw new PlanException("the plan must be a map of keys (name, databases, workloads, ...), not "
          + describe(doc));
    }
    checkKeys(top, TOP_KEYS, "");
    String name = top.containsKey("name") ? folderName(string(top.get("name"), "name"), "name") : defaultName;
    Map<String, String> properties = properties(top.get("properties"), "properties");
    if (!top.containsKey("databases")) {
      throw new PlanException("key 'databases' is missing: list the databases to compare, each with name and "
          + "binding");
    }
    List<PlanDatabase> databases = databases(top.get("databases"));
    if (!top.containsKey("workloads")) {
      throw new PlanException("key 'workloads' is missing: list workload files, e.g. [workloads/workloada]");
    }
    List<String> workloads = new ArrayList<>();
    List<?> wl = list(top.get("workloads"), "workloads");
    for (int i = 0; i < wl.size(); i++) {
      workloads.add(passable(string(wl.get(i), "workloads[" + i + "]"), "workloads[" + i + "]"));
    }
    List<String> phases = phases(top.get("phases"));
    if (top.containsKey("threads") && top.containsKey("targets")
        && numbers(top.get("threads"), "threads").size() > 1) {
      throw new PlanException("keys 'threads' and 'targets' are both lists; a plan sweeps one of them (give "
          + "'threads' one value for a target sweep)");
    }
    String dimension;
    List<Long> values;
    Long fixedThreads = null;
    if (top.containsKey("targets")) {
      dimension = "target";
      values = increasing(numbers(top.get("targets"), "targets"), "targets");
      if (top.containsKey("threads")) {
        fixedThreads = numbers(top.get("threads"), "threads").get(0);
      }
    } else {
      dimension = "threads";
      values = top.containsKey("threads") ? increasing(numbers(top.get("threads"), "threads"), "threads")
          : List.of(8L, 16L, 32L, 64L, 128L);
    }
    if (values.size() > MAX_VALUES) {
      throw new PlanException("key '" + dimension + (dimension.equals("target") ? "s" : "") + "' has "
          + values.size() + " values; accepted: at most " + MAX_VALUES + " (each is a step of every sweep)");
    }
    Long maxSteps = top.containsKey("max-steps") ? whole(top.get("max-steps"), "max-steps", 1, Long.MAX_VALUE)
        : null;
    Integer repeat = top.containsKey("repeat") ? (int) whole(top.get("repeat"), "repeat", 1, 1000) : null;
    Double warmup = top.containsKey("warmup-time") ? decimal(top.get("warmup-time"), "warmup-time", 0, 86_400)
        : null;
    Double maxErrorRate = top.containsKey("max-error-rate")
        ? decimal(top.get("max-error-rate"), "max-error-rate", 0, 1) : null;
    boolean stopAfterKnee = top.containsKey("stop-after-knee") && bool(top.get("stop-after-knee"),
        "stop-after-knee");
    Plan.Slo slo = slo(top, phases, repeat, stopAfterKnee);
    if (slo != null) {
      dimension = "target"; // a search varies the target rate; values holds the one thread count, if given
      values = top.containsKey("threads") ? numbers(top.get("threads"), "threads") : List.of();
    }
    Redactor redactor = Redactor.standard().withEnvironment(expandedVariables(text)).withSecretsOf(properties);
    for (PlanDatabase db : databases) {
      redactor = redactor.withSecretsOf(db.properties());
    }
    checkNames(name, databases, workloads, phases, redactor);
    return new Plan(name, properties, databases, List.copyOf(workloads), phases, dimension, values, fixedThreads,
        repeat, warmup, maxErrorRate, stopAfterKnee, slo, maxSteps, redactor.text(text), redactor);
  }

  /**
   * What becomes a folder name: no secret in it (a name is shown and written everywhere: the console, sweep.json,
   * order.tsv, every report file), and no two sweeps in one folder (two workload files of one base name, names
   * that differ only in case, which one folder on macOS and Windows).
   */
  private static void checkNames(String name, List<PlanDatabase> databases, List<String> workloads,
      List<String> phases, Redactor redactor) throws PlanException {
    noSecret(name, "name", redactor);
    Map<String, String> dbFolders = new LinkedHashMap<>();
    for (int i = 0; i < databases.size(); i++) {
      String key = "databases[" + i + "].name";
      String db = databases.get(i).name();
      noSecret(db, key, redactor);
      if (RESERVED_NAMES.contains(db.toLowerCase(java.util.Locale.ROOT))) {
        throw new PlanException("key '" + key + "' is '" + db + "', the name of the plan's own " + (db.equals(
            PlanCommands.REPORT_DIR) ? "report folder" : "file") + "; accepted: any other name");
      }
      String other = dbFolders.put(db.toLowerCase(java.util.Locale.ROOT), key);
      if (other != null) {
        throw new PlanException("key '" + key + "': '" + db + "' differs from '" + other + "' only in case, and "
            + "both would write to one folder where case does not count (macOS, Windows); give it another name");
      }
    }
    Map<String, Integer> workloadFolders = new LinkedHashMap<>();
    for (int i = 0; i < workloads.size(); i++) {
      String key = "workloads[" + i + "]";
      String folder = PlanCommands.workloadName(workloads.get(i));
      noSecret(folder, key, redactor);
      Integer other = workloadFolders.put(folder.toLowerCase(java.util.Locale.ROOT), i);
      if (other != null) {
        throw new PlanException("key '" + key + "': '" + workloads.get(i) + "' and 'workloads[" + other + "]' ('"
            + workloads.get(other) + "') would write to one folder, <database>/" + folder + "-" + phases.get(0)
            + "; give each workload file its own base name (copy or rename one)");
      }
    }
  }

  private static void noSecret(String name, String key, Redactor redactor) throws PlanException {
    if (!name.equals(redactor.text(name))) {
      throw new PlanException("key '" + key + "' is '" + redactor.text(name) + "', which holds a secret; a name "
          + "is shown and written everywhere (console, folders, sweep.json, the report): keep secrets out of it");
    }
  }

  /** A name that becomes a folder: one plain folder name, never a path ('../x', 'a/b'). */
  private static String folderName(String name, String key) throws PlanException {
    if (!NAME.matcher(name).matches()) {
      throw new PlanException("key '" + key + "' is '" + oneLine(name) + "'; accepted: letters, digits, '.', '_' "
          + "and '-', starting with a letter or digit (it names a folder)");
    }
    return name;
  }

  /** The capacity search ({@code slo:} and its companions), checked as {@code sweep --slo} checks them; or null. */
  private Plan.Slo slo(Map<?, ?> top, List<String> phases, Integer repeat, boolean stopAfterKnee)
      throws PlanException {
    String slo = top.containsKey("slo") ? string(top.get("slo"), "slo") : null;
    String op = top.containsKey("slo-operation") ? string(top.get("slo-operation"), "slo-operation") : null;
    String precision = top.containsKey("slo-precision") ? String.valueOf(top.get("slo-precision")) : null;
    String descend = top.containsKey("slo-descend") ? String.valueOf(top.get("slo-descend")) : null;
    try {
      SweepArgs.search(slo, op, precision, descend);
    } catch (SweepUsageException e) {
      throw new PlanException(e.getMessage().replaceAll("--(slo[a-z-]*)", "key '$1'"));
    }
    if (slo == null) {
      return null;
    }
    if (top.containsKey("targets")) {
      throw new PlanException("key 'slo' searches the target rate itself; drop 'targets'");
    }
    if (top.containsKey("threads") && numbers(top.get("threads"), "threads").size() > 1) {
      throw new PlanException("key 'slo' runs every step with one thread count; give 'threads' one value");
    }
    if (phases.contains(Plan.LOAD)) {
      throw new PlanException("key 'slo' searches the run phase; drop 'load' from 'phases'");
    }
    if (repeat != null || stopAfterKnee) {
      throw new PlanException("key '" + (repeat != null ? "repeat" : "stop-after-knee") + "' does not apply to a "
          + "capacity search (key 'slo'), which confirms its answer with a repeat of its own");
    }
    return new Plan.Slo(slo, op, precision, descend);
  }

  /**
   * The variables the plan names ({@code ${NAME}}, {@code ${NAME:-default}}) with their values: the redactor
   * hides those of secret-looking names (PW, TOKEN, ...) wherever the plan's text or commands show them.
   */
  private Map<String, String> expandedVariables(String text) {
    Map<String, String> ret = new LinkedHashMap<>();
    for (int i = text.indexOf("${"); i >= 0; i = text.indexOf("${", i + 2)) {
      int end = i + 2;
      while (end < text.length() && (Character.isLetterOrDigit(text.charAt(end)) || text.charAt(end) == '_')) {
        end++;
      }
      String name = text.substring(i + 2, end);
      String value = name.isEmpty() ? null : environment.apply(name);
      if (value != null) {
        ret.put(name, value);
      }
    }
    return ret;
  }

  private List<PlanDatabase> databases(Object value) throws PlanException {
    List<?> items = list(value, "databases");
    List<PlanDatabase> ret = new ArrayList<>();
    Set<String> names = new LinkedHashSet<>();
    for (int i = 0; i < items.size(); i++) {
      String key = "databases[" + i + "]";
      if (!(items.get(i) instanceof Map<?, ?> db)) {
        throw new PlanException("key '" + key + "' must be a map (name, binding, properties, setup, before-step), "
            + "not " + describe(items.get(i)));
      }
      checkKeys(db, DATABASE_KEYS, key + ".");
      if (!db.containsKey("name")) {
        throw new PlanException("key '" + key + ".name' is missing: the database's name in the report, e.g. "
            + "redis-aof");
      }
      String name = folderName(string(db.get("name"), key + ".name"), key + ".name");
      if (!names.add(name)) {
        throw new PlanException("key '" + key + ".name': '" + name + "' is used twice; every database needs "
            + "its own name");
      }
      if (!db.containsKey("binding")) {
        throw new PlanException("key '" + key + ".binding' is missing: the binding to run, e.g. redis");
      }
      String binding = string(db.get("binding"), key + ".binding");
      if (!registry.names().isEmpty() && registry.classOf(binding).isEmpty() && !binding.contains(".")) {
        throw new PlanException("key '" + key + ".binding' is '" + binding + "'; accepted: " + registry.names());
      }
      ret.add(new PlanDatabase(name, binding, properties(db.get("properties"), key + ".properties"),
          db.containsKey("setup") ? string(db.get("setup"), key + ".setup") : null,
          db.containsKey("before-step") ? passable(string(db.get("before-step"), key + ".before-step"),
              key + ".before-step") : null));
    }
    return List.copyOf(ret);
  }

  private List<String> phases(Object value) throws PlanException {
    if (value == null) {
      return List.of(Plan.RUN);
    }
    List<String> given = new ArrayList<>();
    if (value instanceof List<?> l) {
      for (int i = 0; i < l.size(); i++) {
        given.add(string(l.get(i), "phases[" + i + "]"));
      }
    } else {
      given.add(string(value, "phases"));
    }
    Set<String> ret = new LinkedHashSet<>();
    for (String p : given) {
      switch (p) {
        case Plan.LOAD, Plan.RUN -> ret.add(p);
        case "both" -> {
          ret.add(Plan.LOAD);
          ret.add(Plan.RUN);
        }
        default -> throw new PlanException("key 'phases' has '" + p + "'; accepted: load, run, both (or a list "
            + "of load and run)");
      }
    }
    if (ret.isEmpty()) {
      throw new PlanException("key 'phases' is empty; accepted: load, run, both");
    }
    return List.copyOf(ret);
  }

  private Map<String, String> properties(Object value, String key) throws PlanException {
    if (value == null) {
      return Map.of();
    }
    if (!(value instanceof Map<?, ?> map)) {
      throw new PlanException("key '" + key + "' must be a map of ycsb properties (name: value), not "
          + describe(value));
    }
    Map<String, String> ret = new LinkedHashMap<>();
    for (Map.Entry<?, ?> e : map.entrySet()) {
      if (!(e.getKey() instanceof String || e.getKey() instanceof Number || e.getKey() instanceof Boolean)) {
        throw new PlanException("key '" + key + "' has a property named by " + describe(e.getKey())
            + "; accepted: a property name such as recordcount");
      }
      String name = String.valueOf(e.getKey());
      Object v = e.getValue();
      if (!(v instanceof String || v instanceof Number || v instanceof Boolean)) {
        throw new PlanException("key '" + key + "." + name + "' must be a single value, not " + describe(v));
      }
      passable(name, key + "." + name);
      ret.put(name, passable(substitute(v instanceof String s ? s : v.toString(), key + "." + name),
          key + "." + name));
    }
    return ret;
  }

  /**
   * A value the launcher passes to a sweep as one argument: one line (the launcher hands the sweep its command
   * line by line), no NUL (no command line holds one), and at most {@link #MAX_VALUE_LENGTH} characters.
   */
  private static String passable(String value, String key) throws PlanException {
    if (value.indexOf('\n') >= 0 || value.indexOf('\r') >= 0) {
      throw new PlanException("key '" + key + "' holds a line break, which the launcher cannot pass to a sweep; "
          + "accepted: one line" + (key.endsWith("before-step") ? " (join commands with ';' or '&&')" : ""));
    }
    if (value.indexOf('\0') >= 0) {
      throw new PlanException("key '" + key + "' holds a NUL character, which no command line can pass; "
          + "accepted: text without it");
    }
    if (value.length() > MAX_VALUE_LENGTH) {
      throw new PlanException("key '" + key + "' is " + value.length() + " characters long; accepted: at most "
          + MAX_VALUE_LENGTH + " (it is passed on a command line)");
    }
    return value;
  }

  private static void checkKeys(Map<?, ?> map, Set<String> accepted, String prefix) throws PlanException {
    for (Object k : map.keySet()) {
      if (!(k instanceof String) || !accepted.contains(k)) {
        throw new PlanException("unknown key '" + prefix + (k instanceof String ? k : describe(k)) + "'; accepted: "
            + String.join(", ",
            accepted.stream().sorted().toList()));
      }
    }
  }

  private String string(Object value, String key) throws PlanException {
    if (value instanceof String s) {
      if (s.isBlank()) {
        throw new PlanException("key '" + key + "' is empty");
      }
      return substitute(s, key);
    }
    if (value instanceof Number || value instanceof Boolean) {
      return value.toString();
    }
    throw new PlanException("key '" + key + "' must be a string, not " + describe(value));
  }

  private static List<?> list(Object value, String key) throws PlanException {
    if (!(value instanceof List<?> l)) {
      throw new PlanException("key '" + key + "' must be a list, not " + describe(value));
    }
    if (l.isEmpty()) {
      throw new PlanException("key '" + key + "' is an empty list");
    }
    return l;
  }

  private static List<Long> numbers(Object value, String key) throws PlanException {
    List<Long> ret = new ArrayList<>();
    if (value instanceof List<?> l) {
      if (l.isEmpty()) {
        throw new PlanException("key '" + key + "' is an empty list");
      }
      for (int i = 0; i < l.size(); i++) {
        ret.add(whole(l.get(i), key + "[" + i + "]", 1, Long.MAX_VALUE));
      }
    } else {
      ret.add(whole(value, key, 1, Long.MAX_VALUE));
    }
    return ret;
  }

  private static List<Long> increasing(List<Long> values, String key) throws PlanException {
    for (int i = 1; i < values.size(); i++) {
      if (values.get(i) <= values.get(i - 1)) {
        throw new PlanException("key '" + key + "' is " + values + "; accepted: whole numbers >= 1 in increasing "
            + "order, e.g. [8, 16, 32]");
      }
    }
    return List.copyOf(values);
  }

  private static long whole(Object value, String key, long min, long max) throws PlanException {
    if ((value instanceof Integer || value instanceof Long || value instanceof BigInteger)
        && ((Number) value).longValue() >= min && ((Number) value).longValue() <= max
        && !(value instanceof BigInteger b && b.bitLength() > 63)) {
      return ((Number) value).longValue();
    }
    throw new PlanException("key '" + key + "' is " + describe(value) + "; accepted: a whole number from " + min
        + (max == Long.MAX_VALUE ? " up" : " to " + max));
  }

  private static double decimal(Object value, String key, double min, double max) throws PlanException {
    if (value instanceof Number n && n.doubleValue() >= min && n.doubleValue() <= max) {
      return n.doubleValue();
    }
    throw new PlanException("key '" + key + "' is " + describe(value) + "; accepted: a number from " + fmt(min)
        + " to " + fmt(max));
  }

  private static boolean bool(Object value, String key) throws PlanException {
    if (value instanceof Boolean b) {
      return b;
    }
    throw new PlanException("key '" + key + "' is " + describe(value) + "; accepted: true or false");
  }

  /**
   * Replaces ${VAR} and ${VAR:-default}; an unset variable without a default, or a {@code ${} never closed, is an
   * error naming the key.
   */
  private String substitute(String text, String key) throws PlanException {
    for (int at = text.indexOf("${"); at >= 0; at = text.indexOf("${", at + 2)) {
      if (text.indexOf('}', at) < 0) {
        String piece = oneLine(text.substring(at, Math.min(text.length(), at + 40)));
        throw new PlanException("key '" + key + "' has '" + piece + "' without its closing '}'; write ${VAR} or "
            + "${VAR:-default}", piece);
      }
    }
    Matcher m = VARIABLE.matcher(text);
    StringBuilder sb = new StringBuilder();
    while (m.find()) {
      String v = environment.apply(m.group(1));
      if (v == null || v.isEmpty()) {
        if (m.group(2) == null) {
          throw new PlanException("key '" + key + "' uses ${" + m.group(1) + "}, which is not set; set it or "
              + "give a default: ${" + m.group(1) + ":-value}");
        }
        v = m.group(2);
      }
      m.appendReplacement(sb, Matcher.quoteReplacement(v));
    }
    m.appendTail(sb);
    return sb.toString();
  }

  private static String describe(Object value) {
    if (value == null) {
      return "empty";
    }
    if (value instanceof Map) {
      return "a map";
    }
    if (value instanceof List) {
      return "a list";
    }
    if (value instanceof String s) {
      return "the string '" + oneLine(s) + "'";
    }
    if (value instanceof Boolean) {
      return "the boolean " + value;
    }
    if (value instanceof Number) {
      return value.toString();
    }
    if (value instanceof byte[] bytes) {
      return "binary data (!!binary, " + bytes.length + " bytes)";
    }
    if (value instanceof java.util.Date date) {
      return "the timestamp " + date.toInstant() + " (quote it to keep the text as written)";
    }
    if (value instanceof java.util.Set) {
      return "a set (!!set)";
    }
    // Never an object's default toString (a type and an identity hash, which tell the user nothing).
    return "a value of YAML type " + value.getClass().getSimpleName();
  }

  private static String fmt(double d) {
    return d == Math.rint(d) ? Long.toString((long) d) : Double.toString(d);
  }

  private static String oneLine(String s) {
    return s == null ? "" : s.replaceAll("\\s*\\R\\s*", " ").strip();
  }

  private static String defaultName(Path file) {
    String n = file.getFileName().toString().replaceFirst("\\.ya?ml$", "").replaceAll("[^A-Za-z0-9._-]", "_");
    return NAME.matcher(n).matches() ? n : "plan";
  }
}
