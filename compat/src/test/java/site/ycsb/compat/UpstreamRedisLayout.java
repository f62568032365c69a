package site.ycsb.compat;

import java.util.List;
import java.util.Map;
import redis.clients.jedis.Jedis;
import site.ycsb.TestServers;

/**
 * How 0.17.0's redis binding keeps a record, written from its facts (no upstream code): one hash per
 * record under the bare key, and every key in the sorted set {@code _indices} scored by the key's
 * Java {@code String.hashCode()}. A scan is {@code ZRANGEBYSCORE _indices hash(start) +inf LIMIT 0 n},
 * then the hash of each key found: hash order, not key order.
 */
final class UpstreamRedisLayout implements AutoCloseable {
  static final String INDEX = "_indices";

  private final Jedis jedis;

  UpstreamRedisLayout(TestServers.Address server, int db) {
    jedis = new Jedis(server.host(), server.port());
    jedis.select(db);
  }

  void flush() {
    jedis.flushDB();
  }

  void insert(String key, Map<String, String> fields) {
    jedis.hset(key, fields);
    jedis.zadd(INDEX, key.hashCode(), key);
  }

  Map<String, String> read(String key) {
    return jedis.hgetAll(key);
  }

  List<String> scanKeys(String startKey, int count) {
    return jedis.zrangeByScore(INDEX, startKey.hashCode(), Double.POSITIVE_INFINITY, 0, count);
  }

  boolean exists(String key) {
    return jedis.exists(key);
  }

  @Override
  public void close() {
    jedis.close();
  }
}
