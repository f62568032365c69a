package site.ycsb.db.couchbase;

import static org.assertj.core.api.Assertions.assertThat;
import static site.ycsb.db.couchbase.CouchbaseClientKvOperationsTest.record;

import java.util.HashMap;
import java.util.Map;
import java.util.Properties;
import java.util.Set;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import site.ycsb.ByteIterator;
import site.ycsb.Status;

/** {@code couchbase.kv=false}: CRUD as prepared N1QL statements, through the SDK to the query double. */
class CouchbaseClientQueryCrudTest {
  private static MockCluster cluster;
  private static CouchbaseClient n1ql;
  private static CouchbaseClient kv;

  @BeforeAll
  static void start() throws Exception {
    cluster = MockCluster.start();
    Properties p = cluster.properties();
    p.setProperty("couchbase.kv", "false");
    n1ql = CouchbaseClientKvOperationsTest.client(p);
    kv = CouchbaseClientKvOperationsTest.client(cluster.properties());
  }

  @AfterAll
  static void stop() throws Exception {
    n1ql.cleanup();
    kv.cleanup();
    cluster.close();
  }

  @Test
  void insertReadUpdateThroughN1qlAgreeWithKv() {
    assertThat(n1ql.insert("usertable", "q1", record("field0", "a", "field1", "b")))
        .isEqualTo(Status.OK);
    Map<String, ByteIterator> viaKv = new HashMap<>();
    assertThat(kv.read("usertable", "q1", null, viaKv)).isEqualTo(Status.OK);
    assertThat(CouchbaseClientKvOperationsTest.strings(viaKv)).isEqualTo(Map.of("field0", "a", "field1", "b"));

    assertThat(n1ql.update("usertable", "q1", record("field1", "B"))).isEqualTo(Status.OK);
    Map<String, ByteIterator> all = new HashMap<>();
    assertThat(n1ql.read("usertable", "q1", null, all)).isEqualTo(Status.OK);
    assertThat(CouchbaseClientKvOperationsTest.strings(all)).isEqualTo(Map.of("field0", "a", "field1", "B"));
    Map<String, ByteIterator> one = new HashMap<>();
    assertThat(n1ql.read("usertable", "q1", Set.of("field0"), one)).isEqualTo(Status.OK);
    assertThat(CouchbaseClientKvOperationsTest.strings(one)).isEqualTo(Map.of("field0", "a"));
  }

  @Test
  void missingKeysAreNotFoundAndDuplicatesAreErrors() {
    assertThat(n1ql.read("usertable", "nobody", null, new HashMap<>())).isEqualTo(Status.NOT_FOUND);
    assertThat(n1ql.update("usertable", "nobody", record("field0", "x"))).isEqualTo(Status.NOT_FOUND);
    assertThat(n1ql.insert("usertable", "q2", record("field0", "x"))).isEqualTo(Status.OK);
    assertThat(n1ql.insert("usertable", "q2", record("field0", "y"))).isEqualTo(Status.ERROR);
  }

  @Test
  void keysTravelAsParametersOfPreparedStatements() {
    cluster.query().requests.clear();
    n1ql.read("usertable", "user'; DROP", null, new HashMap<>());
    assertThat(cluster.query().requests).allSatisfy(r -> {
      assertThat(String.valueOf(r.getString("statement"))).doesNotContain("DROP");
    });
    assertThat(cluster.query().requests).anySatisfy(r -> assertThat(r.getString("$id")).isEqualTo("user'; DROP"));
  }
}
