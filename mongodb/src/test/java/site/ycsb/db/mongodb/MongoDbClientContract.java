package site.ycsb.db.mongodb;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import com.mongodb.client.MongoClient;
import com.mongodb.client.MongoClients;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Collections;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Properties;
import java.util.Set;
import java.util.Vector;
import java.util.concurrent.atomic.AtomicInteger;
import org.bson.Document;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import site.ycsb.ByteIterator;
import site.ycsb.DBException;
import site.ycsb.ServerStatsSnapshot;
import site.ycsb.Status;
import site.ycsb.StringByteIterator;
import site.ycsb.db.MongoDbClient;

/**
 * The binding's behaviour against a server, the same for every server it runs against: the
 * in-JVM stand-in here, real MongoDB and Percona where Docker runs. Each test uses its own database.
 */
abstract class MongoDbClientContract {
  private static final AtomicInteger DATABASES = new AtomicInteger();
  protected static final String TABLE = "usertable";

  private final List<MongoDbClient> opened = new ArrayList<>();
  protected String database;

  /** A connection string for {@code database}, with short timeouts. */
  protected abstract String url(String database);

  @BeforeEach
  void pickDatabase() {
    database = "contract" + DATABASES.incrementAndGet() + "_" + ProcessHandle.current().pid();
  }

  @AfterEach
  void closeClients() {
    for (MongoDbClient c : opened) {
      try {
        c.cleanup();
      } catch (DBException ignored) {
        // The test that left a failing batch behind has already asserted on it.
      }
    }
    opened.clear();
  }

  protected MongoDbClient open(String... keyValues) throws DBException {
    MongoDbClient c = new MongoDbClient();
    c.setProperties(props(keyValues));
    c.init();
    opened.add(c);
    return c;
  }

  protected Properties props(String... keyValues) {
    Properties p = new Properties();
    p.setProperty("mongodb.url", url(database));
    for (int i = 0; i < keyValues.length; i += 2) {
      p.setProperty(keyValues[i], keyValues[i + 1]);
    }
    return p;
  }

  protected static Map<String, ByteIterator> record(String... fieldValues) {
    Map<String, ByteIterator> m = new LinkedHashMap<>();
    for (int i = 0; i < fieldValues.length; i += 2) {
      m.put(fieldValues[i], new StringByteIterator(fieldValues[i + 1]));
    }
    return m;
  }

  protected static Map<String, String> strings(Map<String, ByteIterator> m) {
    Map<String, String> ret = new HashMap<>();
    m.forEach((k, v) -> ret.put(k, new String(v.toArray(), StandardCharsets.UTF_8)));
    return ret;
  }

  /** Documents in the collection, counted by the driver directly, not through the binding. */
  protected long count() {
    try (MongoClient client = MongoClients.create(url(database))) {
      return client.getDatabase(database).getCollection(TABLE).countDocuments();
    }
  }

  @Test
  void insertThenReadAllFieldsAndChosenFields() throws DBException {
    MongoDbClient db = open();
    assertThat(db.insert(TABLE, "user1", record("field0", "a", "field1", "b", "field2", "c"))).isEqualTo(Status.OK);

    Map<String, ByteIterator> all = new HashMap<>();
    assertThat(db.read(TABLE, "user1", null, all)).isEqualTo(Status.OK);
    assertThat(strings(all)).isEqualTo(Map.of("field0", "a", "field1", "b", "field2", "c"));

    Map<String, ByteIterator> some = new HashMap<>();
    assertThat(db.read(TABLE, "user1", Set.of("field1"), some)).isEqualTo(Status.OK);
    assertThat(strings(some)).isEqualTo(Map.of("field1", "b"));
  }

  @Test
  void readOfMissingKeyIsNotFound() throws DBException {
    MongoDbClient db = open();
    db.insert(TABLE, "user1", record("field0", "a"));
    Map<String, ByteIterator> result = new HashMap<>();
    assertThat(db.read(TABLE, "user2", null, result)).isEqualTo(Status.NOT_FOUND);
    assertThat(result).isEmpty();
  }

