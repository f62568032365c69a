package site.ycsb;

import java.io.IOException;
import java.io.InputStream;
import java.net.InetAddress;
import java.net.ServerSocket;
import java.net.Socket;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;

/**
 * Something on a port that is not the database the binding expects: a listener that accepts connections and
 * never answers ({@link Mode#SILENT}), or one that answers every request as an HTTP server that did not
 * understand it ({@link Mode#HTTP}). For the tests of time-outs and protocol mismatches.
 */
public final class WrongServer implements AutoCloseable {
  /** How the listener behaves. */
  public enum Mode { SILENT, HTTP }

  private static final byte[] HTTP_ANSWER =
      "HTTP/1.1 400 Bad Request\r\nContent-Length: 0\r\nConnection: close\r\n\r\n".getBytes(StandardCharsets.US_ASCII);

  private final ServerSocket listener;
  private final Mode mode;
  private final List<Socket> accepted = new CopyOnWriteArrayList<>();
  private final Thread acceptor;

  private WrongServer(Mode mode) throws IOException {
    this.mode = mode;
    this.listener = new ServerSocket(0, 512, InetAddress.getLoopbackAddress());
    this.acceptor = new Thread(this::accept, "wrong-server-" + mode);
    acceptor.setDaemon(true);
    acceptor.start();
  }

  public static WrongServer start(Mode mode) throws IOException {
    return new WrongServer(mode);
  }

  public int port() {
    return listener.getLocalPort();
  }

  public String hostAndPort() {
    return "127.0.0.1:" + port();
  }

  private void accept() {
    while (!listener.isClosed()) {
      try {
        Socket s = listener.accept();
        accepted.add(s);
        if (mode == Mode.HTTP) {
          Thread t = new Thread(() -> answerHttp(s), "wrong-server-http");
          t.setDaemon(true);
          t.start();
        }
      } catch (IOException closed) {
        return;
      }
    }
  }

  private static void answerHttp(Socket s) {
    try (s; InputStream in = s.getInputStream()) {
      byte[] buf = new byte[4096];
      while (in.read(buf) > 0) {
        s.getOutputStream().write(HTTP_ANSWER);
      }
    } catch (IOException gone) {
      // the client closed the connection
    }
  }

  @Override
  public void close() throws IOException {
    listener.close();
    for (Socket s : accepted) {
      s.close();
    }
  }
}
