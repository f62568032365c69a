package site.ycsb.db.memcached;

import java.net.InetSocketAddress;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Properties;
import net.spy.memcached.ConnectionFactoryBuilder;
import net.spy.memcached.FailureMode;
import site.ycsb.HostAndPort;
import site.ycsb.HostList;
import site.ycsb.IllegalPropertyException;
import site.ycsb.PropertyReader;
import site.ycsb.net.IoMode;

/**
 * The memcached connection and operation settings, read from upstream's {@code memcached.*} properties with
 * upstream's defaults. Both the memcached and the mysql-memcached binding use them.
 *
 * @param hosts the servers, in the order given
 * @param protocol text or binary
 * @param opTimeoutMillis how long one operation may take before it counts as an error
 * @param shutdownTimeoutMillis how long cleanup waits for queued operations
 * @param connectTimeoutMillis how long init waits for every server to accept the connection
 * @param objectExpirationTime the expiration handed to every store command
 * @param failureMode what spymemcached does with operations for a server that is down
 * @param checkOperationStatus whether stores wait for and check the server's answer
 * @param readBufferSize spymemcached's read buffer per connection
 * @param updateMode merge (keep the fields the update does not name) or replace (upstream's behaviour)
 * @param casRetries how often a merging update retries when another client changed the record meanwhile
 * @param driver spymemcached (shared, asynchronous, text or binary) or direct (one blocking text-protocol
 *     connection per thread and server)
 * @param clients spymemcached clients (each one connection per server and one I/O thread) shared by all
 *     client threads of the process
 * @param io how the direct driver waits for answers: each thread reading its own blocking socket, or a reactor
 *     reading for all (auto: the reactor under virtual client threads on Java 24+, blocking otherwise)
 * @param format how a record is packed into one memcached value: upstream's JSON object or our compact format
 *     (the memcached binding's; mysql-memcached packs its own way)
 */
