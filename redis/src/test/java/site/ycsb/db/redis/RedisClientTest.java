package site.ycsb.db.redis;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static site.ycsb.db.redis.RedisTestSupport.clientArgs;
import static site.ycsb.db.redis.RedisTestSupport.open;
import static site.ycsb.db.redis.RedisTestSupport.props;
import static site.ycsb.db.redis.RedisTestSupport.record;
import static site.ycsb.db.redis.RedisTestSupport.strings;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Properties;
import java.util.Set;
import java.util.Vector;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import redis.clients.jedis.Jedis;
import site.ycsb.ByteIterator;
import site.ycsb.ClientHarness;
import site.ycsb.DBException;
import site.ycsb.ServerStatsSnapshot;
import site.ycsb.Status;
import site.ycsb.TestServers;
import site.ycsb.db.RedisClient;

/** The binding against a real standalone redis-server (YCSB_TEST_REDIS), in its own db index. */
class RedisClientTest {
  private static final String DB_INDEX = "5";

  private TestServers.Address server;
  private Jedis direct;
  private final List<RedisClient> opened = new ArrayList<>();

  @BeforeEach
  void connect() {
    server = TestServers.require("REDIS");
    direct = new Jedis(server.host(), server.port());
    direct.select(Integer.parseInt(DB_INDEX));
    direct.flushDB();
  }

  @AfterEach
  void close() throws DBException {
    for (RedisClient db : opened) {
      db.cleanup();
    }
    if (direct != null) {  // null when the test was skipped for want of a server
      direct.flushDB();
      direct.close();
    }
  }

  private Properties base(String... more) {
    Properties p = props("redis.host", server.host(), "redis.port", Integer.toString(server.port()),
        "redis.db", DB_INDEX);
    for (int i = 0; i < more.length; i += 2) {
      p.setProperty(more[i], more[i + 1]);
    }
    return p;
  }

  private RedisClient db(String... more) throws DBException {
    RedisClient db = open(base(more));
    opened.add(db);
    return db;
  }

  @Test
  void crudWithFieldSubsetsAndMisses() throws DBException {
    RedisClient db = db();
    assertThat(db.insert("usertable", "user1", record("field0", "a", "field1", "b", "field2", "c")))
        .isEqualTo(Status.OK);
    assertThat(direct.hgetAll("user1")).containsEntry("field1", "b").hasSize(3);

    Map<String, ByteIterator> all = new HashMap<>();
    assertThat(db.read("usertable", "user1", null, all)).isEqualTo(Status.OK);
    assertThat(strings(all)).isEqualTo(Map.of("field0", "a", "field1", "b", "field2", "c"));

    Map<String, ByteIterator> some = new HashMap<>();
    assertThat(db.read("usertable", "user1", Set.of("field2", "field0"), some)).isEqualTo(Status.OK);
    assertThat(strings(some)).isEqualTo(Map.of("field0", "a", "field2", "c"));

    assertThat(db.update("usertable", "user1", record("field1", "B"))).isEqualTo(Status.OK);
    Map<String, ByteIterator> after = new HashMap<>();
    db.read("usertable", "user1", null, after);
    assertThat(strings(after)).isEqualTo(Map.of("field0", "a", "field1", "B", "field2", "c"));

    assertThat(db.read("usertable", "nosuchkey", null, new HashMap<>())).isEqualTo(Status.NOT_FOUND);
    assertThat(db.read("usertable", "nosuchkey", Set.of("field0"), new HashMap<>())).isEqualTo(Status.NOT_FOUND);

    assertThat(direct.zscore("_indices_lex", "user1")).isEqualTo(0.0);
    assertThat(direct.zscore("_indices", "user1")).isEqualTo((double) "user1".hashCode());  // both by default
    assertThat(db.delete("usertable", "user1")).isEqualTo(Status.OK);
    assertThat(direct.exists("user1")).isFalse();
    assertThat(direct.zscore("_indices_lex", "user1")).isNull();
    assertThat(direct.zscore("_indices", "user1")).isNull();
    assertThat(db.read("usertable", "user1", null, new HashMap<>())).isEqualTo(Status.NOT_FOUND);
    assertThat(db.delete("usertable", "user1")).isEqualTo(Status.NOT_FOUND);
  }

  @Test
  void anInsertWhoseIndexEntryTheServerRefusesIsAnError() throws DBException {
    RedisClient db = db();
    direct.set("_indices_lex", "not a sorted set");  // ZADD answers WRONGTYPE; the record's HSET succeeds
    assertThat(db.insert("usertable", "user1", record("field0", "a"))).isEqualTo(Status.ERROR);
    assertThat(db.insert("usertable", "user2", record("field0", "b"))).isEqualTo(Status.ERROR);
    direct.del("_indices_lex");
    assertThat(db.insert("usertable", "user3", record("field0", "c"))).isEqualTo(Status.OK);
    assertThat(direct.zrange("_indices_lex", 0, -1)).containsExactly("user3");
    assertThat(direct.zrange("_indices", 0, -1)).containsExactlyInAnyOrder("user1", "user2", "user3");
  }

