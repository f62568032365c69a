package site.ycsb.db.memcached;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.nio.charset.StandardCharsets;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Set;
import org.junit.jupiter.api.Test;
import site.ycsb.ByteArrayByteIterator;
import site.ycsb.ByteIterator;
import site.ycsb.StringByteIterator;

class JacksonRecordReaderTest {
  private final JacksonRecordReader reader = new JacksonRecordReader();

  private Map<String, ByteIterator> read(String json, Set<String> fields) {
    Map<String, ByteIterator> ret = new LinkedHashMap<>();
    reader.read(json.getBytes(StandardCharsets.UTF_8), fields, ret);
    return ret;
  }

  @Test
  void readsStringsOtherScalarsAsTextAndLeavesNullsOut() {
    Map<String, ByteIterator> r = read(
        "{ \"a\" : \"x y\", \"n\": 12.5, \"t\": true, \"z\": null, \"u\": \"\\u00e9\\n\" }", null);
    assertThat(r.keySet()).containsExactly("a", "n", "t", "u");
    assertThat(r.get("a").toString()).isEqualTo("x y");
    assertThat(r.get("n").toString()).isEqualTo("12.5");
    assertThat(r.get("t").toString()).isEqualTo("true");
    assertThat(r.get("u").toString()).isEqualTo("\u00e9\n");
  }

  @Test
  void anUnescapedStringIsASliceOfTheRecordAndAnEscapedOneTheParsersText() {
    Map<String, ByteIterator> r = read("{\"a\":\"caf\u00e9\",\"b\":\"q\\\"\"}", null);
    assertThat(r.get("a")).isInstanceOf(ByteArrayByteIterator.class);
    assertThat(new String(r.get("a").toArray(), StandardCharsets.UTF_8)).isEqualTo("caf\u00e9");
    assertThat(r.get("b")).isInstanceOf(StringByteIterator.class);
    assertThat(r.get("b").toString()).isEqualTo("q\"");
  }

  @Test
  void takesOnlyTheFieldsAskedFor() {
    assertThat(read("{\"a\":\"1\", \"b\":\"2\", \"c\":3}", Set.of("b", "c")).keySet()).containsExactly("b", "c");
  }

  @Test
  void refusesWhatIsNotAnObjectOfScalars() {
    assertThatThrownBy(() -> read("[1]", null)).isInstanceOf(IllegalArgumentException.class)
        .hasMessage("not a JSON object");
    assertThatThrownBy(() -> read("{\"a\":{\"b\":\"c\"}}", null)).isInstanceOf(IllegalArgumentException.class)
        .hasMessage("a JSON object whose field a is not a string");
    assertThatThrownBy(() -> read("{\"a\":[]}", null)).hasMessageContaining("field a is not a string");
    assertThatThrownBy(() -> read("{\"a\":\"b", null)).isInstanceOf(IllegalArgumentException.class)
        .hasMessageStartingWith("not a JSON record (");
  }
}
