package site.ycsb.db.memcached;

import java.io.ByteArrayOutputStream;
import java.io.Closeable;
import java.io.DataInputStream;
import java.io.IOException;
import java.io.OutputStream;
import java.net.Socket;
import java.nio.charset.StandardCharsets;
import site.ycsb.TestServers;

/**
 * A bare text-protocol client for the tests, independent of the binding: stores and fetches values as bytes
 * with their flags, as another program sharing the server (upstream's client, say) would see them.
 */
final class RawMemcached implements Closeable {
  /** A stored value and its flags. */
  record Item(int flags, byte[] value) {
  }

  private final Socket socket;
  private final DataInputStream in;
  private final OutputStream out;

  RawMemcached(TestServers.Address address) throws IOException {
    socket = new Socket(address.host(), address.port());
    socket.setSoTimeout(5_000);
    in = new DataInputStream(socket.getInputStream());
    out = socket.getOutputStream();
  }

  void set(String key, int flags, int expiration, byte[] value) throws IOException {
    out.write(("set " + key + " " + flags + " " + expiration + " " + value.length + "\r\n")
        .getBytes(StandardCharsets.US_ASCII));
    out.write(value);
    out.write("\r\n".getBytes(StandardCharsets.US_ASCII));
    out.flush();
    String answer = line();
    if (!"STORED".equals(answer)) {
      throw new IOException("set " + key + " answered " + answer);
    }
  }

  /** The item, or null when the key is absent. */
  Item get(String key) throws IOException {
    out.write(("get " + key + "\r\n").getBytes(StandardCharsets.US_ASCII));
    out.flush();
    String header = line();
    if ("END".equals(header)) {
      return null;
    }
    String[] parts = header.split(" ");
    if (parts.length != 4 || !"VALUE".equals(parts[0])) {
      throw new IOException("get " + key + " answered " + header);
    }
    byte[] value = new byte[Integer.parseInt(parts[3])];
    in.readFully(value);
    line(); // the value's own CRLF
    String end = line();
    if (!"END".equals(end)) {
      throw new IOException("get " + key + " ended with " + end);
    }
    return new Item(Integer.parseInt(parts[2]), value);
  }

  /** memcached's {@code stats} figure {@code name}. */
  long stat(String name) throws IOException {
    out.write("stats\r\n".getBytes(StandardCharsets.US_ASCII));
    out.flush();
    long ret = -1;
    for (String l = line(); !"END".equals(l); l = line()) {
      String[] parts = l.split(" ");
      if (parts.length == 3 && parts[1].equals(name)) {
        ret = Long.parseLong(parts[2]);
      }
    }
    return ret;
  }

  private String line() throws IOException {
    ByteArrayOutputStream line = new ByteArrayOutputStream();
    int b;
    while ((b = in.read()) != '\n') {
      if (b < 0) {
        throw new IOException("connection closed");
      }
      line.write(b);
    }
    String ret = line.toString(StandardCharsets.US_ASCII);
    return ret.endsWith("\r") ? ret.substring(0, ret.length() - 1) : ret;
  }

  @Override
  public void close() throws IOException {
    socket.close();
  }
}
