package site.ycsb.db.redis;

import static org.assertj.core.api.Assertions.assertThat;
import static site.ycsb.db.redis.RedisTestSupport.clientArgs;
import static site.ycsb.db.redis.RedisTestSupport.open;
import static site.ycsb.db.redis.RedisTestSupport.props;
import static site.ycsb.db.redis.RedisTestSupport.record;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import redis.clients.jedis.Jedis;
import site.ycsb.ClientHarness;
import site.ycsb.DBException;
import site.ycsb.Status;
import site.ycsb.TestServers;
import site.ycsb.Utils;
import site.ycsb.db.RedisClient;
import site.ycsb.generator.expiry.TtlDistribution;

/** Records written with a TTL (the workload's ttl property) on a real redis-server: EXPIRE beside each write. */
class RedisClientTtlTest {
  private static final String DB_INDEX = "6";

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
    if (direct != null) {
      direct.flushDB();
      direct.close();
    }
  }

  private RedisClient db(String... more) throws DBException {
    List<String> kv = new ArrayList<>(List.of("redis.host", server.host(), "redis.port",
        Integer.toString(server.port()), "redis.db", DB_INDEX));
    kv.addAll(List.of(more));
    RedisClient db = open(props(kv.toArray(new String[0])));
    opened.add(db);
    return db;
  }

  @Test
  void insertAndUpdateSetTheRecordsExpiry() throws Exception {
    for (String scanIndex : List.of("both", "none")) {
      direct.flushDB();
      RedisClient db = db("redis.scanindex", scanIndex);
      assertThat(db.ttlRefusal()).isNull();
      assertThat(db.insert("usertable", "k1", record("field0", "a", "field1", "b"), 300)).isEqualTo(Status.OK);
      assertThat(direct.ttl("k1")).as(scanIndex).isBetween(299L, 300L);
      assertThat(direct.hgetAll("k1")).containsEntry("field0", "a").hasSize(2);
      assertThat(db.update("usertable", "k1", record("field1", "B"), 1000)).isEqualTo(Status.OK);
      assertThat(direct.ttl("k1")).isBetween(999L, 1000L);
      assertThat(direct.hgetAll("k1")).containsEntry("field0", "a").containsEntry("field1", "B");
      assertThat(db.insert("usertable", "k2", record("field0", "x"), 1)).isEqualTo(Status.OK);
      Thread.sleep(1100);
      assertThat(db.read("usertable", "k2", null, new HashMap<>())).isEqualTo(Status.NOT_FOUND);
    }
  }

  @Test
  void aLoadGivesEachKeyTheTtlOfItsNumberAndReadsAfterExpiryCountApart() throws Exception {
    List<String> load = clientArgs("-load", "redis.host", server.host(), "redis.port",
        Integer.toString(server.port()), "redis.db", DB_INDEX, "recordcount", "300", "ttl", "100-200");
    ClientHarness.Outcome o = ClientHarness.run(load);
    assertThat(o.exitCode()).as(o.err()).isZero();
    TtlDistribution d = TtlDistribution.parse("100-200");
    for (long i = 0; i < 300; i++) {
      long ttl = direct.ttl("user" + Utils.hash(i));
      assertThat(ttl).as("key %d", i).isBetween(d.seconds(i) - 2L, (long) d.seconds(i));
    }

    List<String> shortLoad = clientArgs("-load", "redis.host", server.host(), "redis.port",
        Integer.toString(server.port()), "redis.db", DB_INDEX, "recordcount", "300", "ttl", "1");
    assertThat(ClientHarness.run(shortLoad).exitCode()).isZero();
    Thread.sleep(1200);
    List<String> run = clientArgs("-t", "redis.host", server.host(), "redis.port", Integer.toString(server.port()),
        "redis.db", DB_INDEX, "recordcount", "300", "operationcount", "300", "readproportion", "1",
        "updateproportion", "0", "ttl", "1");
    ClientHarness.Outcome r = ClientHarness.run(run);
    assertThat(r.exitCode()).as(r.err()).isZero();
    assertThat(r.count("READ", "Return=EXPIRED")).isEqualTo(300);
  }
}
