package site.ycsb.compat;

import java.util.LinkedHashMap;
import java.util.Map;
import site.ycsb.Utils;

/**
 * The records CoreWorkload loads with {@code dataintegrity=true}, hashed inserts and a constant field
 * length, computed here from the facts of 0.17.0's CoreWorkload (key {@code user} + FNV-1a-64 of the
 * sequence number; value {@code key:field}, then {@code :} and the text's own hashCode until the
 * length is reached, cut to the length). Both clients verify reads against exactly this, so a
 * record that passes {@link #matches} passes either client's verification.
 */
final class IntegrityRecords {
  static final int FIELD_COUNT = 10;
  static final int FIELD_LENGTH = 100;

  private IntegrityRecords() {
  }

  static String key(long sequence) {
    return "user" + Utils.hash(sequence);
  }

  static String value(String key, String field) {
    StringBuilder sb = new StringBuilder(key).append(':').append(field);
    while (sb.length() < FIELD_LENGTH) {
      sb.append(':').append(sb.toString().hashCode());
    }
    sb.setLength(FIELD_LENGTH);
    return sb.toString();
  }

  static Map<String, String> record(String key) {
    Map<String, String> fields = new LinkedHashMap<>();
    for (int i = 0; i < FIELD_COUNT; i++) {
      fields.put("field" + i, value(key, "field" + i));
    }
    return fields;
  }

  /** Whether {@code fields} is the whole record of {@code key}, every field with its value. */
  static boolean matches(String key, Map<String, String> fields) {
    return record(key).equals(fields);
  }

  /** The key a record's values were built from: the text before {@code :field0} of its first field. */
  static String keyOf(Map<String, String> fields) {
    String v = fields.get("field0");
    int end = v == null ? -1 : v.indexOf(":field0");
    return end < 0 ? null : v.substring(0, end);
  }
}
