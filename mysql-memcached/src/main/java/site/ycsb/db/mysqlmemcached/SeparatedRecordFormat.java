package site.ycsb.db.mysqlmemcached;

import java.util.List;
import java.util.Map;
import java.util.Set;
import site.ycsb.ByteArrayByteIterator;
import site.ycsb.ByteIterator;
import site.ycsb.db.memcached.RecordFormat;

/**
 * The InnoDB memcached plugin's multi-column value: the value columns in container order, joined by the
 * separator, each escaped by {@link ColumnValues}. A field the record lacks is an empty column.
 */
public final class SeparatedRecordFormat implements RecordFormat {
  private final List<String> columns;
  private final byte separator;

  public SeparatedRecordFormat(List<String> columns, byte separator) {
    this.columns = List.copyOf(columns);
    this.separator = separator;
  }

  @Override
  public byte[] encode(Map<String, ByteIterator> record) {
    for (String field : record.keySet()) {
      if (!columns.contains(field)) {
        throw new IllegalArgumentException("field " + field + " has no column; columns are " + columns);
      }
    }
    byte[][] raw = new byte[columns.size()][];
    int size = columns.size() - 1;
    for (int i = 0; i < raw.length; i++) {
      ByteIterator value = record.get(columns.get(i));
      raw[i] = value == null ? new byte[0] : value.toArray();
      size += ColumnValues.escapedLength(raw[i], 0, raw[i].length, separator);
    }
    byte[] out = new byte[size];
    int pos = 0;
    for (int i = 0; i < raw.length; i++) {
      if (i > 0) {
        out[pos++] = separator;
      }
      pos = ColumnValues.escape(raw[i], 0, raw[i].length, separator, out, pos);
    }
    return out;
  }

  @Override
  public void decode(byte[] data, Set<String> fields, Map<String, ByteIterator> result) {
    int start = 0;
    int column = 0;
    for (int i = 0; i <= data.length; i++) {
      if (i < data.length && data[i] != separator) {
        continue;
      }
      if (column >= columns.size()) {
        throw new IllegalArgumentException("value has more than the " + columns.size() + " columns of the container");
      }
      String name = columns.get(column++);
      if (fields == null || fields.contains(name)) {
        byte[] unescaped = ColumnValues.unescapeOrNull(data, start, i - start);
        result.put(name, unescaped == null ? new ByteArrayByteIterator(data, start, i - start)
            : new ByteArrayByteIterator(unescaped));
      }
      start = i + 1;
    }
    if (column != columns.size()) {
      throw new IllegalArgumentException("value has " + column + " columns, the container has " + columns.size());
    }
  }
}
