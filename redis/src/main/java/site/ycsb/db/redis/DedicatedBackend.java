package site.ycsb.db.redis;

import java.util.List;
import redis.clients.jedis.AbstractPipeline;
import redis.clients.jedis.Jedis;
import redis.clients.jedis.Protocol;
import redis.clients.jedis.commands.JedisBinaryCommands;

/**
 * Standalone with {@code redis.pool.size=0}: one connection owned by one client thread, so an
 * operation never borrows from or returns to a pool. After a broken connection Jedis reconnects on
 * the next command.
 */
final class DedicatedBackend implements RedisBackend {
  private final Jedis jedis;
  private final String node;

  DedicatedBackend(Jedis jedis, String node) {
    this.jedis = jedis;
    this.node = node;
  }

  @Override
  public JedisBinaryCommands commands() {
    return jedis;
  }

  @Override
  @SuppressWarnings("unchecked")
  public List<Object> hgetAllRaw(byte[] key) {
    return (List<Object>) jedis.sendCommand(Protocol.Command.HGETALL, key);
  }

  @Override
  public AbstractPipeline pipelined() {
    return jedis.pipelined();
  }

  @Override
  public List<NodeReport> nodes() {
    return List.of(NodeReports.read(node, jedis::info, jedis::configGet));
  }

  @Override
  public void close() {
    jedis.close();
  }
}
