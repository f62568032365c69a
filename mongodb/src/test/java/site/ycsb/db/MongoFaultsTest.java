package site.ycsb.db;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.Map;
import java.util.Properties;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import site.ycsb.ClientHarness;
import site.ycsb.DBException;
import site.ycsb.Recovery;
import site.ycsb.Status;
import site.ycsb.StringByteIterator;
import site.ycsb.WrongServer;

/**
 * The MongoDB stand-in stopped and served again on the same port (the driver's own recovery), and listeners
 * that are not MongoDB.
 */
class MongoFaultsTest {
  /** How long after a restarted server is back its errors may go on (README, "Faults"). */
  private static final long RECONNECT_BOUND_MS = 3000;

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
    try (InJvmMongo server = new InJvmMongo()) {
      MongoDbClient db = open("mongodb://" + server.hostAndPort() + "/faults?w=1&serverSelectionTimeoutMS=1000"
          + "&connectTimeoutMS=1000");
      try {
        assertThat(insert(db, "before")).isEqualTo(Status.OK);
        server.stop();
        assertThat(insert(db, "while-down")).isEqualTo(Status.ERROR);
        server.restart();
        long ms = Recovery.millisUntilOk(i -> insert(db, "after-" + i), RECONNECT_BOUND_MS);
        System.out.printf("[faults] mongodb: first OK %d ms after the restart%n", ms);
      } finally {
        db.cleanup();
      }
    }
  }

  @Test
  void anHttpServerIsOneLineAtInit() throws Exception {
    try (WrongServer http = WrongServer.start(WrongServer.Mode.HTTP)) {
      long start = System.nanoTime();
      assertThatThrownBy(() -> open("mongodb://" + http.hostAndPort() + "/faults?serverSelectionTimeoutMS=20000"))
          .isInstanceOf(DBException.class)
          .hasMessageContaining(http.hostAndPort())
          .hasMessageContaining("is it a MongoDB server?");
      long took = TimeUnit.NANOSECONDS.toMillis(System.nanoTime() - start);
      System.out.printf("[faults] mongodb HTTP listener: init failed after %d ms%n", took);
      assertThat(took).as("not the whole server selection time-out").isLessThan(5000);
    }
  }

  @Test
  void aSilentListenerEndsTheWholeRunInOneLine() throws Exception {
    try (WrongServer silent = WrongServer.start(WrongServer.Mode.SILENT)) {
      long start = System.nanoTime();
      ClientHarness.Outcome o = ClientHarness.run("-db", MongoDbClient.class.getName(), "-t",
          "-p", "mongodb.url=mongodb://" + silent.hostAndPort() + "/faults?serverSelectionTimeoutMS=2000"
              + "&connectTimeoutMS=1000", "-p", "operationcount=10", "-threads", "2");
      long took = TimeUnit.NANOSECONDS.toMillis(System.nanoTime() - start);
      System.out.printf("[faults] mongodb silent listener: run ended after %d ms, exit %d%n", took, o.exitCode());
      assertThat(o.exitCode()).isEqualTo(1);
      assertThat(took).isLessThan(6000);
      assertThat(o.errLines()).filteredOn(l -> l.startsWith("ycsb: ")).singleElement().asString()
          .startsWith("ycsb: error: ").contains(silent.hostAndPort());
    }
  }
}
