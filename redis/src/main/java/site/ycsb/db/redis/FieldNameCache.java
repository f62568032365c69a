package site.ycsb.db.redis;

import java.nio.charset.StandardCharsets;
import java.util.Arrays;

/**
 * Field names as Strings without decoding them for every record: records of one data set list the
 * same names in the same order, so the name at reply position i is compared (a few bytes) with the
 * one seen there last time and its String reused. One per client instance; not thread safe.
 */
public final class FieldNameCache {
  private byte[][] bytes = new byte[16][];
  private String[] names = new String[16];

  /** The name {@code raw} decoded, {@code slot} being its position among a record's fields. */
  public String name(int slot, byte[] raw) {
    if (slot >= bytes.length) {
      bytes = Arrays.copyOf(bytes, Math.max(slot + 1, bytes.length * 2));
      names = Arrays.copyOf(names, bytes.length);
    }
    if (!Arrays.equals(bytes[slot], raw)) {
      bytes[slot] = raw;
      names[slot] = new String(raw, StandardCharsets.UTF_8);
    }
    return names[slot];
  }
}
