package site.ycsb.db.memcached;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.nio.charset.StandardCharsets;
import java.util.LinkedHashMap;
import java.util.Map;
import org.junit.jupiter.api.Test;
import site.ycsb.ByteArrayByteIterator;
import site.ycsb.ByteIterator;
import site.ycsb.StringByteIterator;

class JsonRecordWriterTest {
  private final JsonRecordWriter writer = new JsonRecordWriter();

  private String write(Object... nameValue) {
    Map<String, ByteIterator> record = new LinkedHashMap<>();
    for (int i = 0; i < nameValue.length; i += 2) {
      Object v = nameValue[i + 1];
      record.put((String) nameValue[i], v instanceof byte[] b ? new ByteArrayByteIterator(b)
          : new StringByteIterator((String) v));
    }
    return new String(writer.write(record), StandardCharsets.UTF_8);
  }

  @Test
  void writesTheFieldsInTheOrderGivenWithoutWhitespace() {
    assertThat(write("b", "2", "a", "1")).isEqualTo("{\"b\":\"2\",\"a\":\"1\"}");
    assertThat(write()).isEqualTo("{}");
  }

  @Test
  void escapesAsJacksonDoesAndNothingElse() {
    assertThat(write("k\"", "q\"b\\s/\b\t\n\f\r\u0000\u001F\u007F~"))
        .isEqualTo("{\"k\\\"\":\"q\\\"b\\\\s/\\b\\t\\n\\f\\r\\u0000\\u001F\u007F~\"}");
  }

  @Test
  void writesTextAsUtf8AndALoneSurrogateAsAQuestionMark() {
    assertThat(write("n", "\u00e9\u20ac\ud83d\ude00")).isEqualTo("{\"n\":\"\u00e9\u20ac\ud83d\ude00\"}");
    assertThat(write("n", "a\ud83db", "m", "\ude00")).isEqualTo("{\"n\":\"a?b\",\"m\":\"?\"}");
  }

  @Test
  void bytesAreWrittenAsTheirStringAndEscapedInPlace() {
    assertThat(write("v", "abc\"d\n".getBytes(StandardCharsets.US_ASCII))).isEqualTo("{\"v\":\"abc\\\"d\\n\"}");
    assertThat(write("v", "caf\u00e9\n".getBytes(StandardCharsets.UTF_8))).isEqualTo("{\"v\":\"caf\u00e9\\n\"}");
    byte[] invalid = {'a', (byte) 0xFF, 'b'};
    assertThat(write("v", invalid)).as("what new String(bytes, UTF_8) makes of it")
        .isEqualTo("{\"v\":\"a\ufffdb\"}");
  }

  @Test
  void growsForLargeRecordsAndIsReusable() {
    String big = "x".repeat(100_000);
    String escaped = "\n".repeat(5_000);
    assertThat(write("a", big.getBytes(StandardCharsets.US_ASCII), "b", escaped))
        .isEqualTo("{\"a\":\"" + big + "\",\"b\":\"" + "\\n".repeat(5_000) + "\"}");
    assertThat(write("a", escaped.getBytes(StandardCharsets.US_ASCII))).isEqualTo("{\"a\":\"" + "\\n".repeat(5_000)
        + "\"}");
    assertThat(write("s", "t")).isEqualTo("{\"s\":\"t\"}");
  }

  @Test
  void refusesAValueThatIsNotAsLongAsItSaid() {
    ByteIterator liar = new ByteArrayByteIterator("abc".getBytes(StandardCharsets.US_ASCII)) {
      @Override
      public long bytesLeft() {
        return super.bytesLeft() + 1;
      }
    };
    Map<String, ByteIterator> record = new LinkedHashMap<>();
    record.put("f", liar);
    assertThatThrownBy(() -> writer.write(record)).isInstanceOf(IllegalStateException.class)
        .hasMessage("value of field f did not have the length it reported");
  }
}
