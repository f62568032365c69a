package site.ycsb.db;

import java.util.HashMap;
import java.util.Map;
import java.util.Set;
import java.util.Vector;
import site.ycsb.ByteIterator;
import site.ycsb.DB;
import site.ycsb.DBException;
import site.ycsb.IllegalPropertyException;
import site.ycsb.PropertyReader;
import site.ycsb.ServerStats;
import site.ycsb.ServerStatsSnapshot;
import site.ycsb.Status;
import site.ycsb.UnsupportedOperations;
import site.ycsb.VirtualThreadReady;
import site.ycsb.db.memcached.CompactRecordFormat;
import site.ycsb.db.memcached.DirectStore;
import site.ycsb.db.memcached.Exptime;
import site.ycsb.db.memcached.JsonRecordFormat;
import site.ycsb.db.memcached.KeyLengthLimit;
import site.ycsb.db.memcached.KeyValueStore;
import site.ycsb.db.memcached.MemcachedRecords;
import site.ycsb.db.memcached.MemcachedServerStats;
import site.ycsb.db.memcached.MemcachedSettings;
import site.ycsb.db.memcached.RecordFormat;
import site.ycsb.db.memcached.RunWarnings;
import site.ycsb.db.memcached.SharedClients;
import site.ycsb.db.memcached.SpyStore;

/**
 * The {@code memcached} binding: one memcached value per record under the key {@code <table>-<key>} (as
 * upstream), packed as upstream's JSON object ({@link JsonRecordFormat}) or, with {@code memcached.format=compact},
 * as {@link CompactRecordFormat}; updates keep the fields they do not name. The client
 * threads share {@code memcached.clients} spymemcached clients (see {@link SharedClients}), or, with
 * {@code memcached.driver=direct}, each thread has its own blocking connection per server ({@link DirectStore}).
 */
@UnsupportedOperations("SCAN")  // no key order to scan in: workload E is refused before it runs
@VirtualThreadReady(fromThreadsPerCore = 4)  // its reactor (memcached.io) reads the answers: README, "Virtual threads"
public class MemcachedClient extends DB implements ServerStats {
  private MemcachedSettings settings;
  private net.spy.memcached.MemcachedClient client;
  private DirectStore direct;
  private MemcachedRecords records;
  private RunWarnings warnings;
  /** The last table and its key prefix ({@code <table>-}), made once rather than per operation. */
  private String prefixTable;
  private String prefix;

  @Override
  public void init() throws DBException {
    int fieldCount;
    try {
      settings = MemcachedSettings.from(getProperties(), null);
      fieldCount = new PropertyReader(getProperties()).intValue("fieldcount", 10, 1);
      String table = getProperties().getProperty("table", "usertable");
      KeyLengthLimit.check(getProperties(), keyPrefix(table), "table=" + table);
    } catch (IllegalPropertyException e) {
      throw new DBException(e.getMessage(), e);
    }
    KeyValueStore store;
    if (settings.driver() == MemcachedSettings.Driver.DIRECT) {
      direct = new DirectStore(settings);
      direct.connect(settings);
      store = direct;
    } else {
      client = SharedClients.acquire(settings);
      store = new SpyStore(client, settings.checkOperationStatus());
    }
    RecordFormat format = settings.format() == MemcachedSettings.Format.JSON ? new JsonRecordFormat()
        : new CompactRecordFormat();
    warnings = RunWarnings.acquire(getProperties());
    records = new MemcachedRecords(store, settings, format, fieldCount, warnings);
  }

  @Override
  public void cleanup() throws DBException {
    if (warnings != null) {
      warnings = null;
      RunWarnings.release();
    }
    if (direct != null) {
      direct.close();
      direct = null;
    }
    if (client != null) {
      client = null;
      SharedClients.release(settings);
    }
  }

  @Override
  public Status read(String table, String key, Set<String> fields, Map<String, ByteIterator> result) {
    return records.read(prefixOf(table), key, fields, result);
  }

  /** Memcached has no key order to scan in. */
  @Override
  public Status scan(String table, String startkey, int recordcount, Set<String> fields,
      Vector<HashMap<String, ByteIterator>> result) {
    return Status.NOT_IMPLEMENTED;
  }

  @Override
  public Status update(String table, String key, Map<String, ByteIterator> values) {
    return records.update(prefixOf(table), key, values);
  }

  @Override
  public Status insert(String table, String key, Map<String, ByteIterator> values) {
    return records.insert(prefixOf(table), key, values);
  }

  /** Null: each write carries its exptime. */
  @Override
  public String ttlRefusal() {
    return null;
  }

  /** A set with the TTL as exptime ({@link Exptime}: above 30 days, as a Unix time). */
  @Override
  public Status insert(String table, String key, Map<String, ByteIterator> values, int ttlSeconds) {
    return records.insertExpiring(prefixOf(table), key, values, Exptime.of(ttlSeconds));
  }

  /** The update, written back with the TTL as exptime: the record's expiry starts again from now. */
  @Override
  public Status update(String table, String key, Map<String, ByteIterator> values, int ttlSeconds) {
    return records.updateExpiring(prefixOf(table), key, values, Exptime.of(ttlSeconds));
  }

  @Override
  public Status delete(String table, String key) {
    return records.delete(prefixOf(table), key);
  }

  @Override
  public ServerStatsSnapshot serverStats() throws DBException {
    if (direct != null) {
      // Over this instance's own connections: a server that is gone fails at once, where spymemcached
      // would wait its op time-out.
      try {
        return MemcachedServerStats.snapshot(direct.stats(""), direct.stats("settings"), settings);
      } catch (KeyValueStore.StoreException e) {
        throw new DBException(e.getMessage(), e);
      }
    }
    return MemcachedServerStats.snapshot(client, settings);
  }

  /** Upstream's key layout, so data sets and key spaces line up with 0.17.0's. */
  protected static String qualifiedKey(String table, String key) {
    return keyPrefix(table) + key;
  }

  private static String keyPrefix(String table) {
    return table + "-";
  }

  /** {@code <table>-}, the part of upstream's key ({@link #qualifiedKey}) before the workload's key. */
  private String prefixOf(String table) {
    if (!table.equals(prefixTable)) {
      prefix = keyPrefix(table);
      prefixTable = table;
    }
    return prefix;
  }
}
