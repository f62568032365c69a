package site.ycsb.db.mysqlmemcached;

import java.util.ArrayList;
import java.util.List;
import java.util.Properties;
import site.ycsb.IllegalPropertyException;
import site.ycsb.PropertyReader;
import site.ycsb.db.memcached.MemcachedSettings;

/**
 * The {@code mysql-memcached.*} properties. The memcached connection to the plugin is configured by the
 * memcached binding's {@code memcached.*} properties ({@link MemcachedSettings}).
 *
 * @param url JDBC URL naming the database that holds the table
 * @param user MySQL user
 * @param password MySQL password (never printed)
 * @param access memcached (the plugin) or sql (JDBC) for reads and writes
 * @param setup whether init creates the table, the container row and the plugin options
 * @param container the row name in innodb_memcache.containers
 * @param table the InnoDB table
 * @param separator the plugin's value separator (innodb_memcache.config_options 'separator')
 * @param columns the YCSB field names, one column each, in the order the plugin packs them
 * @param columnLength VARCHAR length of each field column (values are stored escaped)
 * @param connectTimeoutMillis JDBC connect timeout
 * @param socketTimeoutMillis JDBC read timeout, so a dead server is an error and not a hang
 */
public record MysqlMemcachedSettings(String url, String user, String password, Access access, boolean setup,
    String container, String table, byte separator, List<String> columns, int columnLength,
    int connectTimeoutMillis, int socketTimeoutMillis) {

  public static final String PREFIX = "mysql-memcached.";
  public static final String URL = PREFIX + "url";
  public static final String USER = PREFIX + "user";
  public static final String PASSWORD = PREFIX + "password";
  public static final String ACCESS = PREFIX + "access";
  public static final String SETUP = PREFIX + "setup";
  public static final String CONTAINER = PREFIX + "container";
  public static final String TABLE = PREFIX + "table";
  public static final String SEPARATOR = PREFIX + "separator";
  public static final String COLUMN_LENGTH = PREFIX + "columnlength";
  public static final String CONNECT_TIMEOUT = PREFIX + "connectTimeoutMillis";
  public static final String SOCKET_TIMEOUT = PREFIX + "socketTimeoutMillis";
  public static final String DEFAULT_URL = "jdbc:mysql://127.0.0.1:3306/ycsb";

  /** Which protocol carries reads and writes; scans always go through SQL. */
  public enum Access { MEMCACHED, SQL }

  public MysqlMemcachedSettings {
    columns = List.copyOf(columns);
  }

  @Override
  public String toString() {
    // Records print every component; the password must never be one of them.
    return "MysqlMemcachedSettings[url=" + url + ", user=" + user + ", access=" + access + ", table=" + table + "]";
  }

  /** @throws IllegalPropertyException naming the property and the accepted values */
  public static MysqlMemcachedSettings from(Properties props) {
    PropertyReader p = new PropertyReader(props);
    String url = p.string(MysqlMemcachedProperties.URL);
    if (!url.startsWith("jdbc:mysql://") && !url.startsWith("jdbc:mariadb://")) {
      throw new IllegalPropertyException(URL, url, "a MySQL JDBC URL with a database, e.g. " + DEFAULT_URL);
    }
    String access = p.choice(MysqlMemcachedProperties.ACCESS);
    String separator = p.string(MysqlMemcachedProperties.SEPARATOR);
    if (separator.length() != 1 || separator.charAt(0) > 0x7E || separator.charAt(0) <= ' '
        || separator.charAt(0) == '%') {
      throw new IllegalPropertyException(SEPARATOR, separator, "one printable ASCII character other than '%'");
    }
    int fieldCount = p.intValue("fieldcount", 10, 1, 1000);
    String prefix = p.string("fieldnameprefix", "field");
    List<String> columns = new ArrayList<>();
    for (int i = 0; i < fieldCount; i++) {
      columns.add(identifier("fieldnameprefix", prefix + i));
    }
    int fieldLength = p.intValue("fieldlength", 100, 1);
    return new MysqlMemcachedSettings(url, p.string(MysqlMemcachedProperties.USER), p.string(PASSWORD, ""),
        Access.valueOf(access.toUpperCase(java.util.Locale.ROOT)), p.booleanValue(MysqlMemcachedProperties.SETUP),
        identifier(CONTAINER, p.string(MysqlMemcachedProperties.CONTAINER)),
        identifier(TABLE, p.string(TABLE, p.string("table", "usertable"))), (byte) separator.charAt(0), columns,
        p.intValue(COLUMN_LENGTH, Math.max(255, Math.min(3 * fieldLength, 16_000)), 1, 65_000),
        p.intValue(MysqlMemcachedProperties.CONNECT_TIMEOUT, 1),
        p.intValue(MysqlMemcachedProperties.SOCKET_TIMEOUT, 0));
  }

  /** Names go into SQL text and into the plugin's "@@container." key prefix: keep them plain. */
  private static String identifier(String property, String name) {
    if (!name.matches("[A-Za-z0-9_]{1,64}")) {
      throw new IllegalPropertyException(property, name, "letters, digits and _ (at most 64)");
    }
    return name;
  }

  /** The host of the JDBC URL, the default for the plugin's memcached port. */
  public String urlHost() {
    String rest = url.substring(url.indexOf("//") + 2);
    int end = rest.length();
    for (char c : new char[] {'/', '?', ','}) {
      int i = rest.indexOf(c);
      if (i >= 0) {
        end = Math.min(end, i);
      }
    }
    String hostPort = rest.substring(0, end);
    if (hostPort.startsWith("[")) {
      return hostPort.substring(0, hostPort.indexOf(']') + 1);
    }
    int colon = hostPort.indexOf(':');
    return colon < 0 ? hostPort : hostPort.substring(0, colon);
  }

  /** The plugin's key prefix that selects our container for one command: {@code @@<container>.}. */
  public String keyPrefix() {
    return "@@" + container + ".";
  }
}
