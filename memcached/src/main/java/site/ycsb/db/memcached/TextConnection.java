package site.ycsb.db.memcached;

import java.io.IOException;
import java.net.InetSocketAddress;
import java.net.SocketTimeoutException;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import site.ycsb.DBException;
import site.ycsb.OperationWatchdog;
import site.ycsb.db.memcached.KeyValueStore.StoreException;
import site.ycsb.net.Wire;

/**
 * One connection speaking memcached's text protocol, used by one client thread, which writes each command and
 * waits for its answer: one request in flight, no queue, no I/O thread of its own (spymemcached's hand-offs and
 * wake-ups made its client CPU per operation several times memcaslap's). The bytes go over a {@link Wire}: a
 * blocking socket the thread reads itself, or a socket a {@link Reactor} reads for it. After any failure the
 * wire is closed and the next command reconnects, so a server that comes back is used again. Operation timeouts
 * are enforced by the {@link OperationWatchdog}, which closes the wire under an overdue command.
 */
final class TextConnection implements AutoCloseable {
  private static final int MAX_KEY = 250;
  /** Longer answer lines are refused (a VALUE line has a key of at most 250 bytes and three numbers). */
  private static final int MAX_LINE = 1024;
  /** The answers to stores and deletes, handed out without a String per answer. */
  private static final String[] ANSWERS = {"STORED", "NOT_STORED", "EXISTS", "NOT_FOUND", "DELETED"};

  private final InetSocketAddress address;
  private final int connectTimeoutMillis;
  private final int opTimeoutMillis;
  private final Wire.Factory wires;
  private volatile Wire wire;
  private OperationWatchdog.Watch watch;
  private byte[] wbuf = new byte[8192];
  private int wpos;
  private final byte[] rbuf = new byte[65536];
  private int rpos;
  private int rlen;
  /** The last answer line, in {@code rbuf}: where it starts and how long it is without its CR LF. */
  private int lineStart;
  private int lineLength;
  /** The numbers of the last VALUE line: length, then CAS id (gets only). */
  private final long[] numbers = new long[2];

  TextConnection(InetSocketAddress address, long connectTimeoutMillis, long opTimeoutMillis, Wire.Factory wires) {
    this.address = address;
    this.wires = wires;
    this.connectTimeoutMillis = (int) Math.min(Integer.MAX_VALUE, connectTimeoutMillis);
    this.opTimeoutMillis = (int) Math.min(Integer.MAX_VALUE, opTimeoutMillis);
  }

  /** Called by the watchdog thread: closes the wire under a command that took too long. */
  private void closeOverdue() {
    Wire w = wire;
    if (w != null) {
      w.close();
    }
  }

  /**
   * Connects now; init uses it to fail early on a wrong address. The watchdog closes a wire that has not
   * connected within the connect time-out.
   */
  void open() throws IOException {
    if (wire != null) {
      return;
    }
    Wire w = wires.create();
    wire = w;
    watch = OperationWatchdog.watch(opTimeoutMillis, this::closeOverdue);
    watch.begin(TimeUnit.MILLISECONDS.toNanos(connectTimeoutMillis));
    try {
      w.connect(address);
    } catch (IOException e) {
      boolean expired = watch.expired();
      close();
      throw expired ? new SocketTimeoutException("connect timed out") : e;
    }
    watch.end();
    rpos = 0;
    rlen = 0;
  }

  /**
   * {@code get}/{@code gets} of {@code prefix + key}: the value (with its CAS id in {@code cas[0]} for gets), or
   * null.
   */
  byte[] retrieve(String command, String prefix, String key, long[] cas) {
    try {
      open();
      begin(command, prefix, key);
      newline();
      flush();
      readLine();
      if (lineStartsWith("END")) {
        done();
        return null;
      }
      if (!lineStartsWith("VALUE ")) {
        throw failure("answered " + lineText());
      }
      // VALUE <key> <flags> <bytes> [<cas>]
      int pos = skipToken(6);
      int count = parseNumbers(pos, numbers);
      if (count < 1 || (cas != null && count < 2)) {
        throw failure("answered " + lineText());
      }
      byte[] value = new byte[(int) numbers[0]];
      readFully(value);
      expectCrlf();
      readLine();
      if (!lineStartsWith("END")) {
        throw failure("answered " + lineText() + " after the value");
      }
      done();
      if (cas != null) {
        cas[0] = numbers[1];
      }
      return value;
    } catch (IOException e) {
      throw failure(e);
    }
  }

  /**
   * {@code set}/{@code replace}/{@code cas} of {@code prefix + key}: the server's one-line answer (STORED,
   * NOT_STORED, EXISTS, ...).
   */
  String store(String command, String prefix, String key, int expiration, byte[] value, long cas) {
    try {
      open();
      begin(command, prefix, key);
      ascii(" 0 ");
      number(expiration);
      ascii(" ");
      number(value.length);
      if (cas >= 0) {
        ascii(" ");
        number(cas);
      }
      newline();
      bytes(value);
      newline();
      flush();
      return answer();
    } catch (IOException e) {
      throw failure(e);
    }
  }

