package site.ycsb;

/** A value that is a number, for bindings that store numbers natively; its bytes are big-endian. */
public class NumericByteIterator extends ByteIterator {
  private final byte[] payload;
  private final boolean floatingPoint;
  private int off;

  public NumericByteIterator(long value) {
    this.floatingPoint = false;
    this.payload = Utils.longToBytes(value);
  }

  public NumericByteIterator(double value) {
    this.floatingPoint = true;
    this.payload = Utils.doubleToBytes(value);
  }

  @Override
  public boolean hasNext() {
    return off < payload.length;
  }

  @Override
  public byte nextByte() {
    return payload[off++];
  }

  @Override
  public long bytesLeft() {
    return payload.length - off;
  }

  @Override
  public void reset() {
    off = 0;
  }

  public long getLong() {
    if (floatingPoint) {
      throw new IllegalStateException("The value is a floating point number.");
    }
    return Utils.bytesToLong(payload);
  }

  public double getDouble() {
    if (!floatingPoint) {
      throw new IllegalStateException("The value is an integer.");
    }
    return Utils.bytesToDouble(payload);
  }

  public boolean isFloatingPoint() {
    return floatingPoint;
  }
}
