package site.ycsb.db.memcached;

import java.util.Arrays;

/**
 * The one-pass check of a record as any JSON writer writes it: one object of string values, no whitespace, ASCII
 * only (control characters escaped), names without escapes, valid escapes (no surrogates) in values, nothing
 * after the object. It notes where each field lies; a record of any other form is left to Jackson. Not
 * thread-safe (it reuses its table of places).
 */
final class JsonRecordScanner {
  /** Longer names and escaped values go to Jackson, which applies its own limits to them. */
  static final int FAST_MAX_NAME = 1000;
  static final int FAST_MAX_ESCAPED_VALUE = 1 << 20;

  /** Per field of the record scanned last: name start and length, value start and end, first escape (or 0). */
  private int[] spans = new int[5 * 16];

  /**
   * Scans {@code d}.
   *
   * @return the number of fields, or -1 when the record is not of that form (then Jackson reads it)
   */
  int scan(byte[] d) {
    int n = d.length;
    if (n < 2 || d[0] != '{' || d[n - 1] != '}') {
      return -1;
    }
    int p = 1;
    int count = 0;
    while (p < n - 1) {
      if (count > 0) {
        if (d[p++] != ',') {
          return -1;
        }
      }
      if (d[p++] != '"') {
        return -1;
      }
      int nameStart = p;
      while (d[p] != '"') {
        byte b = d[p];
        if (b < 0x20 || b == '\\' || ++p == n) {
          return -1;
        }
      }
      int nameLength = p - nameStart;
      p++;
      if (nameLength > FAST_MAX_NAME || p + 2 >= n || d[p] != ':' || d[p + 1] != '"') {
        return -1;
      }
      p += 2;
      int valueStart = p;
      int firstEscape = 0;  // never 0 when there is one: the record starts with '{'
      while (true) {
        p = JsonBytes.skipPlain(d, p, n);
        if (p >= n) {
          return -1;
        }
        byte b = d[p];
        if (b == '"') {
          break;
        }
        if (b != '\\') {
          return -1;  // a control character or a non-ASCII byte
        }
        int skip = JsonBytes.escapeLength(d, p, n);
        if (skip < 0) {
          return -1;
        }
        if (firstEscape == 0) {
          firstEscape = p;
        }
        p += skip;
      }
      if (firstEscape != 0 && p - valueStart > FAST_MAX_ESCAPED_VALUE) {
        return -1;
      }
      int at = count * 5;
      if (at + 5 > spans.length) {
        spans = Arrays.copyOf(spans, spans.length * 2);
      }
      spans[at] = nameStart;
      spans[at + 1] = nameLength;
      spans[at + 2] = valueStart;
      spans[at + 3] = p;
      spans[at + 4] = firstEscape;
      count++;
      p++;
    }
    return p == n - 1 ? count : -1;
  }

  /** Where the name of field {@code f} of the record scanned last starts. */
  int nameStart(int f) {
    return spans[f * 5];
  }

  int nameLength(int f) {
    return spans[f * 5 + 1];
  }

  /** Where the value of field {@code f} starts (after its opening quote). */
  int valueStart(int f) {
    return spans[f * 5 + 2];
  }

  /** Where the value of field {@code f} ends (at its closing quote). */
  int valueEnd(int f) {
    return spans[f * 5 + 3];
  }

  /** Where the first escape of the value of field {@code f} is, or 0 when it has none. */
  int firstEscape(int f) {
    return spans[f * 5 + 4];
  }
}
