package site.ycsb.db.redis;

import java.net.URI;
import java.net.URISyntaxException;
import java.net.URLDecoder;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Properties;
import site.ycsb.HostAndPort;
import site.ycsb.HostList;
import site.ycsb.IllegalPropertyException;
import site.ycsb.PropertyReader;
import site.ycsb.net.IoMode;

/**
 * Every {@code redis.*} property, read and validated once per client instance. Equal settings share
 * one pooled client (cluster, sentinel, pooled standalone), so this is a value object; its
 * {@link #toString()} never shows the password.
 *
 * @param mode standalone, cluster or sentinel
 * @param nodes the server (standalone), the seed nodes (cluster) or the sentinels (sentinel)
 * @param masterName the sentinel master name
 * @param user the ACL user, or null for the default user
 * @param password the password, or null
 * @param database the database index (standalone and sentinel only)
 * @param timeoutMillis connect and socket timeout
 * @param tls TLS options, or null for plain TCP
 * @param poolSize connections per node of a shared pool; 0 = one dedicated connection per client thread
 * @param scanIndex which sorted sets keep the scan index
 * @param io how a dedicated connection's thread waits for its replies
 */
public record RedisSettings(Mode mode, List<Node> nodes, String masterName, String user, String password,
    int database, int timeoutMillis, TlsSettings tls, int poolSize, ScanIndex scanIndex, IoMode io) {

  public static final String HOST = "redis.host";
  public static final String PORT = "redis.port";
  public static final String PASSWORD = "redis.password";
  public static final String USER = "redis.user";
  public static final String CLUSTER = "redis.cluster";
  public static final String MODE = "redis.mode";
  public static final String TIMEOUT = "redis.timeout";
  public static final String DB = "redis.db";
  public static final String SSL = "redis.ssl";
  public static final String URI_PROPERTY = "redis.uri";
  public static final String SENTINEL_MASTER = "redis.sentinel.master";
  public static final String SENTINELS = "redis.sentinels";
  public static final String POOL_SIZE = "redis.pool.size";
  public static final String SCAN_INDEX = "redis.scanindex";
  public static final String IO = "redis.io";

  public static final int DEFAULT_PORT = 6379;
  public static final int DEFAULT_SENTINEL_PORT = 26379;

  /** How the binding reaches the data. */
  public enum Mode { STANDALONE, CLUSTER, SENTINEL }

  /** A host and port. */
  public record Node(String host, int port) {
    @Override
    public String toString() {
      return host + ":" + port;
    }
  }

  public RedisSettings {
    nodes = List.copyOf(nodes);
  }

  /** Reads the properties; a bad value throws {@link IllegalPropertyException} naming the property. */
  public static RedisSettings from(Properties properties) {
    PropertyReader props = new PropertyReader(properties);
    Mode mode = mode(props);
    UriParts uri = props.isSet(URI_PROPERTY) ? UriParts.parse(props) : null;
    String user = uri != null ? uri.user : emptyToNull(props.string(USER, null));
    String password = uri != null ? uri.password : emptyToNull(props.string(PASSWORD, null));
    if (user != null && password == null) {
      throw new IllegalPropertyException(USER + " is set but " + PASSWORD
          + " is not: an ACL user needs a password");
    }
    int database = uri != null ? uri.database : props.intValue(RedisProperties.DB, 0);
    if (mode == Mode.CLUSTER && database != 0) {
      throw new IllegalPropertyException(DB, Integer.toString(database), "0 in cluster mode (a cluster has only db 0)");
    }
    int timeout = props.intValue(RedisProperties.TIMEOUT, 1);
    boolean ssl = props.booleanValue(RedisProperties.SSL) || (uri != null && uri.tls);
    TlsSettings tls = ssl ? TlsSettings.from(props) : null;
    List<Node> nodes;
    String master = null;
    if (mode == Mode.SENTINEL) {
      nodes = nodeList(props, SENTINELS, DEFAULT_SENTINEL_PORT);
      if (nodes.isEmpty()) {
        throw new IllegalPropertyException(SENTINELS
            + " must list the sentinels as host:port,host:port in sentinel mode");
      }
      master = props.string(RedisProperties.SENTINEL_MASTER);
    } else if (uri != null) {
      nodes = List.of(new Node(uri.host, uri.port));
    } else {
      int port = props.intValue(PORT, DEFAULT_PORT, 1, 65535);
      nodes = nodeList(props, HOST, port);
      if (nodes.isEmpty()) {
        nodes = List.of(new Node("localhost", port));
      }
      if (mode == Mode.STANDALONE && nodes.size() > 1) {
        throw new IllegalPropertyException(HOST, props.string(HOST, ""),
            "one host in standalone mode (several only with " + MODE + "=cluster)");
      }
    }
    int poolSize = props.intValue(POOL_SIZE, mode == Mode.STANDALONE ? 0 : defaultPoolSize(props), 0);
    if (mode != Mode.STANDALONE && poolSize == 0) {
      throw new IllegalPropertyException(POOL_SIZE, "0", "a whole number >= 1 in " + mode.name().toLowerCase()
          + " mode");
    }
    ScanIndex index = ScanIndex.from(props.choice(RedisProperties.SCAN_INDEX));
    IoMode io = IoMode.from(props, IO);
    if (io == IoMode.REACTOR && (mode != Mode.STANDALONE || poolSize != 0 || tls != null)) {
      throw new IllegalPropertyException(IO + "=reactor needs a dedicated plain connection per client thread: "
          + MODE + "=standalone, " + POOL_SIZE + "=0 and no TLS; accepted here: auto or blocking");
    }
    return new RedisSettings(mode, nodes, master, user, password, database, timeout, tls, poolSize, index, io);
  }

  private static Mode mode(PropertyReader props) {
    boolean cluster = props.booleanValue(RedisProperties.CLUSTER);
    String mode = props.choice(MODE, cluster ? "cluster" : "standalone", "standalone", "cluster", "sentinel");
    if (cluster && !"cluster".equals(mode)) {
      throw new IllegalPropertyException(CLUSTER + "=true contradicts " + MODE + "=" + mode
          + "; accepted: leave one of them unset");
    }
    return Mode.valueOf(mode.toUpperCase(java.util.Locale.ROOT));
  }

  private static int defaultPoolSize(PropertyReader props) {
    // Enough connections for every client thread plus the statistics instance.
    return Math.max(8, props.intValue("threadcount", 1, 1) + 1);
  }

  /** The entries of a host-list property ({@link HostList}'s syntax); none when it is unset or blank. */
  private static List<Node> nodeList(PropertyReader props, String name, int defaultPort) {
    String value = props.string(name, "");
    List<Node> ret = new ArrayList<>();
    if (value.isBlank()) {
      return ret;
    }
    for (HostAndPort h : HostList.parse(name, value, defaultPort)) {
      ret.add(new Node(h.host(), h.port()));
    }
    return ret;
  }

  private static String stripBrackets(String host) {
    return host.startsWith("[") && host.endsWith("]") ? host.substring(1, host.length() - 1) : host;
  }

  private static String emptyToNull(String s) {
    return s == null || s.isEmpty() ? null : s;
  }

  /** Where the first node is, for error messages. */
  public String where() {
    return mode == Mode.SENTINEL ? "master '" + masterName + "' via sentinels " + nodes
        : (mode == Mode.CLUSTER ? "cluster seeds " + nodes : nodes.get(0).toString());
  }

  @Override
  public String toString() {
    return "RedisSettings[mode=" + mode + ", nodes=" + nodes + ", user=" + user + ", password="
        + (password == null ? "none" : "*****") + ", db=" + database + ", timeout=" + timeoutMillis + ", tls="
        + (tls != null) + ", pool=" + poolSize + ", scanindex=" + scanIndex.propertyValue() + ", io="
        + io.name().toLowerCase(java.util.Locale.ROOT) + "]";
  }

  /** What {@code redis.uri} gives: redis[s]://[user[:password]@]host[:port][/db]. */
  private record UriParts(String host, int port, String user, String password, int database, boolean tls) {
    static UriParts parse(PropertyReader props) {
      for (String replaced : new String[] {HOST, PORT, USER, PASSWORD, DB}) {
        if (props.isSet(replaced)) {
          throw new IllegalPropertyException("set either " + URI_PROPERTY + " or " + replaced
              + ", not both (the URI holds host, port, user, password and db)");
        }
      }
      String raw = props.string(URI_PROPERTY, "");
      String accepted = "redis://[user[:password]@]host[:port][/db] or rediss://... for TLS";
      // The message names the property but never echoes the URI: it may hold a password.
      IllegalPropertyException bad = new IllegalPropertyException("property '" + URI_PROPERTY
          + "' is not a valid Redis URI; accepted: " + accepted);
      URI uri;
      try {
        uri = new URI(raw);
      } catch (URISyntaxException e) {
        throw bad;
      }
      String scheme = uri.getScheme();
      if (scheme == null || !(scheme.equalsIgnoreCase("redis") || scheme.equalsIgnoreCase("rediss"))
          || uri.getHost() == null) {
        throw bad;
      }
      String user = null;
      String password = null;
      if (uri.getRawUserInfo() != null) {
        String info = uri.getRawUserInfo();
        int colon = info.indexOf(':');
        if (colon < 0) {
          password = decode(info);  // redis://secret@host, as redis-cli reads it
        } else {
          user = emptyToNull(decode(info.substring(0, colon)));
          password = decode(info.substring(colon + 1));
        }
      }
      int database = 0;
      String path = uri.getPath();
      if (path != null && path.length() > 1) {
        try {
          database = Integer.parseInt(path.substring(1));
        } catch (NumberFormatException e) {
          throw bad;
        }
        if (database < 0) {
          throw bad;
        }
      }
      int port = uri.getPort() < 0 ? DEFAULT_PORT : uri.getPort();
      boolean tls = scheme.equalsIgnoreCase("rediss");
      return new UriParts(stripBrackets(uri.getHost()), port, user, password, database, tls);
    }

    private static String decode(String s) {
      return URLDecoder.decode(s.replace("+", "%2B"), StandardCharsets.UTF_8);
    }
  }
}
