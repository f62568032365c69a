package site.ycsb.db.mongodb;

import static org.assertj.core.api.Assertions.assertThat;

import com.mongodb.client.MongoClient;
import com.mongodb.client.MongoClients;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Date;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Properties;
import org.bson.Document;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import site.ycsb.ByteIterator;
import site.ycsb.DBException;
import site.ycsb.Status;
import site.ycsb.StringByteIterator;
import site.ycsb.db.MongoDbClient;

/**
 * Records written with a TTL (the workload's ttl property), against mongo-java-server: each carries its expiry
 * time in {@code _expireAt}, a TTL index with expireAfterSeconds 0 is made at init, reads never return the date
 * field, and the 60 s sweep of the server's TTL monitor is said once on stderr.
 */
class MongoDbClientTtlTest {
  private static InJvmMongo server;
  private final List<MongoDbClient> opened = new ArrayList<>();

  @BeforeAll
  static void start() {
    server = new InJvmMongo();
  }

  @AfterAll
  static void stop() {
    server.close();
  }

  @AfterEach
  void closeClients() throws DBException {
    for (MongoDbClient c : opened) {
      c.cleanup();
    }
  }

  private MongoDbClient open(String database, String... kv) throws DBException {
    Properties p = new Properties();
    p.setProperty("mongodb.url", server.url(database));
    for (int i = 0; i < kv.length; i += 2) {
      p.setProperty(kv[i], kv[i + 1]);
    }
    MongoDbClient c = new MongoDbClient();
    c.setProperties(p);
    c.init();
    opened.add(c);
    return c;
  }

  private static Map<String, ByteIterator> record(String... kv) {
    Map<String, ByteIterator> m = new LinkedHashMap<>();
    for (int i = 0; i < kv.length; i += 2) {
      m.put(kv[i], new StringByteIterator(kv[i + 1]));
    }
    return m;
  }

  @Test
  void writesCarryTheirExpiryTimeAndInitMakesTheTtlIndex() throws Exception {
    PrintStream err = System.err;
    ByteArrayOutputStream said = new ByteArrayOutputStream();
    MongoDbClient db;
    System.setErr(new PrintStream(said, true, StandardCharsets.UTF_8));
    try {
      db = open("ttl1", "ttl", "300", "table", "usertable");
    } finally {
      System.setErr(err);
    }
    assertThat(said.toString(StandardCharsets.UTF_8)).contains(ExpiryIndex.NOTE);
    assertThat(db.ttlRefusal()).isNull();
    long before = System.currentTimeMillis();
    assertThat(db.insert("usertable", "user1", record("field0", "a", "field1", "b"), 300)).isEqualTo(Status.OK);
    try (MongoClient direct = MongoClients.create(server.url("ttl1"))) {
      var collection = direct.getDatabase("ttl1").getCollection("usertable");
      Document index = collection.listIndexes().into(new ArrayList<>()).stream()
          .filter(i -> "_expireAt_ttl".equals(i.getString("name"))).findFirst().orElseThrow();
      assertThat(((Number) index.get("expireAfterSeconds")).longValue()).isZero();
      Date at = collection.find(new Document("_id", "user1")).first().getDate("_expireAt");
      assertThat(at.getTime() - before).isBetween(299_000L, 301_000L);

      assertThat(db.update("usertable", "user1", record("field1", "B"), 1000)).isEqualTo(Status.OK);
      at = collection.find(new Document("_id", "user1")).first().getDate("_expireAt");
      assertThat(at.getTime() - before).isBetween(999_000L, 1_001_000L);
    }
    Map<String, ByteIterator> out = new HashMap<>();
    assertThat(db.read("usertable", "user1", null, out)).isEqualTo(Status.OK);
    assertThat(out).containsOnlyKeys("field0", "field1");
  }

  @Test
  void withoutTtlNoIndexAndNoExpiryField() throws Exception {
    MongoDbClient db = open("ttl2");
    assertThat(db.insert("usertable", "user1", record("field0", "a"))).isEqualTo(Status.OK);
    try (MongoClient direct = MongoClients.create(server.url("ttl2"))) {
      var collection = direct.getDatabase("ttl2").getCollection("usertable");
      assertThat(collection.listIndexes().into(new ArrayList<>())).noneMatch(
          i -> "_expireAt_ttl".equals(i.getString("name")));
      assertThat(collection.find(new Document("_id", "user1")).first()).doesNotContainKey("_expireAt");
    }
  }
}
