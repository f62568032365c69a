package site.ycsb.plan;

import java.util.List;
import java.util.Map;
import org.yaml.snakeyaml.LoaderOptions;
import org.yaml.snakeyaml.Yaml;
import org.yaml.snakeyaml.constructor.SafeConstructor;
import org.yaml.snakeyaml.error.MarkedYAMLException;
import org.yaml.snakeyaml.error.YAMLException;

/**
 * The YAML shape of a plan: its text read by SnakeYAML's safe constructor into the map of top keys, and how a
 * message shows a value YAML made (its type, never an object's default toString).
 */
final class PlanYaml {
  private PlanYaml() {
  }

  /** The plan's top-level map; anything else (a syntax error, a list, a scalar) is one line. */
  static Map<?, ?> read(String text) throws PlanException {
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
    return top;
  }

  /** A value as a message shows it: "the string 'x'", "a list", "1.5", ... */
  static String describe(Object value) {
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

  /** Text on one line, for a message. */
  static String oneLine(String s) {
    return s == null ? "" : s.replaceAll("\\s*\\R\\s*", " ").strip();
  }
}
