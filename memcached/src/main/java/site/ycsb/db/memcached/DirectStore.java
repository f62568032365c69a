package site.ycsb.db.memcached;

import java.io.IOException;
import java.net.InetSocketAddress;
import java.net.SocketAddress;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import site.ycsb.DBException;
import site.ycsb.net.IoMode;
import site.ycsb.net.ReactorWire;
import site.ycsb.net.Wire;

/**
 * {@link KeyValueStore} over this thread's own text-protocol connections, one per server
 * ({@code memcached.driver=direct}). Keys go to servers as spymemcached's default locator sends them
 * (native hash modulo the server count), so data loaded with either driver is found by the other.
 */
public final class DirectStore implements KeyValueStore, AutoCloseable {
  private final List<InetSocketAddress> addresses;
  private final TextConnection[] connections;
  private final long[] casHolder = new long[1];

  /** Made on the client thread that will use it: {@code memcached.io=auto} depends on that thread's kind. */
  public DirectStore(MemcachedSettings settings) {
    List<InetSocketAddress> hosts = settings.hosts();
    addresses = hosts;
    connections = new TextConnection[hosts.size()];
    Wire.Factory wires = settings.io().forCurrentThread() == IoMode.REACTOR ? ReactorWire.FACTORY
        : SocketWire.FACTORY;
    for (int i = 0; i < connections.length; i++) {
      connections[i] = new TextConnection(hosts.get(i), settings.connectTimeoutMillis(), settings.opTimeoutMillis(),
          wires);
    }
  }

  /**
   * Connects to every server now and asks its version, so a wrong address, or a port where something else
   * listens, is one error at init.
   */
  public void connect(MemcachedSettings settings) throws DBException {
    for (TextConnection c : connections) {
      try {
        c.open();
      } catch (IOException e) {
        close();
        throw new DBException("cannot connect to memcached at " + c.describe() + " within "
            + settings.connectTimeoutMillis() + " ms: " + e.getMessage() + " (" + MemcachedSettings.HOSTS + ", "
            + MemcachedSettings.CONNECT_TIMEOUT + ")");
      }
      try {
        c.checkIsMemcached();
      } catch (DBException e) {
        close();
        throw e;
      }
    }
  }

  /** The server of {@code prefix + key}: the joined string's {@link String#hashCode} without joining them. */
  private TextConnection of(String prefix, String key) {
    if (connections.length == 1) {
      return connections[0];
    }
    return connections[(int) ((keyHash(prefix, key) & 0xffffffffL) % connections.length)];
  }

  /** {@code (prefix + key).hashCode()}: a string's hash is its first part's times 31 per character of the rest. */
  static int keyHash(String prefix, String key) {
    int hash = prefix.hashCode();
    for (int i = 0; i < key.length(); i++) {
      hash *= 31;
    }
    return hash + key.hashCode();
  }

  @Override
  public byte[] get(String key) {
    return get("", key);
  }

  @Override
  public byte[] get(String prefix, String key) {
    return of(prefix, key).retrieve("get", prefix, key, null);
  }

  @Override
  public Versioned gets(String key) {
    byte[] value = of("", key).retrieve("gets", "", key, casHolder);
    return value == null ? null : new Versioned(casHolder[0], value);
  }

  @Override
  public boolean set(String key, int expiration, byte[] value) {
    return set("", key, expiration, value);
  }

  @Override
  public boolean set(String prefix, String key, int expiration, byte[] value) {
    return stored(of(prefix, key).store("set", prefix, key, expiration, value, -1));
  }

  @Override
  public boolean replace(String key, int expiration, byte[] value) {
    return replace("", key, expiration, value);
  }

  @Override
  public boolean replace(String prefix, String key, int expiration, byte[] value) {
    return stored(of(prefix, key).store("replace", prefix, key, expiration, value, -1));
  }

  @Override
  public CasResult cas(String key, long cas, int expiration, byte[] value) {
    String answer = of("", key).store("cas", "", key, expiration, value, cas);
    switch (answer) {
      case "STORED":
        return CasResult.STORED;
      case "EXISTS":
        return CasResult.EXISTS;
      case "NOT_FOUND":
        return CasResult.NOT_FOUND;
      default:
        throw new StoreException("cas answered " + answer);
    }
  }

  @Override
  public boolean delete(String key) {
    return delete("", key);
  }

  @Override
  public boolean delete(String prefix, String key) {
    String answer = of(prefix, key).delete(prefix, key);
    if ("DELETED".equals(answer)) {
      return true;
    }
    if ("NOT_FOUND".equals(answer)) {
      return false;
    }
    throw new StoreException("delete answered " + answer);
  }

  private static boolean stored(String answer) {
    if ("STORED".equals(answer)) {
      return true;
    }
    if ("NOT_STORED".equals(answer)) {
      return false;
    }
    throw new StoreException("store answered " + answer);
  }

  /** {@code stats [group]} of every server, keyed by its address. */
  public Map<SocketAddress, Map<String, String>> stats(String group) {
    Map<SocketAddress, Map<String, String>> ret = new LinkedHashMap<>();
    for (int i = 0; i < connections.length; i++) {
      ret.put(addresses.get(i), connections[i].stats(group));
    }
    return ret;
  }

  @Override
  public void close() {
    for (TextConnection c : connections) {
      c.close();
    }
  }
}
