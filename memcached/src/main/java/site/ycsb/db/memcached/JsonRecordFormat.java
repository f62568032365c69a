package site.ycsb.db.memcached;

import java.util.Map;
import java.util.Set;
import site.ycsb.ByteIterator;
import site.ycsb.FieldNameCache;

/**
 * Upstream YCSB 0.17.0's record: one JSON object of field name to string value, UTF-8, stored with flags 0
 * (what spymemcached's default transcoder gives a string that starts with '{': never compressed). Written byte
 * for byte as upstream writes it, so either client reads what the other loaded and {@code bytes / curr_items}
 * compare: the fields in {@link UpstreamFieldOrder}, the text as {@link JsonRecordWriter} writes it. The tests
 * check the bytes against upstream's own library (Jackson 1.9) on random records of every character class.
 *
 * <p>Reading takes what upstream's reader takes: string values, other scalars as their text, nulls left out.
 * A record as any Jackson writes it is read by {@link JsonRecordScanner} in one pass, each value a slice of the
 * received bytes ({@link InPlaceUnescaper}); anything else goes to {@link JacksonRecordReader} from the start, so
 * it is read or refused exactly as Jackson reads it. A record in the compact format is refused as such.
 * Not thread-safe (its parts reuse their buffers); one instance per binding instance.
 */
public final class JsonRecordFormat implements RecordFormat {
  private final JsonRecordWriter writer = new JsonRecordWriter();
  private final JsonRecordScanner scanner = new JsonRecordScanner();
  private final JacksonRecordReader jackson = new JacksonRecordReader();
  private final FieldNameCache names = new FieldNameCache();

  @Override
  public byte[] encode(Map<String, ByteIterator> record) {
    return writer.write(UpstreamFieldOrder.of(record));
  }

  @Override
  public void decode(byte[] data, Set<String> fields, Map<String, ByteIterator> result) {
    if (data.length > 0 && data[0] == CompactRecordFormat.MARKER) {
      throw new RecordFormatMismatch(MemcachedSettings.Format.COMPACT);
    }
    int count = scanner.scan(data);
    if (count < 0) {
      jackson.read(data, fields, result);
      return;
    }
    for (int f = 0; f < count; f++) {
      String name = names.name(f, data, scanner.nameStart(f), scanner.nameLength(f));
      if (fields == null || fields.contains(name)) {
        result.put(name, InPlaceUnescaper.value(data, scanner.valueStart(f), scanner.valueEnd(f),
            scanner.firstEscape(f)));
      }
    }
  }

  /** Jackson's reading, whatever the record's form: the tests compare the one-pass reading with it. */
  void decodeWithJackson(byte[] data, Set<String> fields, Map<String, ByteIterator> result) {
    jackson.read(data, fields, result);
  }
}