  @Test
  void updateChangesNamedFieldsAndKeepsTheOthers() throws DBException {
    MongoDbClient db = open();
    db.insert(TABLE, "user1", record("field0", "a", "field1", "b"));
    assertThat(db.update(TABLE, "user1", record("field1", "B", "field2", "C"))).isEqualTo(Status.OK);
    Map<String, ByteIterator> all = new HashMap<>();
    db.read(TABLE, "user1", null, all);
    assertThat(strings(all)).isEqualTo(Map.of("field0", "a", "field1", "B", "field2", "C"));
    assertThat(db.update(TABLE, "nobody", record("field1", "x"))).isEqualTo(Status.NOT_FOUND);
  }

  @Test
  void deleteRemovesTheRecordAndMissesAreNotFound() throws DBException {
    MongoDbClient db = open();
    db.insert(TABLE, "user1", record("field0", "a"));
    assertThat(db.delete(TABLE, "user1")).isEqualTo(Status.OK);
    assertThat(db.read(TABLE, "user1", null, new HashMap<>())).isEqualTo(Status.NOT_FOUND);
    assertThat(db.delete(TABLE, "user1")).isEqualTo(Status.NOT_FOUND);
  }

  @Test
  void duplicateInsertIsAnErrorUnlessUpsert() throws DBException {
    MongoDbClient plain = open();
    assertThat(plain.insert(TABLE, "user1", record("field0", "a"))).isEqualTo(Status.OK);
    assertThat(plain.insert(TABLE, "user1", record("field0", "b"))).isEqualTo(Status.ERROR);

    MongoDbClient upsert = open("mongodb.upsert", "true");
    assertThat(upsert.insert(TABLE, "user1", record("field0", "c"))).isEqualTo(Status.OK);
    assertThat(upsert.insert(TABLE, "user2", record("field0", "d"))).isEqualTo(Status.OK);
    Map<String, ByteIterator> r = new HashMap<>();
    upsert.read(TABLE, "user1", null, r);
    assertThat(strings(r)).isEqualTo(Map.of("field0", "c"));
    assertThat(count()).isEqualTo(2);
  }

  @Test
  void batchedInsertsSendFullBatchesAndThePartialLastBatchAtCleanup() throws DBException {
    MongoDbClient db = open("mongodb.batchsize", "3");
    List<Status> statuses = new ArrayList<>();
    for (int i = 0; i < 7; i++) {
      statuses.add(db.insert(TABLE, "user" + i, record("field0", "v" + i)));
    }
    assertThat(statuses).containsExactly(Status.BATCHED_OK, Status.BATCHED_OK, Status.OK,
        Status.BATCHED_OK, Status.BATCHED_OK, Status.OK, Status.BATCHED_OK);
    assertThat(count()).isEqualTo(6);
    db.cleanup();
    opened.remove(db);
    assertThat(count()).isEqualTo(7);
    MongoDbClient reader = open();
    Map<String, ByteIterator> r = new HashMap<>();
    assertThat(reader.read(TABLE, "user6", null, r)).isEqualTo(Status.OK);
    assertThat(strings(r)).isEqualTo(Map.of("field0", "v6"));
  }

  @Test
  void upstreamBatchSizeNameAndBatchedUpsertsWork() throws DBException {
    open().insert(TABLE, "user0", record("field0", "old"));
    MongoDbClient db = open("batchsize", "2", "mongodb.upsert", "true");
    assertThat(db.insert(TABLE, "user0", record("field0", "new"))).isEqualTo(Status.BATCHED_OK);
    assertThat(db.insert(TABLE, "user1", record("field0", "x"))).isEqualTo(Status.OK);
    assertThat(db.insert(TABLE, "user2", record("field0", "y"))).isEqualTo(Status.BATCHED_OK);
    db.cleanup();
    opened.remove(db);
    assertThat(count()).isEqualTo(3);
    Map<String, ByteIterator> r = new HashMap<>();
    open().read(TABLE, "user0", null, r);
    assertThat(strings(r)).isEqualTo(Map.of("field0", "new"));
  }

