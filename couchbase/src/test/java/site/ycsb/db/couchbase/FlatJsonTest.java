package site.ycsb.db.couchbase;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import com.couchbase.client.java.json.JsonObject;
import java.nio.charset.StandardCharsets;
import java.util.HashMap;
import java.util.Map;
import java.util.Set;
import org.junit.jupiter.api.Test;
import site.ycsb.ByteIterator;

class FlatJsonTest {
  @Test
  void encodesValidJsonThatJacksonReadsBack() {
    byte[] json = FlatJson.encode(CouchbaseClientKvOperationsTest.record("a", "q\"b\\s/\n\t\u0001é", "b", ""));
    JsonObject parsed = JsonObject.fromJson(json);
    assertThat(parsed.getString("a")).isEqualTo("q\"b\\s/\n\t\u0001é");
    assertThat(parsed.getString("b")).isEmpty();
  }

  @Test
  void decodesWhatJacksonWritesIncludingNonStringValues() {
    String json = JsonObject.create().put("s", "x\"y\u00e9\u2028").put("n", 12.5).put("o", JsonObject.create()
        .put("k", "}")).put("t", true).toString();
    Map<String, ByteIterator> r = new HashMap<>();
    FlatJson.decodeInto(json.getBytes(StandardCharsets.UTF_8), null, r);
    assertThat(CouchbaseClientKvOperationsTest.strings(r)).isEqualTo(Map.of("s", "x\"y\u00e9\u2028", "n", "12.5",
        "o", "{\"k\":\"}\"}", "t", "true"));
    Map<String, ByteIterator> some = new HashMap<>();
    FlatJson.decodeInto(" { \"a\" : \"1\" , \"b\" : \"2\" } ".getBytes(StandardCharsets.UTF_8), Set.of("b"), some);
    assertThat(CouchbaseClientKvOperationsTest.strings(some)).isEqualTo(Map.of("b", "2"));
    assertThat(FlatJson.decodeString("\"user\\u0041\"".getBytes(StandardCharsets.UTF_8))).isEqualTo("userA");
  }

  @Test
  void rejectsWhatIsNotAnObject() {
    assertThatThrownBy(() -> FlatJson.decodeInto("[1]".getBytes(StandardCharsets.UTF_8), null, new HashMap<>()))
        .isInstanceOf(IllegalArgumentException.class);
    assertThatThrownBy(() -> FlatJson.decodeInto("{\"a\":\"b\"".getBytes(StandardCharsets.UTF_8), null,
        new HashMap<>())).isInstanceOf(IllegalArgumentException.class);
  }
}
