package site.ycsb.db.redis;

import java.util.List;
import redis.clients.jedis.AbstractPipeline;
import redis.clients.jedis.HostAndPort;
import redis.clients.jedis.Jedis;
import redis.clients.jedis.JedisClientConfig;
import redis.clients.jedis.Protocol;
import redis.clients.jedis.commands.JedisBinaryCommands;

/**
 * Standalone with {@code redis.pool.size=0}: one connection owned by one client thread, so an
 * operation never borrows from or returns to a pool. A broken connection is replaced after the failed
 * operation: Jedis itself keeps writing to the dead socket of a restarted server forever, and a new
 * {@link Jedis} (not a reconnect of the old one) authenticates and selects the database again.
 */
final class DedicatedBackend implements RedisBackend {
  private final HostAndPort address;
  private final JedisClientConfig config;
  /** Null after a broken connection was dropped: the next command connects again. */
  private Jedis jedis;

  DedicatedBackend(HostAndPort address, JedisClientConfig config) {
    this.address = address;
    this.config = config;
    this.jedis = new Jedis(address, config);
  }

  /** The connection, made anew after a failure; a server still down fails the command that asked. */
  private Jedis jedis() {
    if (jedis == null) {
      jedis = new Jedis(address, config);
    }
    return jedis;
  }

  @Override
  public JedisBinaryCommands commands() {
    return jedis();
  }

  @Override
  @SuppressWarnings("unchecked")
  public List<Object> hgetAllRaw(byte[] key) {
    return (List<Object>) jedis().sendCommand(Protocol.Command.HGETALL, key);
  }

  @Override
  public AbstractPipeline pipelined() {
    return jedis().pipelined();
  }

  @Override
  public void afterFailure() {
    if (jedis != null && jedis.isBroken()) {
      jedis.close();
      jedis = null;
    }
  }

  @Override
  public List<NodeReport> nodes() {
    Jedis j = jedis();
    return List.of(NodeReports.read(address.toString(), j::info, j::configGet));
  }

  @Override
  public void close() {
    if (jedis != null) {
      jedis.close();
    }
  }
}
