package site.ycsb;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;

/** A value read from a stream of known length; resettable when the stream supports mark/reset. */
public class InputStreamByteIterator extends ByteIterator {
  private final InputStream in;
  private final long len;
  private final boolean resettable;
  private long off;

  public InputStreamByteIterator(InputStream ins, long len) {
    this.in = ins;
    this.len = len;
    this.resettable = ins.markSupported();
    if (resettable) {
      ins.mark((int) Math.min(len, Integer.MAX_VALUE));
    }
  }

  @Override
  public boolean hasNext() {
    return off < len;
  }

  @Override
  public byte nextByte() {
    int b;
    try {
      b = in.read();
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
    if (b < 0) {
      throw new IllegalStateException("The stream ended after " + off + " of " + len + " bytes.");
    }
    off++;
    return (byte) b;
  }

  @Override
  public long bytesLeft() {
    return len - off;
  }

  @Override
  public byte[] toArray() {
    long left = bytesLeft();
    if (left > Integer.MAX_VALUE) {
      throw new ArrayIndexOutOfBoundsException("Too many bytes for one array: " + left);
    }
    try {
      byte[] ret = in.readNBytes((int) left);
      off += ret.length;
      if (ret.length != left) {
        throw new IllegalStateException("The stream ended after " + off + " of " + len + " bytes.");
      }
      return ret;
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  @Override
  public void reset() {
    if (!resettable) {
      throw new UnsupportedOperationException("The underlying stream does not support reset.");
    }
    try {
      in.reset();
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
    off = 0;
  }
}
