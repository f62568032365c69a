package site.ycsb.db.template;

import java.util.Base64;
import java.util.Map;
import java.util.Set;
import site.ycsb.ByteArrayByteIterator;
import site.ycsb.ByteIterator;

/**
 * A record's fields on one protocol line: {@code name=base64(value)} words separated by blanks, so values
 * may hold any bytes and field names any character but blank and '='.
 */
final class RecordLine {
  private RecordLine() {
  }

  /** The fields as words, each preceded by a blank: {@code " field0=AAEC field1=..."}. */
  static String encode(Map<String, ByteIterator> values) {
    StringBuilder sb = new StringBuilder();
    Base64.Encoder base64 = Base64.getEncoder();
    for (Map.Entry<String, ByteIterator> field : values.entrySet()) {
      sb.append(' ').append(field.getKey()).append('=').append(base64.encodeToString(field.getValue().toArray()));
    }
    return sb.toString();
  }

  /**
   * Adds the fields of {@code words[from..]} to {@code result}: all of them, or only those in {@code fields}
   * when it is not null (YCSB's "read these fields").
   */
  static void decode(String[] words, int from, Set<String> fields, Map<String, ByteIterator> result) {
    Base64.Decoder base64 = Base64.getDecoder();
    for (int i = from; i < words.length; i++) {
      int eq = words[i].indexOf('=');
      String name = words[i].substring(0, eq);
      if (fields == null || fields.contains(name)) {
        result.put(name, new ByteArrayByteIterator(base64.decode(words[i].substring(eq + 1))));
      }
    }
  }
}
