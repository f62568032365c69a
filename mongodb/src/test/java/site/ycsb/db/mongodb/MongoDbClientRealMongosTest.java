package site.ycsb.db.mongodb;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;
import org.testcontainers.junit.jupiter.Container;
import org.testcontainers.junit.jupiter.Testcontainers;
import org.testcontainers.mongodb.MongoDBContainer;
import site.ycsb.DBException;
import site.ycsb.db.MongoDbClient;

/** The contract through mongos (a sharded cluster in one container); skipped where no Docker engine answers. */
@Testcontainers(disabledWithoutDocker = true)
class MongoDbClientRealMongosTest extends MongoDbClientContract {
  @Container
  static final MongoDBContainer MONGOS = new MongoDBContainer("mongo:8.0").withSharding();

  @Override
  protected String url(String database) {
    return MONGOS.getReplicaSetUrl(database) + "?serverSelectionTimeoutMS=5000";
  }

  @Test
  void statisticsNameTheRouterAndTheEngineCheckOnlyWarns() throws DBException {
    MongoDbClient db = open("mongodb.storageengine", "wiredTiger");
    db.insert(TABLE, "user1", record("field0", "x"));
    assertThat(db.serverStats().settings()).containsEntry("topology", "sharded (mongos)");
    assertThat(db.serverStats().records()).isEqualTo(1L);
  }
}
