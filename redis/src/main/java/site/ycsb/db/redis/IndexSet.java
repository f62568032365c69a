package site.ycsb.db.redis;

import java.nio.charset.StandardCharsets;
import java.util.List;
import redis.clients.jedis.AbstractPipeline;
import redis.clients.jedis.CommandArguments;
import redis.clients.jedis.Protocol;
import redis.clients.jedis.commands.JedisBinaryCommands;

/**
 * One sorted set of record keys that a scan can read. Inserts and deletes queue their change in the same
 * pipeline as the record, so the record and its index entries cost one round trip.
 */
public enum IndexSet {
  /**
   * Every key with score 0 in {@code _indices_lex}: ZRANGEBYLEX from the start key returns records in
   * true key order, as the other bindings scan.
   */
  LEX("_indices_lex") {
    @Override
    CommandArguments add(byte[] key) {
      return zadd(0, key);
    }

    @Override
    public List<byte[]> range(JedisBinaryCommands commands, byte[] startKey, int count) {
      byte[] from = new byte[startKey.length + 1];
      from[0] = '[';  // inclusive lower bound
      System.arraycopy(startKey, 0, from, 1, startKey.length);
      return commands.zrangeByLex(keyBytes, from, PLUS, 0, count);
    }
  },
  /**
   * Upstream 0.17.0's {@code _indices}, scored by Java's {@code String.hashCode()} of the key and read with
   * ZRANGEBYSCORE from the start key's score: upstream's scans, in hash order, not key order.
   */
  HASH("_indices") {
    @Override
    CommandArguments add(byte[] key) {
      return zadd(score(key), key);
    }

    @Override
    public List<byte[]> range(JedisBinaryCommands commands, byte[] startKey, int count) {
      return commands.zrangeByScore(keyBytes, score(startKey), Double.POSITIVE_INFINITY, 0, count);
    }
  };

  private static final byte[] PLUS = {'+'};

  final byte[] keyBytes;

  IndexSet(String key) {
    this.keyBytes = key.getBytes(StandardCharsets.UTF_8);
  }

  /** The score upstream gives a key in {@code _indices}: the int hash code of the key as a Java String. */
  public static double score(byte[] key) {
    return new String(key, StandardCharsets.UTF_8).hashCode();
  }

  /** The sorted set's key. */
  public String key() {
    return new String(keyBytes, StandardCharsets.UTF_8);
  }

  /** The ZADD of a new record's index entry (the arguments Jedis's own zadd(key, score, member) sends). */
  abstract CommandArguments add(byte[] key);

  final CommandArguments zadd(double score, byte[] member) {
    return new CommandArguments(Protocol.Command.ZADD).key(keyBytes).add(score).add(member);
  }

  /** Queues the removal of a record's index entry. */
  void remove(AbstractPipeline pipeline, byte[] key) {
    pipeline.zrem(keyBytes, key);
  }

  /** Up to {@code count} keys from {@code startKey} on, in the set's order. */
  public abstract List<byte[]> range(JedisBinaryCommands commands, byte[] startKey, int count);

  /** How many keys the set holds (0 when it does not exist). */
  long size(JedisBinaryCommands commands) {
    return commands.zcard(keyBytes);
  }
}
