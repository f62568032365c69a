package site.ycsb.db;

import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.Vector;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import redis.clients.jedis.AbstractPipeline;
import redis.clients.jedis.CommandArguments;
import redis.clients.jedis.Protocol;
import redis.clients.jedis.Response;
import redis.clients.jedis.exceptions.JedisException;
import site.ycsb.ByteArrayByteIterator;
import site.ycsb.ByteIterator;
import site.ycsb.DB;
import site.ycsb.DBException;
import site.ycsb.ErrorText;
import site.ycsb.FieldNameCache;
import site.ycsb.IllegalPropertyException;
import site.ycsb.ServerStats;
import site.ycsb.ServerStatsSnapshot;
import site.ycsb.Status;
import site.ycsb.VirtualThreadReady;
import site.ycsb.db.redis.IndexSet;
import site.ycsb.db.redis.RedisBackend;
import site.ycsb.db.redis.RedisConnector;
import site.ycsb.db.redis.RedisSettings;
import site.ycsb.db.redis.ScanIndex;
import site.ycsb.db.redis.ScanSetChoice;
import site.ycsb.db.redis.ServerInfo;

/**
 * The {@code redis} binding (upstream's class name). One hash per record, as upstream 0.17.0 stores
 * it, so data sets move both ways; sorted sets index the keys for scans ({@code redis.scanindex}): by default
 * upstream's {@code _indices} and our key-ordered {@code _indices_lex}, so scans work on data either wrote.
 * Standalone, cluster and sentinel deployments, ACL users, TLS; see redis/README.md.
 */
@VirtualThreadReady(fromThreadsPerCore = 4)  // its reactor (redis.io) reads the replies: README, "Virtual threads"
public class RedisClient extends DB implements ServerStats {
  /** Upstream's property names, kept public for code that referenced them. */
  public static final String HOST_PROPERTY = RedisSettings.HOST;
  public static final String PORT_PROPERTY = RedisSettings.PORT;
  public static final String PASSWORD_PROPERTY = RedisSettings.PASSWORD;
  public static final String CLUSTER_PROPERTY = RedisSettings.CLUSTER;
  public static final String TIMEOUT_PROPERTY = RedisSettings.TIMEOUT;
  public static final String INDEX_KEY = "_indices";

  private static final Logger LOG = LoggerFactory.getLogger(RedisClient.class);

  private RedisSettings settings;
  private RedisBackend backend;
  private ScanIndex index;
  private ScanSetChoice scanChoice;
  /** The sorted set scans read; null with redis.scanindex=none. */
  private IndexSet scanned;
  private final FieldNameCache nameCache = new FieldNameCache();
  private boolean errorLogged;

  @Override
  public void init() throws DBException {
    try {
      settings = RedisSettings.from(getProperties());
    } catch (IllegalPropertyException e) {
      throw new DBException(e.getMessage(), e);
    }
    backend = RedisConnector.open(settings);
    index = settings.scanIndex();
    try {
      scanChoice = chooseScanSet();
    } catch (DBException e) {
      backend.close();
      backend = null;
      throw e;
    }
    scanned = scanChoice.set();
  }

  /** The sorted set this client's scans read; with redis.scanindex=both the server's index sizes decide. */
  private ScanSetChoice chooseScanSet() throws DBException {
    backend.operationStarts();  // a dedicated connection reads without a socket time-out
    try {
      return ScanSetChoice.acquire(settings, backend.commands(), System.err);
    } catch (JedisException e) {
      throw new DBException("cannot read the sizes of the scan indexes at " + settings.where() + " ("
          + RedisSettings.SCAN_INDEX + "=both): " + why(e));
    } finally {
      backend.operationEnds();
    }
  }

  @Override
  public void cleanup() throws DBException {
    if (scanChoice != null) {
      scanChoice.close();
      scanChoice = null;
    }
    if (backend != null) {
      backend.close();
      backend = null;
    }
  }

  @Override
  public Status read(String table, String key, Set<String> fields, Map<String, ByteIterator> result) {
    backend.operationStarts();
    try {
      if (fields == null) {
        return toResult(backend.hgetAllRaw(bytes(key)), result);
      }
      byte[][] names = fieldNames(fields);
      return toResult(names, backend.commands().hmget(bytes(key), names), result);
    } catch (JedisException e) {
      return error("read", e);
    } finally {
      backend.operationEnds();
    }
  }

