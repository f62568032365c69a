package site.ycsb.db.couchbase;

import static org.assertj.core.api.Assertions.assertThat;
import static site.ycsb.db.couchbase.CouchbaseClientKvOperationsTest.client;
import static site.ycsb.db.couchbase.CouchbaseClientKvOperationsTest.record;

import java.util.HashMap;
import java.util.Properties;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import site.ycsb.ClientHarness;
import site.ycsb.Status;

/** Records written with a TTL (the workload's ttl property): the document expiry of SDK 3, against CouchbaseMock. */
class CouchbaseClientTtlTest {
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

  private static long secondsLeft(String key) {
    return Math.round((cluster.expiryMillis(key) - System.currentTimeMillis()) / 1000.0);
  }

  @Test
  void insertAndUpdateSetTheDocumentsExpiry() throws Exception {
    assertThat(db.ttlRefusal()).isNull();
    assertThat(db.insert("usertable", "user1", record("field0", "a", "field1", "b"), 300)).isEqualTo(Status.OK);
    assertThat(secondsLeft("user1")).isBetween(298L, 300L);
    assertThat(db.update("usertable", "user1", record("field1", "B"), 1000)).isEqualTo(Status.OK);
    assertThat(secondsLeft("user1")).isBetween(998L, 1000L);
    assertThat(db.insert("usertable", "user2", record("field0", "x"))).isEqualTo(Status.OK);
    assertThat(cluster.expiryMillis("user2")).as("without a TTL, no expiry").isZero();
    assertThat(db.insert("usertable", "user3", record("field0", "y"), 1)).isEqualTo(Status.OK);
    Thread.sleep(2200);
    assertThat(db.read("usertable", "user3", null, new HashMap<>())).isEqualTo(Status.NOT_FOUND);
  }

  @Test
  void theN1qlPathRefusesTheTtlInOneLine() {
    Properties p = cluster.properties();
    java.util.List<String> args = new java.util.ArrayList<>(java.util.List.of("-db",
        "site.ycsb.db.couchbase.CouchbaseClient", "-load", "-p", "recordcount=10", "-p", "ttl=300", "-p",
        "couchbase.kv=false"));
    p.forEach((k, v) -> args.addAll(java.util.List.of("-p", k + "=" + v)));
    ClientHarness.Outcome o = ClientHarness.run(args);
    assertThat(o.exitCode()).as(o.err()).isEqualTo(2);
    assertThat(o.errorLines()).singleElement().asString().startsWith("ycsb: error: property 'ttl' is '300', but the "
        + "couchbase binding refuses it: with couchbase.kv=false (N1QL writes) records are not given a TTL per "
        + "write; use couchbase.kv=true; unset ttl");
  }
}