  @Test
  void lexScanReturnsKeysInOrderFromTheStartKey() throws DBException {
    RedisClient db = db();
    for (String k : List.of("user5", "user10", "user2", "user30", "user4", "user1")) {
      db.insert("usertable", k, record("field0", "v" + k, "field1", "x"));
    }
    Vector<HashMap<String, ByteIterator>> result = new Vector<>();
    assertThat(db.scan("usertable", "user2", 3, null, result)).isEqualTo(Status.OK);
    // String order: user1 < user10 < user2 < user30 < user4 < user5
    assertThat(result).extracting(r -> r.get("field0").toString()).containsExactly("vuser2", "vuser30", "vuser4");
    assertThat(result.get(0)).containsOnlyKeys("field0", "field1");

    Vector<HashMap<String, ByteIterator>> subset = new Vector<>();
    assertThat(db.scan("usertable", "user3", 10, Set.of("field1"), subset)).isEqualTo(Status.OK);
    assertThat(subset).hasSize(3).allSatisfy(r -> assertThat(r).containsOnlyKeys("field1"));

    Vector<HashMap<String, ByteIterator>> none = new Vector<>();
    assertThat(db.scan("usertable", "user6", 10, null, none)).isEqualTo(Status.OK);
    assertThat(none).isEmpty();
  }

  @Test
  void scanSkipsRecordsGoneAfterTheIndexReadAndKeepsFieldNamesApart() throws DBException {
    RedisClient db = db();
    for (int i = 0; i < 20; i++) {
      db.insert("usertable", String.format("scan%02d", i), record("field0", "a" + i, "field1", "b" + i));
    }
    direct.zadd("_indices_lex", 0, "scan05x");  // an index entry whose record is gone, as after a racing delete
    direct.hset("scan07", "extra", "e");  // records need not share their field names
    Vector<HashMap<String, ByteIterator>> result = new Vector<>();
    assertThat(db.scan("usertable", "scan04", 6, null, result)).isEqualTo(Status.OK);
    List<Map<String, String>> got = result.stream().map(RedisTestSupport::strings).toList();  // reading consumes
    assertThat(got).extracting(r -> r.get("field0")).containsExactly("a4", "a5", "a6", "a7", "a8");
    assertThat(got.get(3)).isEqualTo(Map.of("field0", "a7", "field1", "b7", "extra", "e"));
    assertThat(got.get(4)).isEqualTo(Map.of("field0", "a8", "field1", "b8"));

    Vector<HashMap<String, ByteIterator>> tail = new Vector<>();
    assertThat(db.scan("usertable", "scan17", 100, Set.of("field1"), tail)).isEqualTo(Status.OK);
    assertThat(tail).extracting(r -> r.get("field1").toString()).containsExactly("b17", "b18", "b19");
    assertThat(tail).allSatisfy(r -> assertThat(r).containsOnlyKeys("field1"));
  }

  @Test
  void lexIndexIsOnlyTheKeyOrderedSet() throws DBException {
    RedisClient db = db("redis.scanindex", "lex");
    for (String k : List.of("user3", "user1", "user2")) {
      db.insert("usertable", k, record("field0", k));
    }
    assertThat(direct.zscore("_indices_lex", "user2")).isEqualTo(0.0);
    assertThat(direct.exists("_indices")).isFalse();
    Vector<HashMap<String, ByteIterator>> result = new Vector<>();
    assertThat(db.scan("usertable", "user2", 5, null, result)).isEqualTo(Status.OK);
    assertThat(result).extracting(r -> r.get("field0").toString()).containsExactly("user2", "user3");
    db.delete("usertable", "user3");
    assertThat(direct.zscore("_indices_lex", "user3")).isNull();
    assertThat(direct.exists("_indices")).isFalse();
  }

  @Test
  void hashIndexIsUpstreamsIndicesSet() throws DBException {
    RedisClient db = db("redis.scanindex", "hash");
    for (String k : List.of("user1", "user2", "user3")) {
      db.insert("usertable", k, record("field0", k));
    }
    assertThat(direct.zscore("_indices", "user2")).isEqualTo((double) "user2".hashCode());
    assertThat(direct.exists("_indices_lex")).isFalse();
    Vector<HashMap<String, ByteIterator>> result = new Vector<>();
    assertThat(db.scan("usertable", "user2", 5, null, result)).isEqualTo(Status.OK);
    assertThat(result).extracting(r -> r.get("field0").toString()).containsExactly("user2", "user3");
    db.delete("usertable", "user3");
    assertThat(direct.zscore("_indices", "user3")).isNull();
  }

  @Test
  void noIndexScansAreNotImplemented() throws DBException {
    RedisClient db = db("redis.scanindex", "none");
    db.insert("usertable", "user1", record("field0", "a"));
    assertThat(direct.exists("_indices_lex") || direct.exists("_indices")).isFalse();
    assertThat(db.scan("usertable", "user1", 5, null, new Vector<>())).isEqualTo(Status.NOT_IMPLEMENTED);
  }

