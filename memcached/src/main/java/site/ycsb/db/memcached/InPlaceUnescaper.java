package site.ycsb.db.memcached;

import site.ycsb.ByteArrayByteIterator;
import site.ycsb.ByteIterator;

/**
 * A JSON string value as a slice of the received record, its escapes undone in place: the text is never longer
 * than its escapes, so it fits where they were. Only for a value that {@link JsonRecordScanner} checked (ASCII
 * text, valid escapes of ASCII characters).
 */
final class InPlaceUnescaper {
  private InPlaceUnescaper() {
  }

  /**
   * The value at {@code d[start, end)}, unescaped from its first escape at {@code firstEscape} on (0: it has
   * none, and is handed out as it is).
   */
  static ByteIterator value(byte[] d, int start, int end, int firstEscape) {
    if (firstEscape == 0) {
      return new ByteArrayByteIterator(d, start, end - start);
    }
    int to = firstEscape;
    int p = firstEscape;
    while (p < end) {
      if (d[p] != '\\') {
        // A run of plain text up to the next escape (the scan let nothing else into the value): moved as one block.
        int run = Math.max(JsonBytes.skipPlain(d, p, end), p + 1);
        System.arraycopy(d, p, d, to, run - p);
        to += run - p;
        p = run;
        continue;
      }
      byte e = d[p + 1];
      p += 2;
      switch (e) {
        case 'b':
          d[to++] = '\b';
          break;
        case 'f':
          d[to++] = '\f';
          break;
        case 'n':
          d[to++] = '\n';
          break;
        case 'r':
          d[to++] = '\r';
          break;
        case 't':
          d[to++] = '\t';
          break;
        case 'u':
          d[to++] = (byte) JsonBytes.hexEscape(d, p - 2);
          p += 4;
          break;
        default:
          d[to++] = e;
      }
    }
    return new ByteArrayByteIterator(d, start, to - start);
  }
}
