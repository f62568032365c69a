package site.ycsb.db.mongodb;

import com.mongodb.ServerAddress;
import java.io.IOException;
import java.io.InputStream;
import java.net.InetSocketAddress;
import java.net.Socket;
import java.net.SocketTimeoutException;
import java.nio.charset.StandardCharsets;

/**
 * Asks a listener that has not answered the driver's hello whether it is an HTTP server. Python's http.server,
 * for one, reads a whole request line before it says anything, and the hello holds no newline: the driver would
 * wait its whole connect time-out and then report a read time-out. An HTTP request gets such a server's answer at
 * once. mongod answers an HTTP request too, with a text naming MongoDB; that is not taken for another server.
 */
final class HttpProbe {
  private static final byte[] REQUEST = "GET / HTTP/1.0\r\nUser-Agent: ycsb-mongodb\r\n\r\n"
      .getBytes(StandardCharsets.US_ASCII);

  private HttpProbe() {
  }

  /** The first line of the HTTP answer of a listener that is not MongoDB, or null (no answer, or MongoDB). */
  static String httpAnswer(ServerAddress address, int timeoutMs) {
    try (Socket s = new Socket()) {
      s.connect(new InetSocketAddress(address.getHost(), address.getPort()), timeoutMs);
      s.setSoTimeout(timeoutMs);
      s.getOutputStream().write(REQUEST);
      s.getOutputStream().flush();
      String answer = readUpTo(s.getInputStream(), 512);
      if (!answer.startsWith("HTTP/") || answer.contains("MongoDB")) {
        return null;
      }
      int end = answer.indexOf('\r');
      return end < 0 ? answer : answer.substring(0, end);
    } catch (IOException e) {
      return null;  // nothing answered in time, or the connection was closed: not known to be HTTP
    }
  }

  /** Reads until the answer's first line and what follows it in the same packets, EOF, the time-out or max. */
  private static String readUpTo(InputStream in, int max) throws IOException {
    byte[] buffer = new byte[max];
    int n = 0;
    try {
      int r;
      while (n < max && (r = in.read(buffer, n, max - n)) > 0) {
        n += r;
        if (new String(buffer, 0, n, StandardCharsets.ISO_8859_1).contains("\r\n\r\n")) {
          break;  // the headers: enough to know, and a server keeping the connection open sends no EOF
        }
      }
    } catch (SocketTimeoutException e) {
      if (n == 0) {
        throw e;
      }
    }
    return new String(buffer, 0, n, StandardCharsets.ISO_8859_1);
  }
}
