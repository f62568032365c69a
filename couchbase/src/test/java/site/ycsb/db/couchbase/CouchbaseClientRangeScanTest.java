package site.ycsb.db.couchbase;

import static org.assertj.core.api.Assertions.assertThat;
import static site.ycsb.db.couchbase.CouchbaseClientKvOperationsTest.record;

import com.couchbase.client.java.json.JsonObject;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Properties;
import java.util.Set;
import java.util.Vector;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import site.ycsb.ByteIterator;
import site.ycsb.Status;

/**
 * Workload E's scan end to end through the real SDK: N1QL over HTTP to the query double (which
 * evaluates the range statement over the mock's documents), then KV gets in ids mode.
 */
class CouchbaseClientRangeScanTest {
  private static MockCluster cluster;

  @BeforeAll
  static void load() throws Exception {
    cluster = MockCluster.start();
    CouchbaseClient db = CouchbaseClientKvOperationsTest.client(cluster.properties());
    try {
      // Inserted out of order, so only a real ORDER BY gives the expected sequence.
      for (int i = 49; i >= 0; i--) {
        String n = String.format("%03d", i * 2);
        db.insert("usertable", "user" + n, record("field0", "v" + n, "field1", "w" + n));
      }
    } finally {
      db.cleanup();
    }
  }

  @AfterAll
  static void stop() {
    cluster.close();
  }

  @BeforeEach
  void clearRequests() {
    cluster.query().requests.clear();
  }

  private static List<String> field(Vector<HashMap<String, ByteIterator>> rows, String name) {
    List<String> values = new ArrayList<>();
    for (Map<String, ByteIterator> r : rows) {
      values.add(r.containsKey(name) ? r.get(name).toString() : null);
    }
    return values;
  }

  @ParameterizedTest(name = "mode={0} adhoc={1}")
  @CsvSource({"ids,false", "ids,true", "documents,false", "documents,true"})
  void scanReturnsRecordsInKeyOrderFromTheStartKey(String mode, boolean adhoc) throws Exception {
    Properties p = cluster.properties();
    p.setProperty("couchbase.scan.mode", mode);
    p.setProperty("couchbase.adhoc", String.valueOf(adhoc));
    CouchbaseClient db = CouchbaseClientKvOperationsTest.client(p);
    try {
      Vector<HashMap<String, ByteIterator>> rows = new Vector<>();
      // user013 does not exist: the scan starts at the next key, user014.
      assertThat(db.scan("usertable", "user013", 5, null, rows)).isEqualTo(Status.OK);
      assertThat(field(rows, "field0")).containsExactly("v014", "v016", "v018", "v020", "v022");
      assertThat(field(rows, "field1")).containsExactly("w014", "w016", "w018", "w020", "w022");

      Vector<HashMap<String, ByteIterator>> projected = new Vector<>();
      assertThat(db.scan("usertable", "user094", 10, Set.of("field1"), projected)).isEqualTo(Status.OK);
      assertThat(field(projected, "field1")).containsExactly("w094", "w096", "w098");
      assertThat(projected).allSatisfy(r -> assertThat(r).containsOnlyKeys("field1"));

      Vector<HashMap<String, ByteIterator>> none = new Vector<>();
      assertThat(db.scan("usertable", "user999", 10, null, none)).isEqualTo(Status.OK);
      assertThat(none).isEmpty();
    } finally {
      db.cleanup();
    }
    List<JsonObject> reqs = cluster.query().requests;
    assertThat(reqs).isNotEmpty();
    for (JsonObject r : reqs) {
      String text = r.getString("statement");
      if (text != null) {
        assertThat(text).doesNotContain("user0").doesNotContain("'").contains("$startkey", "$limit",
            "ORDER BY meta(d).id LIMIT");
      }
      if (text != null && text.startsWith("PREPARE ")) {
        continue;
      }
      assertThat(r.getString("$startkey")).startsWith("user");
      assertThat(r.get("$limit")).isIn(5, 10);
      assertThat(r.getString("scan_consistency")).isIn(null, "not_bounded");
    }
    if (!adhoc) {
      assertThat(reqs).anySatisfy(r -> assertThat(r.getString("statement")).startsWith("PREPARE "));
      assertThat(reqs).anySatisfy(r -> assertThat(r.getString("prepared")).isNotNull());
    } else {
      assertThat(reqs).noneSatisfy(r -> assertThat(String.valueOf(r.getString("statement"))).startsWith("PREPARE"));
    }
  }

  @Test
  void requestPlusConsistencyIsSentToTheQueryService() throws Exception {
    Properties p = cluster.properties();
    p.setProperty("couchbase.scan.consistency", "request_plus");
    p.setProperty("couchbase.adhoc", "true");
    CouchbaseClient db = CouchbaseClientKvOperationsTest.client(p);
    try {
      Vector<HashMap<String, ByteIterator>> rows = new Vector<>();
      assertThat(db.scan("usertable", "user000", 2, null, rows)).isEqualTo(Status.OK);
      assertThat(field(rows, "field0")).containsExactly("v000", "v002");
    } finally {
      db.cleanup();
    }
    assertThat(cluster.query().requests).allSatisfy(r -> assertThat(r.getString("scan_consistency"))
        .isEqualTo("request_plus"));
  }

  @Test
  void aQueryErrorIsACountedErrorNotAnException() throws Exception {
    CouchbaseClient db = CouchbaseClientKvOperationsTest.client(cluster.properties());
    cluster.query().failWith = "Keyspace not found in CB datastore: default:nope";
    try {
      assertThat(db.scan("usertable", "user000", 5, null, new Vector<>())).isEqualTo(Status.ERROR);
      assertThat(db.scan("usertable", "user000", 5, null, new Vector<>())).isEqualTo(Status.ERROR);
    } finally {
      cluster.query().failWith = null;
      db.cleanup();
    }
  }

  @Test
  void indexIsCreatedAndWaitedForOnRequest() throws Exception {
    Properties p = cluster.properties();
    p.setProperty("couchbase.index.create", "true");
    p.setProperty("couchbase.index.primary", "true");
    CouchbaseClient db = CouchbaseClientKvOperationsTest.client(p);
    db.cleanup();
    assertThat(cluster.query().indexes()).contains("ycsb_meta_id", "#primary");
    assertThat(cluster.query().requests).anySatisfy(r -> assertThat(r.getString("statement"))
        .isEqualTo("CREATE INDEX `ycsb_meta_id` ON `ycsb`(meta().id) USING GSI"));
    // A second run finds the index there and goes on.
    CouchbaseClient again = CouchbaseClientKvOperationsTest.client(p);
    again.cleanup();
  }
}
