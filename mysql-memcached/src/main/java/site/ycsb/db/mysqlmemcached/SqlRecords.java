package site.ycsb.db.mysqlmemcached;

import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import java.util.Vector;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import site.ycsb.ByteArrayByteIterator;
import site.ycsb.ByteIterator;
import site.ycsb.Status;

/**
 * YCSB's operations as SQL on the plugin's table, one column per field, values escaped as the plugin path
 * stores them. One connection per binding instance; statements are prepared once per shape.
 */
public final class SqlRecords implements AutoCloseable {
  private static final Logger LOG = LoggerFactory.getLogger(SqlRecords.class);

  private final Connection connection;
  private final MysqlMemcachedSettings settings;
  private final String table;
  private final String columnList;
  private final PreparedStatement read;
  private final PreparedStatement scan;
  private final PreparedStatement insert;
  private final PreparedStatement delete;
  private final Map<String, PreparedStatement> updates = new HashMap<>();
  private boolean broken;

  public SqlRecords(Connection connection, MysqlMemcachedSettings settings) throws SQLException {
    this.connection = connection;
    this.settings = settings;
    this.table = quote(settings.table());
    List<String> quoted = new ArrayList<>();
    settings.columns().forEach(c -> quoted.add(quote(c)));
    this.columnList = String.join(", ", quoted);
    read = connection.prepareStatement("SELECT " + columnList + " FROM " + table + " WHERE `ycsb_key` = ?");
    scan = connection.prepareStatement("SELECT `ycsb_key`, " + columnList + " FROM " + table
        + " WHERE `ycsb_key` >= ? ORDER BY `ycsb_key` LIMIT ?");
    StringBuilder set = new StringBuilder();
    for (String c : quoted) {
      set.append(", ").append(c).append(" = VALUES(").append(c).append(')');
    }
    insert = connection.prepareStatement("INSERT INTO " + table + " (`ycsb_key`, " + columnList
        + ", `flags`, `cas`, `expiry`) VALUES (?" + ", ?".repeat(quoted.size()) + ", 0, 0, 0)"
        + " ON DUPLICATE KEY UPDATE " + set.substring(2));
    delete = connection.prepareStatement("DELETE FROM " + table + " WHERE `ycsb_key` = ?");
  }

  Connection connection() {
    return connection;
  }

  static String quote(String identifier) {
    return "`" + identifier + "`";
  }

  public Status read(String key, Set<String> fields, Map<String, ByteIterator> result) {
    try {
      read.setString(1, key);
      try (ResultSet rs = read.executeQuery()) {
        if (!rs.next()) {
          return Status.NOT_FOUND;
        }
        copyColumns(rs, 1, fields, result);
        return Status.OK;
      }
    } catch (SQLException | IllegalArgumentException e) {
      return failed("read", e);
    }
  }

  public Status scan(String startKey, int count, Set<String> fields, Vector<HashMap<String, ByteIterator>> result) {
    try {
      scan.setString(1, startKey);
      scan.setInt(2, count);
      try (ResultSet rs = scan.executeQuery()) {
        while (rs.next()) {
          HashMap<String, ByteIterator> row = new HashMap<>();
          copyColumns(rs, 2, fields, row);
          result.add(row);
        }
      }
      return Status.OK;
    } catch (SQLException | IllegalArgumentException e) {
      return failed("scan", e);
    }
  }

  public Status insert(String key, Map<String, ByteIterator> values) {
    try {
      insert.setString(1, key);
      List<String> columns = settings.columns();
      for (int i = 0; i < columns.size(); i++) {
        ByteIterator v = values.get(columns.get(i));
        insert.setBytes(i + 2, v == null ? new byte[0] : ColumnValues.escape(v.toArray(), settings.separator()));
      }
      insert.executeUpdate();
      return Status.OK;
    } catch (SQLException e) {
      return failed("insert", e);
    }
  }

  public Status update(String key, Map<String, ByteIterator> values) {
    TreeSet<String> names = new TreeSet<>(values.keySet());
    try {
      String shape = String.join(",", names);
      PreparedStatement ps = updates.get(shape);
      if (ps == null) {
        StringBuilder sql = new StringBuilder("UPDATE ").append(table).append(" SET ");
        String comma = "";
        for (String n : names) {
          if (!settings.columns().contains(n)) {
            LOG.debug("field {} has no column", n);
            return Status.BAD_REQUEST;
          }
          sql.append(comma).append(quote(n)).append(" = ?");
          comma = ", ";
        }
        ps = connection.prepareStatement(sql.append(" WHERE `ycsb_key` = ?").toString());
        updates.put(shape, ps);
      }
      int i = 1;
      for (String n : names) {
        ps.setBytes(i++, ColumnValues.escape(values.get(n).toArray(), settings.separator()));
      }
      ps.setString(i, key);
      // Connector/J reports matched rows by default, so 0 means the record is not there.
      return ps.executeUpdate() == 0 ? Status.NOT_FOUND : Status.OK;
    } catch (SQLException e) {
      return failed("update", e);
    }
  }

  public Status delete(String key) {
    try {
      delete.setString(1, key);
      return delete.executeUpdate() == 0 ? Status.NOT_FOUND : Status.OK;
    } catch (SQLException e) {
      return failed("delete", e);
    }
  }

  private void copyColumns(ResultSet rs, int first, Set<String> fields, Map<String, ByteIterator> out)
      throws SQLException {
    List<String> columns = settings.columns();
    for (int i = 0; i < columns.size(); i++) {
      String name = columns.get(i);
      if (fields == null || fields.contains(name)) {
        byte[] raw = rs.getBytes(first + i);
        out.put(name, new ByteArrayByteIterator(raw == null ? new byte[0] : ColumnValues.unescape(raw)));
      }
    }
  }

  private Status failed(String operation, Exception e) {
    LOG.debug("SQL {} failed", operation, e);
    if (e instanceof SQLException && lostConnection((SQLException) e)) {
      broken = true;
    }
    return Status.ERROR;
  }

  /** SQLSTATE class 08 is a connection exception (the server went away, or cannot be reached). */
  private boolean lostConnection(SQLException e) {
    try {
      return e.getSQLState() != null && e.getSQLState().startsWith("08") || connection.isClosed();
    } catch (SQLException closedAlready) {
      return true;
    }
  }

  /** Whether the connection was lost: this instance is done, a new one must be opened. */
  public boolean broken() {
    return broken;
  }

  @Override
  public void close() {
    try {
      connection.close();
    } catch (SQLException e) {
      LOG.debug("closing the connection failed", e);
    }
  }
}
