package site.ycsb.db.mongodb;

import static org.assertj.core.api.Assertions.assertThatThrownBy;

import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import site.ycsb.DBException;

/** The contract against mongo-java-server in this JVM, over a real loopback socket. */
class MongoDbClientInJvmTest extends MongoDbClientContract {
  private static InJvmMongo server;

  @BeforeAll
  static void start() {
    server = new InJvmMongo();
  }

  @AfterAll
  static void stop() {
    server.close();
  }

  @Override
  protected String url(String database) {
    return server.url(database);
  }

  @Test
  void storageEngineCheckFailsClearlyOnAServerWithoutThatEngine() {
    // mongo-java-server reports no storage engine: asking for inMemory must stop the run, not benchmark it.
    assertThatThrownBy(() -> open("mongodb.storageengine", "inMemory")).isInstanceOf(DBException.class)
        .hasMessageContaining("mongodb.storageengine=inMemory")
        .hasMessageContaining("reports no storage engine")
        .hasMessageContaining(server.hostAndPort());
  }
}
