package site.ycsb.db.memcached;

import java.util.Map;
import java.util.Set;
import site.ycsb.ByteArrayByteIterator;
import site.ycsb.ByteIterator;
import site.ycsb.StringByteIterator;
import tools.jackson.core.JacksonException;
import tools.jackson.core.JsonParser;
import tools.jackson.core.JsonToken;
import tools.jackson.core.ObjectReadContext;
import tools.jackson.core.json.JsonFactory;

/**
 * Jackson's reading of a JSON record that {@link JsonRecordScanner} leaves alone (whitespace, numbers, nulls,
 * non-ASCII bytes, malformed input): what upstream's reader takes, string values, other scalars as their text,
 * nulls left out; anything else refused. A string without escapes is its own UTF-8 bytes in the record, handed out
 * as a slice of it; escaped strings and other scalars are the parser's text. Not thread-safe: one per binding
 * instance, with a buffer pool of its own.
 */
final class JacksonRecordReader {
  private final JsonFactory json = JsonFactory.builder().recyclerPool(new OneSlotRecyclerPool()).build();

  /**
   * Puts the fields of {@code data} named in {@code fields} (all when null) into {@code result}.
   *
   * @throws IllegalArgumentException when {@code data} is not a JSON object of scalar values
   */
  void read(byte[] data, Set<String> fields, Map<String, ByteIterator> result) {
    try (JsonParser p = json.createParser(ObjectReadContext.empty(), data)) {
      if (p.nextToken() != JsonToken.START_OBJECT) {
        throw new IllegalArgumentException("not a JSON object");
      }
      String name;
      while ((name = p.nextName()) != null) {
        JsonToken value = p.nextToken();
        if (value == JsonToken.START_OBJECT || value == JsonToken.START_ARRAY) {
          throw new IllegalArgumentException("a JSON object whose field " + name + " is not a string");
        }
        if (value != JsonToken.VALUE_NULL && (fields == null || fields.contains(name))) {
          result.put(name, value(p, value, data));
        }
      }
    } catch (JacksonException e) {
      throw new IllegalArgumentException("not a JSON record (" + e.getOriginalMessage() + ")");
    }
  }

  private static ByteIterator value(JsonParser p, JsonToken token, byte[] data) {
    if (token == JsonToken.VALUE_STRING) {
      long quote = p.currentTokenLocation().getByteOffset();
      if (quote >= 0 && quote < data.length && data[(int) quote] == '"') {
        int start = (int) quote + 1;
        for (int i = start; i < data.length; i++) {
          byte b = data[i];
          if (b == '"') {
            return new ByteArrayByteIterator(data, start, i - start);
          }
          if (b == '\\') {
            break;
          }
        }
      }
    }
    return new StringByteIterator(p.getString());
  }
}
