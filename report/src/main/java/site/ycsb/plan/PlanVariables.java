package site.ycsb.plan;

import java.util.LinkedHashMap;
import java.util.Map;
import java.util.function.UnaryOperator;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The environment variables a plan's strings use: {@code ${VAR}} and {@code ${VAR:-default}}, so one plan serves
 * several machines.
 */
final class PlanVariables {
  private static final Pattern VARIABLE = Pattern.compile("\\$\\{([A-Za-z_][A-Za-z0-9_]*)(?::-([^}]*))?}");

  private final UnaryOperator<String> environment;

  /** @param environment the environment variables {@code ${VAR}} reads (System::getenv) */
  PlanVariables(UnaryOperator<String> environment) {
    this.environment = environment;
  }

  /**
   * Replaces ${VAR} and ${VAR:-default}; an unset variable without a default, or a {@code ${} never closed, is an
   * error naming the key.
   */
  String substitute(String text, String key) throws PlanException {
    for (int at = text.indexOf("${"); at >= 0; at = text.indexOf("${", at + 2)) {
      if (text.indexOf('}', at) < 0) {
        String piece = PlanYaml.oneLine(text.substring(at, Math.min(text.length(), at + 40)));
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

  /**
   * The variables the plan names ({@code ${NAME}}, {@code ${NAME:-default}}) with their values: the redactor
   * hides those of secret-looking names (PW, TOKEN, ...) wherever the plan's text or commands show them.
   */
  Map<String, String> expanded(String text) {
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
}
