package site.ycsb.db.memcached;

import java.util.HashMap;
import java.util.Map;
import site.ycsb.ByteIterator;

/**
 * The order in which upstream YCSB 0.17.0 writes a record's fields: that of a default-sized {@link HashMap} filled
 * with them (upstream copied the workload's values into a new HashMap and wrote that). Deterministic for a given
 * set of names, e.g. field0..field9 always come out in the same order, whatever order the workload gave.
 */
final class UpstreamFieldOrder {
  private UpstreamFieldOrder() {
  }

  /** The record in upstream's order; a record of one field (or none) has one order and is returned as it is. */
  static Map<String, ByteIterator> of(Map<String, ByteIterator> record) {
    if (record.size() <= 1) {
      return record;
    }
    Map<String, ByteIterator> ret = new HashMap<>();
    for (Map.Entry<String, ByteIterator> e : record.entrySet()) {
      ret.put(e.getKey(), e.getValue());
    }
    return ret;
  }
}
