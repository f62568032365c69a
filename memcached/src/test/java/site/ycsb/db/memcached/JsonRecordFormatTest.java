package site.ycsb.db.memcached;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.IOException;
import java.io.StringWriter;
import java.nio.charset.StandardCharsets;
import java.util.HashMap;
import java.util.Iterator;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Set;
import org.codehaus.jackson.JsonNode;
import org.codehaus.jackson.map.ObjectMapper;
import org.codehaus.jackson.node.ObjectNode;
import org.junit.jupiter.api.Test;
import site.ycsb.ByteIterator;
import site.ycsb.RandomByteIterator;
import site.ycsb.StringByteIterator;

/**
 * The JSON record against upstream 0.17.0's JSON library (codehaus Jackson 1.9, on the test class path): the
 * bytes we write are the bytes upstream writes for the same values, and each reads what the other wrote.
 */
class JsonRecordFormatTest {
  private static final ObjectMapper UPSTREAM = new ObjectMapper();
  private final JsonRecordFormat format = new JsonRecordFormat();

  /**
   * What upstream 0.17.0 stores for the fields the workload generated (in generation order), from the format
   * facts: its workload put them into a HashMap, its binding copied them as strings into another HashMap and put
   * those into a Jackson 1 object node in that map's order, written compactly and sent as UTF-8.
   */
  static byte[] upstreamBytes(Map<String, String> generated) throws IOException {
    Map<String, String> workloadMap = new HashMap<>();
    generated.forEach(workloadMap::put);
    Map<String, String> copy = new HashMap<>();
    workloadMap.forEach(copy::put);
    ObjectNode node = UPSTREAM.createObjectNode();
    copy.forEach(node::put);
    StringWriter w = new StringWriter();
    UPSTREAM.writeTree(UPSTREAM.getJsonFactory().createJsonGenerator(w), node);
    return w.toString().getBytes(StandardCharsets.UTF_8);
  }

  /** The fields of a record in the order the workload generates them. */
  private static Map<String, String> workloadRecord(int fieldcount, java.util.function.IntFunction<String> value) {
    Map<String, String> ret = new LinkedHashMap<>();
    for (int i = 0; i < fieldcount; i++) {
      ret.put("field" + i, value.apply(i));
    }
    return ret;
  }

  /** What we store for the same fields, handed over in the map our CoreWorkload builds. */
  private byte[] ours(Map<String, String> generated) {
    Map<String, ByteIterator> values = new HashMap<>(generated.size() * 4 / 3 + 1);
    StringByteIterator.putAllAsByteIterators(values, generated);
    return format.encode(values);
  }

  @Test
  void theDefaultRecordIsUpstreamsBytesAnd1121BytesLong() throws IOException {
    Map<String, String> record = workloadRecord(10, i -> "x".repeat(100));
    assertThat(ours(record)).isEqualTo(upstreamBytes(record)).hasSize(1121);
    assertThat(new String(ours(record), StandardCharsets.UTF_8))
        .as("HashMap order, fixed for these names").startsWith("{\"field1\":").endsWith("\"}");
  }

  @Test
  void escapingAndCharactersAreUpstreams() throws IOException {
    Map<String, String> record = new LinkedHashMap<>();
    record.put("field0", "quote \" backslash \\ slash / braces {}[]:,");
    record.put("field1", "controls \u0000\u0001\b\t\n\u000b\f\r\u001f del \u007f");
    record.put("field2", "latin é, cjk 日本, emoji \ud83d\ude00, separators \u2028\u2029");
    record.put("fïeld \"3\"", "");
    assertThat(ours(record)).isEqualTo(upstreamBytes(record));
  }

