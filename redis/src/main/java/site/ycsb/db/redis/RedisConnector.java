package site.ycsb.db.redis;

import java.time.Duration;
import java.util.LinkedHashSet;
import java.util.Set;
import redis.clients.jedis.ConnectionPoolConfig;
import redis.clients.jedis.DefaultJedisClientConfig;
import redis.clients.jedis.HostAndPort;
import redis.clients.jedis.JedisClientConfig;
import redis.clients.jedis.RedisClient;
import redis.clients.jedis.RedisClusterClient;
import redis.clients.jedis.RedisSentinelClient;
import redis.clients.jedis.UnifiedJedis;
import site.ycsb.DBException;
import site.ycsb.ErrorText;
import site.ycsb.net.IoMode;
import site.ycsb.net.ReactorWire;
import site.ycsb.net.Wire;

/** Opens the backend the settings ask for and checks it answers before the run starts. */
public final class RedisConnector {
  private RedisConnector() {
  }

  public static RedisBackend open(RedisSettings settings) throws DBException {
    JedisClientConfig config = clientConfig(settings, true);
    RedisBackend backend;
    try {
      if (settings.mode() == RedisSettings.Mode.STANDALONE && settings.poolSize() == 0) {
        RedisSettings.Node n = settings.nodes().get(0);
        Wire.Factory wires = settings.io().forCurrentThread() == IoMode.REACTOR ? ReactorWire.FACTORY : null;
        backend = new DedicatedBackend(new HostAndPort(n.host(), n.port()), config, wires);
      } else {
        backend = SharedBackend.acquire(settings, s -> create(s, config));
      }
    } catch (DBException e) {
      throw e;
    } catch (Exception e) {
      throw failure(settings, e);
    }
    // Jedis connects lazily; a wrong address or password must fail here, not as errors in the run.
    backend.operationStarts();  // a dedicated connection reads without a socket time-out
    try {
      backend.commands().exists(IndexSet.LEX.keyBytes);
    } catch (RuntimeException e) {
      boolean timedOut = backend.timedOut();
      backend.close();
      throw failure(settings, timedOut ? DedicatedBackend.noAnswer(settings.timeoutMillis()) : e);
    } finally {
      backend.operationEnds();
    }
    return backend;
  }

  private static UnifiedJedis create(RedisSettings s, JedisClientConfig config) throws DBException {
    ConnectionPoolConfig pool = new ConnectionPoolConfig();
    pool.setMaxTotal(s.poolSize());
    pool.setMaxIdle(s.poolSize());
    pool.setMaxWait(Duration.ofMillis(s.timeoutMillis()));  // an exhausted pool is an error, not a hang
    pool.setTestWhileIdle(false);
    switch (s.mode()) {
      case CLUSTER:
        return RedisClusterClient.builder().nodes(hosts(s)).clientConfig(config).poolConfig(pool).build();
      case SENTINEL:
        return RedisSentinelClient.builder().masterName(s.masterName()).sentinels(hosts(s)).clientConfig(config)
          .sentinelClientConfig(clientConfig(s, false)).poolConfig(pool).build();
      default:
        RedisSettings.Node n = s.nodes().get(0);
        return RedisClient.builder().hostAndPort(n.host(), n.port()).clientConfig(config).poolConfig(pool).build();
    }
  }

  private static Set<HostAndPort> hosts(RedisSettings s) {
    Set<HostAndPort> ret = new LinkedHashSet<>();
    s.nodes().forEach(n -> ret.add(new HostAndPort(n.host(), n.port())));
    return ret;
  }

  /** The data nodes get credentials and db; sentinels only timeouts and TLS. */
  private static JedisClientConfig clientConfig(RedisSettings s, boolean dataNode) throws DBException {
    DefaultJedisClientConfig.Builder b = DefaultJedisClientConfig.builder()
        .connectionTimeoutMillis(s.timeoutMillis()).socketTimeoutMillis(s.timeoutMillis())
        .serverDefaultProtocol();  // RESP2 without a HELLO round trip; all our replies are arrays and bulk strings
    if (dataNode) {
      b.user(s.user()).password(s.password());
      if (s.mode() != RedisSettings.Mode.CLUSTER) {
        b.database(s.database());
      }
    }
    if (s.tls() != null) {
      try {
        b.ssl(true).sslSocketFactory(s.tls().socketFactory()).sslParameters(s.tls().parameters());
      } catch (Exception e) {
        throw new DBException("redis TLS setup failed (redis.ssl.*): " + e.getMessage());
      }
    }
    return b.build();
  }

  private static DBException failure(RedisSettings s, Exception e) {
    return new DBException("cannot use redis at " + s.where() + " (" + origin(s) + ", redis.timeout="
        + s.timeoutMillis() + " ms): " + describe(e));
  }

  /**
   * Jedis names only the first byte of an answer that is not Redis's protocol: 'H' from an HTTP server's status
   * line, '<' from one that answers with an HTML page (python's http.server); say what that means.
   */
  private static String describe(Exception e) {
    String text = ErrorText.describe(e);
    return text.startsWith("Unknown reply: ") ? text + ": not a Redis answer: is it a Redis server?" : text;
  }

  private static String origin(RedisSettings s) {
    switch (s.mode()) {
      case CLUSTER:
        return "redis.mode=cluster, redis.host";
      case SENTINEL:
        return "redis.sentinels, redis.sentinel.master";
      default:
        return "redis.host, redis.port";
    }
  }
}
