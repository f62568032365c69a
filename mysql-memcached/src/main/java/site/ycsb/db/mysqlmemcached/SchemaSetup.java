package site.ycsb.db.mysqlmemcached;

import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import java.util.concurrent.locks.ReentrantLock;
import site.ycsb.DBException;

/**
 * Prepares MySQL for the binding ({@code mysql-memcached.setup=true}): the InnoDB table with one column per
 * field, the {@code innodb_memcache.containers} row mapping it, the plugin's separator option, and a check
 * that {@code daemon_memcached} is installed. Idempotent: a second run that finds everything in place
 * changes nothing and does not restart the plugin.
 */
public final class SchemaSetup {
  static final String PLUGIN_HELP = "the InnoDB memcached plugin exists in MySQL 5.7 and 8.0 only (removed in"
      + " 8.3; MariaDB never had it): load share/innodb_memcached_config.sql, then"
      + " INSTALL PLUGIN daemon_memcached SONAME 'libmemcached.so'; or use "
      + MysqlMemcachedSettings.ACCESS + "=sql";

  /**
   * Serialises setup across the binding instances of one process; holds no state. A lock, not synchronized:
   * it is held across JDBC calls, and a virtual thread blocked in synchronized pins its carrier on Java 21-23.
   */
  private static final ReentrantLock LOCK = new ReentrantLock();

  private final Connection connection;
  private final MysqlMemcachedSettings settings;

  public SchemaSetup(Connection connection, MysqlMemcachedSettings settings) {
    this.connection = connection;
    this.settings = settings;
  }

  /** What setup did, for the tests and for a one-line note. */
  record Outcome(boolean tableCreated, boolean containerWritten, boolean pluginRestarted, boolean pluginInstalled) {
  }

  public Outcome run() throws DBException {
    LOCK.lock();
    try {
      try {
        return runLocked();
      } catch (SQLException e) {
        throw new DBException("setup of " + settings.table() + " failed: " + Jdbc.firstLine(e.getMessage()));
      }
    } finally {
      LOCK.unlock();
    }
  }

  private Outcome runLocked() throws SQLException, DBException {
    String schema = connection.getCatalog();
    if (schema == null || schema.isEmpty()) {
      throw new DBException(MysqlMemcachedSettings.URL + " must name a database, e.g. "
          + MysqlMemcachedSettings.DEFAULT_URL);
    }
    boolean created = createTable(schema);
    boolean configSchema = hasConfigSchema();
    boolean installed = pluginInstalled();
    if (settings.access() == MysqlMemcachedSettings.Access.MEMCACHED && !configSchema) {
      throw new DBException("the innodb_memcache schema (containers, config_options, cache_policies) is missing on "
          + serverVersion() + ": " + PLUGIN_HELP);
    }
    boolean written = false;
    if (configSchema) {
      written = writeContainer(schema) | writeSeparator() | writeCachePolicy();
    }
    if (settings.access() == MysqlMemcachedSettings.Access.MEMCACHED && !installed) {
      throw new DBException("the daemon_memcached plugin is not installed on " + serverVersion() + ": " + PLUGIN_HELP);
    }
    boolean restarted = false;
    if (written && installed) {
      // The plugin reads its containers only when it starts.
      try (Statement st = connection.createStatement()) {
        st.execute("UNINSTALL PLUGIN daemon_memcached");
        st.execute("INSTALL PLUGIN daemon_memcached SONAME 'libmemcached.so'");
      }
      restarted = true;
    }
    return new Outcome(created, written, restarted, installed);
  }

  private boolean createTable(String schema) throws SQLException, DBException {
    List<String> existing = new ArrayList<>();
    try (PreparedStatement ps = connection.prepareStatement(
        "SELECT COLUMN_NAME FROM information_schema.COLUMNS WHERE TABLE_SCHEMA = ? AND TABLE_NAME = ?")) {
      ps.setString(1, schema);
      ps.setString(2, settings.table());
      try (ResultSet rs = ps.executeQuery()) {
        while (rs.next()) {
          existing.add(rs.getString(1).toLowerCase(java.util.Locale.ROOT));
        }
      }
    }
    if (!existing.isEmpty()) {
      List<String> missing = new ArrayList<>();
      for (String c : requiredColumns()) {
        if (!existing.contains(c.toLowerCase(java.util.Locale.ROOT))) {
          missing.add(c);
        }
      }
      if (!missing.isEmpty()) {
        throw new DBException("table " + schema + "." + settings.table() + " exists without the columns " + missing
            + ": drop it or set " + MysqlMemcachedSettings.TABLE + " to another name");
      }
      return false;
    }
    StringBuilder ddl = new StringBuilder("CREATE TABLE IF NOT EXISTS ").append(SqlRecords.quote(settings.table()))
        .append(" (`ycsb_key` VARCHAR(250) CHARACTER SET latin1 COLLATE latin1_bin NOT NULL");
    for (String c : settings.columns()) {
      ddl.append(", ").append(SqlRecords.quote(c)).append(" VARCHAR(").append(settings.columnLength())
          .append(") CHARACTER SET latin1 COLLATE latin1_bin NOT NULL DEFAULT ''");
    }
    ddl.append(", `flags` INT NOT NULL DEFAULT 0, `cas` BIGINT UNSIGNED NOT NULL DEFAULT 0")
        .append(", `expiry` INT NOT NULL DEFAULT 0, PRIMARY KEY (`ycsb_key`)) ENGINE=InnoDB");
    try (Statement st = connection.createStatement()) {
      st.execute(ddl.toString());
    }
    return true;
  }

