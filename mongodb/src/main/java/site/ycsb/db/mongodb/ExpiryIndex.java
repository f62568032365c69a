package site.ycsb.db.mongodb;

import com.mongodb.client.MongoDatabase;
import com.mongodb.client.model.IndexOptions;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicBoolean;
import org.bson.BsonDocument;
import org.bson.BsonInt32;
import site.ycsb.DBException;

/**
 * How records written with a TTL (the workload's {@code ttl}) expire in MongoDB: each carries its expiry time in
 * the date field {@value #FIELD}, and a TTL index on that field with {@code expireAfterSeconds} 0 has the
 * server's TTL monitor delete it once that time has passed. The monitor runs about every 60 s, so a record can be
 * read for up to a minute after its TTL: said once per process, as the expired-read counts depend on it.
 */
public final class ExpiryIndex {
  /** The date field a record's expiry time is written to. */
  public static final String FIELD = "_expireAt";
  public static final String NOTE = "ycsb: note: mongodb: records expire through a TTL index on " + FIELD
      + " (expireAfterSeconds 0); the server's TTL monitor deletes expired documents about every 60 s, so a record "
      + "stays readable for up to a minute after its TTL";
  private static final AtomicBoolean NOTED = new AtomicBoolean();

  private ExpiryIndex() {
  }

  /** Creates the TTL index on the collection unless it exists (createIndex is idempotent), and says how it works. */
  public static void ensure(MongoDatabase database, String collection) throws DBException {
    try {
      database.getCollection(collection, BsonDocument.class).createIndex(new BsonDocument(FIELD, new BsonInt32(1)),
          new IndexOptions().name(FIELD + "_ttl").expireAfter(0L, TimeUnit.SECONDS));
    } catch (RuntimeException e) {
      throw new DBException("cannot create the TTL index on " + FIELD + " of collection '" + collection
          + "' that the ttl property needs: " + e.getMessage(), e);
    }
    if (NOTED.compareAndSet(false, true)) {
      System.err.println(NOTE);
    }
  }
}
