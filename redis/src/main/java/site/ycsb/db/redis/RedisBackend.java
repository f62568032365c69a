package site.ycsb.db.redis;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import redis.clients.jedis.AbstractPipeline;
import redis.clients.jedis.CommandArguments;
import redis.clients.jedis.Response;
import redis.clients.jedis.commands.JedisBinaryCommands;

/** The connection(s) one client instance uses, whatever the deployment mode. */
public interface RedisBackend extends AutoCloseable {
  /** Single commands, routed to the right node. */
  JedisBinaryCommands commands();

  /**
   * HGETALL as the flat field, value, field, value... reply: no map is built only to be copied into
   * the caller's map, which matters for scans of hundreds of values.
   */
  List<Object> hgetAllRaw(byte[] key);

  /** A new pipeline; close it after sync (for pooled clients that returns its connection). */
  AbstractPipeline pipelined();

  /**
   * Sends the commands in one round trip and returns their replies in order; an error reply of any of them is
   * thrown (as a JedisDataException) after all were read. Here through a pipeline, which routes each command
   * to its node in a cluster.
   */
  default List<Object> roundTrip(List<CommandArguments> commands) {
    List<Response<Object>> responses = new ArrayList<>(commands.size());
    try (AbstractPipeline p = pipelined()) {
      for (CommandArguments c : commands) {
        responses.add(p.sendCommand(c));
      }
      p.sync();
    }
    List<Object> replies = new ArrayList<>(responses.size());
    for (Response<Object> r : responses) {
      replies.add(r.get());
    }
    return replies;
  }

  /** Marks the start of one operation (pooled clients read with a socket time-out and need nothing here). */
  default void operationStarts() {
  }

  /** Marks the end of the operation started last, answered or failed. */
  default void operationEnds() {
  }

  /** Whether the last operation failed because it took longer than redis.timeout. */
  default boolean timedOut() {
    return false;
  }

  /**
   * Called after an operation failed: replaces a broken connection so that the next operation reaches a
   * restarted server. Pooled clients need nothing here (a pool drops broken connections on return).
   */
  default void afterFailure() {
  }

  /** INFO and the durability settings of every master node. */
  List<NodeReport> nodes();

  @Override
  void close();

  /**
   * What one server node said about itself.
   *
   * @param node host:port, or "master" where the client does not know it (sentinel)
   * @param info the text of INFO
   * @param config CONFIG GET results, empty when CONFIG is not allowed
   * @param configError why CONFIG GET failed, or null
   */
  record NodeReport(String node, String info, Map<String, String> config, String configError) {
  }
}
