package site.ycsb.db.redis;

import java.util.List;
import java.util.Locale;
import redis.clients.jedis.AbstractPipeline;
import redis.clients.jedis.CommandArguments;

/**
 * The {@code redis.scanindex} setting: which sorted sets of keys inserts and deletes maintain for Workload E's
 * scans. Which one a scan reads is {@link ScanSetChoice}'s decision.
 */
public enum ScanIndex {
  /**
   * The default: both upstream's {@code _indices} and ours {@code _indices_lex}, so that scans work on data
   * loaded by either binding; scans read {@code _indices_lex} unless only upstream's set covers the data.
   */
  BOTH(IndexSet.LEX, IndexSet.HASH),
  /** Only {@code _indices_lex}: scans in key order. */
  LEX(IndexSet.LEX),
  /** Only upstream's {@code _indices}: byte-identical to upstream 0.17.0's data, scans in hash order. */
  HASH(IndexSet.HASH),
  /** No index: inserts and deletes touch only the record; scans return NOT_IMPLEMENTED. */
  NONE();

  private final List<IndexSet> sets;

  ScanIndex(IndexSet... sets) {
    this.sets = List.of(sets);
  }

  /** The sorted sets inserts and deletes maintain, in the order they are written. */
  public List<IndexSet> sets() {
    return sets;
  }

  /** Whether inserts and deletes must maintain a sorted set. */
  public boolean maintained() {
    return !sets.isEmpty();
  }

  /** Adds the commands that write a new record's index entries to {@code commands}. */
  public void add(List<CommandArguments> commands, byte[] key) {
    for (IndexSet s : sets) {
      commands.add(s.add(key));
    }
  }

  /** Queues the removal of a record's index entries. */
  public void remove(AbstractPipeline pipeline, byte[] key) {
    for (IndexSet s : sets) {
      s.remove(pipeline, key);
    }
  }

  /** The property's value for this setting. */
  public String propertyValue() {
    return name().toLowerCase(Locale.ROOT);
  }

  static ScanIndex from(String name) {
    return valueOf(name.toUpperCase(Locale.ROOT));
  }
}
