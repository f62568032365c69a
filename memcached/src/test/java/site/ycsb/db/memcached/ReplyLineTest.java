package site.ycsb.db.memcached;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.charset.StandardCharsets;
import org.junit.jupiter.api.Test;

class ReplyLineTest {
  /** {@code text} placed inside a larger buffer, as the read buffer holds a line among others. */
  private static ReplyLine line(String text) {
    byte[] buf = ("junk\r\n" + text + "\r\nmore").getBytes(StandardCharsets.ISO_8859_1);
    ReplyLine line = new ReplyLine(buf);
    line.set(6, text.length());
    return line;
  }

  @Test
  void comparesItsStartAndItsWholeText() {
    ReplyLine stored = line("STORED");
    assertThat(stored.is("STORED")).isTrue();
    assertThat(stored.startsWith("STORE")).isTrue();
    assertThat(line("NOT_STORED").is("STORED")).isFalse();
    assertThat(line("STORED2").is("STORED")).isFalse();
    assertThat(line("END").startsWith("END\r")).as("never beyond the line").isFalse();
    assertThat(line("").startsWith("")).isTrue();
    assertThat(stored.length()).isEqualTo(6);
    assertThat(line("VERSION 1.6.18").text()).isEqualTo("VERSION 1.6.18");
    assertThat(line("\u00ff\u0001").text()).as("each byte one character").isEqualTo("\u00ff\u0001");
  }

  @Test
  void readsTheNumbersOfAValueLineAfterItsFlags() {
    long[] numbers = new long[2];
    assertThat(line("VALUE usertable-user1 0 1121").valueNumbers(numbers)).isEqualTo(1);
    assertThat(numbers[0]).isEqualTo(1121);
    assertThat(line("VALUE k 42 5 1234567890123").valueNumbers(numbers)).isEqualTo(2);
    assertThat(numbers).containsExactly(5, 1234567890123L);
    assertThat(line("VALUE k 0").valueNumbers(numbers)).as("no length").isZero();
    assertThat(line("VALUE k 0 x").valueNumbers(numbers)).as("not a number").isZero();
    assertThat(line("VALUE k 0 7 8 9").valueNumbers(new long[2])).as("at most as many as asked").isEqualTo(2);
  }
}
