package site.ycsb.db;

import com.mongodb.MongoBulkWriteException;
import com.mongodb.client.FindIterable;
import com.mongodb.client.MongoCollection;
import com.mongodb.client.MongoCursor;
import com.mongodb.client.model.BulkWriteOptions;
import com.mongodb.client.model.InsertManyOptions;
import com.mongodb.client.model.ReplaceOneModel;
import com.mongodb.client.model.ReplaceOptions;
import com.mongodb.client.model.WriteModel;
import com.mongodb.client.result.DeleteResult;
import com.mongodb.client.result.UpdateResult;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.Vector;
import org.bson.BsonBinary;
import org.bson.BsonDateTime;
import org.bson.BsonDocument;
import org.bson.BsonInt32;
import org.bson.BsonString;
import org.bson.BsonValue;
import site.ycsb.ByteArrayByteIterator;
import site.ycsb.ByteIterator;
import site.ycsb.DB;
import site.ycsb.DBException;
import site.ycsb.ServerStats;
import site.ycsb.ServerStatsSnapshot;
import site.ycsb.Status;
import site.ycsb.VirtualThreadReady;
import site.ycsb.db.mongodb.BatchOutcome;
import site.ycsb.db.mongodb.ExpiryIndex;
import site.ycsb.db.mongodb.MongoServerStatsReader;
import site.ycsb.db.mongodb.MongoSettings;
import site.ycsb.db.mongodb.MongoStatuses;
import site.ycsb.db.mongodb.SharedMongoClients;

/**
 * The {@code mongodb} binding: one document per record, {@code _id} the key, each field a BSON
 * binary (as upstream 0.17.0 stores them, so data sets load and verify across both). Inserts may be
 * batched ({@code mongodb.batchsize}); a partial last batch is sent at cleanup. Scans are
 * {@code _id >= start} sorted ascending with a limit, fetched in one batch. See README.md.
 */
@VirtualThreadReady
public class MongoDbClient extends DB implements ServerStats {
  private static final BsonInt32 INCLUDE = new BsonInt32(1);
  private static final BsonInt32 EXCLUDE = new BsonInt32(0);
  private static final BsonDocument SORT_BY_ID = new BsonDocument("_id", INCLUDE);
  private static final InsertManyOptions UNORDERED = new InsertManyOptions().ordered(false);
  /** Upserts keep their order: a key given twice in one batch ends with its last value. */
  private static final BulkWriteOptions ORDERED = new BulkWriteOptions().ordered(true);
  private static final ReplaceOptions UPSERT = new ReplaceOptions().upsert(true);

  private MongoSettings settings;
  private SharedMongoClients.Handle shared;
  /** Collections by table name: the workload uses one, so this stays tiny. */
  private final Map<String, MongoCollection<BsonDocument>> collections = new HashMap<>();
  private final List<BsonDocument> batch = new ArrayList<>();
  private String batchTable;

  @Override
  public void init() throws DBException {
    try {
      settings = MongoSettings.from(getProperties());
    } catch (IllegalArgumentException e) {
      throw new DBException(e.getMessage(), e);
    }
    shared = SharedMongoClients.acquire(settings);
    // As the workload reads it: a blank ttl is no ttl.
    if (!getProperties().getProperty("ttl", "").isBlank()) {
      try {
        ExpiryIndex.ensure(shared.database(), getProperties().getProperty("table", "usertable"));
      } catch (DBException e) {
        SharedMongoClients.release(shared);
        shared = null;
        throw e;
      }
    }
  }

  @Override
  public void cleanup() throws DBException {
    if (shared == null) {
      return;
    }
    try {
      if (!batch.isEmpty()) {
        int pending = batch.size();
        BatchOutcome flushed = flush();
        if (flushed.failed() > 0) {
          // Every one of them was answered BATCHED_OK.
          batchedInsertsFailed(flushed.failed(), flushed.status());
          throw new DBException("the last " + pending + " batched inserts (" + MongoSettings.BATCH_SIZE + "="
              + settings.batchSize() + ") could not be written at cleanup: " + flushed.failed() + " of them failed ("
              + flushed.status().getName() + ")");
        }
      }
    } finally {
      SharedMongoClients.release(shared);
      shared = null;
      collections.clear();
    }
  }

