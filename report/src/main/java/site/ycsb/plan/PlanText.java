package site.ycsb.plan;

import java.util.regex.Matcher;
import java.util.regex.Pattern;
import site.ycsb.Redactor;

/**
 * The plan file's text with secrets hidden: the value of every secret-looking key (block or flow style,
 * e.g. {@code redis.password: x} or {@code {mongodb.url: ..., password: x}}) and URI passwords.
 */
final class PlanText {
  private static final Pattern KEY_VALUE =
      Pattern.compile("([A-Za-z0-9_.\\-]+)([\"']?\\s*:\\s+[\"']?)([^,}\"'#\\s][^,}\"'#]*?)(\\s*(?:[,}\"'#]|$))");

  private PlanText() {
  }

  static String redact(String text) {
    StringBuilder sb = new StringBuilder(text.length());
    for (String line : text.split("\\R", -1)) {
      if (sb.length() > 0) {
        sb.append('\n');
      }
      Matcher m = KEY_VALUE.matcher(line);
      StringBuilder out = new StringBuilder();
      while (m.find()) {
        String value = Redactor.isSecretName(m.group(1)) ? Redactor.MASK : m.group(3);
        m.appendReplacement(out, Matcher.quoteReplacement(m.group(1) + m.group(2) + value + m.group(4)));
      }
      m.appendTail(out);
      sb.append(Redactor.redactUris(out.toString()));
    }
    return sb.toString();
  }
}
