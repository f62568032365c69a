package site.ycsb.db.memcached;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.charset.StandardCharsets;
import org.junit.jupiter.api.Test;

class JsonBytesTest {
  private static byte[] ascii(String s) {
    return s.getBytes(StandardCharsets.ISO_8859_1);
  }

  /** The eight-byte test against the byte-at-a-time one, one special byte in each lane of a plain word. */
  @Test
  void aWordHasASpecialByteExactlyWhenOneOfItsBytesIs() {
    for (int lane = 0; lane < 8; lane++) {
      for (int b = 0; b < 256; b++) {
        long word = 0x4141414141414141L & ~(0xFFL << (8 * lane)) | ((long) b << (8 * lane));
        boolean special = b < 0x20 || b >= 0x80 || b == '"' || b == '\\';
        assertThat(JsonBytes.hasSpecial(word)).as("byte %d in lane %d", b, lane).isEqualTo(special);
      }
    }
    assertThat(JsonBytes.hasSpecial(0x7E7E7E7E20202020L)).isFalse();
    assertThat(JsonBytes.hasSpecial(0x1F1F1F1F1F1F1F1FL)).isTrue();
  }

  @Test
  void skipPlainStopsAtTheFirstSpecialByteAtAnyPlace() {
    for (int length = 0; length < 40; length++) {
      for (int at = 0; at <= length; at++) {
        for (byte special : new byte[] {'"', '\\', '\n', 0x1F, (byte) 0xC3}) {
          byte[] d = ascii("a".repeat(length + 1));
          d[at] = special;
          assertThat(JsonBytes.skipPlain(d, 0, d.length)).as("%d at %d of %d", special, at, length).isEqualTo(at);
        }
        byte[] plain = ascii("/~ z".repeat(length + 1));
        assertThat(JsonBytes.skipPlain(plain, at, plain.length)).isEqualTo(plain.length);
      }
    }
    assertThat(JsonBytes.skipPlain(ascii("ab\"cd"), 0, 2)).as("never beyond n").isEqualTo(2);
  }

  @Test
  void escapeLengthTakesTheShortEscapesAndHexEscapesOfAsciiOnly() {
    for (char c : "\"\\/bfnrt".toCharArray()) {
      assertThat(JsonBytes.escapeLength(ascii("\\" + c + "x"), 0, 3)).as("\\" + c).isEqualTo(2);
    }
    assertThat(JsonBytes.escapeLength(ascii("\\u001F"), 0, 5)).as("cut short").isEqualTo(-1);
    assertThat(JsonBytes.escapeLength(ascii("\\u001F\""), 0, 7)).isEqualTo(6);
    assertThat(JsonBytes.escapeLength(ascii("\\u007f\""), 0, 7)).isEqualTo(6);
    assertThat(JsonBytes.escapeLength(ascii("\\u0080\""), 0, 7)).as("not ASCII: Jackson's").isEqualTo(-1);
    assertThat(JsonBytes.escapeLength(ascii("\\uD800\""), 0, 7)).as("a surrogate: Jackson's").isEqualTo(-1);
    assertThat(JsonBytes.escapeLength(ascii("\\u00G1\""), 0, 7)).isEqualTo(-1);
    assertThat(JsonBytes.escapeLength(ascii("\\x\""), 0, 3)).isEqualTo(-1);
    assertThat(JsonBytes.escapeLength(ascii("\\"), 0, 1)).isEqualTo(-1);
  }

  @Test
  void hexEscapeIsTheCharacterOrMinusOne() {
    assertThat(JsonBytes.hexEscape(ascii("\\u0041"), 0)).isEqualTo('A');
    assertThat(JsonBytes.hexEscape(ascii("\\uFfFf"), 0)).isEqualTo(0xFFFF);
    assertThat(JsonBytes.hexEscape(ascii("\\u00x1"), 0)).isEqualTo(-1);
  }
}