  @Override
  public Status read(String table, String key, Set<String> fields, Map<String, ByteIterator> result) {
    try {
      FindIterable<BsonDocument> find = collection(table).find(new BsonDocument("_id", new BsonString(key)));
      if (fields != null) {
        find.projection(projection(fields));
      }
      BsonDocument doc = find.first();
      if (doc == null) {
        return Status.NOT_FOUND;
      }
      copyFields(doc, result);
      return Status.OK;
    } catch (RuntimeException e) {
      return failed(e);
    }
  }

  @Override
  public Status scan(String table, String startkey, int recordcount, Set<String> fields,
      Vector<HashMap<String, ByteIterator>> result) {
    if (recordcount <= 0) {
      return Status.OK; // limit(0) would mean "no limit" to MongoDB
    }
    BsonDocument range = new BsonDocument("_id", new BsonDocument("$gte", new BsonString(startkey)));
    // batchSize = limit: the whole scan comes back in the first reply, one round trip.
    FindIterable<BsonDocument> find = collection(table).find(range).sort(SORT_BY_ID).limit(recordcount)
        .batchSize(recordcount);
    if (fields != null) {
      find.projection(projection(fields));
    }
    try (MongoCursor<BsonDocument> cursor = find.iterator()) {
      result.ensureCapacity(recordcount);
      while (cursor.hasNext()) {
        HashMap<String, ByteIterator> row = new HashMap<>();
        copyFields(cursor.next(), row);
        result.add(row);
      }
      return Status.OK;
    } catch (RuntimeException e) {
      return failed(e);
    }
  }

  @Override
  public Status update(String table, String key, Map<String, ByteIterator> values) {
    try {
      UpdateResult r = collection(table).updateOne(new BsonDocument("_id", new BsonString(key)),
          new BsonDocument("$set", fieldsOf(values, new BsonDocument())));
      return r.wasAcknowledged() && r.getMatchedCount() == 0 ? Status.NOT_FOUND : Status.OK;
    } catch (RuntimeException e) {
      return failed(e);
    }
  }

  /** Null: a record's expiry time is a date field that a TTL index (made at init) expires ({@link ExpiryIndex}). */
  @Override
  public String ttlRefusal() {
    return null;
  }

  @Override
  public Status insert(String table, String key, Map<String, ByteIterator> values, int ttlSeconds) {
    return insertDocument(table, fieldsOf(values, new BsonDocument("_id", new BsonString(key)))
        .append(ExpiryIndex.FIELD, expiresAt(ttlSeconds)));
  }

  /** The fields given and the record's expiry time, set again to {@code ttlSeconds} from now. */
  @Override
  public Status update(String table, String key, Map<String, ByteIterator> values, int ttlSeconds) {
    try {
      UpdateResult r = collection(table).updateOne(new BsonDocument("_id", new BsonString(key)),
          new BsonDocument("$set", fieldsOf(values, new BsonDocument()).append(ExpiryIndex.FIELD,
              expiresAt(ttlSeconds))));
      return r.wasAcknowledged() && r.getMatchedCount() == 0 ? Status.NOT_FOUND : Status.OK;
    } catch (RuntimeException e) {
      return failed(e);
    }
  }

  private static BsonDateTime expiresAt(int ttlSeconds) {
    return new BsonDateTime(System.currentTimeMillis() + 1000L * ttlSeconds);
  }

  @Override
  public Status insert(String table, String key, Map<String, ByteIterator> values) {
    return insertDocument(table, fieldsOf(values, new BsonDocument("_id", new BsonString(key))));
  }

