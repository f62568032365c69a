package site.ycsb.db.mysqlmemcached;

import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import site.ycsb.DBException;
import site.ycsb.ServerStatsSnapshot;

/** The MySQL side of the disclosure: version, the durability settings the comparison varies, counters. */
public final class MysqlServerStats {
  /** The settings that decide what a write costs, and the plugin's own. */
  static final List<String> SETTINGS = List.of("innodb_flush_log_at_trx_commit", "innodb_doublewrite",
      "innodb_flush_method", "innodb_buffer_pool_size", "innodb_log_file_size", "innodb_redo_log_capacity",
      "sync_binlog", "log_bin", "binlog_format", "transaction_isolation", "innodb_api_enable_binlog",
      "innodb_api_trx_level", "innodb_api_bk_commit_interval", "innodb_api_disable_rowlock",
      "daemon_memcached_r_batch_size", "daemon_memcached_w_batch_size", "daemon_memcached_option",
      "daemon_memcached_enable_binlog", "version_comment");
  static final List<String> STATUS = List.of("Uptime", "Bytes_received", "Bytes_sent", "Threads_connected",
      "Innodb_buffer_pool_bytes_data", "Innodb_rows_read", "Innodb_rows_inserted", "Innodb_rows_updated",
      "Innodb_rows_deleted", "Innodb_data_fsyncs", "Innodb_os_log_written", "Innodb_data_written", "Questions");

  private MysqlServerStats() {
  }

  public static ServerStatsSnapshot snapshot(Connection c, MysqlMemcachedSettings s) throws DBException {
    try {
      Map<String, Object> settings = new LinkedHashMap<>();
      settings.put("access", s.access().name().toLowerCase(java.util.Locale.ROOT));
      settings.putAll(variables(c, "SHOW GLOBAL VARIABLES", SETTINGS));
      Map<String, Object> details = new LinkedHashMap<>(variables(c, "SHOW GLOBAL STATUS", STATUS));
      String version = scalar(c, "SELECT VERSION()");
      details.put("daemon_memcached", scalarOrNull(c, "SELECT PLUGIN_STATUS FROM information_schema.PLUGINS"
          + " WHERE PLUGIN_NAME = 'daemon_memcached'"));
      Long tableBytes = null;
      try (PreparedStatement ps = c.prepareStatement("SELECT DATA_LENGTH + INDEX_LENGTH, TABLE_ROWS FROM"
          + " information_schema.TABLES WHERE TABLE_SCHEMA = DATABASE() AND TABLE_NAME = ?")) {
        ps.setString(1, s.table());
        try (ResultSet rs = ps.executeQuery()) {
          if (rs.next()) {
            tableBytes = rs.getLong(1);
            details.put("tableBytes", tableBytes);
            details.put("tableRowsEstimate", rs.getLong(2));
          }
        }
      }
      Long records = tableBytes == null ? null
          : Long.valueOf(scalar(c, "SELECT COUNT(*) FROM " + SqlRecords.quote(s.table())));
      return new ServerStatsSnapshot(version.toLowerCase(java.util.Locale.ROOT).contains("mariadb") ? "MariaDB"
          : "MySQL", version, tableBytes, records, null, asLong(details.get("Bytes_received")),
          asLong(details.get("Bytes_sent")), settings, details);
    } catch (SQLException e) {
      throw new DBException("cannot read MySQL statistics: " + Jdbc.firstLine(e.getMessage()));
    }
  }

  private static Map<String, Object> variables(Connection c, String show, List<String> names) throws SQLException {
    Map<String, Object> found = new LinkedHashMap<>();
    StringBuilder in = new StringBuilder();
    for (String n : names) {
      in.append(in.length() == 0 ? "'" : ", '").append(n).append('\'');
    }
    try (Statement st = c.createStatement();
        ResultSet rs = st.executeQuery(show + " WHERE Variable_name IN (" + in + ")")) {
      while (rs.next()) {
        found.put(rs.getString(1), typed(rs.getString(2)));
      }
    }
    Map<String, Object> ordered = new LinkedHashMap<>();
    for (String n : names) {
      if (found.containsKey(n)) {
        ordered.put(n, found.get(n));
      }
    }
    return ordered;
  }

  private static Object typed(String value) {
    if (value == null) {
      return "";
    }
    try {
      return Long.parseLong(value);
    } catch (NumberFormatException e) {
      return value;
    }
  }

  private static Long asLong(Object o) {
    return o instanceof Long l ? l : null;
  }

  private static String scalar(Connection c, String sql) throws SQLException {
    String v = scalarOrNull(c, sql);
    return v == null ? "" : v;
  }

  private static String scalarOrNull(Connection c, String sql) throws SQLException {
    try (Statement st = c.createStatement(); ResultSet rs = st.executeQuery(sql)) {
      return rs.next() ? rs.getString(1) : null;
    }
  }
}
