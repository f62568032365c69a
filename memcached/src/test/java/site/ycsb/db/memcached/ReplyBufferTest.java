package site.ycsb.db.memcached;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.IOException;
import java.net.InetSocketAddress;
import java.nio.charset.StandardCharsets;
import java.util.Arrays;
import org.junit.jupiter.api.Test;
import site.ycsb.net.Wire;

/**
 * The read buffer against a wire that hands out its bytes a few at a time (the real sockets are in
 * TextConnectionTest): lines and values cut at every place.
 */
class ReplyBufferTest {
  /** Hands out {@code bytes} in pieces of at most {@code piece} bytes, then the end of the stream. */
  private static final class PiecesWire implements Wire {
    private final byte[] bytes;
    private final int piece;
    private int at;

    PiecesWire(String text, int piece) {
      this.bytes = text.getBytes(StandardCharsets.ISO_8859_1);
      this.piece = piece;
    }

    @Override
    public void connect(InetSocketAddress address) {
    }

    @Override
    public void write(byte[] b, int offset, int length) {
    }

    @Override
    public int read(byte[] into, int offset, int length) {
      if (at == bytes.length) {
        return -1;
      }
      int n = Math.min(Math.min(piece, length), bytes.length - at);
      System.arraycopy(bytes, at, into, offset, n);
      at += n;
      return n;
    }

    @Override
    public void close() {
    }
  }

  private static ReplyBuffer over(String text, int piece, int size) {
    ReplyBuffer buffer = new ReplyBuffer(size);
    buffer.attach(new PiecesWire(text, piece));
    return buffer;
  }

  @Test
  void readsLinesAndValuesWhateverPiecesTheyArriveIn() throws IOException {
    String value = "a value\r\nwith END and a CR LF inside";
    String answer = "VALUE k 0 " + value.length() + "\r\n" + value + "\r\nEND\r\nSTORED\nDELETED\r\n";
    for (int piece = 1; piece <= answer.length(); piece++) {
      ReplyBuffer buffer = over(answer, piece, 64);
      assertThat(buffer.readLine().text()).as("piece %d", piece).isEqualTo("VALUE k 0 " + value.length());
      byte[] got = new byte[value.length()];
      buffer.readFully(got);
      assertThat(new String(got, StandardCharsets.ISO_8859_1)).isEqualTo(value);
      buffer.expectCrlf();
      assertThat(buffer.readLine().is("END")).isTrue();
      assertThat(buffer.readLine().text()).as("a bare LF ends a line too").isEqualTo("STORED");
      assertThat(buffer.readLine().text()).isEqualTo("DELETED");
    }
  }

  @Test
  void aValueLargerThanTheBufferIsReadStraightIntoItsArray() throws IOException {
    char[] chars = new char[10_000];
    Arrays.fill(chars, 'v');
    String value = new String(chars);
    ReplyBuffer buffer = over("VALUE k 0 10000\r\n" + value + "\r\nEND\r\n", 4096, 1024);
    buffer.readLine();
    byte[] got = new byte[value.length()];
    buffer.readFully(got);
    assertThat(new String(got, StandardCharsets.ISO_8859_1)).isEqualTo(value);
    buffer.expectCrlf();
    assertThat(buffer.readLine().is("END")).isTrue();
  }

  @Test
  void refusesALongLineAValueWithoutCrlfAndAnEndedStream() {
    assertThatThrownBy(() -> over("x".repeat(2000) + "\r\n", 100, 4096).readLine()).isInstanceOf(IOException.class)
        .hasMessage("answer line longer than 1024 bytes");
    ReplyBuffer noCrlf = over("abcXY\r\n", 3, 64);
    assertThatThrownBy(() -> {
      noCrlf.readFully(new byte[3]);
      noCrlf.expectCrlf();
    }).isInstanceOf(IOException.class).hasMessage("value not followed by CRLF");
    assertThatThrownBy(() -> over("END", 2, 64).readLine()).isInstanceOf(IOException.class)
        .hasMessage("connection closed by the server");
    assertThatThrownBy(() -> over("ab", 2, 64).readFully(new byte[3])).isInstanceOf(IOException.class)
        .hasMessage("connection closed by the server");
  }

  @Test
  void aNewWireStartsWithNothingBuffered() throws IOException {
    ReplyBuffer buffer = over("ONE\r\nleft over", 100, 64);
    assertThat(buffer.readLine().text()).isEqualTo("ONE");
    buffer.attach(new PiecesWire("TWO\r\n", 100));
    assertThat(buffer.readLine().text()).isEqualTo("TWO");
  }
}
