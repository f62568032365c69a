package site.ycsb.db.template;

import java.io.BufferedReader;
import java.io.BufferedWriter;
import java.io.Closeable;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.OutputStreamWriter;
import java.net.InetSocketAddress;
import java.net.Socket;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;

/**
 * One blocking TCP connection to a line-protocol key-value server: each request is one line, each answer
 * one line ({@code OK}, {@code MISSING}, {@code FOUND ...}, {@code STATS ...} or {@code ERR message}), except
 * SCAN, whose records come one per line up to {@code END}. Protocol: template/README.md. Not thread-safe:
 * the client keeps one per DB instance, which is one per client thread.
 */
final class LineConnection implements Closeable {
  private final Socket socket;
  private final BufferedReader in;
  private final BufferedWriter out;

  private LineConnection(Socket socket) throws IOException {
    this.socket = socket;
    this.in = new BufferedReader(new InputStreamReader(socket.getInputStream(), StandardCharsets.UTF_8));
    this.out = new BufferedWriter(new OutputStreamWriter(socket.getOutputStream(), StandardCharsets.UTF_8));
  }

  /** Connects and, when a password is set, authenticates; fails with the server's own words. */
  static LineConnection open(TemplateSettings settings) throws IOException {
    Socket socket = new Socket();
    try {
      socket.connect(new InetSocketAddress(settings.host(), settings.port()), settings.timeoutMillis());
      if (socket.getLocalPort() == socket.getPort() && socket.getLocalAddress().equals(socket.getInetAddress())) {
        // A loopback connect to a port in the ephemeral range that nothing listens on can pick that very port as
        // its source and connect to itself; every request would then come back as its own answer.
        throw new IOException("nothing listens on " + settings.where() + " (the connection reached itself)");
      }
      socket.setSoTimeout(settings.timeoutMillis());
      socket.setTcpNoDelay(true);
      LineConnection connection = new LineConnection(socket);
      if (settings.password() != null) {
        try {
          connection.call("AUTH " + settings.password());
        } catch (IOException e) {
          throw new IOException("the server refused the password (property " + TemplateSettings.PASSWORD + ")", e);
        }
      }
      return connection;
    } catch (IOException | RuntimeException e) {
      socket.close();
      throw e;
    }
  }

  /** Sends one request line and returns the answer line; an {@code ERR} answer is an IOException. */
  String call(String request) throws IOException {
    out.write(request);
    out.write('\n');
    out.flush();
    return answer();
  }

  /** Sends one request line and returns the lines up to {@code END}, without it. */
  List<String> callUntilEnd(String request) throws IOException {
    List<String> lines = new ArrayList<>();
    for (String line = call(request); !line.equals("END"); line = answer()) {
      lines.add(line);
    }
    return lines;
  }

  private String answer() throws IOException {
    String line = in.readLine();
    if (line == null) {
      throw new IOException("the server closed the connection");
    }
    if (line.startsWith("ERR")) {
      throw new IOException("the server answered: " + line);
    }
    return line;
  }

  @Override
  public void close() throws IOException {
    socket.close();
  }
}
