package site.ycsb;

import com.sun.net.httpserver.HttpServer;
import java.io.IOException;
import java.io.InputStream;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.net.ServerSocket;
import java.net.Socket;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;

/**
 * Something on a port that is not the database the binding expects, for the tests of time-outs and protocol
 * mismatches. See {@link Mode}: a silent listener, a stand-in that answers every byte as an HTTP server that did not
 * understand it, and two real HTTP servers, which (unlike the stand-in) answer nothing until a request line ends
 * with a newline.
 */
public final class WrongServer implements AutoCloseable {
  /** What listens on the port. */
  public enum Mode {
    /** Accepts connections and never answers. */
    SILENT,
    /** A stand-in: answers any bytes at once with {@code HTTP/1.1 400 Bad Request}. */
    HTTP,
    /**
     * The JDK's own HTTP/1.1 server ({@code com.sun.net.httpserver}): waits for a request line; a line that is not
     * HTTP gets {@code HTTP/1.1 400 Bad Request} and the connection closed.
     */
    HTTP_JDK,
    /**
     * {@code python3 -m http.server} as a child process: waits for a request line; a line that is not HTTP gets an
     * HTML error page without a status line (its HTTP/0.9 answer), starting {@code <!DOCTYPE HTML>}. Skips the test
     * when python3 is not installed.
     */
    HTTP_PYTHON
  }

  /** How the server in use is stopped. */
  private interface Stop {
    void run() throws IOException;
  }

  private static final byte[] HTTP_ANSWER =
      "HTTP/1.1 400 Bad Request\r\nContent-Length: 0\r\nConnection: close\r\n\r\n".getBytes(StandardCharsets.US_ASCII);

  private final Mode mode;
  private final int port;
  private final Stop stop;
  private final List<Socket> accepted = new CopyOnWriteArrayList<>();

  private WrongServer(Mode mode) throws IOException {
    this.mode = mode;
    switch (mode) {
      case HTTP_JDK: {
        HttpServer server = HttpServer.create(new InetSocketAddress(InetAddress.getLoopbackAddress(), 0), 512);
        server.createContext("/", exchange -> {
          exchange.sendResponseHeaders(404, -1);
          exchange.close();
        });
        // A thread per connection, as a deployed server has: with the default executor one connection that
        // never completes its request line (a binary handshake) would stop the server answering any other.
        ExecutorService connections = Executors.newCachedThreadPool(r -> {
          Thread t = new Thread(r, "wrong-server-http-jdk");
          t.setDaemon(true);
          return t;
        });
        server.setExecutor(connections);
        server.start();
        this.port = server.getAddress().getPort();
        this.stop = () -> {
          server.stop(0);
          connections.shutdownNow();
        };
        break;
      }
      case HTTP_PYTHON: {
        Path empty = Files.createTempDirectory("ycsb-http");  // serves an empty folder
        ServerProcess python = ServerProcess.start("python3", p -> List.of("-m", "http.server", "--bind", "127.0.0.1",
            "--directory", empty.toString(), Integer.toString(p)));
        this.port = python.port();
        this.stop = () -> {
          try {
            python.close();
          } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
          }
          Files.deleteIfExists(empty);
        };
        break;
      }
      default: {
        ServerSocket listener = new ServerSocket(0, 512, InetAddress.getLoopbackAddress());
        Thread acceptor = new Thread(() -> accept(listener), "wrong-server-" + mode);
        acceptor.setDaemon(true);
        acceptor.start();
        this.port = listener.getLocalPort();
        this.stop = listener::close;
        break;
      }
    }
  }

  public static WrongServer start(Mode mode) throws IOException {
    return new WrongServer(mode);
  }

  public Mode mode() {
    return mode;
  }

  public int port() {
    return port;
  }

  public String hostAndPort() {
    return "127.0.0.1:" + port();
  }

  private void accept(ServerSocket listener) {
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
    stop.run();
    for (Socket s : accepted) {
      s.close();
    }
  }
}
