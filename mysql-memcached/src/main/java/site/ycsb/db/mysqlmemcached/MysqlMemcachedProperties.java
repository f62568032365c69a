package site.ycsb.db.mysqlmemcached;

import static site.ycsb.PropertyDeclaration.bool;
import static site.ycsb.PropertyDeclaration.choice;
import static site.ycsb.PropertyDeclaration.integer;
import static site.ycsb.PropertyDeclaration.secret;
import static site.ycsb.PropertyDeclaration.text;

import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import site.ycsb.BindingProperties;
import site.ycsb.PropertyCatalog;
import site.ycsb.PropertyDeclaration;
import site.ycsb.db.memcached.MemcachedProperties;

/**
 * The mysql-memcached binding's properties: its own {@code mysql-memcached.*} ones ({@link MysqlMemcachedSettings}),
 * then the memcached binding's, by which it reaches the plugin (memcached.hosts defaulting to the JDBC URL's host).
 */
public final class MysqlMemcachedProperties implements BindingProperties {
  public static final PropertyDeclaration ACCESS = choice(MysqlMemcachedSettings.ACCESS, "memcached",
      "read, insert, update and delete through the plugin (memcached) or JDBC (sql)", "memcached", "sql");
  public static final PropertyDeclaration URL = text(MysqlMemcachedSettings.URL, MysqlMemcachedSettings.DEFAULT_URL,
      "JDBC URL naming the database: setup, scans and access=sql");
  public static final PropertyDeclaration USER = text(MysqlMemcachedSettings.USER, "root", "MySQL user");
  public static final PropertyDeclaration PASSWORD = secret(MysqlMemcachedSettings.PASSWORD,
      "MySQL password; redacted everywhere");
  public static final PropertyDeclaration SETUP = bool(MysqlMemcachedSettings.SETUP, false,
      "create the table, the container row and options, and check the plugin");
  public static final PropertyDeclaration TABLE = text(MysqlMemcachedSettings.TABLE,
      "the table property (usertable)", "the InnoDB table");
  public static final PropertyDeclaration CONTAINER = text(MysqlMemcachedSettings.CONTAINER, "ycsb",
      "the innodb_memcache.containers row name");
  public static final PropertyDeclaration SEPARATOR = text(MysqlMemcachedSettings.SEPARATOR, "|",
      "the plugin's value separator: one printable ASCII character other than %");
  public static final PropertyDeclaration COLUMN_LENGTH = integer(MysqlMemcachedSettings.COLUMN_LENGTH,
      "3 × fieldlength, at least 255", "VARCHAR length of each field column");
  public static final PropertyDeclaration CONNECT_TIMEOUT = integer(MysqlMemcachedSettings.CONNECT_TIMEOUT, 5_000,
      "ms: JDBC connect timeout");
  public static final PropertyDeclaration SOCKET_TIMEOUT = integer(MysqlMemcachedSettings.SOCKET_TIMEOUT, 60_000,
      "ms: JDBC read timeout");
  public static final PropertyDeclaration MEMCACHED_HOSTS = text(MemcachedProperties.HOSTS.name(),
      "host of the JDBC URL, port 11211", "the plugin's memcached port");

  static final PropertyCatalog CATALOG = PropertyCatalog.of("mysql-memcached", MysqlMemcachedSettings.PREFIX, all());

  private static List<PropertyDeclaration> all() {
    List<PropertyDeclaration> ret = new ArrayList<>(List.of(ACCESS, URL, USER, PASSWORD, SETUP, TABLE, CONTAINER,
        SEPARATOR, COLUMN_LENGTH, CONNECT_TIMEOUT, SOCKET_TIMEOUT, MEMCACHED_HOSTS));
    ret.addAll(MemcachedProperties.withoutHosts());
    return ret;
  }

  @Override
  public Set<String> dbClasses() {
    return Set.of("site.ycsb.db.MysqlMemcachedClient");
  }

  @Override
  public PropertyCatalog catalog() {
    return CATALOG;
  }
}