public record MemcachedSettings(List<InetSocketAddress> hosts, ConnectionFactoryBuilder.Protocol protocol,
    long opTimeoutMillis, long shutdownTimeoutMillis, long connectTimeoutMillis, int objectExpirationTime,
    FailureMode failureMode, boolean checkOperationStatus, int readBufferSize, UpdateMode updateMode,
    int casRetries, Driver driver, int clients, IoMode io, Format format) {

  public static final String HOSTS = "memcached.hosts";
  public static final String PROTOCOL = "memcached.protocol";
  public static final String OP_TIMEOUT = "memcached.opTimeoutMillis";
  public static final String SHUTDOWN_TIMEOUT = "memcached.shutdownTimeoutMillis";
  public static final String CONNECT_TIMEOUT = "memcached.connectTimeoutMillis";
  public static final String EXPIRATION = "memcached.objectExpirationTime";
  public static final String FAILURE_MODE = "memcached.failureMode";
  public static final String CHECK_STATUS = "memcached.checkOperationStatus";
  public static final String READ_BUFFER = "memcached.readBufferSize";
  public static final String UPDATE_MODE = "memcached.update";
  public static final String CAS_RETRIES = "memcached.casRetries";
  public static final String CLIENTS = "memcached.clients";
  public static final String DRIVER = "memcached.driver";
  public static final String IO = "memcached.io";
  public static final String FORMAT = "memcached.format";
  /** Properties that only the spymemcached driver honours. */
  static final List<String> SPYMEMCACHED_ONLY = List.of(FAILURE_MODE, READ_BUFFER, CLIENTS, CHECK_STATUS);
  public static final int DEFAULT_PORT = 11211;

  /** How an update treats the fields it does not name. */
  public enum UpdateMode {
    /** Read the record with its CAS id, overlay the new fields, write back with CAS (retried on conflict). */
    MERGE,
    /** Replace the whole record with the fields given, as upstream 0.17.0 did. */
    REPLACE
  }

  /** Which code sends the commands. */
  public enum Driver { SPYMEMCACHED, DIRECT }

  /** How a record is packed into one memcached value. */
  public enum Format {
    /** One JSON object of field name to string value, byte for byte as upstream 0.17.0 writes it. */
    JSON,
    /** {@link CompactRecordFormat}: length-prefixed binary, smaller and cheaper to build and parse. */
    COMPACT;

    /** The property value that selects this format. */
    String propertyValue() {
      return name().toLowerCase(Locale.ROOT);
    }
  }

  public MemcachedSettings {
    hosts = List.copyOf(hosts);
  }

  /**
   * Reads the settings. {@code defaultHosts} is used when {@code memcached.hosts} is not set; null makes
   * it required.
   *
   * @throws IllegalPropertyException naming the property and the accepted values
   */
  public static MemcachedSettings from(Properties props, String defaultHosts) {
    PropertyReader p = new PropertyReader(props);
    String hostList = p.string(HOSTS, defaultHosts);
    if (hostList == null || hostList.isEmpty()) {
      throw new IllegalPropertyException("property '" + HOSTS + "' is required; accepted: host[:port][,host[:port]]..."
          + " (default port " + DEFAULT_PORT + "), e.g. 127.0.0.1:11211");
    }
    String protocol = p.choice(MemcachedProperties.PROTOCOL);
    String failure = p.choice(MemcachedProperties.FAILURE_MODE);
    String update = p.choice(MemcachedProperties.UPDATE);
    Driver driver = Driver.valueOf(p.choice(DRIVER, defaultDriver(p, protocol), "spymemcached", "direct")
        .toUpperCase(Locale.ROOT));
    if (driver == Driver.DIRECT && "binary".equals(protocol)) {
      throw new IllegalPropertyException("property '" + DRIVER + "' is 'direct', which speaks the text protocol only;"
          + " accepted with " + PROTOCOL + "=binary: spymemcached");
    }
    IoMode io = IoMode.from(p, IO);
    Format format = Format.valueOf(p.choice(MemcachedProperties.FORMAT).toUpperCase(Locale.ROOT));
    if (driver == Driver.SPYMEMCACHED && p.isSet(IO)) {
      throw new IllegalPropertyException("property '" + IO + "' is for " + DRIVER + "=direct; spymemcached has an I/O"
          + " thread of its own (accepted with " + DRIVER + "=spymemcached: leave " + IO + " unset)");
    }
    return new MemcachedSettings(parseHosts(hostList),
        ConnectionFactoryBuilder.Protocol.valueOf(protocol.toUpperCase(Locale.ROOT)),
        p.longValue(MemcachedProperties.OP_TIMEOUT, 1),
        p.longValue(MemcachedProperties.SHUTDOWN_TIMEOUT, 0),
        p.longValue(MemcachedProperties.CONNECT_TIMEOUT, 1),
        p.intValue(MemcachedProperties.EXPIRATION, 0),
        FailureMode.valueOf(failure),
        p.booleanValue(MemcachedProperties.CHECK_STATUS),
        p.intValue(MemcachedProperties.READ_BUFFER, 1024),
        UpdateMode.valueOf(update.toUpperCase(Locale.ROOT)),
        p.intValue(MemcachedProperties.CAS_RETRIES, 0),
        driver,
        p.intValue(MemcachedProperties.CLIENTS, 1, 1024),
        io,
        format);
  }

  /**
   * direct, whose client CPU per operation is a third of spymemcached's; spymemcached when the properties ask
   * for something only it does (the binary protocol, or one of {@link #SPYMEMCACHED_ONLY}), so an upstream
   * pipeline that tunes spymemcached still gets it.
   */
  static String defaultDriver(PropertyReader props, String protocol) {
    if ("binary".equals(protocol)) {
      return "spymemcached";
    }
    for (String name : SPYMEMCACHED_ONLY) {
      if (props.isSet(name)) {
        return "spymemcached";
      }
    }
    return "direct";
  }

  /** The servers of a {@link HostList} (the syntax every binding reads), each resolved now. */
  static List<InetSocketAddress> parseHosts(String hostList) {
    List<InetSocketAddress> ret = new ArrayList<>();
    for (HostAndPort h : HostList.parse(HOSTS, hostList, DEFAULT_PORT)) {
      InetSocketAddress address = new InetSocketAddress(h.host(), h.port());
      if (address.isUnresolved()) {
        throw new IllegalPropertyException("property '" + HOSTS + "': cannot resolve host '" + h.host() + "'");
      }
      ret.add(address);
    }
    return ret;
  }

  /** The hosts as the user would write them, for messages. */
  public String describeHosts() {
    List<String> ret = new ArrayList<>();
    for (InetSocketAddress a : hosts) {
      ret.add(a.getHostString() + ":" + a.getPort());
    }
    return String.join(",", ret);
  }
}