  private List<String> requiredColumns() {
    List<String> ret = new ArrayList<>(List.of("ycsb_key", "flags", "cas", "expiry"));
    ret.addAll(settings.columns());
    return ret;
  }

  private boolean hasConfigSchema() throws SQLException {
    try (Statement st = connection.createStatement();
        ResultSet rs = st.executeQuery("SELECT COUNT(*) FROM information_schema.TABLES WHERE TABLE_SCHEMA ="
            + " 'innodb_memcache' AND TABLE_NAME IN ('containers', 'config_options', 'cache_policies')")) {
      rs.next();
      return rs.getInt(1) == 3;
    }
  }

  private boolean pluginInstalled() throws SQLException {
    try (Statement st = connection.createStatement();
        ResultSet rs = st.executeQuery("SELECT PLUGIN_STATUS FROM information_schema.PLUGINS"
            + " WHERE PLUGIN_NAME = 'daemon_memcached'")) {
      return rs.next() && "ACTIVE".equalsIgnoreCase(rs.getString(1));
    }
  }

  private String serverVersion() throws SQLException {
    try (Statement st = connection.createStatement(); ResultSet rs = st.executeQuery("SELECT VERSION()")) {
      rs.next();
      return "server " + rs.getString(1);
    }
  }

  /** Writes our containers row unless it is already exactly right; true when it wrote. */
  private boolean writeContainer(String schema) throws SQLException, DBException {
    String valueColumns = String.join("|", settings.columns());
    if (valueColumns.length() > 250) {
      throw new DBException("innodb_memcache.containers.value_columns holds at most 250 characters; "
          + settings.columns().size() + " field columns need " + valueColumns.length() + ": lower fieldcount");
    }
    String[] wanted = {schema, settings.table(), "ycsb_key", valueColumns, "flags", "cas", "expiry", "PRIMARY"};
    try (PreparedStatement ps = connection.prepareStatement("SELECT db_schema, db_table, key_columns,"
        + " value_columns, flags, cas_column, expire_time_column, unique_idx_name_on_key"
        + " FROM innodb_memcache.containers WHERE name = ?")) {
      ps.setString(1, settings.container());
      try (ResultSet rs = ps.executeQuery()) {
        if (rs.next()) {
          boolean same = true;
          for (int i = 0; i < wanted.length; i++) {
            same &= Objects.equals(wanted[i], rs.getString(i + 1));
          }
          if (same) {
            return false;
          }
        }
      }
    }
    try (PreparedStatement ps = connection.prepareStatement("REPLACE INTO innodb_memcache.containers (name,"
        + " db_schema, db_table, key_columns, value_columns, flags, cas_column, expire_time_column,"
        + " unique_idx_name_on_key) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)")) {
      ps.setString(1, settings.container());
      for (int i = 0; i < wanted.length; i++) {
        ps.setString(i + 2, wanted[i]);
      }
      ps.executeUpdate();
    }
    return true;
  }

  private boolean writeSeparator() throws SQLException {
    String wanted = String.valueOf((char) settings.separator());
    try (Statement st = connection.createStatement();
        ResultSet rs = st.executeQuery("SELECT value FROM innodb_memcache.config_options WHERE name = 'separator'")) {
      if (rs.next() && wanted.equals(rs.getString(1))) {
        return false;
      }
    }
    try (PreparedStatement ps = connection.prepareStatement(
        "REPLACE INTO innodb_memcache.config_options (name, value) VALUES ('separator', ?)")) {
      ps.setString(1, wanted);
      ps.executeUpdate();
    }
    return true;
  }

  /** The plugin needs a cache policy; innodb_only keeps every value in InnoDB, which is what is measured. */
  private boolean writeCachePolicy() throws SQLException {
    try (Statement st = connection.createStatement();
        ResultSet rs = st.executeQuery("SELECT COUNT(*) FROM innodb_memcache.cache_policies")) {
      rs.next();
      if (rs.getInt(1) > 0) {
        return false;
      }
      st.executeUpdate("INSERT INTO innodb_memcache.cache_policies VALUES"
          + " ('cache_policy', 'innodb_only', 'innodb_only', 'innodb_only', 'innodb_only')");
      return true;
    }
  }
}