  /**
   * {@code version}: the server's version, read at init so that something on the port that is not
   * memcached (an HTTP server, a silent listener) is one clear error there instead of a run of errors.
   */
  String version() {
    try {
      open();
      wpos = 0;
      ascii("version");
      newline();
      flush();
      // A handshake, not an operation: it gets the connect time-out (memcached's default op time-out is a minute).
      watch.begin(TimeUnit.MILLISECONDS.toNanos(connectTimeoutMillis));
      readLine();
      done();
      if (!lineStartsWith("VERSION ")) {
        throw failure("answered '" + printable(lineText()) + "' to 'version': is it a memcached server?");
      }
      return lineText().substring("VERSION ".length());
    } catch (IOException e) {
      if (watch != null && watch.expired()) {
        throw failure("did not answer 'version' within " + connectTimeoutMillis + " ms ("
            + MemcachedSettings.CONNECT_TIMEOUT + "): is it a memcached server?");
      }
      throw failure(e);
    }
  }

  /** {@code stats} or {@code stats <group>}: the server's STAT lines, name to value, in order. */
  Map<String, String> stats(String group) {
    try {
      open();
      wpos = 0;
      ascii(group.isEmpty() ? "stats" : "stats " + group);
      newline();
      flush();
      Map<String, String> stats = new LinkedHashMap<>();
      while (true) {
        readLine();
        if (lineStartsWith("END")) {
          done();
          return stats;
        }
        if (!lineStartsWith("STAT ")) {
          throw failure("answered '" + printable(lineText()) + "' to 'stats " + group + "'");
        }
        String stat = lineText();
        int space = stat.indexOf(' ', 5);
        stats.put(space < 0 ? stat.substring(5) : stat.substring(5, space), space < 0 ? "" : stat.substring(space + 1));
      }
    } catch (IOException e) {
      throw failure(e);
    }
  }

  /** {@link #version} at init: any failure as the one line that ends init. */
  void checkIsMemcached() throws DBException {
    try {
      version();
    } catch (StoreException e) {
      throw new DBException(e.getMessage() + " (" + MemcachedSettings.HOSTS + ")", e);
    }
  }

  /** At most 60 characters of an answer, control characters shown as '?', for an error message. */
  private static String printable(String text) {
    String head = text.length() > 60 ? text.substring(0, 60) + "..." : text;
    return head.replaceAll("\\p{Cntrl}", "?");
  }

  /** {@code delete} of {@code prefix + key}: DELETED or NOT_FOUND. */
  String delete(String prefix, String key) {
    try {
      open();
      begin("delete", prefix, key);
      newline();
      flush();
      return answer();
    } catch (IOException e) {
      throw failure(e);
    }
  }

  private String answer() throws IOException {
    readLine();
    done();
    for (String known : ANSWERS) {
      if (lineLength == known.length() && lineStartsWith(known)) {
        return known;
      }
    }
    String answer = lineText();
    if (answer.startsWith("ERROR") || answer.startsWith("CLIENT_ERROR") || answer.startsWith("SERVER_ERROR")) {
      // The stream may be out of step after an error answer; start clean.
      throw failure("answered " + answer);
    }
    return answer;
  }

  /** The command and the key {@code prefix + key}, written as they are (no joined string per command). */
  private void begin(String command, String prefix, String key) {
    int n = prefix.length() + key.length();
    if (n == 0 || n > MAX_KEY) {
      throw new StoreException("key length " + n + " is outside 1.." + MAX_KEY);
    }
    wpos = 0;
    ascii(command);
    ensure(n + 1);
    wbuf[wpos++] = ' ';
    if (!keyPart(prefix) || !keyPart(key)) {
      throw new StoreException("key contains a space, control or non-ASCII character: " + prefix + key);
    }
  }

  /** Appends one part of a key; false at a character a key may not hold. */
  private boolean keyPart(String part) {
    for (int i = 0; i < part.length(); i++) {
      char c = part.charAt(i);
      if (c <= ' ' || c >= 0x7F) {
        return false;
      }
      wbuf[wpos++] = (byte) c;
    }
    return true;
  }

  private void ascii(String s) {
    ensure(s.length());
    for (int i = 0; i < s.length(); i++) {
      wbuf[wpos++] = (byte) s.charAt(i);
    }
  }

  /** The decimal digits, written straight into the request. */
  private void number(long v) {
    if (v < 0) {
      ascii(Long.toString(v));
      return;
    }
    int digits = 1;
    for (long rest = v / 10; rest != 0; rest /= 10) {
      digits++;
    }
    ensure(digits);
    long rest = v;
    for (int i = wpos + digits - 1; i >= wpos; i--) {
      wbuf[i] = (byte) ('0' + rest % 10);
      rest /= 10;
    }
    wpos += digits;
  }

