package site.ycsb.db.memcached;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.ByteArrayOutputStream;
import java.net.InetSocketAddress;
import java.nio.charset.StandardCharsets;
import java.util.Arrays;
import org.junit.jupiter.api.Test;
import site.ycsb.db.memcached.KeyValueStore.StoreException;
import site.ycsb.net.Wire;

class TextRequestTest {
  private final TextRequest request = new TextRequest();

  private static String text(byte[] bytes) {
    return new String(bytes, StandardCharsets.ISO_8859_1);
  }

  @Test
  void writesACommandTheWayTheTextProtocolSpellsIt() {
    request.keyed("set", "usertable-", "user1").ascii(" 0 ").number(Integer.MAX_VALUE).ascii(" ").number(3)
        .ascii(" ").number(0).newline().bytes(new byte[] {'a', '\r', 'c'}).newline();
    assertThat(text(request.toBytes())).isEqualTo("set usertable-user1 0 2147483647 3 0\r\na\rc\r\n");
    assertThat(text(request.command("stats settings").newline().toBytes())).isEqualTo("stats settings\r\n");
  }

  @Test
  void numbersAreDecimal() {
    for (long v : new long[] {0, 7, 10, 99, 100, 1234567890123L, Long.MAX_VALUE, -1, Long.MIN_VALUE}) {
      assertThat(text(request.command("n ").number(v).toBytes())).isEqualTo("n " + v);
    }
  }

  @Test
  void aKeyIsCheckedInBothItsParts() {
    assertThat(text(request.keyed("get", "", "k".repeat(250)).toBytes())).isEqualTo("get " + "k".repeat(250));
    assertThat(text(request.keyed("get", "p".repeat(250), "").toBytes())).isEqualTo("get " + "p".repeat(250));
    assertThatThrownBy(() -> request.keyed("get", "p", "k".repeat(250))).isInstanceOf(StoreException.class)
        .hasMessage("key length 251 is outside 1..250");
    assertThatThrownBy(() -> request.keyed("get", "", "")).hasMessage("key length 0 is outside 1..250");
    for (String bad : new String[] {"a b", "a\nb", "a\u007fb", "caf\u00e9", "a\u0000"}) {
      assertThatThrownBy(() -> request.keyed("get", "pre-", bad)).isInstanceOf(StoreException.class)
          .hasMessage("key contains a space, control or non-ASCII character: pre-" + bad);
      assertThatThrownBy(() -> request.keyed("get", bad, "key")).isInstanceOf(StoreException.class)
          .hasMessageContaining("non-ASCII character: " + bad + "key");
    }
  }

  @Test
  void growsForALargeValueAndSendsTheWholeRequestInOneWrite() throws Exception {
    byte[] value = new byte[100_000];
    Arrays.fill(value, (byte) 'v');
    ByteArrayOutputStream sent = new ByteArrayOutputStream();
    int[] writes = {0};
    Wire wire = new Wire() {
      @Override
      public void connect(InetSocketAddress address) {
      }

      @Override
      public void write(byte[] bytes, int offset, int length) {
        writes[0]++;
        sent.write(bytes, offset, length);
      }

      @Override
      public int read(byte[] into, int offset, int length) {
        return -1;
      }

      @Override
      public void close() {
      }
    };
    request.keyed("set", "", "big").ascii(" 0 0 ").number(value.length).newline().bytes(value).newline();
    request.sendTo(wire);
    assertThat(writes[0]).isEqualTo(1);
    assertThat(text(sent.toByteArray())).isEqualTo("set big 0 0 100000\r\n" + "v".repeat(100_000) + "\r\n");
    assertThat(request.toBytes()).as("empty once sent").isEmpty();
  }
}
