package site.ycsb.db.memcached;

import java.io.IOException;
import site.ycsb.net.Wire;

/**
 * The read side of a connection: one buffer the answers are read into from the {@link Wire}, answer lines found
 * where they lie in it, values copied out of it (or read straight into their array when larger than it).
 */
final class ReplyBuffer {
  /** Longer answer lines are refused (a VALUE line has a key of at most 250 bytes and three numbers). */
  static final int MAX_LINE = 1024;

  private final byte[] buf;
  private final ReplyLine line;
  private int pos;
  private int limit;
  private Wire wire;

  ReplyBuffer() {
    this(65536);
  }

  ReplyBuffer(int size) {
    buf = new byte[size];
    line = new ReplyLine(buf);
  }

  /** Reads from {@code wire} from now on, with nothing buffered (a new connection). */
  void attach(Wire wire) {
    this.wire = wire;
    pos = 0;
    limit = 0;
  }

  /**
   * The next answer line. A line the buffer holds only the start of is moved to the buffer's front and the rest
   * read after it.
   */
  ReplyLine readLine() throws IOException {
    int p = pos;
    while (true) {
      int end = limit;
      byte[] b = buf;
      while (p < end && b[p] != '\n') {
        p++;
      }
      if (p - pos > MAX_LINE) {
        throw new IOException("answer line longer than " + MAX_LINE + " bytes");
      }
      if (p < end) {
        break;
      }
      int kept = limit - pos;
      if (pos > 0) {
        System.arraycopy(buf, pos, buf, 0, kept);
        pos = 0;
        limit = kept;
        p = kept;
      }
      int n = wire.read(buf, limit, buf.length - limit);
      if (n < 0) {
        throw new IOException("connection closed by the server");
      }
      limit += n;
    }
    int length = p - pos;
    if (length > 0 && buf[p - 1] == '\r') {
      length--;
    }
    line.set(pos, length);
    pos = p + 1;
    return line;
  }

  /** Fills {@code dst} with the next bytes of the answer. */
  void readFully(byte[] dst) throws IOException {
    int off = 0;
    while (off < dst.length) {
      if (pos == limit) {
        if (dst.length - off >= buf.length) {
          int n = wire.read(dst, off, dst.length - off);
          if (n < 0) {
            throw new IOException("connection closed by the server");
          }
          off += n;
          continue;
        }
        fill();
      }
      int n = Math.min(limit - pos, dst.length - off);
      System.arraycopy(buf, pos, dst, off, n);
      pos += n;
      off += n;
    }
  }

  /** The CR LF that ends a value. */
  void expectCrlf() throws IOException {
    if (readLine().length() != 0) {
      throw new IOException("value not followed by CRLF");
    }
  }

  private void fill() throws IOException {
    int n = wire.read(buf, 0, buf.length);
    if (n < 0) {
      throw new IOException("connection closed by the server");
    }
    pos = 0;
    limit = n;
  }
}
