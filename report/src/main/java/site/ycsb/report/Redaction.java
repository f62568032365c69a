package site.ycsb.report;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import site.ycsb.Redactor;

/**
 * Redacts again, with {@link Redactor}'s rule, what the client already redacted: result files may come from
 * older or foreign tools, and a report is made to be shared. One instance per report memoizes results, because
 * the same properties and command lines recur in every run of a sweep.
 */
public final class Redaction {
  private final Redactor redactor = Redactor.standard();
  private final Map<String, String> lines = new HashMap<>();
  private final Map<String, String> properties = new HashMap<>();

  /** A command line given as one string: every blank-separated word, then the whole line (a hook's words). */
  String commandLine(String line) {
    if (line == null) {
      return null;
    }
    return lines.computeIfAbsent(line, l -> redactor.text(redactor.commandLine(List.of(l.split(" ", -1)))));
  }

  String commandLine(List<String> args) {
    List<String> shown = new ArrayList<>();
    for (String w : args) {
      shown.add(redactor.argument(w == null ? "" : w));
    }
    return String.join(" ", shown);
  }

  /** Free text: a plan file, a reason, a warning. */
  String text(String text) {
    return redactor.text(text);
  }

  public String property(String name, String value) {
    if (value == null) {
      return null;
    }
    return properties.computeIfAbsent(name + '\u0000' + value, k -> redactor.value(name, value));
  }

  /** Server settings: secret-looking keys masked, URIs cleaned, nested maps and lists followed. */
  Object value(String key, Object v) {
    if (v instanceof Map<?, ?> m) {
      Map<String, Object> out = new LinkedHashMap<>();
      for (Map.Entry<?, ?> e : m.entrySet()) {
        String k = String.valueOf(e.getKey());
        out.put(k, value(k, e.getValue()));
      }
      return out;
    }
    if (v instanceof List<?> l) {
      List<Object> out = new ArrayList<>();
      for (Object o : l) {
        out.add(value(key, o));
      }
      return out;
    }
    if (v instanceof String s) {
      return property(key, s);
    }
    if (v != null && Redactor.isSecretName(key)) {
      return Redactor.MASK;
    }
    return v;
  }
}
