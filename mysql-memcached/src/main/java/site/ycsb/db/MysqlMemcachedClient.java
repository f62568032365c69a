package site.ycsb.db;

import java.sql.SQLException;
import java.util.HashMap;
import java.util.Map;
import java.util.Set;
import java.util.Vector;
import site.ycsb.ByteIterator;
import site.ycsb.DB;
import site.ycsb.DBException;
import site.ycsb.IllegalPropertyException;
import site.ycsb.ServerStats;
import site.ycsb.ServerStatsSnapshot;
import site.ycsb.Status;
import site.ycsb.VirtualThreadReady;
import site.ycsb.db.memcached.DirectStore;
import site.ycsb.db.memcached.Exptime;
import site.ycsb.db.memcached.KeyValueStore;
import site.ycsb.db.memcached.MemcachedRecords;
import site.ycsb.db.memcached.MemcachedSettings;
import site.ycsb.db.memcached.SharedClients;
import site.ycsb.db.memcached.SpyStore;
import site.ycsb.db.mysqlmemcached.Jdbc;
import site.ycsb.db.mysqlmemcached.KeyLengthLimit;
import site.ycsb.db.mysqlmemcached.MysqlMemcachedSettings;
import site.ycsb.db.mysqlmemcached.MysqlServerStats;
import site.ycsb.db.mysqlmemcached.SchemaSetup;
import site.ycsb.db.mysqlmemcached.SeparatedRecordFormat;
import site.ycsb.db.mysqlmemcached.SqlRecords;

/**
 * The {@code mysql-memcached} binding: one InnoDB table with a column per YCSB field, reached either through
 * the InnoDB memcached plugin ({@code daemon_memcached}, MySQL 5.7/8.0) with the fields packed into one value
 * by the plugin's separator, or through SQL ({@code mysql-memcached.access=sql}), so both access paths can be
 * compared on the same data. Scans are key-range queries in SQL whatever the access path.
 */
@VirtualThreadReady
public class MysqlMemcachedClient extends DB implements ServerStats {
  private MysqlMemcachedSettings settings;
  private MemcachedSettings memcachedSettings;
  private MemcachedRecords memcached;
  private DirectStore direct;
  private boolean sharedClient;
  private SqlRecords sql;
  private String keyPrefix;

  @Override
  public void init() throws DBException {
    try {
      settings = MysqlMemcachedSettings.from(getProperties());
      memcachedSettings = settings.access() == MysqlMemcachedSettings.Access.MEMCACHED
          ? MemcachedSettings.from(getProperties(), settings.urlHost() + ":11211") : null;
      KeyLengthLimit.check(getProperties(), settings);
    } catch (IllegalPropertyException e) {
      throw new DBException(e.getMessage(), e);
    }
    keyPrefix = settings.keyPrefix();
    if (settings.setup()) {
      try (java.sql.Connection c = Jdbc.open(settings)) {
        new SchemaSetup(c, settings).run();
      } catch (SQLException e) {
        throw new DBException("setup failed: " + Jdbc.firstLine(e.getMessage()));
      }
    }
    if (memcachedSettings == null) {
      sql = openSql();
      return;
    }
    KeyValueStore store;
    try {
      if (memcachedSettings.driver() == MemcachedSettings.Driver.DIRECT) {
        direct = new DirectStore(memcachedSettings);
        direct.connect(memcachedSettings);
        store = direct;
      } else {
        store = new SpyStore(SharedClients.acquire(memcachedSettings), memcachedSettings.checkOperationStatus());
        sharedClient = true;
      }
    } catch (DBException e) {
      throw new DBException(e.getMessage() + "; is daemon_memcached installed and listening there? ("
          + MysqlMemcachedSettings.SETUP + "=true checks)");
    }
    memcached = new MemcachedRecords(store, memcachedSettings,
        new SeparatedRecordFormat(settings.columns(), settings.separator()), settings.columns().size());
  }

  private SqlRecords openSql() throws DBException {
    try {
      return new SqlRecords(Jdbc.open(settings), settings);
    } catch (SQLException e) {
      throw new DBException("cannot prepare statements on " + settings.table() + ": " + Jdbc.firstLine(e.getMessage())
          + " (create it with " + MysqlMemcachedSettings.SETUP + "=true)");
    }
  }