  @Test
  void serverStatsCountRecordsWithoutTheIndex() throws DBException {
    RedisClient db = db();
    for (int i = 0; i < 20; i++) {
      db.insert("usertable", "user" + i, record("field0", "0123456789"));
    }
    ServerStatsSnapshot s = db.serverStats();
    assertThat(s.server()).isEqualTo("redis");
    assertThat(s.version()).matches("\\d+\\.\\d+.*");
    assertThat(s.records()).isEqualTo(20L);
    assertThat(s.memoryUsedBytes()).isPositive();
    assertThat(s.cpuSeconds()).isPositive();
    assertThat(s.settings()).containsKeys("save", "appendonly", "appendfsync", "maxmemory");
    assertThat(s.details()).containsKeys("server", "memory", "persistence", "stats", "cpu", "keyspace");
  }

  /** With the reactor the scans' replies (up to 50 records of 1 kB) are larger than its 64 kB inbox. */
  @ParameterizedTest
  @ValueSource(strings = {"blocking", "reactor"})
  void loadRunVerifyAndWorkloadE(String io, @TempDir Path dir) throws Exception {
    String[] common = {"redis.host", server.host(), "redis.port", Integer.toString(server.port()), "redis.db",
        DB_INDEX, "recordcount", "500", "fieldcount", "10", "fieldlength", "100", "dataintegrity", "true",
        "threadcount", "4", "redis.io", io};
    ClientHarness.Outcome load = ClientHarness.run(clientArgs("-load", common));
    assertThat(load.exitCode()).as(load.err()).isZero();
    assertThat(load.count("INSERT", "Return=OK")).isEqualTo(500);
    assertThat(direct.zcard("_indices_lex")).isEqualTo(500);
    assertThat(direct.zcard("_indices")).isEqualTo(500);

    List<String> run = clientArgs("-t", common);
    run.addAll(List.of("-p", "operationcount=2000", "-p", "readproportion=0.5", "-p", "updateproportion=0.5",
        "-p", "readallfields=true", "-p", "results.dir=" + dir.resolve("a")));
    ClientHarness.Outcome a = ClientHarness.run(run);
    assertThat(a.exitCode()).as(a.err()).isZero();
    assertThat(a.count("VERIFY", "Return=OK")).isEqualTo(a.count("READ", "Return=OK")).isPositive();
    assertThat(a.out()).doesNotContain("Return=ERROR").doesNotContain("UNEXPECTED_STATE");
    String result = Files.readString(dir.resolve("a/result.json"));
    assertThat(result).contains("\"records\"").contains("\"appendfsync\"");

    List<String> e = clientArgs("-t", common);
    e.addAll(List.of("-p", "operationcount=500", "-p", "readproportion=0", "-p", "updateproportion=0",
        "-p", "scanproportion=0.95", "-p", "insertproportion=0.05", "-p", "maxscanlength=50"));
    ClientHarness.Outcome scan = ClientHarness.run(e);
    assertThat(scan.exitCode()).as(scan.err()).isZero();
    assertThat(scan.count("SCAN", "Return=OK")).isPositive();
    assertThat(scan.out()).doesNotContain("Return=ERROR");
    assertThat(direct.zcard("_indices_lex")).isEqualTo(direct.dbSize() - 2);
    assertThat(direct.zcard("_indices")).isEqualTo(direct.dbSize() - 2);
  }

  @Test
  void badPropertiesAreOneLineErrors() {
    assertThatThrownBy(() -> db("redis.scanindex", "btree")).isInstanceOf(DBException.class)
        .hasMessageContaining("redis.scanindex").hasMessageContaining("both, lex, hash, none");
    assertThatThrownBy(() -> db("redis.mode", "replica")).isInstanceOf(DBException.class)
        .hasMessageContaining("redis.mode").hasMessageContaining("standalone, cluster, sentinel");
    assertThatThrownBy(() -> db("redis.port", "http")).isInstanceOf(DBException.class)
        .hasMessageContaining("redis.port");
  }

  @Test
  void wrongPortFailsAtInitWithinTheTimeout() {
    long start = System.nanoTime();
    Properties p = props("redis.host", "127.0.0.1", "redis.port", "1", "redis.timeout", "1000");
    assertThatThrownBy(() -> opened.add(open(p))).isInstanceOf(DBException.class)
        .hasMessageContaining("127.0.0.1:1").hasMessageContaining("redis.port");
    assertThat((System.nanoTime() - start) / 1_000_000).isLessThan(5000);
  }

  @Test
  void pooledStandaloneWorksToo() throws DBException {
    RedisClient a = db("redis.pool.size", "4");
    RedisClient b = db("redis.pool.size", "4");
    a.insert("usertable", "user1", record("field0", "x"));
    Map<String, ByteIterator> r = new HashMap<>();
    assertThat(b.read("usertable", "user1", null, r)).isEqualTo(Status.OK);
    Vector<HashMap<String, ByteIterator>> s = new Vector<>();
    assertThat(b.scan("usertable", "user0", 5, null, s)).isEqualTo(Status.OK);
    assertThat(s).hasSize(1);
  }
}
