package site.ycsb.db.memcached;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.nio.charset.StandardCharsets;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Set;
import org.junit.jupiter.api.Test;
import site.ycsb.ByteIterator;
import site.ycsb.RandomByteIterator;
import site.ycsb.StringByteIterator;

class CompactRecordFormatTest {
  private final CompactRecordFormat format = new CompactRecordFormat();

  @Test
  void roundTripsEveryFieldIncludingEmptyLongAndBinaryValues() {
    Map<String, String> record = new LinkedHashMap<>();
    record.put("field0", "");
    record.put("field1", "x".repeat(300));
    record.put("fïeld2", "|{}\"\\\u0000\n");
    Map<String, ByteIterator> out = new HashMap<>();
    format.decode(format.encode(StringByteIterator.getByteIteratorMap(record)), null, out);
    assertThat(StringByteIterator.getStringMap(out)).isEqualTo(record);
  }

  @Test
  void reusesDecodedNamesOnlyWhileTheyAreTheSame() {
    Map<String, String> first = new LinkedHashMap<>();
    first.put("field0", "a");
    first.put("field1", "b");
    Map<String, String> other = new LinkedHashMap<>();
    other.put("field1", "c"); // the names swap positions, one is longer, then one more field
    other.put("field0x", "d");
    other.put("field2", "e");
    Map<String, ByteIterator> out1 = new LinkedHashMap<>();
    format.decode(format.encode(StringByteIterator.getByteIteratorMap(first)), null, out1);
    Map<String, ByteIterator> out2 = new LinkedHashMap<>();
    format.decode(format.encode(StringByteIterator.getByteIteratorMap(other)), null, out2);
    Map<String, ByteIterator> out3 = new LinkedHashMap<>();
    format.decode(format.encode(StringByteIterator.getByteIteratorMap(other)), null, out3);
    assertThat(StringByteIterator.getStringMap(out1)).isEqualTo(first);
    assertThat(StringByteIterator.getStringMap(out2)).isEqualTo(other);
    assertThat(StringByteIterator.getStringMap(out3)).isEqualTo(other);
    // The same names at the same positions: the same String instances.
    java.util.Iterator<String> a = out2.keySet().iterator();
    for (String name : out3.keySet()) {
      assertThat(name).isSameAs(a.next());
    }
    Map<String, ByteIterator> many = new LinkedHashMap<>();
    for (int i = 0; i < 40; i++) {
      many.put("f" + i, new StringByteIterator("v" + i));
    }
    Map<String, ByteIterator> out4 = new LinkedHashMap<>();
    format.decode(format.encode(many), null, out4);
    assertThat(out4.keySet()).containsExactlyElementsOf(many.keySet());
  }

  @Test
  void decodesOnlyTheFieldsAskedFor() {
    byte[] data = format.encode(StringByteIterator.getByteIteratorMap(Map.of("a", "1", "b", "2", "c", "3")));
    Map<String, ByteIterator> out = new HashMap<>();
    format.decode(data, Set.of("b", "missing"), out);
    assertThat(StringByteIterator.getStringMap(out)).isEqualTo(Map.of("b", "2"));
  }

  @Test
  void encodesRandomValuesWithTheirExactLength() {
    Map<String, ByteIterator> values = new HashMap<>();
    values.put("field0", new RandomByteIterator(1000));
    byte[] data = format.encode(values);
    // marker + name length + name + 2-byte length + value
    assertThat(data).hasSize(1 + 1 + 6 + 2 + 1000);
  }

  @Test
  void rejectsUpstreamJsonAsTheOtherFormatAndTruncatedRecords() {
    assertThatThrownBy(
        () -> format.decode("{\"field0\":\"v\"}".getBytes(StandardCharsets.UTF_8), null, new HashMap<>()))
        .isInstanceOfSatisfying(RecordFormatMismatch.class,
            e -> assertThat(e.found()).isEqualTo(MemcachedSettings.Format.JSON));
    assertThatThrownBy(() -> format.decode("plain text".getBytes(StandardCharsets.UTF_8), null, new HashMap<>()))
        .isInstanceOf(IllegalArgumentException.class).isNotInstanceOf(RecordFormatMismatch.class);
    byte[] data = format.encode(StringByteIterator.getByteIteratorMap(Map.of("field0", "value")));
    byte[] truncated = java.util.Arrays.copyOf(data, data.length - 2);
    assertThatThrownBy(() -> format.decode(truncated, null, new HashMap<>()))
        .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("truncated");
  }

  @Test
  void varintsRoundTripAcrossByteBoundaries() {
    byte[] buf = new byte[8];
    for (int v : new int[] {0, 1, 127, 128, 16383, 16384, Integer.MAX_VALUE}) {
      int end = CompactRecordFormat.writeVarint(buf, 0, v);
      assertThat(end).isEqualTo(CompactRecordFormat.varintSize(v));
      assertThat(CompactRecordFormat.readVarint(buf, 0)).isEqualTo(v);
    }
  }
}
