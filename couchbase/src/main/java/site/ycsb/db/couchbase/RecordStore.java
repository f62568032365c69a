package site.ycsb.db.couchbase;

import java.util.Map;
import java.util.Set;
import site.ycsb.ByteIterator;
import site.ycsb.Status;

/** Single-record operations: through KV, or through N1QL for comparison ({@code couchbase.kv=false}). */
interface RecordStore {
  Status read(String key, Set<String> fields, Map<String, ByteIterator> result);

  Status insert(String key, Map<String, ByteIterator> values);

  Status update(String key, Map<String, ByteIterator> values);

  Status delete(String key);
}
