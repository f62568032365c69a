package site.ycsb.db.redis;

import java.util.Map;
import java.util.function.Function;
import java.util.function.Supplier;
import redis.clients.jedis.exceptions.JedisException;

/** Reads INFO and the settings that change results from one node. */
final class NodeReports {
  /** Durability, memory limits and threading: what a reader of a result must know. */
  static final String[] SETTINGS = {"save", "appendonly", "appendfsync", "maxmemory", "maxmemory-policy",
      "io-threads", "cluster-enabled"};

  private NodeReports() {
  }

  static RedisBackend.NodeReport read(String node, Supplier<String> info,
      Function<String[], Map<String, String>> configGet) {
    String text = info.get();
    try {
      return new RedisBackend.NodeReport(node, text, configGet.apply(SETTINGS), null);
    } catch (JedisException e) {
      // CONFIG may be renamed away or denied by ACL; INFO still tells most of the story.
      return new RedisBackend.NodeReport(node, text, Map.of(), e.getMessage());
    }
  }
}
