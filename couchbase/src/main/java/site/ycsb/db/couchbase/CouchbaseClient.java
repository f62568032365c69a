package site.ycsb.db.couchbase;

import java.time.Duration;
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

/**
 * YCSB binding for Couchbase Server through Java SDK 3 (binding names couchbase, couchbase2,
 * couchbase3): KV access with durability levels, sub-document updates, and Workload E range scans
 * through N1QL on a global secondary index on meta().id. The {@code table} argument is not used:
 * records live in {@code couchbase.bucket} / {@code couchbase.scope} / {@code couchbase.collection}.
 */
@VirtualThreadReady
public class CouchbaseClient extends DB implements ServerStats {
  private CouchbaseSettings settings;
  private SharedCluster shared;
  private RecordStore store;
  private RangeScanner scanner;

  @Override
  public void init() throws DBException {
    try {
      DocumentIdLength.check(getProperties());
    } catch (IllegalPropertyException e) {
      throw new DBException(e.getMessage(), e);
    }
    settings = CouchbaseSettings.from(getProperties());
    shared = SharedCluster.acquire(settings);
    store = settings.kv() ? new KvStore(shared, settings) : new QueryStore(shared, settings);
    scanner = new RangeScanner(shared, settings);
  }

  @Override
  public void cleanup() throws DBException {
    if (shared != null) {
      shared.release();
      shared = null;
    }
  }

  @Override
  public Status read(String table, String key, Set<String> fields, Map<String, ByteIterator> result) {
    return store.read(key, fields, result);
  }

  @Override
  public Status scan(String table, String startkey, int recordcount, Set<String> fields,
      Vector<HashMap<String, ByteIterator>> result) {
    return scanner.scan(startkey, recordcount, fields, result);
  }

  @Override
  public Status update(String table, String key, Map<String, ByteIterator> values) {
    return store.update(key, values);
  }

  @Override
  public Status insert(String table, String key, Map<String, ByteIterator> values) {
    return store.insert(key, values);
  }

  /**
   * Null through KV (the SDK's document expiry on each write); the N1QL path ({@code couchbase.kv=false}) refuses,
   * its UPDATE statements setting fields only.
   */
  @Override
  public String ttlRefusal() {
    boolean kv = !"false".equalsIgnoreCase(getProperties().getProperty(CouchbaseSettings.PREFIX + "kv", "true")
        .trim());
    return kv ? null : "with couchbase.kv=false (N1QL writes) records are not given a TTL per write; use "
        + "couchbase.kv=true";
  }

  @Override
  public Status insert(String table, String key, Map<String, ByteIterator> values, int ttlSeconds) {
    return store instanceof KvStore kv ? kv.insert(key, values, Duration.ofSeconds(ttlSeconds))
        : Status.NOT_IMPLEMENTED;
  }

  @Override
  public Status update(String table, String key, Map<String, ByteIterator> values, int ttlSeconds) {
    return store instanceof KvStore kv ? kv.update(key, values, Duration.ofSeconds(ttlSeconds))
        : Status.NOT_IMPLEMENTED;
  }

  @Override
  public Status delete(String table, String key) {
    return store.delete(key);
  }

  @Override
  public ServerStatsSnapshot serverStats() throws DBException {
    if (shared == null) {
      throw new DBException("couchbase: server statistics asked before init");
    }
    return new CouchbaseServerStats(shared, settings).snapshot();
  }
}
