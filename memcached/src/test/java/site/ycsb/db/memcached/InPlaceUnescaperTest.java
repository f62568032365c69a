package site.ycsb.db.memcached;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.charset.StandardCharsets;
import org.junit.jupiter.api.Test;
import site.ycsb.ByteIterator;

class InPlaceUnescaperTest {
  /** The value of {@code {"f":"<escaped>"}}, unescaped in the record's own bytes. */
  private static String unescaped(String escaped) {
    byte[] d = ("{\"f\":\"" + escaped + "\"}").getBytes(StandardCharsets.ISO_8859_1);
    int start = 6;
    int end = d.length - 2;
    int firstEscape = escaped.indexOf('\\') < 0 ? 0 : start + escaped.indexOf('\\');
    ByteIterator v = InPlaceUnescaper.value(d, start, end, firstEscape);
    return new String(v.toArray(), StandardCharsets.ISO_8859_1);
  }

  @Test
  void aValueWithoutEscapesIsItsBytes() {
    assertThat(unescaped("plain text / ~")).isEqualTo("plain text / ~");
    assertThat(unescaped("")).isEmpty();
  }

  @Test
  void everyEscapeIsUndone() {
    assertThat(unescaped("a\\\"b\\\\c\\/d\\be\\ff\\ng\\rh\\ti")).isEqualTo("a\"b\\c/d\be\ff\ng\rh\ti");
    assertThat(unescaped("\\u0000\\u001F\\u0041\\u007f")).isEqualTo("\u0000\u001FA\u007f");
    assertThat(unescaped("\\n")).isEqualTo("\n");
    assertThat(unescaped("long run of plain text before\\tand after the escape, also long"))
        .isEqualTo("long run of plain text before\tand after the escape, also long");
  }

  @Test
  void theSliceStaysInTheRecordAndTheBytesAfterItAreUntouched() {
    byte[] d = "{\"f\":\"x\\ny\",\"g\":\"z\"}".getBytes(StandardCharsets.ISO_8859_1);
    ByteIterator v = InPlaceUnescaper.value(d, 6, 10, 7);
    assertThat(new String(v.toArray(), StandardCharsets.ISO_8859_1)).isEqualTo("x\ny");
    assertThat(new String(d, 10, d.length - 10, StandardCharsets.ISO_8859_1)).isEqualTo("\",\"g\":\"z\"}");
  }
}
