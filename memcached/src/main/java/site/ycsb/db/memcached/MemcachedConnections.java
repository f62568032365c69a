package site.ycsb.db.memcached;

import java.io.IOException;
import java.net.InetSocketAddress;
import java.util.concurrent.TimeUnit;
import net.spy.memcached.ConnectionFactoryBuilder;
import net.spy.memcached.MemcachedClient;
import site.ycsb.DBException;

/** Opens spymemcached clients from {@link MemcachedSettings} and fails fast when a server is not there. */
public final class MemcachedConnections {
  private static final String SPY_LOGGER = "net.spy.log.LoggerImpl";
  private static final long MAX_RECONNECT_DELAY_SECONDS = 1;

  static {
    // spymemcached picks its logger from this system property (its only switch) and otherwise prints INFO
    // lines for every connection to stderr; route it to slf4j, which this module configures at warn level.
    if (System.getProperty(SPY_LOGGER) == null) {
      System.setProperty(SPY_LOGGER, "net.spy.memcached.compat.log.SLF4JLogger");
    }
  }

  private MemcachedConnections() {
  }

  /**
   * A connected client. Waits up to {@code connectTimeoutMillis} until every server accepted the
   * connection, so a wrong address is one clear error at init instead of a run of timeouts.
   */
  public static MemcachedClient open(MemcachedSettings settings) throws DBException {
    ConnectionFactoryBuilder builder = new ConnectionFactoryBuilder()
        .setProtocol(settings.protocol())
        .setOpTimeout(settings.opTimeoutMillis())
        .setReadBufferSize(settings.readBufferSize())
        .setFailureMode(settings.failureMode())
        // spymemcached's default backs off up to 30 s between reconnects, so errors could go on that long
        // after a restarted server is back; a try every second bounds it.
        .setMaxReconnectDelay(MAX_RECONNECT_DELAY_SECONDS)
        .setDaemon(true);
    MemcachedClient client;
    try {
      client = new MemcachedClient(builder.build(), settings.hosts());
    } catch (IOException | RuntimeException e) {
      throw new DBException("cannot open a memcached connection to " + settings.describeHosts() + ": "
          + e.getMessage());
    }
    long deadline = System.nanoTime() + TimeUnit.MILLISECONDS.toNanos(settings.connectTimeoutMillis());
    while (!client.getUnavailableServers().isEmpty()) {
      if (System.nanoTime() - deadline > 0) {
        String missing = client.getUnavailableServers().toString();
        client.shutdown(0, TimeUnit.MILLISECONDS);
        throw new DBException("cannot connect to memcached at " + missing + " within "
            + settings.connectTimeoutMillis() + " ms (" + MemcachedSettings.HOSTS + ", "
            + MemcachedSettings.CONNECT_TIMEOUT + ")");
      }
      try {
        Thread.sleep(5);
      } catch (InterruptedException e) {
        Thread.currentThread().interrupt();
        client.shutdown(0, TimeUnit.MILLISECONDS);
        throw new DBException("interrupted while connecting to memcached");
      }
    }
    try {
      checkEveryServerIsMemcached(settings);
    } catch (DBException e) {
      client.shutdown(0, TimeUnit.MILLISECONDS);
      throw e;
    }
    return client;
  }

  /**
   * spymemcached would take a port where something else listens for a server and wait its op time-out (a
   * minute by default) for each answer it cannot parse; one {@code version} on a connection of our own
   * says it at init instead.
   */
  private static void checkEveryServerIsMemcached(MemcachedSettings settings) throws DBException {
    for (InetSocketAddress host : settings.hosts()) {
      TextConnection c = new TextConnection(host, settings.connectTimeoutMillis(), settings.opTimeoutMillis(),
          SocketWire.FACTORY);
      try {
        c.checkIsMemcached();
      } finally {
        c.close();
      }
    }
  }
}
