package site.ycsb.db.memcached;

import java.io.IOException;
import java.util.Arrays;
import site.ycsb.db.memcached.KeyValueStore.StoreException;
import site.ycsb.net.Wire;

/**
 * One text-protocol command being written: the command word, the key, numbers and value written straight into one
 * reused buffer (no joined string per command), sent in one write. A key is checked before anything of it is
 * sent: memcached would take a space or control character in it as the end of the key.
 */
final class TextRequest {
  static final int MAX_KEY = 250;

  private byte[] buf = new byte[8192];
  private int length;

  /** Starts a request with a command that takes no key ({@code version}, {@code stats ...}). */
  TextRequest command(String command) {
    length = 0;
    return ascii(command);
  }

  /**
   * Starts a request with {@code command} and the key {@code prefix + key}.
   *
   * @throws StoreException when the key is empty, longer than 250 bytes, or holds a space, a control or a
   *     non-ASCII character
   */
  TextRequest keyed(String command, String prefix, String key) {
    int n = prefix.length() + key.length();
    if (n == 0 || n > MAX_KEY) {
      throw new StoreException("key length " + n + " is outside 1.." + MAX_KEY);
    }
    command(command);
    ensure(n + 1);
    buf[length++] = ' ';
    if (!keyPart(prefix) || !keyPart(key)) {
      throw new StoreException("key contains a space, control or non-ASCII character: " + prefix + key);
    }
    return this;
  }

  /** Appends one part of a key; false at a character a key may not hold. */
  private boolean keyPart(String part) {
    for (int i = 0; i < part.length(); i++) {
      char c = part.charAt(i);
      if (c <= ' ' || c >= 0x7F) {
        return false;
      }
      buf[length++] = (byte) c;
    }
    return true;
  }

  TextRequest ascii(String s) {
    ensure(s.length());
    for (int i = 0; i < s.length(); i++) {
      buf[length++] = (byte) s.charAt(i);
    }
    return this;
  }

  /** The decimal digits, written straight into the request. */
  TextRequest number(long v) {
    if (v < 0) {
      return ascii(Long.toString(v));
    }
    int digits = 1;
    for (long rest = v / 10; rest != 0; rest /= 10) {
      digits++;
    }
    ensure(digits);
    long rest = v;
    for (int i = length + digits - 1; i >= length; i--) {
      buf[i] = (byte) ('0' + rest % 10);
      rest /= 10;
    }
    length += digits;
    return this;
  }

  TextRequest newline() {
    ensure(2);
    buf[length++] = '\r';
    buf[length++] = '\n';
    return this;
  }

  TextRequest bytes(byte[] b) {
    ensure(b.length);
    System.arraycopy(b, 0, buf, length, b.length);
    length += b.length;
    return this;
  }

  /** One write per command: the whole request goes out in one system call; the buffer is then free. */
  void sendTo(Wire wire) throws IOException {
    wire.write(buf, 0, length);
    length = 0;
  }

  /** The request written so far. */
  byte[] toBytes() {
    return Arrays.copyOf(buf, length);
  }

  private void ensure(int more) {
    if (length + more > buf.length) {
      buf = Arrays.copyOf(buf, Math.max(buf.length * 2, length + more));
    }
  }
}