  @Override
  public Status scan(String table, String startkey, int recordcount, Set<String> fields,
      Vector<HashMap<String, ByteIterator>> result) {
    if (scanned == null) {
      return Status.NOT_IMPLEMENTED;
    }
    backend.operationStarts();
    try {
      List<byte[]> keys = scanned.range(backend.commands(), bytes(startkey), recordcount);
      if (keys.isEmpty()) {
        return Status.OK;
      }
      byte[][] names = fields == null ? null : fieldNames(fields);
      // Every record in one pipelined round trip (upstream made one round trip per record).
      List<Response<Object>> all = names == null ? new ArrayList<>(keys.size()) : null;
      List<Response<List<byte[]>>> some = names == null ? null : new ArrayList<>(keys.size());
      try (AbstractPipeline p = backend.pipelined()) {
        for (byte[] k : keys) {
          if (names == null) {
            all.add(p.sendCommand(new CommandArguments(Protocol.Command.HGETALL).key(k)));
          } else {
            some.add(p.hmget(k, names));
          }
        }
        p.sync();
      }
      for (int i = 0; i < keys.size(); i++) {
        HashMap<String, ByteIterator> record = new HashMap<>(32);  // no rehash up to 24 fields
        Status s = names == null ? toResult(rawList(all.get(i).get()), record)
            : toResult(names, some.get(i).get(), record);
        if (s == Status.OK) {  // a record deleted after the index was read is skipped, not an error
          result.add(record);
        }
      }
      return Status.OK;
    } catch (JedisException e) {
      return error("scan", e);
    } finally {
      backend.operationEnds();
    }
  }

  @Override
  public Status update(String table, String key, Map<String, ByteIterator> values) {
    backend.operationStarts();
    try {
      // HSET writes only the given fields; the others stay as they were.
      backend.commands().hset(bytes(key), toHash(values));
      return Status.OK;
    } catch (JedisException e) {
      return error("update", e);
    } finally {
      backend.operationEnds();
    }
  }

  @Override
  public Status insert(String table, String key, Map<String, ByteIterator> values) {
    backend.operationStarts();
    try {
      byte[] k = bytes(key);
      if (!index.maintained()) {
        backend.commands().hset(k, toHash(values));
        return Status.OK;
      }
      // The record and its index entries in one round trip.
      List<CommandArguments> commands = new ArrayList<>(1 + index.sets().size());
      commands.add(hset(k, values));
      index.add(commands, k);
      backend.roundTrip(commands);
      return Status.OK;
    } catch (JedisException e) {
      return error("insert", e);
    } finally {
      backend.operationEnds();
    }
  }

  /** Null: a record's EXPIRE is sent with its write. */
  @Override
  public String ttlRefusal() {
    return null;
  }

  /**
   * HSET, EXPIRE and the index entries pipelined in one round trip, the EXPIRE beside its write. The index
   * entries of an expired record stay: a scan skips a record it no longer finds.
   */
  @Override
  public Status insert(String table, String key, Map<String, ByteIterator> values, int ttlSeconds) {
    backend.operationStarts();
    try {
      byte[] k = bytes(key);
      List<CommandArguments> commands = new ArrayList<>(2 + index.sets().size());
      commands.add(hset(k, values));
      commands.add(expire(k, ttlSeconds));
      if (index.maintained()) {
        index.add(commands, k);
      }
      backend.roundTrip(commands);
      return Status.OK;
    } catch (JedisException e) {
      return error("insert", e);
    } finally {
      backend.operationEnds();
    }
  }

  /** HSET of the given fields and EXPIRE, pipelined in one round trip: the record's expiry set again from now. */
  @Override
  public Status update(String table, String key, Map<String, ByteIterator> values, int ttlSeconds) {
    backend.operationStarts();
    try {
      byte[] k = bytes(key);
      backend.roundTrip(List.of(hset(k, values), expire(k, ttlSeconds)));
      return Status.OK;
    } catch (JedisException e) {
      return error("update", e);
    } finally {
      backend.operationEnds();
    }
  }