  /** Values that are bytes (not strings): upstream made them strings as UTF-8, invalid sequences as U+FFFD. */
  @Test
  void byteValuesAreTheirUtf8StringAsUpstreamMadeThem() throws IOException {
    Map<String, byte[]> bytes = new LinkedHashMap<>();
    bytes.put("field0", "ascii \" \\ / \u0000\n\u001f ~".getBytes(StandardCharsets.UTF_8));
    bytes.put("field1", "utf-8 é 日本 \ud83d\ude00".getBytes(StandardCharsets.UTF_8));
    bytes.put("field2", new byte[] {'a', (byte) 0xC1, (byte) 0xFF, 'b', (byte) 0xE6, '"'});
    Map<String, String> asUpstreamSawThem = new LinkedHashMap<>();
    Map<String, ByteIterator> values = new HashMap<>();
    bytes.forEach((name, b) -> {
      asUpstreamSawThem.put(name, new String(b, StandardCharsets.UTF_8));
      values.put(name, new site.ycsb.ByteArrayByteIterator(b));
    });
    assertThat(format.encode(values)).isEqualTo(upstreamBytes(asUpstreamSawThem));
    for (int i = 0; i < 100; i++) {
      Map<String, ByteIterator> random = new HashMap<>();
      Map<String, String> same = new LinkedHashMap<>();
      for (int f = 0; f < 10; f++) {
        RandomByteIterator r = new RandomByteIterator(100);
        random.put("field" + f, r);
        same.put("field" + f, r.toString());
        r.reset();
      }
      assertThat(format.encode(random)).isEqualTo(upstreamBytes(same));
    }
  }

  @Test
  void randomValuesAndManyFieldsComeOutAsUpstreams() throws IOException {
    for (int fieldcount : new int[] {1, 5, 10, 12, 13, 20, 100}) {
      Map<String, String> record = workloadRecord(fieldcount, i -> new RandomByteIterator(50 + i).toString());
      assertThat(ours(record)).as(fieldcount + " fields").isEqualTo(upstreamBytes(record));
    }
  }

  @Test
  void readsWhatUpstreamWroteAndUpstreamReadsWhatWeWrote() throws IOException {
    Map<String, String> record = workloadRecord(10, i -> "value " + i + " \"q\" \\ é \ud83d\ude00");
    Map<String, ByteIterator> read = new HashMap<>();
    format.decode(upstreamBytes(record), null, read);
    assertThat(StringByteIterator.getStringMap(read)).isEqualTo(record);

    JsonNode parsed = UPSTREAM.readTree(new String(ours(record), StandardCharsets.UTF_8));
    Map<String, String> upstreamRead = new HashMap<>();
    for (Iterator<Map.Entry<String, JsonNode>> it = parsed.getFields(); it.hasNext();) {
      Map.Entry<String, JsonNode> e = it.next();
      upstreamRead.put(e.getKey(), e.getValue().getTextValue());
    }
    assertThat(upstreamRead).isEqualTo(record);
  }

  @Test
  void readsOnlyTheFieldsAskedForAndTakesScalarsAsUpstreamDid() {
    byte[] data = "{\"a\":\"1\",\"b\":\"2\",\"n\":42,\"t\":true,\"z\":null}".getBytes(StandardCharsets.UTF_8);
    Map<String, ByteIterator> some = new HashMap<>();
    format.decode(data, Set.of("b", "missing"), some);
    assertThat(StringByteIterator.getStringMap(some)).isEqualTo(Map.of("b", "2"));
    Map<String, ByteIterator> all = new LinkedHashMap<>();
    format.decode(data, null, all);
    assertThat(StringByteIterator.getStringMap(all)).as("a null is left out, as upstream left it out")
        .isEqualTo(Map.of("a", "1", "b", "2", "n", "42", "t", "true"));
  }

  @Test
  void aCompactRecordIsTheOtherFormatAndGarbageIsNeither() {
    byte[] compact = new CompactRecordFormat().encode(StringByteIterator.getByteIteratorMap(Map.of("f", "v")));
    assertThatThrownBy(() -> format.decode(compact, null, new HashMap<>()))
        .isInstanceOfSatisfying(RecordFormatMismatch.class,
            e -> assertThat(e.found()).isEqualTo(MemcachedSettings.Format.COMPACT));
    for (String bad : new String[] {"", "plain text", "[\"a\"]", "{\"a\":\"unterminated", "{\"a\":{\"b\":\"c\"}}"}) {
      assertThatThrownBy(() -> format.decode(bad.getBytes(StandardCharsets.UTF_8), null, new HashMap<>()))
          .as(bad).isInstanceOf(IllegalArgumentException.class).isNotInstanceOf(RecordFormatMismatch.class);
    }
  }

  @Test
  void anUpdateMergedInKeepsUpstreamsOrder() throws IOException {
    Map<String, String> record = workloadRecord(10, i -> "v" + i);
    Map<String, ByteIterator> decoded = new LinkedHashMap<>();
    format.decode(upstreamBytes(record), null, decoded);
    decoded.put("field3", new StringByteIterator("new"));
    record.put("field3", "new");
    assertThat(format.encode(decoded)).isEqualTo(upstreamBytes(record));
  }
}
