package site.ycsb;

import java.nio.charset.StandardCharsets;
import java.util.Iterator;

/**
 * A value handed between workload and binding: a stream of bytes that is produced lazily, so a
 * binding that never looks at a value never pays for generating it.
 */
public abstract class ByteIterator implements Iterator<Byte> {

  @Override
  public abstract boolean hasNext();

  @Override
  public Byte next() {
    return nextByte();
  }

  public abstract byte nextByte();

  /**
   * Copies bytes into {@code buf} from {@code bufOff} until the buffer is full or the iterator is
   * exhausted.
   *
   * @return the buffer offset after the last byte copied
   */
  public int nextBuf(byte[] buf, int bufOff) {
    int off = bufOff;
    while (off < buf.length && hasNext()) {
      buf[off++] = nextByte();
    }
    return off;
  }

  /** The number of bytes not yet consumed. */
  public abstract long bytesLeft();

  @Override
  public void remove() {
    throw new UnsupportedOperationException();
  }

  /** Rewinds to the first byte; not every implementation can. */
  public void reset() {
    throw new UnsupportedOperationException(getClass().getName() + " cannot be reset");
  }

  /** Consumes the remaining bytes and returns them as a UTF-8 string. */
  @Override
  public String toString() {
    return new String(toArray(), StandardCharsets.UTF_8);
  }

  /** Consumes the remaining bytes and returns them. */
  public byte[] toArray() {
    long left = bytesLeft();
    if (left > Integer.MAX_VALUE) {
      throw new ArrayIndexOutOfBoundsException("Too many bytes for one array: " + left);
    }
    byte[] ret = new byte[(int) left];
    int off = 0;
    while (off < ret.length) {
      off = nextBuf(ret, off);
    }
    return ret;
  }
}
