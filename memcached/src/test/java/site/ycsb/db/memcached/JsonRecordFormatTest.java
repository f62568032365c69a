package site.ycsb.db.memcached;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.IOException;
import java.io.StringWriter;
import java.nio.charset.StandardCharsets;
import java.util.Arrays;
import java.util.HashMap;
import java.util.Iterator;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Set;
import java.util.SplittableRandom;
import java.util.TreeMap;
import org.codehaus.jackson.JsonNode;
import org.codehaus.jackson.map.ObjectMapper;
import org.codehaus.jackson.node.ObjectNode;
import org.junit.jupiter.api.Test;
import site.ycsb.ByteArrayByteIterator;
import site.ycsb.ByteIterator;
import site.ycsb.RandomByteIterator;
import site.ycsb.StringByteIterator;
import tools.jackson.core.JsonGenerator;
import tools.jackson.core.ObjectWriteContext;
import tools.jackson.core.json.JsonFactory;
import tools.jackson.core.json.JsonWriteFeature;

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

  /** Characters of every class the escaping rules tell apart, drawn with equal weight per class. */
  private static final String[] CLASSES = {
      "abcXYZ09 ~!#$%&'()*+,-.:;<=>?@[]^_`{|}", "\"", "\\", "/", "\u0000\u0001\b\t\n\u000b\f\r\u001e\u001f",
      "\u007f", "\u0080\u009f\u00a0\u00e9\u00ff", "\u0100\u07ff\u0800\u2028\u2029\u65e5\ufeff\ufffd\uffff",
      "\ud83d\ude00", "\ud800", "\udfff", "\\u0041"};

  private static String randomText(SplittableRandom random, int maxLength) {
    StringBuilder ret = new StringBuilder();
    int length = random.nextInt(maxLength + 1);
    while (ret.length() < length) {
      String chars = CLASSES[random.nextInt(CLASSES.length)];
      if (chars.length() == 2 && Character.isSurrogatePair(chars.charAt(0), chars.charAt(1))) {
        ret.append(chars);
      } else {
        ret.append(chars.charAt(random.nextInt(chars.length())));
      }
    }
    return ret.toString();
  }

  /** A value as the workload may hand it over: a string, its UTF-8 bytes, random bytes or a random iterator. */
  private static ByteIterator randomValue(SplittableRandom random) {
    switch (random.nextInt(4)) {
      case 0:
        return new StringByteIterator(randomText(random, 40));
      case 1:
        return new ByteArrayByteIterator(randomText(random, 40).getBytes(StandardCharsets.UTF_8));
      case 2:
        byte[] bytes = new byte[random.nextInt(40)];
        for (int i = 0; i < bytes.length; i++) {
          bytes[i] = (byte) (random.nextBoolean() ? random.nextInt(0x20, 0x80) : random.nextInt(256));
        }
        return new ByteArrayByteIterator(bytes);
      default:
        return new RandomByteIterator(random.nextInt(200));
    }
  }

  /**
   * Hand-written encoding against upstream's library: random records whose names and values mix every character
   * class (controls, quotes, backslashes, DEL, C1, BMP, surrogate pairs, lone surrogates) and every kind of value
   * give the bytes upstream writes for the same record, in the order upstream writes it.
   */
  @Test
  void randomRecordsOfEveryCharacterClassAreUpstreamsBytes() throws IOException {
    SplittableRandom random = new SplittableRandom(29);
    for (int round = 0; round < 3000; round++) {
      Map<String, String> asUpstreamSawThem = new LinkedHashMap<>();
      Map<String, ByteIterator> values = new HashMap<>();
      int fields = 1 + random.nextInt(round % 10 == 0 ? 30 : 12);
      for (int f = 0; f < fields; f++) {
        String name = random.nextInt(4) == 0 ? "field" + f : randomText(random, 12);
        ByteIterator value = randomValue(random);
        String text = value.toString();
        value.reset();
        asUpstreamSawThem.put(name, text);
        values.put(name, value);
      }
      byte[] expected = upstreamBytes(asUpstreamSawThem);
      assertThat(format.encode(values)).as("round %d: %s", round, asUpstreamSawThem).isEqualTo(expected);
    }
  }

  /** What Jackson alone reads from {@code data}: the field values' bytes and strings, or its one-line error. */
  private String jacksonReads(byte[] data, Set<String> fields) {
    return reads(data, fields, true);
  }

  private String reads(byte[] data, Set<String> fields, boolean jacksonOnly) {
    Map<String, ByteIterator> result = new LinkedHashMap<>();
    try {
      if (jacksonOnly) {
        format.decodeWithJackson(data.clone(), fields, result);
      } else {
        format.decode(data.clone(), fields, result);
      }
    } catch (IllegalArgumentException e) {
      return e.getClass().getSimpleName() + ": " + e.getMessage();
    }
    Map<String, String> seen = new TreeMap<>();
    result.forEach((name, value) -> {
      byte[] bytes = value.toArray();
      value.reset();
      seen.put(name, Arrays.toString(bytes) + " " + value.toString());
    });
    return seen.toString();
  }

  /** Records as other JSON writers may write them: every non-ASCII character or '/' escaped, or both. */
  private static byte[] writtenByJackson3(Map<String, String> record, boolean escapeNonAscii, boolean escapeSlash) {
    JsonFactory factory = JsonFactory.builder().configure(JsonWriteFeature.ESCAPE_NON_ASCII, escapeNonAscii)
        .configure(JsonWriteFeature.ESCAPE_FORWARD_SLASHES, escapeSlash).build();
    java.io.ByteArrayOutputStream out = new java.io.ByteArrayOutputStream();
    try (JsonGenerator g = factory.createGenerator(ObjectWriteContext.empty(), out)) {
      g.writeStartObject();
      record.forEach((name, value) -> {
        g.writeName(name);
        g.writeString(value);
      });
      g.writeEndObject();
    }
    return out.toByteArray();
  }

  private static final byte[] MUTANTS = {' ', '\t', '\n', '\\', '"', 'u', '0', 'F', ',', ':', '{', '}', '[', 'n', 'x',
      0, 0x1f, 0x7f, (byte) 0x80, (byte) 0xC3, (byte) 0xFF};

  /**
   * Hand-written reading against Jackson's: on records in every writer's escaping and on those records with a byte
   * changed, inserted or removed, {@link JsonRecordFormat#decode} gives the same fields, values and errors as
   * Jackson's parser alone (upstream's values are strings; the bytes and the string of each value are compared).
   */
  @Test
  void readingAgreesWithJacksonOnAnyRecordAndOnBrokenOnes() throws IOException {
    SplittableRandom random = new SplittableRandom(34);
    int cases = 0;
    for (int round = 0; round < 1500; round++) {
      Map<String, String> record = new LinkedHashMap<>();
      int fields = random.nextInt(round % 10 == 0 ? 20 : 6);
      for (int f = 0; f < fields; f++) {
        record.put(random.nextInt(3) == 0 ? "field" + f : randomText(random, 8), randomText(random, 30));
      }
      Set<String> some = record.isEmpty() || random.nextBoolean() ? null : Set.of(record.keySet().iterator().next());
      java.util.List<byte[]> written = new java.util.ArrayList<>();
      written.add(upstreamBytes(record));
      if (record.values().stream().noneMatch(JsonRecordFormatTest::hasLoneSurrogate)
          && record.keySet().stream().noneMatch(JsonRecordFormatTest::hasLoneSurrogate)) {
        written.add(writtenByJackson3(record, random.nextBoolean(), random.nextBoolean()));
      }
      for (byte[] data : written) {
        assertThat(reads(data, some, false)).as("%s", new String(data, StandardCharsets.UTF_8))
            .isEqualTo(jacksonReads(data, some));
        for (int m = 0; m < 8; m++) {
          byte[] mutant = mutate(random, data);
          assertThat(reads(mutant, some, false)).as("%s", Arrays.toString(mutant))
              .isEqualTo(jacksonReads(mutant, some));
          cases++;
        }
      }
    }
    assertThat(cases).as("upstream's record of each round and Jackson 3's of most").isGreaterThan(1500 * 8);
  }

  /** Jackson 3 refuses to write these (upstream wrote '?' for them). */
  private static boolean hasLoneSurrogate(String s) {
    for (int i = 0; i < s.length(); i++) {
      char c = s.charAt(i);
      if (Character.isHighSurrogate(c) && i + 1 < s.length() && Character.isLowSurrogate(s.charAt(i + 1))) {
        i++;
      } else if (Character.isSurrogate(c)) {
        return true;
      }
    }
    return false;
  }

  private static byte[] mutate(SplittableRandom random, byte[] data) {
    if (data.length == 0) {
      return data;
    }
    int at = random.nextInt(data.length);
    byte mutant = MUTANTS[random.nextInt(MUTANTS.length)];
    switch (random.nextInt(4)) {
      case 0:
        byte[] changed = data.clone();
        changed[at] = mutant;
        return changed;
      case 1:
        byte[] longer = new byte[data.length + 1];
        System.arraycopy(data, 0, longer, 0, at);
        longer[at] = mutant;
        System.arraycopy(data, at, longer, at + 1, data.length - at);
        return longer;
      case 2:
        byte[] shorter = new byte[data.length - 1];
        System.arraycopy(data, 0, shorter, 0, at);
        System.arraycopy(data, at + 1, shorter, at, data.length - at - 1);
        return shorter;
      default:
        return Arrays.copyOf(data, at);
    }
  }

  /**
   * The escapes any JSON writer may use, read as Jackson reads them; ASCII ones without Jackson, the record's bytes
   * rewritten in place, a hex escape of a non-ASCII character by Jackson.
   */
  @Test
  void escapedValuesAreReadAsJacksonReadsThem() {
    byte[] data = "{\"a\":\"q\\\" b\\\\ s\\/ \\b\\f\\n\\r\\t \\u0041\\u007e\\u001F\"}".getBytes(StandardCharsets.UTF_8);
    Map<String, ByteIterator> result = new HashMap<>();
    format.decode(data.clone(), null, result);
    assertThat(StringByteIterator.getStringMap(result)).isEqualTo(Map.of("a", "q\" b\\ s/ \b\f\n\r\t A~\u001f"));
    assertThat(result.get("a")).as("read without Jackson").isInstanceOf(ByteArrayByteIterator.class);
    assertThat(reads(data, null, false)).isEqualTo(jacksonReads(data, null));
    byte[] nonAscii = "{\"a\":\"x\\n\",\"b\":\"\\u00e9\\ud83d\\ude00\"}".getBytes(StandardCharsets.UTF_8);
    result.clear();
    format.decode(nonAscii.clone(), null, result);
    assertThat(StringByteIterator.getStringMap(result)).isEqualTo(Map.of("a", "x\n", "b", "\u00e9\ud83d\ude00"));
    assertThat(reads(nonAscii, null, false)).isEqualTo(jacksonReads(nonAscii, null));
  }

  /**
   * Values read eight bytes at a time: every byte value at every position of values of 1 to 20 bytes (across and
   * at the eight-byte boundaries, and at the record's end), after a plain and after an escaped start, reads as
   * Jackson reads it, or is refused as Jackson refuses it.
   */
  @Test
  void everyByteAtEveryPositionOfALongValueReadsAsJacksonReadsIt() {
    int cases = 0;
    for (int length = 1; length <= 20; length++) {
      for (int at = 0; at < length; at++) {
        for (int b = 0; b < 256; b++) {
          byte[] value = new byte[length];
          Arrays.fill(value, (byte) 'v');
          if (at > 1 && b % 2 == 0) {
            value[0] = '\\';  // an escape first: the rest is unescaped in place, plain runs as blocks
            value[1] = 'n';
          }
          value[at] = (byte) b;
          byte[] head = "{\"f\":\"".getBytes(StandardCharsets.US_ASCII);
          byte[] data = new byte[head.length + length + 2];
          System.arraycopy(head, 0, data, 0, head.length);
          System.arraycopy(value, 0, data, head.length, length);
          data[data.length - 2] = '"';
          data[data.length - 1] = '}';
          assertThat(reads(data, null, false)).as("byte %d at %d of %d", b, at, length)
              .isEqualTo(jacksonReads(data, null));
          cases++;
        }
      }
    }
    assertThat(cases).isEqualTo(256 * 210);
  }
}
