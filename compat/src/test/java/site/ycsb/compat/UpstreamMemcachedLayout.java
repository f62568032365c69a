package site.ycsb.compat;

import java.io.BufferedInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.io.UncheckedIOException;
import java.net.Socket;
import java.nio.charset.StandardCharsets;
import java.util.HashMap;
import java.util.Map;
import site.ycsb.TestServers;
import tools.jackson.core.JacksonException;
import tools.jackson.core.type.TypeReference;
import tools.jackson.databind.ObjectMapper;

/**
 * How 0.17.0's memcached binding keeps a record, written from its facts (no upstream code): one JSON
 * object of field name to value text under the key {@code table-key}, stored with flags 0 (how
 * spymemcached stores a short string), inserted with {@code add}. The object's fields come in the
 * iteration order of a {@code HashMap}, as upstream builds it. Spoken here over memcached's text
 * protocol on a plain socket.
 */
final class UpstreamMemcachedLayout implements AutoCloseable {
  static final String TABLE = "usertable";
  private static final ObjectMapper JSON = new ObjectMapper();

  private final Socket socket;
  private final InputStream in;
  private final OutputStream out;

  UpstreamMemcachedLayout(TestServers.Address server) {
    try {
      socket = new Socket(server.host(), server.port());
      socket.setSoTimeout(10_000);
      in = new BufferedInputStream(socket.getInputStream());
      out = socket.getOutputStream();
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  static String qualified(String key) {
    return TABLE + "-" + key;
  }

  static String json(Map<String, String> fields) {
    return JSON.writeValueAsString(new HashMap<>(fields));
  }

  void flush() throws IOException {
    command("flush_all\r\n");
    expectLine("OK");
  }

  void insert(String key, Map<String, String> fields) throws IOException {
    byte[] data = json(fields).getBytes(StandardCharsets.UTF_8);
    command("add " + qualified(key) + " 0 0 " + data.length + "\r\n");
    out.write(data);
    out.write("\r\n".getBytes(StandardCharsets.US_ASCII));
    out.flush();
    expectLine("STORED");
  }

  /** The record's bytes as stored, or null when the key is missing. */
  byte[] raw(String key) throws IOException {
    command("get " + qualified(key) + "\r\n");
    String header = line();
    if (header.equals("END")) {
      return null;
    }
    String[] parts = header.split(" ");
    if (parts.length < 4 || !parts[0].equals("VALUE")) {
      throw new IOException("unexpected answer to get: " + header);
    }
    byte[] data = in.readNBytes(Integer.parseInt(parts[3]));
    line(); // the CRLF after the data
    expectLine("END");
    return data;
  }

  /** The record as a JSON object of texts; throws when the bytes are not such an object. */
  Map<String, String> read(String key) throws IOException {
    byte[] data = raw(key);
    try {
      return data == null ? null : JSON.readValue(data, new TypeReference<Map<String, String>>() { });
    } catch (JacksonException notJson) {
      throw new IOException("not a JSON object of texts: " + notJson.getOriginalMessage(), notJson);
    }
  }

  private void command(String text) throws IOException {
    out.write(text.getBytes(StandardCharsets.US_ASCII));
    out.flush();
  }

  private void expectLine(String expected) throws IOException {
    String got = line();
    if (!got.equals(expected)) {
      throw new IOException("memcached answered '" + got + "', expected '" + expected + "'");
    }
  }

  private String line() throws IOException {
    ByteArrayOutputStream buf = new ByteArrayOutputStream();
    int c;
    while ((c = in.read()) != '\n') {
      if (c < 0) {
        throw new IOException("memcached closed the connection");
      }
      buf.write(c);
    }
    String s = buf.toString(StandardCharsets.US_ASCII);
    return s.endsWith("\r") ? s.substring(0, s.length() - 1) : s;
  }

  @Override
  public void close() throws IOException {
    socket.close();
  }
}
