package site.ycsb.db.mongodb;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import com.mongodb.MongoBulkWriteException;
import com.mongodb.MongoCommandException;
import com.mongodb.MongoWriteException;
import com.mongodb.ServerAddress;
import com.mongodb.WriteError;
import com.mongodb.bulk.BulkWriteError;
import com.mongodb.bulk.BulkWriteResult;
import java.util.List;
import java.util.Properties;
import java.util.Set;
import org.bson.BsonDocument;
import org.junit.jupiter.api.Test;
import site.ycsb.DBException;
import site.ycsb.Status;

/**
 * The decisions taken on what a server reports, fed with the replies real servers give (a real
 * wiredTiger or Percona inMemory mongod is only reachable through Docker; see RealServersTest).
 */
class ServerChecksTest {
  private static final ServerProfile IN_MEMORY = ServerProfile.of(BsonDocument.parse(
      "{process: 'mongod', storageEngine: {name: 'inMemory', persistent: false, supportsCommittedReads: true}}"));
  private static final ServerProfile WIRED_TIGER = ServerProfile.of(BsonDocument.parse(
      "{process: 'mongod', storageEngine: {name: 'wiredTiger', persistent: true}}"));
  private static final ServerProfile MONGOS = ServerProfile.of(BsonDocument.parse("{process: 'mongos'}"));

  private static MongoSettings settings(String url, String engine) {
    Properties p = new Properties();
    p.setProperty("mongodb.url", url);
    if (engine != null) {
      p.setProperty("mongodb.storageengine", engine);
    }
    return MongoSettings.from(p);
  }

  @Test
  void theEngineAskedForPasses() throws DBException {
    assertThat(ServerChecks.verify(settings("mongodb://h:1/", "inmemory"), IN_MEMORY)).isEmpty();
    assertThat(ServerChecks.verify(settings("mongodb://h:1/", null), WIRED_TIGER)).isEmpty();
  }

  @Test
  void anotherEngineStopsTheRun() {
    assertThatThrownBy(() -> ServerChecks.verify(settings("mongodb://h:1/", "inMemory"), WIRED_TIGER))
        .hasMessage("mongodb.storageengine=inMemory but the server at h:1 runs the 'wiredTiger' storage engine; "
            + "start it with --storageEngine=inMemory, or drop mongodb.storageengine");
  }

  @Test
  void mongosCannotBeCheckedAndSaysSo() throws DBException {
    assertThat(ServerChecks.verify(settings("mongodb://h:1/", "inMemory"), MONGOS)).singleElement()
        .asString().contains("through mongos");
  }

  @Test
  void journalOnAnEngineWithoutOneIsRefusedBeforeEveryWriteFails() throws DBException {
    assertThatThrownBy(() -> ServerChecks.verify(settings("mongodb://h:1/?journal=true", null), IN_MEMORY))
        .hasMessageContaining("journal=true").hasMessageContaining("'inMemory' has no journal");
    // The defaults (w=1, no journal) and w=majority are fine there; journal=true is fine on wiredTiger.
    assertThat(ServerChecks.verify(settings(MongoSettings.DEFAULT_URL, "inMemory"), IN_MEMORY)).isEmpty();
    assertThat(ServerChecks.verify(settings("mongodb://h/?w=majority", null), IN_MEMORY)).isEmpty();
    assertThat(ServerChecks.verify(settings("mongodb://h/?journal=true", null), WIRED_TIGER)).isEmpty();
  }

  @Test
  void cacheFullFailuresGetTheirOwnStatus() {
    ServerAddress a = new ServerAddress("h", 1);
    WriteError cacheFull = new WriteError(146, "WT_CACHE_FULL: operation would overflow cache", new BsonDocument());
    assertThat(MongoStatuses.of(new MongoWriteException(cacheFull, a, Set.of()))).isEqualTo(MongoStatuses.CACHE_FULL);
    BulkWriteError bulk = new BulkWriteError(146, "WT_CACHE_FULL: operation would overflow cache",
        new BsonDocument(), 3);
    assertThat(MongoStatuses.of(new MongoBulkWriteException(BulkWriteResult.unacknowledged(), List.of(bulk), null, a,
        Set.of()))).isEqualTo(MongoStatuses.CACHE_FULL);
    MongoCommandException byMessage = new MongoCommandException(BsonDocument.parse(
        "{ok: 0, code: 1, errmsg: 'WT_CACHE_FULL: operation would overflow cache'}"), a);
    assertThat(MongoStatuses.of(byMessage)).isEqualTo(MongoStatuses.CACHE_FULL);
    WriteError duplicate = new WriteError(11000, "E11000 duplicate key error", new BsonDocument());
    assertThat(MongoStatuses.of(new MongoWriteException(duplicate, a, Set.of()))).isEqualTo(Status.ERROR);
    assertThat(MongoStatuses.CACHE_FULL.isOk()).isFalse();
  }
}
