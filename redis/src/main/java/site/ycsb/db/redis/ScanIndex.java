package site.ycsb.db.redis;

import java.nio.charset.StandardCharsets;
import java.util.List;
import redis.clients.jedis.AbstractPipeline;
import redis.clients.jedis.commands.JedisBinaryCommands;

/**
 * The sorted set that lets Workload E scan ({@code redis.scanindex}). Inserts and deletes queue
 * their index change in the same pipeline as the record, so both cost one round trip.
 */
public enum ScanIndex {
  /**
   * Every key with score 0 in {@code _indices_lex}: ZRANGEBYLEX from the start key returns records in
   * true key order, as the other bindings scan.
   */
  LEX("_indices_lex") {
    @Override
    public void add(AbstractPipeline pipeline, byte[] key) {
      pipeline.zadd(keyBytes, 0, key);
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
   * Upstream 0.17.0's {@code _indices}, scored by {@code String.hashCode()} of the key: data loaded by
   * upstream scans here and the reverse, in hash order, not key order.
   */
  HASH("_indices") {
    @Override
    public void add(AbstractPipeline pipeline, byte[] key) {
      pipeline.zadd(keyBytes, score(key), key);
    }

    @Override
    public List<byte[]> range(JedisBinaryCommands commands, byte[] startKey, int count) {
      return commands.zrangeByScore(keyBytes, score(startKey), Double.POSITIVE_INFINITY, 0, count);
    }

    private double score(byte[] key) {
      return new String(key, StandardCharsets.UTF_8).hashCode();
    }
  },
  /** No index: inserts and deletes touch only the record; scans return NOT_IMPLEMENTED. */
  NONE(null) {
    @Override
    public void add(AbstractPipeline pipeline, byte[] key) {
    }

    @Override
    public List<byte[]> range(JedisBinaryCommands commands, byte[] startKey, int count) {
      throw new UnsupportedOperationException("redis.scanindex=none");
    }
  };

  private static final byte[] PLUS = {'+'};

  final byte[] keyBytes;

  ScanIndex(String key) {
    this.keyBytes = key == null ? null : key.getBytes(StandardCharsets.UTF_8);
  }

  /** The sorted set's key, or null for {@link #NONE}. */
  public String key() {
    return keyBytes == null ? null : new String(keyBytes, StandardCharsets.UTF_8);
  }

  /** Whether inserts and deletes must maintain a sorted set. */
  public boolean maintained() {
    return keyBytes != null;
  }

  /** Queues the index entry of a new record. */
  public abstract void add(AbstractPipeline pipeline, byte[] key);

  /** Queues the removal of a record's index entry. */
  public void remove(AbstractPipeline pipeline, byte[] key) {
    if (keyBytes != null) {
      pipeline.zrem(keyBytes, key);
    }
  }

  /** Up to {@code count} keys from {@code startKey} on, in the index's order. */
  public abstract List<byte[]> range(JedisBinaryCommands commands, byte[] startKey, int count);

  static ScanIndex from(String name) {
    return valueOf(name.toUpperCase(java.util.Locale.ROOT));
  }
}