  private Status insertDocument(String table, BsonDocument doc) {
    if (settings.batchSize() == 1) {
      try {
        if (settings.upsert()) {
          collection(table).replaceOne(new BsonDocument("_id", doc.get("_id")), doc, UPSERT);
        } else {
          collection(table).insertOne(doc);
        }
        return Status.OK;
      } catch (RuntimeException e) {
        return failed(e);
      }
    }
    if (batchTable != null && !batchTable.equals(table) && !batch.isEmpty()) {
      // A batch goes to one collection; a table switch sends what is pending first, all of it answered BATCHED_OK.
      BatchOutcome previous = flush();
      batchedInsertsFailed(previous.failed(), previous.status());
    }
    batchTable = table;
    batch.add(doc);
    if (batch.size() < settings.batchSize()) {
      return Status.BATCHED_OK;
    }
    // This insert sends the batch: it reports its own record; the earlier ones, answered BATCHED_OK, that the
    // server refused are reported as failed inserts, so that the counts equal the records written.
    BatchOutcome sent = flush();
    batchedInsertsFailed(sent.failed() - (sent.lastFailed() ? 1 : 0), sent.status());
    return sent.lastFailed() ? sent.status() : Status.OK;
  }

  @Override
  public Status delete(String table, String key) {
    try {
      DeleteResult r = collection(table).deleteOne(new BsonDocument("_id", new BsonString(key)));
      return r.wasAcknowledged() && r.getDeletedCount() == 0 ? Status.NOT_FOUND : Status.OK;
    } catch (RuntimeException e) {
      return failed(e);
    }
  }

  @Override
  public ServerStatsSnapshot serverStats() throws DBException {
    if (shared == null) {
      throw new DBException("serverStats() called before init()");
    }
    return MongoServerStatsReader.read(settings, shared);
  }

  /** Sends the pending batch; the batch is dropped either way (a failed batch is counted, not retried). */
  private BatchOutcome flush() {
    int size = batch.size();
    try {
      MongoCollection<BsonDocument> c = collection(batchTable);
      if (settings.upsert()) {
        List<WriteModel<BsonDocument>> writes = new ArrayList<>(size);
        for (BsonDocument doc : batch) {
          writes.add(new ReplaceOneModel<>(new BsonDocument("_id", doc.get("_id")), doc, UPSERT));
        }
        c.bulkWrite(writes, ORDERED);
      } else {
        c.insertMany(batch, UNORDERED);
      }
      return BatchOutcome.ALL_WRITTEN;
    } catch (MongoBulkWriteException e) {
      boolean ordered = settings.upsert();  // the bulkWrite of upserts is ordered, insertMany is not
      return BatchOutcome.of(e, size, ordered, failed(e));
    } catch (RuntimeException e) {
      return BatchOutcome.allFailed(size, failed(e));
    } finally {
      batch.clear();
    }
  }

  private Status failed(RuntimeException e) {
    Status s = MongoStatuses.of(e);
    if (s == MongoStatuses.CACHE_FULL) {
      shared.reportCacheFull();
    }
    return s;
  }

  private MongoCollection<BsonDocument> collection(String table) {
    MongoCollection<BsonDocument> c = collections.get(table);
    if (c == null) {
      c = shared.database().getCollection(table, BsonDocument.class);
      collections.put(table, c);
    }
    return c;
  }

  private static BsonDocument projection(Set<String> fields) {
    BsonDocument p = new BsonDocument("_id", EXCLUDE);
    for (String f : fields) {
      p.append(f, INCLUDE);
    }
    return p;
  }

  private static BsonDocument fieldsOf(Map<String, ByteIterator> values, BsonDocument into) {
    for (Map.Entry<String, ByteIterator> e : values.entrySet()) {
      into.append(e.getKey(), new BsonBinary(e.getValue().toArray()));
    }
    return into;
  }

  /** Binary fields only, as upstream: {@code _id} and anything not written by YCSB are skipped. */
  private static void copyFields(BsonDocument doc, Map<String, ByteIterator> result) {
    for (Map.Entry<String, BsonValue> e : doc.entrySet()) {
      BsonValue v = e.getValue();
      if (v.isBinary()) {
        result.put(e.getKey(), new ByteArrayByteIterator(v.asBinary().getData()));
      }
    }
  }
}