  private void newline() {
    ensure(2);
    wbuf[wpos++] = '\r';
    wbuf[wpos++] = '\n';
  }

  private void bytes(byte[] b) {
    ensure(b.length);
    System.arraycopy(b, 0, wbuf, wpos, b.length);
    wpos += b.length;
  }

  private void ensure(int more) {
    if (wpos + more > wbuf.length) {
      wbuf = java.util.Arrays.copyOf(wbuf, Math.max(wbuf.length * 2, wpos + more));
    }
  }

  /** One write per command: the whole request goes out in one system call. */
  private void flush() throws IOException {
    watch.begin();
    wire.write(wbuf, 0, wpos);
    wpos = 0;
  }

  /** The answer is complete: nothing in flight for the watchdog. */
  private void done() {
    watch.end();
  }

  private int fill() throws IOException {
    int n = wire.read(rbuf, 0, rbuf.length);
    if (n < 0) {
      throw new IOException("connection closed by the server");
    }
    rpos = 0;
    rlen = n;
    return n;
  }

  /**
   * The next answer line, found where it lies in the read buffer (no copy): {@code rbuf[lineStart, lineStart +
   * lineLength)}, without its CR LF. A line the buffer holds only the start of is moved to the buffer's front
   * and the rest read after it.
   */
  private void readLine() throws IOException {
    int p = rpos;
    while (true) {
      int end = rlen;
      byte[] b = rbuf;
      while (p < end && b[p] != '\n') {
        p++;
      }
      if (p - rpos > MAX_LINE) {
        throw new IOException("answer line longer than " + MAX_LINE + " bytes");
      }
      if (p < end) {
        break;
      }
      int kept = rlen - rpos;
      if (rpos > 0) {
        System.arraycopy(rbuf, rpos, rbuf, 0, kept);
        rpos = 0;
        rlen = kept;
        p = kept;
      }
      int n = wire.read(rbuf, rlen, rbuf.length - rlen);
      if (n < 0) {
        throw new IOException("connection closed by the server");
      }
      rlen += n;
    }
    int length = p - rpos;
    if (length > 0 && rbuf[p - 1] == '\r') {
      length--;
    }
    lineStart = rpos;
    lineLength = length;
    rpos = p + 1;
  }

  private void readFully(byte[] dst) throws IOException {
    int off = 0;
    while (off < dst.length) {
      if (rpos == rlen) {
        if (dst.length - off >= rbuf.length) {
          int n = wire.read(dst, off, dst.length - off);
          if (n < 0) {
            throw new IOException("connection closed by the server");
          }
          off += n;
          continue;
        }
        fill();
      }
      int n = Math.min(rlen - rpos, dst.length - off);
      System.arraycopy(rbuf, rpos, dst, off, n);
      rpos += n;
      off += n;
    }
  }

  private void expectCrlf() throws IOException {
    readLine();
    if (lineLength != 0) {
      throw new IOException("value not followed by CRLF");
    }
  }

  private boolean lineStartsWith(String prefix) {
    if (lineLength < prefix.length()) {
      return false;
    }
    for (int i = 0; i < prefix.length(); i++) {
      if (rbuf[lineStart + i] != prefix.charAt(i)) {
        return false;
      }
    }
    return true;
  }

  private int skipToken(int pos) {
    int p = pos;
    while (p < lineLength && rbuf[lineStart + p] != ' ') {
      p++;
    }
    return Math.min(p + 1, lineLength);
  }

  /** Parses the space-separated numbers from {@code pos}; returns how many (flags is skipped). */
  private int parseNumbers(int pos, long[] numbers) {
    int p = skipToken(pos);
    int count = 0;
    while (p < lineLength && count < numbers.length) {
      long v = 0;
      int start = p;
      while (p < lineLength && rbuf[lineStart + p] >= '0' && rbuf[lineStart + p] <= '9') {
        v = v * 10 + (rbuf[lineStart + p++] - '0');
      }
      if (p == start) {
        break;
      }
      numbers[count++] = v;
      p++;
    }
    return count;
  }

  private String lineText() {
    return new String(rbuf, lineStart, lineLength, java.nio.charset.StandardCharsets.ISO_8859_1);
  }

  private StoreException failure(String message) {
    close();
    return new StoreException("memcached at " + describe() + " " + message);
  }

  private StoreException failure(IOException e) {
    boolean expired = watch != null && watch.expired();
    close();
    if (expired) {
      return new StoreException("memcached at " + describe() + " did not answer within " + opTimeoutMillis + " ms ("
          + MemcachedSettings.OP_TIMEOUT + ")", e);
    }
    return new StoreException("memcached at " + describe() + ": " + e.getMessage(), e);
  }

  String describe() {
    return address.getHostString() + ":" + address.getPort();
  }

  @Override
  public void close() {
    if (watch != null) {
      watch.close();
      watch = null;  // the next connection gets its own; a failure after this one is not "overdue"
    }
    Wire w = wire;
    if (w != null) {
      wire = null;
      w.close();
    }
  }
}
