package site.ycsb.db.redis;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static site.ycsb.db.redis.RedisTestSupport.clientArgs;
import static site.ycsb.db.redis.RedisTestSupport.open;
import static site.ycsb.db.redis.RedisTestSupport.props;
import static site.ycsb.db.redis.RedisTestSupport.record;
import static site.ycsb.db.redis.RedisTestSupport.strings;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Properties;
import java.util.Set;
import java.util.Vector;
import java.util.concurrent.Callable;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import redis.clients.jedis.Jedis;
import site.ycsb.ByteIterator;
import site.ycsb.ClientHarness;
import site.ycsb.DBException;
import site.ycsb.Status;
import site.ycsb.TestServers;
import site.ycsb.db.RedisClient;
import site.ycsb.results.ResultsDirectory;
import site.ycsb.results.RunResult;
import site.ycsb.results.ScanRecords;

/**
 * Data moves both ways with upstream 0.17.0, scans included, by default ({@code redis.scanindex=both}). Upstream's
 * layout is written and scanned here with Jedis directly, from its format facts: one hash per record and the sorted
 * set {@code _indices} scored by the key's Java {@code String.hashCode()}; its scan is ZRANGEBYSCORE from the start
 * key's hash code, then one HGETALL per key.
 */
class RedisClientDropInTest {
  private static final String DB_INDEX = "6";
  private static final String WARNING = "redis.scanindex=both: upstream's _indices holds";

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
    closeAll();
    if (direct != null) {
      direct.flushDB();
      direct.close();
    }
  }

  private void closeAll() throws DBException {
    for (RedisClient db : opened) {
      db.cleanup();
    }
    opened.clear();
  }

  private String[] common(String... more) {
    List<String> kv = new ArrayList<>(List.of("redis.host", server.host(), "redis.port",
        Integer.toString(server.port()), "redis.db", DB_INDEX));
    kv.addAll(List.of(more));
    return kv.toArray(new String[0]);
  }

  private RedisClient db(String... more) throws DBException {
    Properties p = props(common(more));
    RedisClient db = open(p);
    opened.add(db);
    return db;
  }

  // ---- upstream 0.17.0's layout, from its facts ----

  /** The fields upstream's writer gives a record: field0..2, values derived from the key. */
  private static Map<String, String> upstreamRecord(String key) {
    Map<String, String> r = new LinkedHashMap<>();
    for (int f = 0; f < 3; f++) {
      r.put("field" + f, key + "/v" + f);
    }
    return r;
  }

  /** Writes records as upstream's insert does: HMSET of the record, then ZADD _indices hashCode(key) key. */
  private void writeAsUpstream(List<String> keys) {
    for (String k : keys) {
      direct.hset(k, upstreamRecord(k));
      direct.zadd("_indices", k.hashCode(), k);
    }
  }

  /** Upstream's scan: ZRANGEBYSCORE _indices from hashCode(startkey) LIMIT 0 count, then HGETALL of each key. */
  private List<Map<String, String>> scanAsUpstream(String startKey, int count) {
    List<Map<String, String>> ret = new ArrayList<>();
    for (String k : direct.zrangeByScore("_indices", startKey.hashCode(), Double.POSITIVE_INFINITY, 0, count)) {
      Map<String, String> r = new HashMap<>(direct.hgetAll(k));
      r.put("_key", k);
      ret.add(r);
    }
    return ret;
  }

  /** Keys in the order of upstream's index: by hash code, equal hash codes by key. */
  private static List<String> hashOrder(List<String> keys, String startKey, int count) {
    return keys.stream().filter(k -> k.hashCode() >= startKey.hashCode())
        .sorted(Comparator.comparingInt(String::hashCode).thenComparing(Comparator.naturalOrder()))
        .limit(count).toList();
  }

  private static List<String> userKeys(int from, int to) {
    List<String> ret = new ArrayList<>();
    for (int i = from; i < to; i++) {
      ret.add("user" + i);
    }
    return ret;
  }

  /** What {@code action} printed on System.err (where the binding warns) while it ran. */
  private static <T> String stderrOf(Callable<T> action, List<T> result) throws Exception {
    PrintStream saved = System.err;
    ByteArrayOutputStream captured = new ByteArrayOutputStream();
    System.setErr(new PrintStream(captured, true, StandardCharsets.UTF_8));
    try {
      result.add(action.call());
    } finally {
      System.setErr(saved);
    }
    String text = captured.toString(StandardCharsets.UTF_8);
    saved.print(text);
    return text;
  }

  private static long warnings(String stderr) {
    return stderr.lines().filter(l -> l.contains(WARNING)).count();
  }

  // ---- tests ----

  @Test
  void theDefaultWritesBothIndexesAndDeleteRemovesFromBoth() throws Exception {
    List<RedisClient> dbs = new ArrayList<>();
    String err = stderrOf(() -> db(), dbs);
    assertThat(err).as("an empty database scans ours").doesNotContain("warning");
    RedisClient db = dbs.get(0);
    // a YCSB key (negative hash code) and a non-ASCII one: the score is the hash code of the key as a Java String
    List<String> keys = List.of("user6284781860667377211", "usér1", "user2");
    for (int i = 0; i < keys.size(); i++) {
      assertThat(db.insert("usertable", keys.get(i), record("field0", "v" + i))).isEqualTo(Status.OK);
    }
    assertThat("user6284781860667377211".hashCode()).isNegative();
    for (String k : keys) {
      assertThat(direct.zscore("_indices", k)).as(k).isEqualTo((double) k.hashCode());
      assertThat(direct.zscore("_indices_lex", k)).as(k).isEqualTo(0.0);
    }
    assertThat(direct.zcard("_indices")).isEqualTo(3);
    assertThat(direct.zcard("_indices_lex")).isEqualTo(3);

    Vector<HashMap<String, ByteIterator>> result = new Vector<>();
    assertThat(db.scan("usertable", "user", 10, null, result)).isEqualTo(Status.OK);
    assertThat(result).as("key order: our index").extracting(r -> r.get("field0").toString())
        .containsExactly("v2", "v0", "v1");

    assertThat(db.delete("usertable", "user2")).isEqualTo(Status.OK);
    assertThat(direct.exists("user2")).isFalse();
    assertThat(direct.zscore("_indices", "user2")).isNull();
    assertThat(direct.zscore("_indices_lex", "user2")).isNull();
    assertThat(direct.zcard("_indices")).isEqualTo(2);
    assertThat(direct.zcard("_indices_lex")).isEqualTo(2);
  }

  @Test
  void dataWrittenAsUpstreamWritesItScansInUpstreamsHashOrderWithOneWarning() throws Exception {
    List<String> keys = userKeys(0, 40);
    writeAsUpstream(keys);
    List<RedisClient> dbs = new ArrayList<>();
    String err = stderrOf(() -> {
      RedisClient a = db();
      db();  // a second client of the same run: the decision is shared, the warning is not repeated
      return a;
    }, dbs);
    assertThat(warnings(err)).as(err).isEqualTo(1);
    assertThat(err).contains("holds 40 keys, _indices_lex 0").contains("upstream's hash order")
        .contains("not key order");

    for (String start : List.of("user17", "user3", "user0", "user39")) {
      Vector<HashMap<String, ByteIterator>> result = new Vector<>();
      assertThat(dbs.get(0).scan("usertable", start, 10, null, result)).isEqualTo(Status.OK);
      List<String> expected = hashOrder(keys, start, 10);
      assertThat(expected).as("the start key itself comes first").startsWith(start);
      assertThat(result).hasSameSizeAs(expected);
      for (int i = 0; i < expected.size(); i++) {
        assertThat(strings(result.get(i))).as(start + " #" + i).isEqualTo(upstreamRecord(expected.get(i)));
      }
    }
    Vector<HashMap<String, ByteIterator>> subset = new Vector<>();
    assertThat(opened.get(1).scan("usertable", "user20", 5, Set.of("field2"), subset)).isEqualTo(Status.OK);
    assertThat(subset).extracting(r -> r.get("field2").toString())
        .containsExactlyElementsOf(hashOrder(keys, "user20", 5).stream().map(k -> k + "/v2").toList());

    // the next run (every client of this one closed) decides anew and says so again
    closeAll();
    String again = stderrOf(() -> db(), new ArrayList<>());
    assertThat(warnings(again)).as(again).isEqualTo(1);
  }

  @Test
  void whenBothIndexesExistTheOneCoveringMoreKeysIsScanned() throws Exception {
    writeAsUpstream(userKeys(0, 30));
    RedisClient first = db();
    // records a run of ours adds to upstream's data go into both sets
    assertThat(first.insert("usertable", "user100", record("field0", "a"))).isEqualTo(Status.OK);
    assertThat(first.insert("usertable", "user101", record("field0", "b"))).isEqualTo(Status.OK);
    closeAll();
    assertThat(direct.zcard("_indices_lex")).isEqualTo(2);
    assertThat(direct.zcard("_indices")).isEqualTo(32);

    List<RedisClient> dbs = new ArrayList<>();
    String err = stderrOf(() -> db(), dbs);
    assertThat(err).contains("holds 32 keys, _indices_lex 2");
    Vector<HashMap<String, ByteIterator>> all = new Vector<>();
    assertThat(dbs.get(0).scan("usertable", "user100", 100, Set.of("field0"), all)).isEqualTo(Status.OK);
    assertThat(all).as("hash order from user100, our inserts included")
        .hasSize(hashOrder(new ArrayList<>(direct.zrange("_indices", 0, -1)), "user100", 100).size())
        .extracting(r -> r.get("field0").toString()).contains("a", "b");
    closeAll();

    // a data set loaded by this binding: both sets hold every key, ours is scanned, nothing to say
    direct.flushDB();
    RedisClient loader = db();
    for (String k : userKeys(0, 5)) {
      loader.insert("usertable", k, record("field0", k));
    }
    closeAll();
    String quiet = stderrOf(() -> db(), dbs);
    assertThat(quiet).doesNotContain("warning");
    Vector<HashMap<String, ByteIterator>> ordered = new Vector<>();
    dbs.get(dbs.size() - 1).scan("usertable", "user1", 3, null, ordered);
    assertThat(ordered).extracting(r -> r.get("field0").toString()).containsExactly("user1", "user2", "user3");
  }

  @Test
  void workloadEOnUpstreamsDataReturnsRecordsByDefaultAndNoneWithLex(@TempDir Path dir) throws Exception {
    writeAsUpstream(userKeys(0, 300));
    String[] e = common("recordcount", "300", "insertorder", "ordered", "threadcount", "4", "operationcount", "400",
        "readproportion", "0", "updateproportion", "0", "scanproportion", "1", "maxscanlength", "20");

    ClientHarness.Outcome lex = ClientHarness.run(withResults(clientArgs("-t", e), dir.resolve("lex"),
        "redis.scanindex=lex"));
    assertThat(lex.exitCode()).as(lex.err()).isZero();
    assertThat(scanRecords(dir.resolve("lex")).returned()).as("the issue's symptom with our index only").isZero();

    List<ClientHarness.Outcome> runs = new ArrayList<>();
    String err = stderrOf(() -> ClientHarness.run(withResults(clientArgs("-t", e), dir.resolve("both"))), runs);
    ClientHarness.Outcome both = runs.get(0);
    assertThat(both.exitCode()).as(both.err()).isZero();
    assertThat(both.count("SCAN", "Return=OK")).isEqualTo(400);
    ScanRecords records = scanRecords(dir.resolve("both"));
    assertThat(records.returned()).isPositive();
    assertThat(warnings(err)).as("one warning for 4 client threads and the statistics client: " + err).isEqualTo(1);
    RunResult result = ResultsDirectory.readResult(dir.resolve("both").resolve(ResultsDirectory.RESULT_FILE));
    assertThat(result.server().after().settings()).containsEntry("scanindex", "both")
        .containsEntry("scanReads", "_indices");
  }

  @Test
  void ourDefaultLoadIsFoundByUpstreamsScan(@TempDir Path dir) {
    String[] load = common("recordcount", "300", "fieldcount", "4", "fieldlength", "20", "threadcount", "4");
    ClientHarness.Outcome lexLoad = ClientHarness.run(withResults(clientArgs("-load", load), dir.resolve("lex"),
        "redis.scanindex=lex"));
    assertThat(lexLoad.exitCode()).as(lexLoad.err()).isZero();
    assertThat(scanAsUpstream("user", 20)).as("upstream scans find nothing with lex: the issue's symptom").isEmpty();
    direct.flushDB();

    ClientHarness.Outcome loaded = ClientHarness.run(withResults(clientArgs("-load", load), dir.resolve("both")));
    assertThat(loaded.exitCode()).as(loaded.err()).isZero();
    assertThat(loaded.count("INSERT", "Return=OK")).isEqualTo(300);
    List<String> keys = new ArrayList<>(direct.keys("user*"));
    assertThat(keys).hasSize(300);
    assertThat(direct.dbSize()).as("records plus the two indexes").isEqualTo(302);
    for (String start : List.of(keys.get(0), keys.get(150), "user")) {
      List<Map<String, String>> scanned = scanAsUpstream(start, 25);
      assertThat(scanned).extracting(r -> r.get("_key")).as(start)
          .containsExactlyElementsOf(hashOrder(keys, start, 25));
      assertThat(scanned).allSatisfy(r -> assertThat(r).hasSize(5)
          .containsKeys("field0", "field1", "field2", "field3"));
    }
  }

  @Test
  void indexSizesTheServerRefusesFailInitInOneLine() throws Exception {
    String user = "ycsb-nozcard";
    String password = "pw-" + System.nanoTime();
    direct.aclSetUser(user, "on", ">" + password, "~*", "&*", "+@all", "-zcard");
    try {
      assertThatThrownBy(() -> db("redis.user", user, "redis.password", password))
          .isInstanceOf(DBException.class).hasMessageContaining("cannot read the sizes of the scan indexes")
          .hasMessageContaining("redis.scanindex=both").hasMessageContaining("NOPERM")
          .hasMessageNotContaining(password);
      assertThat(db("redis.user", user, "redis.password", password, "redis.scanindex", "lex"))
          .as("lex does not ask").isNotNull();
    } finally {
      closeAll();
      direct.aclDelUser(user);
    }
  }

  @Test
  void aBadScanIndexValueIsOneLineAndExitCode2() {
    ClientHarness.Outcome bad = ClientHarness.run(clientArgs("-t", common("redis.scanindex", "btree",
        "operationcount", "10")));
    assertThat(bad.exitCode()).isEqualTo(2);
    assertThat(bad.errorLines()).hasSize(1);
    assertThat(bad.errorLines().get(0)).contains("redis.scanindex").contains("btree")
        .contains("both, lex, hash, none");
    assertThat(bad.err()).doesNotContain("\tat ");
  }

  private static List<String> withResults(List<String> args, Path dir, String... more) {
    List<String> ret = new ArrayList<>(args);
    ret.addAll(List.of("-p", "results.dir=" + dir));
    for (String p : more) {
      ret.addAll(List.of("-p", p));
    }
    return ret;
  }

  private static ScanRecords scanRecords(Path resultsDir) throws Exception {
    RunResult r = ResultsDirectory.readResult(resultsDir.resolve(ResultsDirectory.RESULT_FILE));
    return r.series().get("SCAN").scanRecords();
  }
}
