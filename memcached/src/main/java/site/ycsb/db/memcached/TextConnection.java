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
 * blocking socket the thread reads itself, or a socket a {@link Reactor} reads for it. Commands are written by
 * {@link TextRequest}, answers read by {@link ReplyBuffer} and {@link ReplyLine}, failures worded by
 * {@link StoreFailures}; this class holds the commands and the connection's life. After any failure the wire is
 * closed and the next command reconnects, so a server that comes back is used again. Operation timeouts are
 * enforced by the {@link OperationWatchdog}, which closes the wire under an overdue command.
 */
final class TextConnection implements AutoCloseable {
  /** The answers to stores and deletes, handed out without a String per answer. */
  private static final String[] ANSWERS = {"STORED", "NOT_STORED", "EXISTS", "NOT_FOUND", "DELETED"};

  private final InetSocketAddress address;
  private final int connectTimeoutMillis;
  private final int opTimeoutMillis;
  private final Wire.Factory wires;
  private final StoreFailures failures;
  private final TextRequest request = new TextRequest();
  private final ReplyBuffer replies = new ReplyBuffer();
  private volatile Wire wire;
  private OperationWatchdog.Watch watch;
  /** The numbers of the last VALUE line: length, then CAS id (gets only). */
  private final long[] numbers = new long[2];

  TextConnection(InetSocketAddress address, long connectTimeoutMillis, long opTimeoutMillis, Wire.Factory wires) {
    this.address = address;
    this.wires = wires;
    this.connectTimeoutMillis = (int) Math.min(Integer.MAX_VALUE, connectTimeoutMillis);
    this.opTimeoutMillis = (int) Math.min(Integer.MAX_VALUE, opTimeoutMillis);
    this.failures = new StoreFailures(address, this.connectTimeoutMillis, this.opTimeoutMillis);
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
    replies.attach(w);
  }

  /**
   * {@code get}/{@code gets} of {@code prefix + key}: the value (with its CAS id in {@code cas[0]} for gets), or
   * null.
   */
  byte[] retrieve(String command, String prefix, String key, long[] cas) {
    try {
      open();
      request.keyed(command, prefix, key).newline();
      send();
      ReplyLine line = replies.readLine();
      if (line.startsWith("END")) {
        done();
        return null;
      }
      if (!line.startsWith("VALUE ")) {
        throw closed(failures.answered("answered " + line.text()));
      }
      int count = line.valueNumbers(numbers);
      if (count < 1 || (cas != null && count < 2)) {
        throw closed(failures.answered("answered " + line.text()));
      }
      byte[] value = new byte[(int) numbers[0]];
      replies.readFully(value);
      replies.expectCrlf();
      line = replies.readLine();
      if (!line.startsWith("END")) {
        throw closed(failures.answered("answered " + line.text() + " after the value"));
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
      request.keyed(command, prefix, key).ascii(" 0 ").number(expiration).ascii(" ").number(value.length);
      if (cas >= 0) {
        request.ascii(" ").number(cas);
      }
      request.newline().bytes(value).newline();
      send();
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
      request.command("version").newline();
      send();
      // A handshake, not an operation: it gets the connect time-out (memcached's default op time-out is a minute).
      watch.begin(TimeUnit.MILLISECONDS.toNanos(connectTimeoutMillis));
      ReplyLine line = replies.readLine();
      done();
      if (!line.startsWith("VERSION ")) {
        throw closed(failures.answered("answered '" + StoreFailures.printable(line.text())
            + "' to 'version': is it a memcached server?"));
      }
      return line.text().substring("VERSION ".length());
    } catch (IOException e) {
      if (watch != null && watch.expired()) {
        throw closed(failures.noVersion());
      }
      throw failure(e);
    }
  }

  /** {@code stats} or {@code stats <group>}: the server's STAT lines, name to value, in order. */
  Map<String, String> stats(String group) {
    try {
      open();
      request.command(group.isEmpty() ? "stats" : "stats " + group).newline();
      send();
      Map<String, String> stats = new LinkedHashMap<>();
      while (true) {
        ReplyLine line = replies.readLine();
        if (line.startsWith("END")) {
          done();
          return stats;
        }
        if (!line.startsWith("STAT ")) {
          throw closed(failures.answered("answered '" + StoreFailures.printable(line.text()) + "' to 'stats "
              + group + "'"));
        }
        String stat = line.text();
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

  /** {@code delete} of {@code prefix + key}: DELETED or NOT_FOUND. */
  String delete(String prefix, String key) {
    try {
      open();
      request.keyed("delete", prefix, key).newline();
      send();
      return answer();
    } catch (IOException e) {
      throw failure(e);
    }
  }

  private String answer() throws IOException {
    ReplyLine line = replies.readLine();
    done();
    for (String known : ANSWERS) {
      if (line.is(known)) {
        return known;
      }
    }
    String answer = line.text();
    if (answer.startsWith("ERROR") || answer.startsWith("CLIENT_ERROR") || answer.startsWith("SERVER_ERROR")) {
      // The stream may be out of step after an error answer; start clean.
      throw closed(failures.answered("answered " + answer));
    }
    return answer;
  }

  /** Sends the request, the command now in flight for the watchdog. */
  private void send() throws IOException {
    watch.begin();
    request.sendTo(wire);
  }

  /** The answer is complete: nothing in flight for the watchdog. */
  private void done() {
    watch.end();
  }

  /** Closes the connection, which is out of step after a failure, and hands back {@code failure}. */
  private StoreException closed(StoreException failure) {
    close();
    return failure;
  }

  private StoreException failure(IOException e) {
    boolean expired = watch != null && watch.expired();
    close();
    return failures.io(e, expired);
  }

  String describe() {
    return failures.where();
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
