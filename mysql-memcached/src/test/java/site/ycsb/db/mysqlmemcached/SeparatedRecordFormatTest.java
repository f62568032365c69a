package site.ycsb.db.mysqlmemcached;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.nio.charset.StandardCharsets;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.junit.jupiter.api.Test;
import site.ycsb.ByteArrayByteIterator;
import site.ycsb.ByteIterator;
import site.ycsb.StringByteIterator;

class SeparatedRecordFormatTest {
  private final SeparatedRecordFormat format = new SeparatedRecordFormat(List.of("field0", "field1", "field2"),
      (byte) '|');

  private static String text(byte[] b) {
    return new String(b, StandardCharsets.ISO_8859_1);
  }

  @Test
  void packsColumnsInContainerOrderWithTheSeparator() {
    byte[] packed = format.encode(StringByteIterator.getByteIteratorMap(
        Map.of("field2", "c", "field0", "a", "field1", "b")));
    assertThat(text(packed)).isEqualTo("a|b|c");
  }

  @Test
  void valuesContainingTheSeparatorPercentAndBinaryRoundTrip() {
    byte[] binary = {(byte) 0xC3, (byte) 0xA9, '\n', 1, (byte) 0xFF, '|'};
    Map<String, ByteIterator> record = new HashMap<>(StringByteIterator.getByteIteratorMap(
        Map.of("field0", "x|y||", "field1", "100%|%7C")));
    record.put("field2", new ByteArrayByteIterator(binary));
    byte[] packed = format.encode(record);
    assertThat(text(packed).chars().filter(c -> c == '|').count()).as("only the two real separators").isEqualTo(2);
    assertThat(text(packed)).isEqualTo("x%7Cy%7C%7C|100%25%7C%257C|%C3%A9%0A%01%FF%7C");
    Map<String, ByteIterator> out = new HashMap<>();
    format.decode(packed, null, out);
    assertThat(out.get("field0").toString()).isEqualTo("x|y||");
    assertThat(out.get("field1").toString()).isEqualTo("100%|%7C");
    assertThat(out.get("field2").toArray()).isEqualTo(binary);
  }

  @Test
  void missingFieldsAreEmptyColumnsAndFieldsCanBeSelected() {
    byte[] packed = format.encode(StringByteIterator.getByteIteratorMap(Map.of("field1", "b")));
    assertThat(text(packed)).isEqualTo("|b|");
    Map<String, ByteIterator> out = new HashMap<>();
    format.decode(packed, Set.of("field1"), out);
    assertThat(StringByteIterator.getStringMap(out)).isEqualTo(Map.of("field1", "b"));
  }

  @Test
  void anotherSeparatorIsEscapedInstead() {
    SeparatedRecordFormat comma = new SeparatedRecordFormat(List.of("a", "b"), (byte) ',');
    byte[] packed = comma.encode(StringByteIterator.getByteIteratorMap(Map.of("a", "1,2", "b", "3|4")));
    assertThat(text(packed)).isEqualTo("1%2C2,3|4");
    Map<String, ByteIterator> out = new HashMap<>();
    comma.decode(packed, null, out);
    assertThat(StringByteIterator.getStringMap(out)).isEqualTo(Map.of("a", "1,2", "b", "3|4"));
  }

  @Test
  void wrongColumnCountsAndUnknownFieldsAreRejected() {
    assertThatThrownBy(() -> format.decode("a|b".getBytes(StandardCharsets.US_ASCII), null, new HashMap<>()))
        .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("2 columns");
    assertThatThrownBy(() -> format.decode("a|b|c|d".getBytes(StandardCharsets.US_ASCII), null, new HashMap<>()))
        .isInstanceOf(IllegalArgumentException.class);
    assertThatThrownBy(() -> format.encode(StringByteIterator.getByteIteratorMap(Map.of("other", "x"))))
        .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("other");
  }
}
