package site.ycsb.db.memcached;

import java.nio.charset.StandardCharsets;

/**
 * The answer line {@link ReplyBuffer} read last, where it lies in the read buffer (no copy), without its CR LF,
 * and what a command needs of it: its first word, the numbers of a VALUE line, its text for a message. A view that
 * the next line replaces: one per connection, so that reading an answer allocates nothing.
 */
final class ReplyLine {
  private final byte[] buf;
  private int start;
  private int length;

  ReplyLine(byte[] buf) {
    this.buf = buf;
  }

  void set(int start, int length) {
    this.start = start;
    this.length = length;
  }

  int length() {
    return length;
  }

  boolean startsWith(String prefix) {
    if (length < prefix.length()) {
      return false;
    }
    for (int i = 0; i < prefix.length(); i++) {
      if (buf[start + i] != prefix.charAt(i)) {
        return false;
      }
    }
    return true;
  }

  /** Whether the line is {@code word} and nothing more. */
  boolean is(String word) {
    return length == word.length() && startsWith(word);
  }

  /**
   * The numbers of a {@code VALUE <key> <flags> <bytes> [<cas>]} line after its flags: the length, then the CAS
   * id (gets only), into {@code numbers}.
   *
   * @return how many were there
   */
  int valueNumbers(long[] numbers) {
    return parseNumbers(skipToken(6), numbers);
  }

  private int skipToken(int pos) {
    int p = pos;
    while (p < length && buf[start + p] != ' ') {
      p++;
    }
    return Math.min(p + 1, length);
  }

  /** Parses the space-separated numbers from {@code pos}; returns how many (flags is skipped). */
  private int parseNumbers(int pos, long[] numbers) {
    int p = skipToken(pos);
    int count = 0;
    while (p < length && count < numbers.length) {
      long v = 0;
      int begin = p;
      while (p < length && buf[start + p] >= '0' && buf[start + p] <= '9') {
        v = v * 10 + (buf[start + p++] - '0');
      }
      if (p == begin) {
        break;
      }
      numbers[count++] = v;
      p++;
    }
    return count;
  }

  /** The line as text, each byte one character. */
  String text() {
    return new String(buf, start, length, StandardCharsets.ISO_8859_1);
  }
}
