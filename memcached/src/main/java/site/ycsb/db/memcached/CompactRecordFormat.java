package site.ycsb.db.memcached;

import java.nio.charset.StandardCharsets;
import java.util.HashMap;
import java.util.Map;
import java.util.Set;
import site.ycsb.ByteArrayByteIterator;
import site.ycsb.ByteIterator;
import site.ycsb.FieldNameCache;

/**
 * A length-prefixed binary record: one marker byte, then per field the name's length (varint), the name
 * (UTF-8), the value's length (varint) and the value. About 3 bytes of overhead per field, no escaping,
 * and reads hand out slices of the received buffer instead of copies ({@code memcached.format=compact}). The
 * default is upstream's JSON object ({@link JsonRecordFormat}).
 *
 * <p>Not thread-safe (it caches encoded and decoded field names); one instance per binding instance.
 */
public final class CompactRecordFormat implements RecordFormat {
  /** First byte of every record: never '{' nor any byte of UTF-8 text, so neither format passes for the other. */
  static final byte MARKER = (byte) 0xC1;
  private static final int NAME_CACHE_LIMIT = 1024;

  private final Map<String, byte[]> nameBytes = new HashMap<>();
  private final FieldNameCache decodedNames = new FieldNameCache();

  @Override
  public byte[] encode(Map<String, ByteIterator> record) {
    int size = 1;
    for (Map.Entry<String, ByteIterator> e : record.entrySet()) {
      int nameLength = name(e.getKey()).length;
      int valueLength = valueLength(e.getValue());
      size += varintSize(nameLength) + nameLength + varintSize(valueLength) + valueLength;
    }
    byte[] out = new byte[size];
    out[0] = MARKER;
    int off = 1;
    for (Map.Entry<String, ByteIterator> e : record.entrySet()) {
      byte[] name = name(e.getKey());
      off = writeVarint(out, off, name.length);
      System.arraycopy(name, 0, out, off, name.length);
      off += name.length;
      ByteIterator value = e.getValue();
      int length = valueLength(value);
      off = writeVarint(out, off, length);
      int end = off + length;
      // nextBuf fills up to the array's end, so the exact bytesLeft is what keeps fields apart.
      int copiedTo = value.nextBuf(out, off);
      if (copiedTo != end || value.hasNext()) {
        throw new IllegalStateException("value of field " + e.getKey() + " did not have the length it reported");
      }
      off = end;
    }
    return out;
  }

  @Override
  public void decode(byte[] data, Set<String> fields, Map<String, ByteIterator> result) {
    if (data.length > 0 && data[0] == '{') {
      throw new RecordFormatMismatch(MemcachedSettings.Format.JSON);
    }
    if (data.length == 0 || data[0] != MARKER) {
      throw new IllegalArgumentException("not a record written by this binding");
    }
    int off = 1;
    try {
      for (int position = 0; off < data.length; position++) {
        int nameLength = readVarint(data, off);
        off += varintSize(nameLength);
        String name = decodedNames.name(position, data, off, nameLength);
        off += nameLength;
        int valueLength = readVarint(data, off);
        off += varintSize(valueLength);
        if (valueLength < 0 || off + valueLength > data.length) {
          throw new IllegalArgumentException("truncated record");
        }
        if (fields == null || fields.contains(name)) {
          result.put(name, new ByteArrayByteIterator(data, off, valueLength));
        }
        off += valueLength;
      }
    } catch (IndexOutOfBoundsException e) {
      throw new IllegalArgumentException("truncated record");
    }
  }

  private byte[] name(String name) {
    byte[] ret = nameBytes.get(name);
    if (ret == null) {
      ret = name.getBytes(StandardCharsets.UTF_8);
      if (nameBytes.size() < NAME_CACHE_LIMIT) {
        nameBytes.put(name, ret);
      }
    }
    return ret;
  }

  private static int valueLength(ByteIterator value) {
    long left = value.bytesLeft();
    if (left > Integer.MAX_VALUE - 16) {
      throw new IllegalArgumentException("field value too large: " + left + " bytes");
    }
    return (int) left;
  }

  static int varintSize(int value) {
    int size = 1;
    while ((value >>>= 7) != 0) {
      size++;
    }
    return size;
  }

  static int writeVarint(byte[] out, int off, int value) {
    int v = value;
    while ((v & ~0x7F) != 0) {
      out[off++] = (byte) ((v & 0x7F) | 0x80);
      v >>>= 7;
    }
    out[off++] = (byte) v;
    return off;
  }

  static int readVarint(byte[] in, int off) {
    int value = 0;
    for (int shift = 0; shift < 32; shift += 7) {
      byte b = in[off++];
      value |= (b & 0x7F) << shift;
      if (b >= 0) {
        return value;
      }
    }
    throw new IllegalArgumentException("malformed length in record");
  }
}
