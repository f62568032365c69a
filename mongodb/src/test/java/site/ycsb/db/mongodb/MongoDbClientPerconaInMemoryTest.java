package site.ycsb.db.mongodb;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import com.mongodb.client.MongoClient;
import com.mongodb.client.MongoClients;
import java.nio.file.Path;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.testcontainers.containers.GenericContainer;
import org.testcontainers.containers.wait.strategy.Wait;
import org.testcontainers.junit.jupiter.Container;
import org.testcontainers.junit.jupiter.Testcontainers;
import site.ycsb.ClientHarness;
import site.ycsb.DBException;
import site.ycsb.ServerStatsSnapshot;
import site.ycsb.Status;
import site.ycsb.db.MongoDbClient;
import site.ycsb.results.ResultsDirectory;
import site.ycsb.results.RunResult;

/**
 * The contract against Percona Server for MongoDB on its inMemory engine, with a cache small enough
 * (inMemorySizeGB=0.1) to provoke WT_CACHE_FULL; skipped where no Docker engine answers.
 */
@Testcontainers(disabledWithoutDocker = true)
class MongoDbClientPerconaInMemoryTest extends MongoDbClientContract {
  @Container
  @SuppressWarnings("resource")
  static final GenericContainer<?> PERCONA = new GenericContainer<>("percona/percona-server-mongodb:7.0")
      .withCommand("--storageEngine=inMemory", "--inMemorySizeGB=0.1", "--bind_ip_all")
      .withExposedPorts(27017)
      .waitingFor(Wait.forLogMessage(".*[Ww]aiting for connections.*", 1));

  @TempDir
  Path tmp;

  @Override
  protected String url(String database) {
    return "mongodb://" + PERCONA.getHost() + ":" + PERCONA.getMappedPort(27017) + "/" + database
        + "?w=1&serverSelectionTimeoutMS=5000";
  }

  @Test
  void theEngineCheckPassesAndJournalIsRefused() throws DBException {
    open("mongodb.storageengine", "inMemory");
    assertThatThrownBy(() -> open("mongodb.writeConcern", "journaled")).isInstanceOf(DBException.class)
        .hasMessageContaining("'inMemory' has no journal");
    assertThatThrownBy(() -> open("mongodb.storageengine", "wiredTiger")).isInstanceOf(DBException.class)
        .hasMessageContaining("runs the 'inMemory' storage engine");
  }

  @Test
  void statisticsReportTheInMemoryCache() throws DBException {
    MongoDbClient db = open();
    db.insert(TABLE, "user1", record("field0", "x"));
    ServerStatsSnapshot s = db.serverStats();
    assertThat(s.server()).isEqualTo("Percona Server for MongoDB");
    assertThat(s.settings()).containsEntry("storageEngine", "inMemory").containsEntry("storageEnginePersistent", false);
    assertThat((Long) s.settings().get("cacheMaximumBytes")).isPositive();
    assertThat((String) s.details().get("memoryUsedBytesSource")).contains("inMemory");
    assertThat(s.memoryUsedBytes()).isPositive();
  }

  @Test
  void aDataSetLargerThanTheEngineEndsInCacheFull() throws DBException {
    MongoDbClient db = open();
    String kb = "x".repeat(1024);
    Status last = Status.OK;
    try {
      // 0.1 GB of cache: at most ~50k records of 2 KB before the engine must refuse.
      for (int i = 0; i < 200_000 && last != MongoStatuses.CACHE_FULL; i++) {
        last = db.insert(TABLE, "user" + i, record("field0", kb, "field1", kb));
      }
      assertThat(last).isEqualTo(MongoStatuses.CACHE_FULL);
    } finally {
      // Free the engine for the other tests of this class, which share the container.
      try (MongoClient client = MongoClients.create(url(database))) {
        client.getDatabase(database).drop();
      }
    }
  }

  @Test
  void aClientRunReportsBytesPerRecordFromTheCache() throws Exception {
    Path dir = tmp.resolve("load");
    ClientHarness.Outcome o = ClientHarness.run("-db", MongoDbClient.class.getName(), "-P", "../workloads/workloada",
        "-load", "-p", "mongodb.url=" + url(database), "-p", "mongodb.storageengine=inMemory", "-p",
        "recordcount=2000", "-p", "results.dir=" + dir);
    assertThat(o.exitCode()).as(o.err()).isZero();
    RunResult r = ResultsDirectory.readResult(dir.resolve(ResultsDirectory.RESULT_FILE));
    assertThat(r.server().after().records()).isEqualTo(2000L);
    assertThat(r.server().bytesPerRecord()).isPositive();
    assertThat(r.server().after().details()).extractingByKey("bytesPerRecord").asInstanceOf(
        org.assertj.core.api.InstanceOfAssertFactories.MAP).containsKeys("cacheBytesInUse", "dataSize");
    assertThat(r.server().after().settings()).extractingByKey("cmdLineOpts").isInstanceOf(Map.class);
  }
}
