package site.ycsb;

import java.util.HashMap;
import java.util.Map;

/**
 * A value backed by a string. Bytes are the string's chars truncated to 8 bits, as in every YCSB
 * release, so an ASCII string round-trips exactly.
 */
public class StringByteIterator extends ByteIterator {
  private final String str;
  private int off;

  public StringByteIterator(String s) {
    this.str = s;
  }

  /** Puts every string of {@code in} into {@code out} as a StringByteIterator. */
  public static void putAllAsByteIterators(Map<String, ByteIterator> out, Map<String, String> in) {
    for (Map.Entry<String, String> entry : in.entrySet()) {
      out.put(entry.getKey(), new StringByteIterator(entry.getValue()));
    }
  }

  /** Puts every value of {@code in} into {@code out} as a string, consuming the iterators. */
  public static void putAllAsStrings(Map<String, String> out, Map<String, ByteIterator> in) {
    for (Map.Entry<String, ByteIterator> entry : in.entrySet()) {
      out.put(entry.getKey(), entry.getValue().toString());
    }
  }

  public static Map<String, ByteIterator> getByteIteratorMap(Map<String, String> m) {
    Map<String, ByteIterator> ret = new HashMap<>();
    putAllAsByteIterators(ret, m);
    return ret;
  }

  public static Map<String, String> getStringMap(Map<String, ByteIterator> m) {
    Map<String, String> ret = new HashMap<>();
    putAllAsStrings(ret, m);
    return ret;
  }

  @Override
  public boolean hasNext() {
    return off < str.length();
  }

  @Override
  public byte nextByte() {
    return (byte) str.charAt(off++);
  }

  @Override
  public long bytesLeft() {
    return str.length() - off;
  }

  @Override
  public void reset() {
    off = 0;
  }

  @Override
  public byte[] toArray() {
    byte[] ret = new byte[str.length() - off];
    for (int i = 0; i < ret.length; i++) {
      ret[i] = (byte) str.charAt(off + i);
    }
    off = str.length();
    return ret;
  }

  /** Returns the unconsumed rest of the string, without copying when nothing was consumed yet. */
  @Override
  public String toString() {
    String ret = off == 0 ? str : str.substring(off);
    off = str.length();
    return ret;
  }
}
