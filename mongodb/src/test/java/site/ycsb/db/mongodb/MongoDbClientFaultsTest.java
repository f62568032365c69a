package site.ycsb.db.mongodb;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.HashMap;
import java.util.Map;
import java.util.Properties;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.Parameter;
import org.junit.jupiter.params.ParameterizedClass;
import org.junit.jupiter.params.provider.EnumSource;
import site.ycsb.DBException;
import site.ycsb.Recovery;
import site.ycsb.Status;
import site.ycsb.StringByteIterator;
import site.ycsb.db.MongoDbClient;

/**
 * A server of the test's own killed and served again on the same port (the driver's own recovery): the in-JVM
 * stand-in stopped and bound again, and a FerretDB process killed with SIGKILL and started again on its files.
 */
@ParameterizedClass(name = "{0}")
@EnumSource(WireServer.class)
class MongoDbClientFaultsTest {
  /** How long after a restarted server is back its errors may go on (README, "Faults"). */
  private static final long RECONNECT_BOUND_MS = 3000;

  @Parameter
  WireServer kind;

  private static MongoDbClient open(String url) throws DBException {
    Properties p = new Properties();
    p.setProperty("mongodb.url", url);
    MongoDbClient db = new MongoDbClient();
    db.setProperties(p);
    db.init();
    return db;
  }

  private static Status insert(MongoDbClient db, String key) {
    return db.insert("usertable", key, StringByteIterator.getByteIteratorMap(Map.of("field0", "v")));
  }

  @Test
  void aRestartedServerIsUsedAgainWithinTheBound() throws Exception {
    try (TestMongo server = kind.openOwn()) {
      // Time-outs long enough for a JIT-cold server's first handshake on a busy machine (1 s was not, once).
      MongoDbClient db = open(server.url("faults", "w=1&serverSelectionTimeoutMS=4000&connectTimeoutMS=4000"));
      try {
        assertThat(insert(db, "before")).isEqualTo(Status.OK);
        server.stop();
        assertThat(insert(db, "while-down")).isEqualTo(Status.ERROR);
        server.restart();
        long ms = Recovery.millisUntilOk(i -> insert(db, "after-" + i), RECONNECT_BOUND_MS);
        System.out.printf("[faults] mongodb on %s: first OK %d ms after the restart%n", kind, ms);
        // FerretDB keeps what was written before the crash in its SQLite files; the stand-in's restart starts empty.
        assertThat(db.read("usertable", "before", null, new HashMap<>()))
            .isEqualTo(kind.isFerretDb() ? Status.OK : Status.NOT_FOUND);
      } finally {
        db.cleanup();
      }
    }
  }
}