  @Test
  void scanReturnsRecordsInKeyOrderFromTheStartKeyWithLimitAndFields() throws DBException {
    MongoDbClient db = open();
    List<String> keys = new ArrayList<>();
    for (int i = 0; i < 20; i++) {
      keys.add(String.format("user%02d", i));
    }
    List<String> shuffled = new ArrayList<>(keys);
    Collections.shuffle(shuffled, new java.util.Random(5));
    for (String k : shuffled) {
      db.insert(TABLE, k, record("key", k, "field0", "v-" + k));
    }
    Vector<HashMap<String, ByteIterator>> rows = new Vector<>();
    assertThat(db.scan(TABLE, "user05", 5, Set.of("key"), rows)).isEqualTo(Status.OK);
    List<String> got = new ArrayList<>();
    for (HashMap<String, ByteIterator> row : rows) {
      assertThat(row).containsOnlyKeys("key");
      got.add(strings(row).get("key"));
    }
    assertThat(got).containsExactly("user05", "user06", "user07", "user08", "user09");

    Vector<HashMap<String, ByteIterator>> all = new Vector<>();
    assertThat(db.scan(TABLE, "user175", 10, null, all)).isEqualTo(Status.OK);
    assertThat(all).hasSize(2);
    assertThat(strings(all.get(0))).isEqualTo(Map.of("key", "user18", "field0", "v-user18"));

    Vector<HashMap<String, ByteIterator>> none = new Vector<>();
    assertThat(db.scan(TABLE, "user99", 10, null, none)).isEqualTo(Status.OK);
    assertThat(none).isEmpty();
    assertThat(db.scan(TABLE, "user00", 0, null, none)).isEqualTo(Status.OK);
    assertThat(none).isEmpty();
  }

  @Test
  void serverStatisticsCountTheRecords() throws DBException {
    MongoDbClient db = open();
    for (int i = 0; i < 50; i++) {
      db.insert(TABLE, "user" + i, record("field0", "0123456789".repeat(10)));
    }
    ServerStatsSnapshot s = db.serverStats();
    assertThat(s.version()).isNotBlank();
    assertThat(s.records()).isEqualTo(50L);
    assertThat(s.memoryUsedBytes()).isPositive();
    assertThat(s.settings()).containsKeys("topology", "writeConcern", "readPreference", "mongodb.batchsize");
    assertThat(s.details()).containsKeys("buildInfo", "dbStats", "bytesPerRecord", "memoryUsedBytesSource");
    @SuppressWarnings("unchecked")
    Map<String, Object> perRecord = (Map<String, Object>) s.details().get("bytesPerRecord");
    assertThat((Double) perRecord.get("dataSize")).isGreaterThan(100.0);
  }

  @Test
  void badPropertiesAreRefusedNamingTheProperty() {
    assertThatThrownBy(() -> open("mongodb.batchsize", "0")).isInstanceOf(DBException.class)
        .hasMessageContaining("mongodb.batchsize").hasMessageContaining("from 1");
    assertThatThrownBy(() -> open("mongodb.upsert", "maybe")).isInstanceOf(DBException.class)
        .hasMessageContaining("mongodb.upsert").hasMessageContaining("true or false");
    assertThatThrownBy(() -> open("mongodb.writeConcern", "sometimes")).isInstanceOf(DBException.class)
        .hasMessageContaining("mongodb.writeConcern").hasMessageContaining("journaled");
    assertThatThrownBy(() -> open("mongodb.url", "http://u:pw9@x/")).isInstanceOf(DBException.class)
        .hasMessageContaining("mongodb.url").hasMessageNotContaining("pw9");
  }

  /** Reads a document's raw BSON through the driver, to check the stored format. */
  protected Document rawDocument(String key) {
    try (MongoClient client = MongoClients.create(url(database))) {
      return client.getDatabase(database).getCollection(TABLE).find(new Document("_id", key)).first();
    }
  }

  @Test
  void fieldsAreStoredAsBinaryLikeUpstream() throws DBException {
    open().insert(TABLE, "user1", record("field0", "abc"));
    Document raw = rawDocument("user1");
    assertThat(raw.get("_id")).isEqualTo("user1");
    assertThat(raw.get("field0")).isInstanceOf(org.bson.types.Binary.class);
  }
}
