package site.ycsb.db.redis;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Properties;
import site.ycsb.ByteIterator;
import site.ycsb.DBException;
import site.ycsb.StringByteIterator;
import site.ycsb.db.RedisClient;

/** Helpers shared by the redis tests. */
final class RedisTestSupport {
  private RedisTestSupport() {
  }

  static Properties props(String... keyValues) {
    Properties p = new Properties();
    for (int i = 0; i < keyValues.length; i += 2) {
      p.setProperty(keyValues[i], keyValues[i + 1]);
    }
    return p;
  }

  static RedisClient open(Properties p) throws DBException {
    RedisClient db = new RedisClient();
    db.setProperties(p);
    db.init();
    return db;
  }

  static Map<String, ByteIterator> record(String... fieldValues) {
    Map<String, String> m = new HashMap<>();
    for (int i = 0; i < fieldValues.length; i += 2) {
      m.put(fieldValues[i], fieldValues[i + 1]);
    }
    return StringByteIterator.getByteIteratorMap(m);
  }

  static Map<String, String> strings(Map<String, ByteIterator> m) {
    Map<String, String> ret = new HashMap<>();
    m.forEach((k, v) -> ret.put(k, v.toString()));
    return ret;
  }

  /** Client arguments for an in-process run against the given properties. */
  static List<String> clientArgs(String phase, String... keyValues) {
    List<String> args = new ArrayList<>(List.of("-db", RedisClient.class.getName(), phase));
    for (int i = 0; i < keyValues.length; i += 2) {
      args.add("-p");
      args.add(keyValues[i] + "=" + keyValues[i + 1]);
    }
    return args;
  }
}
