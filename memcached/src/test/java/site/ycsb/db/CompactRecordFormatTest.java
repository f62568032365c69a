package site.ycsb.db;

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
  void rejectsUpstreamJsonAndTruncatedRecords() {
    assertThatThrownBy(() -> format.decode("{\"field0\":\"v\"}".getBytes(StandardCharsets.UTF_8), null, new HashMap<>()))
        .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("JSON");
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
