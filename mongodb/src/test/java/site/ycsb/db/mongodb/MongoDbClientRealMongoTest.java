package site.ycsb.db.mongodb;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import org.junit.jupiter.api.Test;
import org.testcontainers.junit.jupiter.Container;
import org.testcontainers.junit.jupiter.Testcontainers;
import org.testcontainers.mongodb.MongoDBContainer;
import site.ycsb.DBException;
import site.ycsb.ServerStatsSnapshot;
import site.ycsb.db.MongoDbClient;

/** The contract against a real MongoDB (wiredTiger) in Docker; skipped where no Docker engine answers. */
@Testcontainers(disabledWithoutDocker = true)
class MongoDbClientRealMongoTest extends MongoDbClientContract {
  @Container
  static final MongoDBContainer MONGO = new MongoDBContainer("mongo:8.0");

  @Override
  protected String url(String database) {
    return MONGO.getReplicaSetUrl(database) + "?serverSelectionTimeoutMS=5000";
  }

  @Test
  void askingForInMemoryOnWiredTigerStopsClearly() {
    assertThatThrownBy(() -> open("mongodb.storageengine", "inMemory")).isInstanceOf(DBException.class)
        .hasMessageContaining("runs the 'wiredTiger' storage engine");
  }

  @Test
  void serverStatisticsCarryTheEngineCacheAndCounters() throws DBException {
    MongoDbClient db = open("mongodb.storageengine", "wiredTiger");
    db.insert(TABLE, "user1", record("field0", "x"));
    ServerStatsSnapshot s = db.serverStats();
    assertThat(s.server()).isEqualTo("MongoDB");
    assertThat(s.settings()).containsEntry("storageEngine", "wiredTiger").containsKey("cacheMaximumBytes");
    assertThat(s.networkInBytes()).isPositive();
    assertThat(s.details()).containsKeys("serverStatus", "collStats");
  }
}
