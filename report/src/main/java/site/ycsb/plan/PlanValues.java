package site.ycsb.plan;

import static site.ycsb.plan.PlanYaml.describe;

import java.math.BigInteger;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import site.ycsb.sweep.OptionValue;

/**
 * Reads the values of a plan's keys as the type each key takes (a string, a list, a whole number, a map of
 * properties, ...); a value of another type is one line naming the key and what it accepts.
 */
final class PlanValues {
  /**
   * The longest value the launcher passes to a sweep: Linux takes 128 KiB per argument and 2 MiB for all of them
   * and the environment together; a limit well below keeps every plan runnable, with room for the class path.
   */
  static final int MAX_VALUE_LENGTH = 32_768;

  private final PlanVariables variables;

  PlanValues(PlanVariables variables) {
    this.variables = variables;
  }

  /** An unknown key (or one that is not a string) is refused, naming those accepted. */
  static void checkKeys(Map<?, ?> map, Set<String> accepted, String prefix) throws PlanException {
    for (Object k : map.keySet()) {
      if (!(k instanceof String) || !accepted.contains(k)) {
        throw new PlanException("unknown key '" + prefix + (k instanceof String ? k : describe(k)) + "'; accepted: "
            + String.join(", ", accepted.stream().sorted().toList()));
      }
    }
  }

  /** A non-blank string with its variables replaced; a number or boolean as written. */
  String string(Object value, String key) throws PlanException {
    if (value instanceof String s) {
      if (s.isBlank()) {
        throw new PlanException("key '" + key + "' is empty");
      }
      return variables.substitute(s, key);
    }
    if (value instanceof Number || value instanceof Boolean) {
      return value.toString();
    }
    throw new PlanException("key '" + key + "' must be a string, not " + describe(value));
  }

  static List<?> list(Object value, String key) throws PlanException {
    if (!(value instanceof List<?> l)) {
      throw new PlanException("key '" + key + "' must be a list, not " + describe(value));
    }
    if (l.isEmpty()) {
      throw new PlanException("key '" + key + "' is an empty list");
    }
    return l;
  }

  /** One whole number >= 1 or a list of them. */
  static List<Long> numbers(Object value, String key) throws PlanException {
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

  static long whole(Object value, String key, long min, long max) throws PlanException {
    if (integral(value) && ((Number) value).longValue() >= min && ((Number) value).longValue() <= max) {
      return ((Number) value).longValue();
    }
    throw new PlanException("key '" + key + "' is " + describe(value) + "; accepted: a whole number from " + min
        + (max == Long.MAX_VALUE ? " up" : " to " + max));
  }

  /** A whole number the sweep option's table entry accepts. */
  static long whole(Object value, String key, OptionValue rule) throws PlanException {
    if (integral(value) && rule.accepts(((Number) value).longValue())) {
      return ((Number) value).longValue();
    }
    throw new PlanException("key '" + key + "' is " + describe(value) + "; accepted: " + rule.accepted());
  }

  /** A number the sweep option's table entry accepts. */
  static double decimal(Object value, String key, OptionValue rule) throws PlanException {
    if (value instanceof Number n && rule.accepts(n.doubleValue())) {
      return n.doubleValue();
    }
    throw new PlanException("key '" + key + "' is " + describe(value) + "; accepted: " + rule.accepted());
  }

  static boolean bool(Object value, String key) throws PlanException {
    if (value instanceof Boolean b) {
      return b;
    }
    throw new PlanException("key '" + key + "' is " + describe(value) + "; accepted: true or false");
  }

  /** A map of ycsb properties (name: single value), in file order; none when the key is absent. */
  Map<String, String> properties(Object value, String key) throws PlanException {
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
      ret.put(name, passable(variables.substitute(v instanceof String s ? s : v.toString(), key + "." + name),
          key + "." + name));
    }
    return ret;
  }

  /**
   * A value the launcher passes to a sweep as one argument: one line (the launcher hands the sweep its command
   * line by line), no NUL (no command line holds one), and at most {@link #MAX_VALUE_LENGTH} characters.
   */
  static String passable(String value, String key) throws PlanException {
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

  private static boolean integral(Object value) {
    return (value instanceof Integer || value instanceof Long || value instanceof BigInteger)
        && !(value instanceof BigInteger b && b.bitLength() > 63);
  }
}