  @Override
  public void cleanup() throws DBException {
    if (sql != null) {
      sql.close();
      sql = null;
    }
    memcached = null;
    if (direct != null) {
      direct.close();
      direct = null;
    }
    if (sharedClient) {
      sharedClient = false;
      SharedClients.release(memcachedSettings);
    }
  }

  /**
   * The SQL connection: opened on first use (scans of the memcached access path), and opened anew after it
   * broke, so that a restarted server is used again; null while no connection can be made.
   */
  private SqlRecords sql() {
    if (sql != null && sql.broken()) {
      sql.close();
      sql = null;
    }
    if (sql == null) {
      try {
        sql = openSql();
      } catch (DBException e) {
        return null;
      }
    }
    return sql;
  }

  @Override
  public Status read(String table, String key, Set<String> fields, Map<String, ByteIterator> result) {
    if (memcached != null) {
      return memcached.read(keyPrefix + key, fields, result);
    }
    SqlRecords s = sql();
    return s == null ? Status.ERROR : s.read(key, fields, result);
  }

  /** A key-range query in SQL; the plugin has no ordered access. */
  @Override
  public Status scan(String table, String startkey, int recordcount, Set<String> fields,
      Vector<HashMap<String, ByteIterator>> result) {
    SqlRecords s = sql();
    return s == null ? Status.ERROR : s.scan(startkey, recordcount, fields, result);
  }

  @Override
  public Status update(String table, String key, Map<String, ByteIterator> values) {
    if (memcached != null) {
      return memcached.update(keyPrefix + key, values);
    }
    SqlRecords s = sql();
    return s == null ? Status.ERROR : s.update(key, values);
  }

  @Override
  public Status insert(String table, String key, Map<String, ByteIterator> values) {
    if (memcached != null) {
      return memcached.insert(keyPrefix + key, values);
    }
    SqlRecords s = sql();
    return s == null ? Status.ERROR : s.insert(key, values);
  }

  /**
   * Null on the memcached path: the plugin keeps each write's exptime in the table's {@code expiry} column (its
   * expire_time_column) and answers a get of an expired row as a miss. SQL has no expiry: the SQL path refuses.
   */
  @Override
  public String ttlRefusal() {
    String access = getProperties().getProperty(MysqlMemcachedSettings.ACCESS, "memcached").trim();
    return "sql".equalsIgnoreCase(access) ? "with " + MysqlMemcachedSettings.ACCESS + "=sql records cannot expire "
        + "(only the plugin's memcached protocol honours the expiry column); use " + MysqlMemcachedSettings.ACCESS
        + "=memcached" : null;
  }

  /** A set through the plugin with the TTL as exptime ({@link Exptime}: above 30 days, as a Unix time). */
  @Override
  public Status insert(String table, String key, Map<String, ByteIterator> values, int ttlSeconds) {
    if (memcached == null) {
      return Status.NOT_IMPLEMENTED;
    }
    return memcached.insertExpiring("", keyPrefix + key, values, Exptime.of(ttlSeconds));
  }

  /** The update through the plugin, written back with the TTL as exptime: the expiry starts again from now. */
  @Override
  public Status update(String table, String key, Map<String, ByteIterator> values, int ttlSeconds) {
    if (memcached == null) {
      return Status.NOT_IMPLEMENTED;
    }
    return memcached.updateExpiring("", keyPrefix + key, values, Exptime.of(ttlSeconds));
  }

  @Override
  public Status delete(String table, String key) {
    if (memcached != null) {
      return memcached.delete(keyPrefix + key);
    }
    SqlRecords s = sql();
    return s == null ? Status.ERROR : s.delete(key);
  }

  @Override
  public ServerStatsSnapshot serverStats() throws DBException {
    try (java.sql.Connection c = Jdbc.open(settings)) {
      return MysqlServerStats.snapshot(c, settings);
    } catch (SQLException e) {
      throw new DBException("cannot read MySQL statistics: " + Jdbc.firstLine(e.getMessage()));
    }
  }
}
