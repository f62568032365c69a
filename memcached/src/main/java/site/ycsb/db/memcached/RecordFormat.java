package site.ycsb.db.memcached;

import java.util.Map;
import java.util.Set;
import site.ycsb.ByteIterator;

/** How a whole record (field name to value) is packed into one memcached value. */
public interface RecordFormat {
  /**
   * Packs a whole record. Consumes the iterators; each must report its exact length in
   * {@link ByteIterator#bytesLeft()}.
   */
  byte[] encode(Map<String, ByteIterator> record);

  /**
   * Unpacks the fields named in {@code fields} (all when null) into {@code result}. The values may share
   * {@code data}, which the caller must not change afterwards (and which decoding may rewrite in place).
   *
   * @throws IllegalArgumentException when {@code data} is not in this format; a {@link RecordFormatMismatch} when
   *     it is a record in the binding's other format
   */
  void decode(byte[] data, Set<String> fields, Map<String, ByteIterator> result);
}
