package site.ycsb.db.couchbase;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.charset.StandardCharsets;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Properties;
import java.util.Set;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import site.ycsb.ByteIterator;
import site.ycsb.Status;
import site.ycsb.StringByteIterator;

/** CRUD through KV against CouchbaseMock, over real sockets with the real SDK. */
class CouchbaseClientKvOperationsTest {
  private static MockCluster cluster;
  private CouchbaseClient db;

  @BeforeAll
  static void startMock() throws Exception {
    cluster = MockCluster.start();
  }

  @AfterAll
  static void stopMock() {
    cluster.close();
  }

  @BeforeEach
  void open() throws Exception {
    cluster.flush();
    db = client(cluster.properties());
  }

  @AfterEach
  void close() throws Exception {
    db.cleanup();
  }

  static CouchbaseClient client(Properties p) throws Exception {
    CouchbaseClient c = new CouchbaseClient();
    c.setProperties(p);
    c.init();
    return c;
  }

  static Map<String, ByteIterator> record(String... kv) {
    Map<String, ByteIterator> m = new LinkedHashMap<>();
    for (int i = 0; i < kv.length; i += 2) {
      m.put(kv[i], new StringByteIterator(kv[i + 1]));
    }
    return m;
  }

  static Map<String, String> strings(Map<String, ByteIterator> m) {
    Map<String, String> s = new HashMap<>();
    m.forEach((k, v) -> s.put(k, v.toString()));
    return s;
  }

  @Test
  void insertThenReadAllFieldsAndAProjection() {
    assertThat(db.insert("usertable", "user1", record("field0", "a\"b\\c\n", "field1", "xyz", "field2", "é€")))
        .isEqualTo(Status.OK);
    Map<String, ByteIterator> all = new HashMap<>();
    assertThat(db.read("usertable", "user1", null, all)).isEqualTo(Status.OK);
    assertThat(strings(all)).containsExactlyInAnyOrderEntriesOf(
        Map.of("field0", "a\"b\\c\n", "field1", "xyz", "field2", "é€"));
    Map<String, ByteIterator> some = new HashMap<>();
    assertThat(db.read("usertable", "user1", Set.of("field1", "missing"), some)).isEqualTo(Status.OK);
    assertThat(strings(some)).containsExactlyEntriesOf(Map.of("field1", "xyz"));
    // Stored as a JSON object the query service can read.
    assertThat(new String(cluster.documents().get("user1"), StandardCharsets.UTF_8)).startsWith("{\"field0\":");
  }

  @Test
  void updateChangesOnlyTheGivenFields() {
    db.insert("usertable", "user2", record("field0", "zero", "field1", "one", "field2", "two"));
    assertThat(db.update("usertable", "user2", record("field1", "ONE", "field3", "three"))).isEqualTo(Status.OK);
    Map<String, ByteIterator> all = new HashMap<>();
    db.read("usertable", "user2", null, all);
    assertThat(strings(all)).isEqualTo(Map.of("field0", "zero", "field1", "ONE", "field2", "two", "field3", "three"));
  }

  @Test
  void missingRecordsAreNotFound() {
    assertThat(db.read("usertable", "nobody", null, new HashMap<>())).isEqualTo(Status.NOT_FOUND);
    assertThat(db.read("usertable", "nobody", Set.of("field0"), new HashMap<>())).isEqualTo(Status.NOT_FOUND);
    assertThat(db.update("usertable", "nobody", record("field0", "x"))).isEqualTo(Status.NOT_FOUND);
    assertThat(db.delete("usertable", "nobody")).isEqualTo(Status.NOT_FOUND);
  }

  @Test
  void deleteRemoves() {
    db.insert("usertable", "user3", record("field0", "x"));
    assertThat(db.delete("usertable", "user3")).isEqualTo(Status.OK);
    assertThat(db.read("usertable", "user3", null, new HashMap<>())).isEqualTo(Status.NOT_FOUND);
  }

  @Test
  void insertOfAnExistingKeyIsAnErrorUnlessUpsert() throws Exception {
    db.insert("usertable", "user4", record("field0", "first"));
    assertThat(db.insert("usertable", "user4", record("field0", "second"))).isEqualTo(Status.ERROR);
    Properties p = cluster.properties();
    p.setProperty("couchbase.upsert", "true");
    CouchbaseClient upserting = client(p);
    try {
      assertThat(upserting.insert("usertable", "user4", record("field0", "third"))).isEqualTo(Status.OK);
      Map<String, ByteIterator> r = new HashMap<>();
      upserting.read("usertable", "user4", null, r);
      assertThat(strings(r)).isEqualTo(Map.of("field0", "third"));
    } finally {
      upserting.cleanup();
    }
  }

  @Test
  void manyFieldsGoBeyondOneSubDocumentOperation() {
    Map<String, ByteIterator> wide = new LinkedHashMap<>();
    for (int i = 0; i < 20; i++) {
      wide.put("field" + i, new StringByteIterator("v" + i));
    }
    db.insert("usertable", "wide", wide);
    Map<String, ByteIterator> changed = new LinkedHashMap<>();
    for (int i = 0; i < 20; i++) {
      changed.put("field" + i, new StringByteIterator("w" + i));
    }
    Map<String, String> expected = new HashMap<>();
    for (int i = 0; i < 20; i++) {
      expected.put("field" + i, "w" + i);
    }
    assertThat(db.update("usertable", "wide", changed)).isEqualTo(Status.OK);
    Map<String, ByteIterator> r = new HashMap<>();
    assertThat(db.read("usertable", "wide", changed.keySet(), r)).isEqualTo(Status.OK);
    assertThat(strings(r)).isEqualTo(expected);
  }
}
