package site.ycsb.db.memcached;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.charset.StandardCharsets;
import org.junit.jupiter.api.Test;

class JsonRecordScannerTest {
  private final JsonRecordScanner scanner = new JsonRecordScanner();

  private int scan(String record) {
    return scanner.scan(record.getBytes(StandardCharsets.UTF_8));
  }

  @Test
  void notesWhereEachNameAndValueLies() {
    String record = "{\"ab\":\"xyz\",\"c\":\"q\\nr\",\"d\":\"\"}";
    assertThat(scan(record)).isEqualTo(3);
    assertThat(record.substring(scanner.nameStart(0), scanner.nameStart(0) + scanner.nameLength(0))).isEqualTo("ab");
    assertThat(record.substring(scanner.valueStart(0), scanner.valueEnd(0))).isEqualTo("xyz");
    assertThat(scanner.firstEscape(0)).isZero();
    assertThat(record.substring(scanner.valueStart(1), scanner.valueEnd(1))).isEqualTo("q\\nr");
    assertThat(scanner.firstEscape(1)).isEqualTo(record.indexOf('\\'));
    assertThat(scanner.valueStart(2)).isEqualTo(scanner.valueEnd(2));
    assertThat(scan("{}")).isZero();
  }

  @Test
  void takesManyFields() {
    StringBuilder record = new StringBuilder("{");
    for (int i = 0; i < 100; i++) {
      record.append(i == 0 ? "" : ",").append("\"f").append(i).append("\":\"v").append(i).append('"');
    }
    String text = record.append('}').toString();
    assertThat(scan(text)).isEqualTo(100);
    assertThat(text.substring(scanner.valueStart(99), scanner.valueEnd(99))).isEqualTo("v99");
  }

  @Test
  void leavesEveryOtherFormToJackson() {
    String[] others = {
        "", "{", "[]", "{ }", "{\"a\": \"b\"}", "{\"a\":1}", "{\"a\":null}", "{\"a\":\"caf\u00e9\"}",
        "{\"a\":\"b\"} ", "{\"a\":\"b\",}", "{\"a\":\"b\"\"c\":\"d\"}", "{\"a\\n\":\"b\"}", "{\"a\":\"b\nc\"}",
        "{\"a\":\"\\x\"}", "{\"a\":\"\\u00e9\"}", "{\"a\":\"\\ud83d\\ude00\"}", "{\"a\":\"b", "{\"a\"}",
        "{\"" + "n".repeat(JsonRecordScanner.FAST_MAX_NAME + 1) + "\":\"v\"}",
        "{\"a\":\"\\n" + "x".repeat(JsonRecordScanner.FAST_MAX_ESCAPED_VALUE) + "\"}"};
    for (String other : others) {
      assertThat(scan(other)).as(other.length() > 60 ? other.substring(0, 60) : other).isEqualTo(-1);
    }
    assertThat(scan("{\"" + "n".repeat(JsonRecordScanner.FAST_MAX_NAME) + "\":\"v\"}")).isEqualTo(1);
    assertThat(scan("{\"a\":\"" + "x".repeat(JsonRecordScanner.FAST_MAX_ESCAPED_VALUE + 1) + "\"}"))
        .as("only an escaped value has a limit").isEqualTo(1);
  }
}
