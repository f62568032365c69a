package site.ycsb.db.mongodb;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.Map;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import site.ycsb.DBException;
import site.ycsb.ServerStatsSnapshot;
import site.ycsb.db.MongoDbClient;

/**
 * The contract against FerretDB, the test script's (YCSB_TEST_FERRETDB), each test in a database of its own;
 * and where FerretDB differs from MongoDB in a documented way, the difference (see {@link FerretDb}).
 */
class MongoDbClientFerretDbTest extends MongoDbClientContract {
  private FerretDb server;

  @BeforeEach
  void requireServer() {
    server = FerretDb.shared();
  }

  @AfterEach
  void release() {
    if (server != null) {
      server.close();
    }
  }

  @Override
  protected String url(String database) {
    // The contract's database names are unique already (a counter and the JVM's pid).
    return "mongodb://" + server.hostAndPort() + "/" + database + "?w=1&" + TestMongo.TIMEOUTS;
  }

  @Test
  void storageEngineCheckFailsClearly() {
    // FerretDB's serverStatus has no storageEngine section: asking for an engine stops the run, as on the stand-in.
    assertThatThrownBy(() -> open("mongodb.storageengine", "wiredTiger")).isInstanceOf(DBException.class)
        .hasMessageContaining("mongodb.storageengine=wiredTiger")
        .hasMessageContaining("reports no storage engine (serverStatus.storageEngine missing, process 'ferretdb')");
  }

  @Test
  void serverStatisticsNameFerretDbAndLackWhatItDoesNotReport() throws DBException {
    MongoDbClient db = open();
    db.insert(TABLE, "user1", record("field0", "x"));
    ServerStatsSnapshot s = db.serverStats();
    assertThat(s.server()).isEqualTo("FerretDB");
    assertThat(s.version()).startsWith("v1.");
    // buildInfo answers with the MongoDB version FerretDB speaks as, kept in the details.
    @SuppressWarnings("unchecked")
    Map<String, Object> buildInfo = (Map<String, Object>) s.details().get("buildInfo");
    assertThat((String) buildInfo.get("version")).startsWith("7.");
    // No network, CPU or storage-engine sections in its serverStatus.
    assertThat(s.networkInBytes()).isNull();
    assertThat(s.cpuSeconds()).isNull();
    assertThat(s.settings()).doesNotContainKey("storageEngine").containsEntry("topology", "standalone");
    // Sizes are SQLite's, in whole 4 KiB pages: one small record occupies a page.
    assertThat(s.records()).isEqualTo(1L);
    assertThat(s.memoryUsedBytes() % 4096).isZero();
  }
}
