package site.ycsb.db.couchbase;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import site.ycsb.ServerStatsSnapshot;

/**
 * Server statistics read through the SDK's manager connection. CouchbaseMock lacks most of these REST
 * endpoints (and answers /pools/default without nodes), so once the SDK is connected the test serves
 * documents shaped like Server 7.6's on the mock's manager port.
 */
class CouchbaseClientServerStatsTest {
  private static MockCluster cluster;

  @BeforeAll
  static void start() throws Exception {
    cluster = MockCluster.start();
  }

  /** After the SDK has bootstrapped: the mock's own answers on these paths are what the SDK needs. */
  private static void serveServerLikeDocuments() throws Exception {
    cluster.serveManagerJson("/pools/default", "{\"clusterName\":\"bench\",\"memoryQuota\":4096,"
        + "\"indexMemoryQuota\":1024,\"nodes\":[{\"hostname\":\"127.0.0.1:8091\",\"version\":\"7.6.2-3721-enterprise\","
        + "\"services\":[\"index\",\"kv\",\"n1ql\"],\"status\":\"healthy\",\"memoryTotal\":8000000000,"
        + "\"memoryFree\":4000000000,\"cpuCount\":8}]}");
    cluster.serveManagerJson("/pools/default/buckets/ycsb", "{\"name\":\"ycsb\",\"bucketType\":\"membase\","
        + "\"replicaNumber\":1,\"evictionPolicy\":\"valueOnly\",\"durabilityMinLevel\":\"none\","
        + "\"storageBackend\":\"couchstore\",\"quota\":{\"ram\":1073741824,\"rawRAM\":1073741824},"
        + "\"basicStats\":{\"quotaPercentUsed\":5.5,\"opsPerSec\":0,\"diskFetches\":0,\"itemCount\":1000,"
        + "\"diskUsed\":3000000,\"dataUsed\":2000000,\"memUsed\":59000000}}");
    cluster.serveManagerJson("/settings/indexes", "{\"storageMode\":\"memory_optimized\",\"indexerThreads\":0}");
    cluster.serveManagerJson("/indexStatus", "{\"indexes\":[{\"bucket\":\"ycsb\",\"scope\":\"_default\","
        + "\"collection\":\"_default\",\"index\":\"ycsb_meta_id\",\"status\":\"Ready\",\"storageMode\":"
        + "\"memory_optimized\",\"progress\":100,\"definition\":\"CREATE INDEX `ycsb_meta_id` ON `ycsb`(meta().id)\"},"
        + "{\"bucket\":\"other\",\"index\":\"x\",\"status\":\"Ready\"}]}");
    cluster.serveManagerJson("/pools/default/stats/range/*", "{\"data\":[{\"metric\":{\"bucket\":\"ycsb\","
        + "\"index\":\"ycsb_meta_id\"},\"values\":[[1700000000,\"990\"],[1700000010,\"1000\"]]}],\"errors\":[]}");
  }

  @AfterAll
  static void stop() {
    cluster.close();
  }

  @Test
  @SuppressWarnings("unchecked")
  void snapshotCarriesVersionRecordsMemoryAndIndexFigures() throws Exception {
    CouchbaseClient db = CouchbaseClientKvOperationsTest.client(cluster.properties());
    serveServerLikeDocuments();
    ServerStatsSnapshot s;
    try {
      s = db.serverStats();
    } finally {
      db.cleanup();
    }
    assertThat(s.server()).isEqualTo("Couchbase Server");
    assertThat(s.version()).isEqualTo("7.6.2-3721-enterprise");
    assertThat(s.records()).isEqualTo(1000L);
    assertThat(s.memoryUsedBytes()).isEqualTo(59000000L);
    assertThat(s.settings()).containsEntry("indexStorageMode", "memory_optimized")
        .containsEntry("durability", "NONE").containsEntry("memoryQuota", 4096);
    assertThat((Map<String, Object>) s.settings().get("bucket")).containsEntry("replicaNumber", 1)
        .containsEntry("evictionPolicy", "valueOnly");
    assertThat((List<?>) s.details().get("indexes")).hasSize(1);
    assertThat((Map<String, Object>) s.details().get("indexStats")).containsEntry("index_items_count", 1000L)
        .containsEntry("index_data_size", 1000L);
    assertThat((List<?>) s.details().get("nodes")).hasSize(1);
    assertThat(s.details()).doesNotContainKey("unavailable");
  }
}
