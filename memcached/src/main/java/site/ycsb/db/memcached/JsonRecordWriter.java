package site.ycsb.db.memcached;

import java.nio.charset.StandardCharsets;
import java.util.Arrays;
import java.util.Map;
import site.ycsb.ByteIterator;
import site.ycsb.StringByteIterator;

/**
 * Writes a record as upstream YCSB 0.17.0's JSON text, byte for byte, into one reused buffer: no whitespace; '"',
 * '\' and control characters escaped (\b \t \n \f \r, the others as 4-digit upper-case hex escapes), nothing else
 * ('/', DEL and non-ASCII stay as they are); a value is its iterator's string ({@link ByteIterator#toString()}),
 * sent as {@code String.getBytes(UTF_8)} sends it, a lone surrogate as '?'. The fields go out in the order given
 * (the caller puts them in {@link UpstreamFieldOrder}). Those rules are few enough to write directly: a Jackson
 * generator per record cost more than the record. Not thread-safe (it reuses its buffers).
 */
final class JsonRecordWriter {
  private static final byte[] HEX = "0123456789ABCDEF".getBytes(StandardCharsets.US_ASCII);

  private byte[] out = new byte[2048];
  private int pos;
  /** Escaped ASCII bytes of a value waiting to be written out escaped. */
  private byte[] pending = new byte[256];

  /** The record's fields, in the map's order, as one JSON object. */
  byte[] write(Map<String, ByteIterator> record) {
    pos = 0;
    ensure(2);
    out[pos++] = '{';
    boolean first = true;
    for (Map.Entry<String, ByteIterator> e : record.entrySet()) {
      ensure(2);
      if (!first) {
        out[pos++] = ',';
      }
      first = false;
      writeString(e.getKey());
      ensure(1);
      out[pos++] = ':';
      writeValue(e.getKey(), e.getValue());
    }
    ensure(1);
    out[pos++] = '}';
    return Arrays.copyOf(out, pos);
  }

  /**
   * The value as upstream's string of it. Bytes (random workload values) are copied straight into the record and
   * escaped there; only bytes that are not all ASCII become the String upstream made of them.
   */
  private void writeValue(String name, ByteIterator value) {
    if (value instanceof StringByteIterator) {
      writeString(value.toString());
      return;
    }
    long left = value.bytesLeft();
    if (left > Integer.MAX_VALUE - 16) {
      throw new IllegalArgumentException("field value too large: " + left + " bytes");
    }
    int length = (int) left;
    ensure(length + 1);
    int start = pos + 1;
    out[pos] = '"';
    int end = start + length;
    // nextBuf fills up to the array's end, so the exact bytesLeft is what keeps the value in its place.
    int at = start;
    while (at < end) {
      int next = value.nextBuf(out, at);
      if (next == at) {
        break;
      }
      at = next;
    }
    if (at != end || value.hasNext()) {
      throw new IllegalStateException("value of field " + name + " did not have the length it reported");
    }
    int firstEscape = -1;
    for (int i = JsonBytes.skipPlain(out, start, end); i < end; i++) {
      byte b = out[i];
      if (b < 0) {
        String text = new String(out, start, length, StandardCharsets.UTF_8);
        writeString(text);
        return;
      }
      if (firstEscape < 0 && (b < 0x20 || b == '"' || b == '\\')) {
        firstEscape = i;
      }
    }
    if (firstEscape < 0) {
      pos = end;
    } else {
      int rest = end - firstEscape;
      if (pending.length < rest) {
        pending = new byte[Math.max(rest, pending.length * 2)];
      }
      System.arraycopy(out, firstEscape, pending, 0, rest);
      pos = firstEscape;
      ensure(rest * 6 + 1);
      for (int i = 0; i < rest; i++) {
        writeAscii(pending[i]);
      }
    }
    ensure(1);
    out[pos++] = '"';
  }

  /** A quoted, escaped string, its text as UTF-8 the way {@code String.getBytes(UTF_8)} encodes it. */
  private void writeString(String s) {
    int n = s.length();
    ensure(n * 6 + 2);
    out[pos++] = '"';
    for (int i = 0; i < n; i++) {
      char c = s.charAt(i);
      if (c < 0x80) {
        writeAscii((byte) c);
      } else if (c < 0x800) {
        out[pos++] = (byte) (0xC0 | (c >> 6));
        out[pos++] = (byte) (0x80 | (c & 0x3F));
      } else if (Character.isSurrogate(c)) {
        char low = i + 1 < n ? s.charAt(i + 1) : 0;
        if (Character.isHighSurrogate(c) && Character.isLowSurrogate(low)) {
          int cp = Character.toCodePoint(c, low);
          out[pos++] = (byte) (0xF0 | (cp >> 18));
          out[pos++] = (byte) (0x80 | ((cp >> 12) & 0x3F));
          out[pos++] = (byte) (0x80 | ((cp >> 6) & 0x3F));
          out[pos++] = (byte) (0x80 | (cp & 0x3F));
          i++;
        } else {
          out[pos++] = '?';
        }
      } else {
        out[pos++] = (byte) (0xE0 | (c >> 12));
        out[pos++] = (byte) (0x80 | ((c >> 6) & 0x3F));
        out[pos++] = (byte) (0x80 | (c & 0x3F));
      }
    }
    out[pos++] = '"';
  }

  /** One ASCII character, escaped as Jackson escapes it; room for 6 bytes is the caller's. */
  private void writeAscii(byte b) {
    if (b >= 0x20 && b != '"' && b != '\\') {
      out[pos++] = b;
      return;
    }
    out[pos++] = '\\';
    switch (b) {
      case '"':
      case '\\':
        out[pos++] = b;
        break;
      case '\b':
        out[pos++] = 'b';
        break;
      case '\t':
        out[pos++] = 't';
        break;
      case '\n':
        out[pos++] = 'n';
        break;
      case '\f':
        out[pos++] = 'f';
        break;
      case '\r':
        out[pos++] = 'r';
        break;
      default:
        out[pos++] = 'u';
        out[pos++] = '0';
        out[pos++] = '0';
        out[pos++] = HEX[b >> 4];
        out[pos++] = HEX[b & 0xF];
    }
  }

  private void ensure(int more) {
    if (pos + more > out.length) {
      out = Arrays.copyOf(out, Math.max(out.length * 2, pos + more));
    }
  }
}
