package site.ycsb.report;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import site.ycsb.Redactor;

/**
 * Redacts again what the client already redacted: result files may come from older or foreign tools,
 * and a report is made to be shared.
 */
final class Redaction {
  private Redaction() {
  }

  /** A command line given as one string: every blank-separated word is redacted. */
  static String commandLine(String line) {
    if (line == null) {
      return null;
    }
    String[] words = line.split(" ", -1);
    StringBuilder sb = new StringBuilder();
    for (int i = 0; i < words.length; i++) {
      sb.append(i == 0 ? "" : " ").append(Redactor.redactArgument(words[i]));
    }
    return sb.toString();
  }

  static String commandLine(List<String> words) {
    List<String> shown = new ArrayList<>();
    for (String w : words) {
      shown.add(Redactor.redactArgument(w == null ? "" : w));
    }
    return String.join(" ", shown);
  }

  static String property(String name, String value) {
    return Redactor.redactValue(name, value);
  }

  /** Server settings: secret-looking keys masked, URIs cleaned, nested maps and lists followed. */
  static Object value(String key, Object v) {
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
      return Redactor.redactValue(key, s);
    }
    if (v != null && Redactor.isSecretName(key)) {
      return Redactor.MASK;
    }
    return v;
  }
}
