package site.ycsb.db.couchbase;

import com.couchbase.client.java.codec.DefaultJsonSerializer;
import com.couchbase.client.java.codec.JsonSerializer;

/**
 * Passes JSON that the binding already encoded ({@code byte[]}) through untouched both ways, so
 * sub-document values and query rows skip the SDK's Jackson data binding; anything else (query
 * parameters) goes to the SDK's default serializer.
 */
final class RawJsonSerializer implements JsonSerializer {
  static final RawJsonSerializer INSTANCE = new RawJsonSerializer();

  private final JsonSerializer fallback = DefaultJsonSerializer.create();

  private RawJsonSerializer() {
  }

  @Override
  public byte[] serialize(Object input) {
    return input instanceof byte[] bytes ? bytes : fallback.serialize(input);
  }

  @Override
  @SuppressWarnings("unchecked")
  public <T> T deserialize(Class<T> target, byte[] input) {
    return target == byte[].class ? (T) input : fallback.deserialize(target, input);
  }
}
