package site.ycsb.db.memcached;

import java.lang.invoke.MethodHandles;
import java.lang.invoke.VarHandle;
import java.nio.ByteOrder;

/**
 * The byte-level tests of JSON text that both the writer and the one-pass reader of {@link JsonRecordFormat} need:
 * where the plain text ends, how long an escape is, what a hex escape stands for.
 */
final class JsonBytes {
  /** Eight bytes of a record as one long (any byte order: each byte is tested on its own). */
  private static final VarHandle LONGS = MethodHandles.byteArrayViewVarHandle(long[].class, ByteOrder.nativeOrder());

  private JsonBytes() {
  }

  /**
   * The first position from {@code p} on that holds a quote, a backslash, a control character or a non-ASCII byte,
   * or {@code n}. Eight bytes at a time: a value is mostly plain text, and a byte at a time was a third of the
   * record's reading.
   */
  static int skipPlain(byte[] d, int p, int n) {
    int at = p;
    while (at + Long.BYTES <= n && !hasSpecial((long) LONGS.get(d, at))) {
      at += Long.BYTES;
    }
    while (at < n) {
      byte b = d[at];
      if (b < 0x20 || b == '"' || b == '\\') {
        break;
      }
      at++;
    }
    return at;
  }

  /**
   * Whether one of the eight bytes of {@code w} is below 0x20, 0x80 or above, a quote or a backslash. Each test
   * is the exact "has a byte below k" one ({@code (w - k*ones) & ~w & highs}: a borrow only runs on from a byte
   * that matched), a quote or backslash being a zero byte of {@code w} xor that character.
   */
  static boolean hasSpecial(long w) {
    long quote = w ^ 0x2222222222222222L;
    long backslash = w ^ 0x5C5C5C5C5C5C5C5CL;
    long below = (w - 0x2020202020202020L) & ~w;
    long quotes = (quote - 0x0101010101010101L) & ~quote;
    long backslashes = (backslash - 0x0101010101010101L) & ~backslash;
    return ((below | quotes | backslashes | w) & 0x8080808080808080L) != 0;
  }

  /**
   * The length of the escape at {@code d[p]} (a backslash): 2, or 6 for a 4-digit hex escape of an ASCII
   * character; -1 for anything else (an invalid escape, or a hex escape of a non-ASCII character: Jackson reads
   * those).
   */
  static int escapeLength(byte[] d, int p, int n) {
    if (p + 1 >= n) {
      return -1;
    }
    switch (d[p + 1]) {
      case '"':
      case '\\':
      case '/':
      case 'b':
      case 'f':
      case 'n':
      case 'r':
      case 't':
        return 2;
      case 'u':
        if (p + 5 >= n) {
          return -1;
        }
        int c = hexEscape(d, p);
        return c >= 0 && c < 0x80 ? 6 : -1;
      default:
        return -1;
    }
  }

  /** The character of the hex escape at {@code d[p]} (its 4 digits are there), or -1 when a digit is not hex. */
  static int hexEscape(byte[] d, int p) {
    int c = 0;
    for (int i = p + 2; i < p + 6; i++) {
      int digit = Character.digit(d[i], 16);
      if (digit < 0) {
        return -1;
      }
      c = (c << 4) | digit;
    }
    return c;
  }
}
