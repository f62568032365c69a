package site.ycsb.db.redis;

import java.io.IOException;
import java.util.List;
import redis.clients.jedis.AbstractPipeline;
import redis.clients.jedis.CommandArguments;
import redis.clients.jedis.Connection;
import redis.clients.jedis.HostAndPort;
import redis.clients.jedis.Jedis;
import redis.clients.jedis.JedisClientConfig;
import redis.clients.jedis.Protocol;
import redis.clients.jedis.commands.JedisBinaryCommands;
import redis.clients.jedis.exceptions.JedisConnectionException;
import redis.clients.jedis.exceptions.JedisDataException;
import redis.clients.jedis.exceptions.JedisException;
import redis.clients.jedis.util.IOUtils;
import site.ycsb.OperationWatchdog;
import site.ycsb.net.Wire;

/**
 * Standalone with {@code redis.pool.size=0}: one connection owned by one client thread, so an
 * operation never borrows from or returns to a pool. A broken connection is replaced after the failed
 * operation: Jedis itself keeps writing to the dead socket of a restarted server forever, and a new
 * {@link Jedis} (not a reconnect of the old one) authenticates and selects the database again.
 *
 * <p>The socket is connected and read without a time-out (an {@link UntimedSocketFactory}), which saves the JDK's
 * extra non-blocking read and poll on a platform thread's replies; {@code redis.timeout} is enforced by the
 * {@link OperationWatchdog}, which closes the socket under an overdue connect, handshake or operation. With TLS,
 * Jedis makes the socket and reads the handshake with its time-out; the connection then reads without one.
 * Given a {@link Wire.Factory} ({@code redis.io=reactor}), the socket is a {@link WireSocket} over one of its
 * wires.
 */
final class DedicatedBackend implements RedisBackend {
  private final HostAndPort address;
  private final JedisClientConfig config;
  private final OperationWatchdog.Watch watch;
  /** Null with TLS. */
  private final UntimedSocketFactory sockets;
  /** Null after a broken connection was dropped: the next command connects again. */
  private volatile Jedis jedis;

  DedicatedBackend(HostAndPort address, JedisClientConfig config, Wire.Factory wires) {
    this.address = address;
    this.config = config;
    this.sockets = config.isSsl() ? null : new UntimedSocketFactory(address, wires);
    this.watch = OperationWatchdog.watch(config.getSocketTimeoutMillis(), this::disconnectOverdue);
    watch.begin();  // connect and handshake together get redis.timeout, like one operation
    try {
      this.jedis = connect();
    } catch (JedisException e) {
      watch.close();
      if (watch.expired()) {
        throw noAnswer(config.getSocketTimeoutMillis());
      }
      throw e;
    } finally {
      watch.end();
    }
  }

  /** The failure of a connection closed under an overdue operation (its own exception says "Socket closed"). */
  static JedisConnectionException noAnswer(int timeoutMillis) {
    return new JedisConnectionException("no answer within " + timeoutMillis + " ms (redis.timeout)");
  }

  /** Connects and hands shake; a reconnect inside an operation is timed by that operation's watch. */
  private Jedis connect() {
    if (sockets != null) {
      return new Jedis(sockets, config);
    }
    Jedis j = new Jedis(address, config);
    j.getConnection().setTimeoutInfinite();
    return j;
  }

  /** The connection, made anew after a failure; a server still down fails the command that asked. */
  private Jedis jedis() {
    Jedis j = jedis;
    if (j == null) {
      j = connect();
      jedis = j;
    }
    return j;
  }

  /** On the watchdog's thread: ends the blocked connect or read of an operation that took longer than redis.timeout. */
  private void disconnectOverdue() {
    if (sockets != null) {
      IOUtils.closeQuietly(sockets.lastSocket());  // null-safe: nothing to close before the first socket
      return;
    }
    Jedis j = jedis;
    if (j != null) {
      try {
        j.getConnection().forceDisconnect();
      } catch (IOException e) {
        // the blocked read fails either way
      }
    }
  }

  @Override
  public void operationStarts() {
    watch.begin();
  }

  @Override
  public void operationEnds() {
    watch.end();
  }

  @Override
  public boolean timedOut() {
    return watch.expired();
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

  /**
   * Writes the commands straight to the connection's buffer and reads their replies: the same bytes a
   * {@link Jedis#pipelined()} pipeline sends, without the pipeline, which builds a new command factory (Jedis's
   * CommandObjects, the largest cost of an insert's client CPU in a profile of a load) each time.
   */
  @Override
  public List<Object> roundTrip(List<CommandArguments> commands) {
    Connection c = jedis().getConnection();
    for (CommandArguments args : commands) {
      c.sendCommand(args);
    }
    List<Object> replies = c.getMany(commands.size());  // flushes, then reads one reply per command
    for (Object reply : replies) {
      if (reply instanceof JedisDataException e) {
        throw e;
      }
    }
    return replies;
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
    watch.close();
    if (jedis != null) {
      jedis.close();
    }
  }
}
