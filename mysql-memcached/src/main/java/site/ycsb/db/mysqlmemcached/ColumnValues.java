package site.ycsb.db.mysqlmemcached;

/**
 * How a field value is stored in its column: the plugin splits a memcached value at every separator, so a
 * value must never contain one. '%', the separator and every byte outside printable ASCII become
 * {@code %XX}; the column then holds plain ASCII whatever its character set. Both access paths use this, so
 * a record written by one reads back identically through the other.
 */
final class ColumnValues {
  private static final byte[] HEX = "0123456789ABCDEF".getBytes(java.nio.charset.StandardCharsets.US_ASCII);

  private ColumnValues() {
  }

  static boolean needsEscape(byte b, byte separator) {
    return b == '%' || b == separator || b < 0x20 || b > 0x7E;
  }

  /** The escaped length of {@code value[off, off+len)}. */
  static int escapedLength(byte[] value, int off, int len, byte separator) {
    int n = len;
    for (int i = off; i < off + len; i++) {
      if (needsEscape(value[i], separator)) {
        n += 2;
      }
    }
    return n;
  }

  /** Writes the escaped value into {@code out} at {@code pos}; returns the position after it. */
  static int escape(byte[] value, int off, int len, byte separator, byte[] out, int pos) {
    for (int i = off; i < off + len; i++) {
      byte b = value[i];
      if (needsEscape(b, separator)) {
        out[pos++] = '%';
        out[pos++] = HEX[(b >> 4) & 0xF];
        out[pos++] = HEX[b & 0xF];
      } else {
        out[pos++] = b;
      }
    }
    return pos;
  }

  static byte[] escape(byte[] value, byte separator) {
    byte[] out = new byte[escapedLength(value, 0, value.length, separator)];
    escape(value, 0, value.length, separator, out, 0);
    return out;
  }

  /** The raw value of an escaped column, or null when {@code [off, off+len)} holds no escape (use it as is). */
  static byte[] unescapeOrNull(byte[] data, int off, int len) {
    int escapes = 0;
    for (int i = off; i < off + len; i++) {
      if (data[i] == '%') {
        escapes++;
      }
    }
    if (escapes == 0) {
      return null;
    }
    byte[] out = new byte[len - 2 * escapes];
    int pos = 0;
    for (int i = off; i < off + len; i++) {
      if (data[i] == '%') {
        if (i + 2 >= off + len) {
          throw new IllegalArgumentException("truncated escape in column value");
        }
        out[pos++] = (byte) (hex(data[i + 1]) << 4 | hex(data[i + 2]));
        i += 2;
      } else {
        out[pos++] = data[i];
      }
    }
    return out;
  }

  static byte[] unescape(byte[] data) {
    byte[] ret = unescapeOrNull(data, 0, data.length);
    return ret == null ? data : ret;
  }

  private static int hex(byte c) {
    if (c >= '0' && c <= '9') {
      return c - '0';
    }
    if (c >= 'A' && c <= 'F') {
      return c - 'A' + 10;
    }
    if (c >= 'a' && c <= 'f') {
      return c - 'a' + 10;
    }
    throw new IllegalArgumentException("bad escape in column value");
  }
}
