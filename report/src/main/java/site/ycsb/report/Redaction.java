package site.ycsb.report;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import site.ycsb.Redactor;

/**
 * Redacts again what the client already redacted: result files may come from older or foreign tools,
 * and a report is made to be shared. One instance per report memoizes results, because the same
 * properties and command-line words recur in every run of a sweep and the redaction patterns are costly.
 */
final class Redaction {
  private final Map<String, String> words = new HashMap<>();
  private final Map<String, String> properties = new HashMap<>();

  /** A command line given as one string: every blank-separated word is redacted. */
  String commandLine(String line) {
    if (line == null) {
      return null;
    }
    String[] parts = line.split(" ", -1);
    StringBuilder sb = new StringBuilder(line.length());
    for (int i = 0; i < parts.length; i++) {
      sb.append(i == 0 ? "" : " ").append(word(parts[i]));
    }
    return sb.toString();
  }

  String commandLine(List<String> args) {
    List<String> shown = new ArrayList<>();
    for (String w : args) {
      shown.add(word(w == null ? "" : w));
    }
    return String.join(" ", shown);
  }

  private String word(String w) {
    return words.computeIfAbsent(w, Redactor::redactArgument);
  }

  String property(String name, String value) {
    if (value == null) {
      return null;
    }
    return properties.computeIfAbsent(name + '\u0000' + value, k -> Redactor.redactValue(name, value));
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
