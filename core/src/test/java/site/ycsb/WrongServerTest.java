package site.ycsb;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.net.InetAddress;
import java.net.Socket;
import java.net.SocketTimeoutException;
import java.nio.charset.StandardCharsets;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

/**
 * The real HTTP servers of {@link WrongServer} behave as the one a user found on a database's port: nothing is
 * answered until a request line ends with a newline (the stand-in answers any byte at once, which let a binding whose
 * handshake has no newline pass its test).
 */
class WrongServerTest {
  @ParameterizedTest
  @EnumSource(value = WrongServer.Mode.class, names = {"HTTP_JDK", "HTTP_PYTHON"})
  void aRealHttpServerAnswersOnlyAfterANewline(WrongServer.Mode mode) throws Exception {
    try (WrongServer http = WrongServer.start(mode);
         Socket s = new Socket(InetAddress.getLoopbackAddress(), http.port())) {
      s.setSoTimeout(1000);
      OutputStream out = s.getOutputStream();
      InputStream in = s.getInputStream();
      out.write(new byte[] {(byte) 0x80, 0x1f, 0, 0});  // a binary handshake, no newline
      out.flush();
      assertThatThrownBy(in::read).isInstanceOf(SocketTimeoutException.class);
      out.write("\r\n".getBytes(StandardCharsets.US_ASCII));
      out.flush();
      s.setSoTimeout(5000);
      String answer = new String(in.readNBytes(15), StandardCharsets.ISO_8859_1);
      assertThat(answer).startsWith(mode == WrongServer.Mode.HTTP_JDK ? "HTTP/1.1 400" : "<!DOCTYPE HTML>");
    }
  }

  @ParameterizedTest
  @EnumSource(value = WrongServer.Mode.class, names = {"HTTP"})
  void theStandInAnswersAnyByteAtOnce(WrongServer.Mode mode) throws Exception {
    try (WrongServer http = WrongServer.start(mode);
         Socket s = new Socket(InetAddress.getLoopbackAddress(), http.port())) {
      s.setSoTimeout(1000);
      s.getOutputStream().write('x');
      assertThat(new String(s.getInputStream().readNBytes(12), StandardCharsets.US_ASCII)).isEqualTo("HTTP/1.1 400");
    }
  }

  @ParameterizedTest
  @EnumSource(value = WrongServer.Mode.class, names = {"SILENT"})
  void theSilentListenerAnswersNothing(WrongServer.Mode mode) throws IOException {
    try (WrongServer silent = WrongServer.start(mode);
         Socket s = new Socket(InetAddress.getLoopbackAddress(), silent.port())) {
      s.setSoTimeout(500);
      s.getOutputStream().write("PING\r\n".getBytes(StandardCharsets.US_ASCII));
      assertThatThrownBy(s.getInputStream()::read).isInstanceOf(SocketTimeoutException.class);
    }
  }
}
