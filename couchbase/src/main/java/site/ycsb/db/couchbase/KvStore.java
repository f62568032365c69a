package site.ycsb.db.couchbase;

import com.couchbase.client.core.error.CouchbaseException;
import com.couchbase.client.core.error.DocumentNotFoundException;
import com.couchbase.client.core.msg.kv.DurabilityLevel;
import com.couchbase.client.java.Collection;
import com.couchbase.client.java.codec.RawJsonTranscoder;
import com.couchbase.client.java.kv.GetOptions;
import com.couchbase.client.java.kv.InsertOptions;
import com.couchbase.client.java.kv.LookupInOptions;
import com.couchbase.client.java.kv.LookupInResult;
import com.couchbase.client.java.kv.LookupInSpec;
import com.couchbase.client.java.kv.MutateInOptions;
import com.couchbase.client.java.kv.MutateInSpec;
import com.couchbase.client.java.kv.RemoveOptions;
import com.couchbase.client.java.kv.UpsertOptions;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;
import site.ycsb.ByteIterator;
import site.ycsb.Status;
import site.ycsb.StringByteIterator;

/**
 * Records as JSON documents through the key-value service: the SDK sends each operation straight to
 * the node that owns the key's vBucket. Updates are sub-document mutations, so they change only the
 * fields given and never read the document first.
 */
final class KvStore implements RecordStore {
  /** The server's limit of paths in one sub-document operation. */
  static final int MAX_SUBDOC_PATHS = 16;

  private final SharedCluster shared;
  private final Collection collection;
  private final boolean upsert;
  private final GetOptions getOptions;
  private final LookupInOptions lookupInOptions;
  private final InsertOptions insertOptions;
  private final UpsertOptions upsertOptions;
  private final MutateInOptions mutateInOptions;
  private final RemoveOptions removeOptions;
  private final DurabilityLevel durability;

  KvStore(SharedCluster shared, CouchbaseSettings s) {
    this.shared = shared;
    this.collection = shared.collection();
    this.upsert = s.upsert();
    durability = s.durability();
    // Options objects are reused: the SDK reads them when an operation is built and never keeps them.
    getOptions = GetOptions.getOptions().transcoder(RawJsonTranscoder.INSTANCE);
    lookupInOptions = LookupInOptions.lookupInOptions().serializer(RawJsonSerializer.INSTANCE);
    insertOptions = InsertOptions.insertOptions().transcoder(RawJsonTranscoder.INSTANCE).durability(durability);
    upsertOptions = UpsertOptions.upsertOptions().transcoder(RawJsonTranscoder.INSTANCE).durability(durability);
    mutateInOptions = MutateInOptions.mutateInOptions().serializer(RawJsonSerializer.INSTANCE)
        .durability(durability);
    removeOptions = RemoveOptions.removeOptions().durability(durability);
    if (!s.documentExpiry().isZero()) {
      insertOptions.expiry(s.documentExpiry());
      upsertOptions.expiry(s.documentExpiry());
      mutateInOptions.expiry(s.documentExpiry());
    }
  }

  @Override
  public Status read(String key, Set<String> fields, Map<String, ByteIterator> result) {
    try {
      if (fields == null || fields.size() > MAX_SUBDOC_PATHS) {
        byte[] doc = collection.get(key, getOptions).contentAs(byte[].class);
        FlatJson.decodeInto(doc, fields, result);
        return Status.OK;
      }
      List<String> names = new ArrayList<>(fields);
      List<LookupInSpec> specs = new ArrayList<>(names.size());
      for (String f : names) {
        specs.add(LookupInSpec.get(f));
      }
      LookupInResult r = collection.lookupIn(key, specs, lookupInOptions);
      for (int i = 0; i < names.size(); i++) {
        if (r.exists(i)) {
          result.put(names.get(i), new StringByteIterator(FlatJson.decodeString(r.contentAsBytes(i))));
        }
      }
      return Status.OK;
    } catch (DocumentNotFoundException e) {
      return Status.NOT_FOUND;
    } catch (CouchbaseException | IllegalArgumentException e) {
      shared.logOnce("read", e);
      return Status.ERROR;
    }
  }

