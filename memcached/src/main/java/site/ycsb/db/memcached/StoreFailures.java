package site.ycsb.db.memcached;

import java.io.IOException;
import java.net.InetSocketAddress;
import site.ycsb.db.memcached.KeyValueStore.StoreException;

/**
 * The one-line errors of a connection to one memcached server: each names the server, and a time-out names the
 * property that set it.
 */
final class StoreFailures {
  private final String where;
  private final int connectTimeoutMillis;
  private final int opTimeoutMillis;

  StoreFailures(InetSocketAddress address, int connectTimeoutMillis, int opTimeoutMillis) {
    this.where = address.getHostString() + ":" + address.getPort();
    this.connectTimeoutMillis = connectTimeoutMillis;
    this.opTimeoutMillis = opTimeoutMillis;
  }

  /** The server as {@code host:port}. */
  String where() {
    return where;
  }

  /** The server said something it should not have: {@code what} says what, e.g. "answered ERROR". */
  StoreException answered(String what) {
    return new StoreException("memcached at " + where + " " + what);
  }

  /** The server did not answer the {@code version} handshake within the connect time-out. */
  StoreException noVersion() {
    return answered("did not answer 'version' within " + connectTimeoutMillis + " ms ("
        + MemcachedSettings.CONNECT_TIMEOUT + "): is it a memcached server?");
  }

  /** A failed read or write; {@code expired}: the watchdog closed the connection under an overdue command. */
  StoreException io(IOException e, boolean expired) {
    if (expired) {
      return new StoreException("memcached at " + where + " did not answer within " + opTimeoutMillis + " ms ("
          + MemcachedSettings.OP_TIMEOUT + ")", e);
    }
    return new StoreException("memcached at " + where + ": " + e.getMessage(), e);
  }

  /** At most 60 characters of an answer, control characters shown as '?', for an error message. */
  static String printable(String text) {
    String head = text.length() > 60 ? text.substring(0, 60) + "..." : text;
    return head.replaceAll("\\p{Cntrl}", "?");
  }
}
