package site.ycsb;

import java.nio.charset.StandardCharsets;
import java.util.Arrays;

/**
 * Binding API (not in 0.17.0): for bindings to use; kept compatible like the 0.17.0 classes.
 *
 * <p>Field names as Strings without decoding them for every record a binding reads: records of one data set
 * list the same names in the same order, so the name at position i is compared (a few bytes, in place) with
 * the one seen there last time and its String reused. One per binding instance; not thread safe.
 */
public final class FieldNameCache {
  private byte[][] bytes = new byte[16][];
  private String[] names = new String[16];

  /** The UTF-8 name in {@code raw}, {@code position} being its place among the record's fields. */
  public String name(int position, byte[] raw) {
    return name(position, raw, 0, raw.length);
  }

  /** The UTF-8 name in {@code data[off, off + length)}, {@code position} being its place in the record. */
  public String name(int position, byte[] data, int off, int length) {
    if (position >= bytes.length) {
      bytes = Arrays.copyOf(bytes, Math.max(position + 1, bytes.length * 2));
      names = Arrays.copyOf(names, bytes.length);
    }
    byte[] seen = bytes[position];
    if (seen == null || !Arrays.equals(seen, 0, seen.length, data, off, off + length)) {
      bytes[position] = Arrays.copyOfRange(data, off, off + length);
      names[position] = new String(data, off, length, StandardCharsets.UTF_8);
    }
    return names[position];
  }
}