  @Override
  public Status insert(String key, Map<String, ByteIterator> values) {
    byte[] doc = FlatJson.encode(values);
    try {
      if (upsert) {
        collection.upsert(key, doc, upsertOptions);
      } else {
        collection.insert(key, doc, insertOptions);
      }
      return Status.OK;
    } catch (CouchbaseException e) {
      // Includes DocumentExistsException: inserting an existing key is an error, as upstream counted it.
      shared.logOnce("insert", e);
      return Status.ERROR;
    }
  }

  /**
   * An insert (or upsert) whose document expires {@code expiry} after it: the SDK's document expiry, which it
   * sends as seconds up to 30 days and as an absolute time beyond. New options per call, since the shared ones
   * carry couchbase.documentExpiry.
   */
  Status insert(String key, Map<String, ByteIterator> values, Duration expiry) {
    byte[] doc = FlatJson.encode(values);
    try {
      if (upsert) {
        collection.upsert(key, doc, UpsertOptions.upsertOptions().transcoder(RawJsonTranscoder.INSTANCE)
            .durability(durability).expiry(expiry));
      } else {
        collection.insert(key, doc, InsertOptions.insertOptions().transcoder(RawJsonTranscoder.INSTANCE)
            .durability(durability).expiry(expiry));
      }
      return Status.OK;
    } catch (CouchbaseException e) {
      shared.logOnce("insert", e);
      return Status.ERROR;
    }
  }

  /** A sub-document update that sets the document's expiry again, to {@code expiry} from now. */
  Status update(String key, Map<String, ByteIterator> values, Duration expiry) {
    return update(key, values, MutateInOptions.mutateInOptions().serializer(RawJsonSerializer.INSTANCE)
        .durability(durability).expiry(expiry));
  }

  @Override
  public Status update(String key, Map<String, ByteIterator> values) {
    return update(key, values, mutateInOptions);
  }

  private Status update(String key, Map<String, ByteIterator> values, MutateInOptions options) {
    try {
      if (values.size() > MAX_SUBDOC_PATHS) {
        return updateInChunks(key, values, options);
      }
      collection.mutateIn(key, specs(values), options);
      return Status.OK;
    } catch (DocumentNotFoundException e) {
      return Status.NOT_FOUND;
    } catch (CouchbaseException e) {
      shared.logOnce("update", e);
      return Status.ERROR;
    }
  }

  /** More fields than one sub-document operation takes: several mutations, each atomic on its own. */
  private Status updateInChunks(String key, Map<String, ByteIterator> values, MutateInOptions options) {
    List<Map.Entry<String, ByteIterator>> entries = new ArrayList<>(values.entrySet());
    for (int from = 0; from < entries.size(); from += MAX_SUBDOC_PATHS) {
      List<MutateInSpec> specs = new ArrayList<>();
      int to = Math.min(entries.size(), from + MAX_SUBDOC_PATHS);
      for (Map.Entry<String, ByteIterator> e : entries.subList(from, to)) {
        specs.add(MutateInSpec.upsert(e.getKey(), FlatJson.encodeString(e.getValue().toString())));
      }
      collection.mutateIn(key, specs, options);
    }
    return Status.OK;
  }

  private static List<MutateInSpec> specs(Map<String, ByteIterator> values) {
    List<MutateInSpec> specs = new ArrayList<>(values.size());
    for (Map.Entry<String, ByteIterator> e : values.entrySet()) {
      specs.add(MutateInSpec.upsert(e.getKey(), FlatJson.encodeString(e.getValue().toString())));
    }
    return specs;
  }

  @Override
  public Status delete(String key) {
    try {
      collection.remove(key, removeOptions);
      return Status.OK;
    } catch (DocumentNotFoundException e) {
      return Status.NOT_FOUND;
    } catch (CouchbaseException e) {
      shared.logOnce("delete", e);
      return Status.ERROR;
    }
  }
}
