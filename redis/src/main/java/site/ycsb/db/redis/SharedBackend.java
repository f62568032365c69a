package site.ycsb.db.redis;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.locks.ReentrantLock;
import redis.clients.jedis.AbstractPipeline;
import redis.clients.jedis.ConnectionPool;
import redis.clients.jedis.Jedis;
import redis.clients.jedis.Protocol;
import redis.clients.jedis.RedisClusterClient;
import redis.clients.jedis.UnifiedJedis;
import redis.clients.jedis.commands.JedisBinaryCommands;

/**
 * A pooled client (cluster, sentinel, or standalone with a pool size) shared by every client
 * instance with equal settings: a cluster client discovers the topology and keeps a pool per node,
 * which should happen once per process, not once per thread. Reference counted; the last
 * {@link #close()} closes the client.
 */
final class SharedBackend implements RedisBackend {
  private static final Map<RedisSettings, Holder> CLIENTS = new HashMap<>();
  // A lock, not synchronized: it is held while connecting, and a virtual thread blocked in synchronized pins its
  // carrier on Java 21-23.
  private static final ReentrantLock CLIENTS_LOCK = new ReentrantLock();

  private final RedisSettings settings;
  private final UnifiedJedis client;
  private boolean closed;

  /** The client for these settings, created by {@code factory} when it is the first user. */
  interface Factory {
    UnifiedJedis create(RedisSettings settings) throws Exception;
  }

  private static final class Holder {
    final UnifiedJedis client;
    int users;

    Holder(UnifiedJedis client) {
      this.client = client;
    }
  }

  private SharedBackend(RedisSettings settings, UnifiedJedis client) {
    this.settings = settings;
    this.client = client;
  }

  static SharedBackend acquire(RedisSettings settings, Factory factory) throws Exception {
    CLIENTS_LOCK.lock();
    try {
      Holder h = CLIENTS.get(settings);
      if (h == null) {
        h = new Holder(factory.create(settings));
        CLIENTS.put(settings, h);
      }
      h.users++;
      return new SharedBackend(settings, h.client);
    } finally {
      CLIENTS_LOCK.unlock();
    }
  }

  @Override
  public JedisBinaryCommands commands() {
    return client;
  }

  @Override
  @SuppressWarnings("unchecked")
  public List<Object> hgetAllRaw(byte[] key) {
    return (List<Object>) client.sendCommand(key, Protocol.Command.HGETALL, key);  // routed by key in a cluster
  }

  @Override
  public AbstractPipeline pipelined() {
    return client.pipelined();
  }

  @Override
  public List<NodeReport> nodes() {
    if (!(client instanceof RedisClusterClient cluster)) {
      String node = settings.mode() == RedisSettings.Mode.SENTINEL ? "master" : settings.nodes().get(0).toString();
      return List.of(NodeReports.read(node, client::info, client::configGet));
    }
    List<NodeReport> ret = new ArrayList<>();
    for (Map.Entry<String, ConnectionPool> e : cluster.getClusterNodes().entrySet()) {
      try (Jedis node = new Jedis(e.getValue().getResource())) {
        NodeReport r = NodeReports.read(e.getKey(), node::info, node::configGet);
        if (r.info().contains("role:master")) {  // replicas hold copies: counting them would double the data
          ret.add(r);
        }
      }
    }
    ret.sort((a, b) -> a.node().compareTo(b.node()));
    return ret;
  }

  @Override
  public void close() {
    CLIENTS_LOCK.lock();
    try {
      if (closed) {
        return;
      }
      closed = true;
      Holder h = CLIENTS.get(settings);
      if (h != null && h.client == client && --h.users == 0) {
        CLIENTS.remove(settings);
        client.close();
      }
    } finally {
      CLIENTS_LOCK.unlock();
    }
  }
}