  @Override
  public Status delete(String table, String key) {
    backend.operationStarts();
    try {
      byte[] k = bytes(key);
      long removed;
      if (!index.maintained()) {
        removed = backend.commands().del(k);
      } else {
        Response<Long> del;
        try (AbstractPipeline p = backend.pipelined()) {
          del = p.del(k);
          index.remove(p, k);
          p.sync();
        }
        removed = del.get();
      }
      return removed > 0 ? Status.OK : Status.NOT_FOUND;
    } catch (JedisException e) {
      return error("delete", e);
    } finally {
      backend.operationEnds();
    }
  }

  @Override
  public ServerStatsSnapshot serverStats() throws DBException {
    backend.operationStarts();
    try {
      int indexKeys = 0;
      for (IndexSet s : IndexSet.values()) {
        if (backend.commands().exists(bytes(s.key()))) {
          indexKeys++;
        }
      }
      return ServerInfo.snapshot(backend.nodes(), settings, indexKeys, scanned);
    } catch (JedisException e) {
      backend.afterFailure();
      throw new DBException("cannot read redis INFO from " + settings.where() + ": " + ErrorText.describe(e));
    } finally {
      backend.operationEnds();
    }
  }

  private Status error(String operation, JedisException e) {
    String why = why(e);
    backend.afterFailure();
    // A dead server makes every operation fail: say it once, count the rest as errors.
    if (!errorLogged) {
      errorLogged = true;
      LOG.warn("redis {} failed (further failures of this client thread are counted, not logged): {}", operation,
          why);
    } else {
      LOG.debug("redis {} failed", operation, e);
    }
    return Status.ERROR;
  }

  /** Why an operation failed, in one line. */
  private String why(JedisException e) {
    return backend.timedOut() ? "no answer within " + settings.timeoutMillis() + " ms (redis.timeout)"
        : ErrorText.describe(e);
  }

  /** A flat HGETALL reply: field, value, field, value... */
  private Status toResult(List<Object> flat, Map<String, ByteIterator> result) {
    if (flat.isEmpty()) {
      return Status.NOT_FOUND;
    }
    for (int i = 0; i + 1 < flat.size(); i += 2) {
      result.put(nameCache.name(i >> 1, (byte[]) flat.get(i)), new ByteArrayByteIterator((byte[]) flat.get(i + 1)));
    }
    return Status.OK;
  }

  @SuppressWarnings("unchecked")
  private static List<Object> rawList(Object reply) {
    return (List<Object>) reply;
  }

  private static Status toResult(byte[][] names, List<byte[]> values, Map<String, ByteIterator> result) {
    boolean found = false;
    for (int i = 0; i < names.length; i++) {
      byte[] v = values.get(i);
      if (v != null) {
        found = true;
        result.put(new String(names[i], StandardCharsets.UTF_8), new ByteArrayByteIterator(v));
      }
    }
    return found ? Status.OK : Status.NOT_FOUND;
  }

  /** HSET key field value...: the arguments Jedis's hset(key, map) sends, without building the map first. */
  private static CommandArguments hset(byte[] key, Map<String, ByteIterator> values) {
    CommandArguments args = new CommandArguments(Protocol.Command.HSET).key(key);
    for (Map.Entry<String, ByteIterator> e : values.entrySet()) {
      args.add(bytes(e.getKey())).add(e.getValue().toArray());
    }
    return args;
  }

  private static CommandArguments expire(byte[] key, int ttlSeconds) {
    return new CommandArguments(Protocol.Command.EXPIRE).key(key).add(ttlSeconds);
  }

  private static Map<byte[], byte[]> toHash(Map<String, ByteIterator> values) {
    Map<byte[], byte[]> ret = new HashMap<>(values.size() * 2);
    for (Map.Entry<String, ByteIterator> e : values.entrySet()) {
      ret.put(bytes(e.getKey()), e.getValue().toArray());
    }
    return ret;
  }

  private static byte[][] fieldNames(Set<String> fields) {
    byte[][] names = new byte[fields.size()][];
    int i = 0;
    for (String f : fields) {
      names[i++] = bytes(f);
    }
    return names;
  }

  private static byte[] bytes(String s) {
    return s.getBytes(StandardCharsets.UTF_8);
  }
}
