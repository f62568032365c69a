package site.ycsb;

import java.util.Arrays;

/** A value backed by (a slice of) a byte array, which is not copied. */
public class ByteArrayByteIterator extends ByteIterator {
  private final byte[] bytes;
  private final int start;
  private final int end;
  private int off;

  public ByteArrayByteIterator(byte[] s) {
    this(s, 0, s.length);
  }

  public ByteArrayByteIterator(byte[] s, int off, int len) {
    this.bytes = s;
    this.start = off;
    this.end = off + len;
    this.off = off;
  }

  @Override
  public boolean hasNext() {
    return off < end;
  }

  @Override
  public byte nextByte() {
    return bytes[off++];
  }

  @Override
  public int nextBuf(byte[] buf, int bufOff) {
    int n = Math.min(buf.length - bufOff, end - off);
    System.arraycopy(bytes, off, buf, bufOff, n);
    off += n;
    return bufOff + n;
  }

  @Override
  public long bytesLeft() {
    return end - off;
  }

  @Override
  public void reset() {
    off = start;
  }

  @Override
  public byte[] toArray() {
    byte[] ret = Arrays.copyOfRange(bytes, off, end);
    off = end;
    return ret;
  }
}
