package site.ycsb.db.memcached;

import java.io.ByteArrayOutputStream;
import java.nio.charset.StandardCharsets;
import java.util.HashMap;
import java.util.Map;
import java.util.Set;
import site.ycsb.ByteArrayByteIterator;
import site.ycsb.ByteIterator;
import site.ycsb.StringByteIterator;
import tools.jackson.core.JacksonException;
import tools.jackson.core.JsonGenerator;
import tools.jackson.core.JsonParser;
import tools.jackson.core.JsonToken;
import tools.jackson.core.ObjectReadContext;
import tools.jackson.core.ObjectWriteContext;
import tools.jackson.core.json.JsonFactory;
import tools.jackson.core.json.JsonWriteFeature;
import tools.jackson.core.util.BufferRecycler;
import tools.jackson.core.util.RecyclerPool;

/**
 * Upstream YCSB 0.17.0's record: one JSON object of field name to string value, UTF-8, stored with flags 0
 * (what spymemcached's default transcoder gives a string that starts with '{': never compressed). Written byte
 * for byte as upstream writes it, so either client reads what the other loaded and {@code bytes / curr_items}
 * compare:
 *
 * <ul>
 *   <li>no whitespace; '"', '\' and control characters escaped (\b \t \n \f \r, the others as 4-digit
 *       upper-case hex escapes), nothing else ('/' and non-ASCII stay as they are);</li>
 *   <li>a value is its iterator's string ({@link ByteIterator#toString()}: a {@link StringByteIterator}'s own
 *       string, other iterators' bytes read as UTF-8), as upstream turned values into strings;</li>
 *   <li>fields in the iteration order of a {@link HashMap} filled with them (upstream copied the values into a
 *       new HashMap and wrote that): deterministic for a given set of names, e.g. field0..field9 always come
 *       out in the same order.</li>
 * </ul>
 *
 * <p>Reading takes what upstream's reader takes: string values, other scalars as their text, nulls left out. A
 * value without escapes is handed out as a slice of the received bytes.
 * Not thread-safe (it reuses its output buffer); one instance per binding instance.
 */
public final class JsonRecordFormat implements RecordFormat {
  // Per instance, with a pool of its own: Jackson's default pool is one concurrent deque per factory that every
  // parser and generator of every client thread takes its buffers from and gives them back to.
  private final JsonFactory json = JsonFactory.builder()
      .recyclerPool(new OneSlotPool())
      .disable(JsonWriteFeature.ESCAPE_FORWARD_SLASHES)
      .disable(JsonWriteFeature.ESCAPE_NON_ASCII)
      .build();
  private final ByteArrayOutputStream out = new ByteArrayOutputStream(2048);

  /** Keeps the buffers of its single-threaded owner; a second parser or generator at once gets new ones. */
  private static final class OneSlotPool implements RecyclerPool<BufferRecycler> {
    private static final long serialVersionUID = 1L;
    private transient BufferRecycler free;

    @Override
    public BufferRecycler acquirePooled() {
      BufferRecycler ret = free;
      free = null;
      return ret != null ? ret : new BufferRecycler();
    }

    @Override
    public void releasePooled(BufferRecycler recycler) {
      free = recycler;
    }
  }

  @Override
  public byte[] encode(Map<String, ByteIterator> record) {
    out.reset();
    try (JsonGenerator g = json.createGenerator(ObjectWriteContext.empty(), out)) {
      g.writeStartObject();
      for (Map.Entry<String, ByteIterator> e : inUpstreamOrder(record).entrySet()) {
        g.writeName(e.getKey());
        writeValue(g, e.getValue());
      }
      g.writeEndObject();
    }
    return out.toByteArray();
  }

  /**
   * The value as upstream's string of it. Bytes that are all ASCII (random workload values) go to the generator
   * as they are, which escapes them exactly as it would their string, without building one.
   */
  private static void writeValue(JsonGenerator g, ByteIterator value) {
    if (value instanceof StringByteIterator) {
      g.writeString(value.toString());
      return;
    }
    byte[] bytes = value.toArray();
    for (byte b : bytes) {
      if (b < 0) {
        g.writeString(new String(bytes, StandardCharsets.UTF_8));
        return;
      }
    }
    g.writeUTF8String(bytes, 0, bytes.length);
  }

  /**
   * The record in the order upstream writes it: a default-sized HashMap filled in the given order iterates as
   * upstream's copy of the workload's values did.
   */
  private static Map<String, ByteIterator> inUpstreamOrder(Map<String, ByteIterator> record) {
    Map<String, ByteIterator> ret = new HashMap<>();
    for (Map.Entry<String, ByteIterator> e : record.entrySet()) {
      ret.put(e.getKey(), e.getValue());
    }
    return ret;
  }

  /**
   * A string without escapes is its own UTF-8 bytes in the record: handed out as a slice of it, as the compact
   * format does, instead of a String built from it. Escaped strings and other scalars are the parser's text.
   */
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

  @Override
  public void decode(byte[] data, Set<String> fields, Map<String, ByteIterator> result) {
    if (data.length > 0 && data[0] == CompactRecordFormat.MARKER) {
      throw new RecordFormatMismatch(MemcachedSettings.Format.COMPACT);
    }
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
}
