package site.ycsb.db.redis;

import static org.assertj.core.api.Assertions.assertThat;
import static site.ycsb.db.redis.RedisTestSupport.clientArgs;
import static site.ycsb.db.redis.RedisTestSupport.open;
import static site.ycsb.db.redis.RedisTestSupport.props;
import static site.ycsb.db.redis.RedisTestSupport.record;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Set;
import java.util.Vector;
import org.junit.jupiter.api.Test;
import redis.clients.jedis.HostAndPort;
import redis.clients.jedis.RedisClusterClient;
import site.ycsb.ByteIterator;
import site.ycsb.ClientHarness;
import site.ycsb.ServerStatsSnapshot;
import site.ycsb.Status;
import site.ycsb.TestServers;
import site.ycsb.db.RedisClient;

/** A 3-master cluster on loopback (YCSB_TEST_REDIS_CLUSTER is one seed). */
class RedisClientClusterTest {

  @Test
  void crudScansAndStatsAcrossMasters() throws Exception {
    TestServers.Address seed = TestServers.require("REDIS_CLUSTER");
    RedisClient db = open(props("redis.host", seed.host(), "redis.port", "" + seed.port(), "redis.cluster", "true"));
    try {
      List<String> keys = new ArrayList<>();
      for (int i = 0; i < 30; i++) {
        keys.add(String.format("ctest%03d", i));
        assertThat(db.insert("usertable", keys.get(i), record("field0", "v" + i))).isEqualTo(Status.OK);
      }
      Vector<HashMap<String, ByteIterator>> result = new Vector<>();
      assertThat(db.scan("usertable", "ctest010", 5, null, result)).isEqualTo(Status.OK);
      assertThat(result).extracting(r -> r.get("field0").toString())
          .containsExactly("v10", "v11", "v12", "v13", "v14");
      // both scan indexes (two keys, two hash slots: in a 3-master cluster, two masters) hold every key
      try (RedisClusterClient direct = RedisClusterClient.builder()
          .nodes(Set.of(new HostAndPort(seed.host(), seed.port()))).build()) {
        for (String k : keys) {
          assertThat(direct.zscore("_indices_lex", k)).as(k).isEqualTo(0.0);
          assertThat(direct.zscore("_indices", k)).as(k).isEqualTo((double) k.hashCode());
        }
        assertThat(db.delete("usertable", keys.get(0))).isEqualTo(Status.OK);
        assertThat(direct.zscore("_indices_lex", keys.get(0))).isNull();
        assertThat(direct.zscore("_indices", keys.get(0))).isNull();
        keys.remove(0);
      }
      ServerStatsSnapshot s = db.serverStats();
      assertThat((List<?>) s.settings().get("nodes")).hasSize(3);
      assertThat(s.records()).as("the 29 records left, at least").isGreaterThanOrEqualTo((long) keys.size());
      for (String k : keys) {
        assertThat(db.delete("usertable", k)).isEqualTo(Status.OK);
      }
      assertThat(db.read("usertable", "ctest001", null, new HashMap<>())).isEqualTo(Status.NOT_FOUND);
    } finally {
      db.cleanup();
    }
  }

  @Test
  void loadAndVerifyWithSeveralThreads() {
    TestServers.Address seed = TestServers.require("REDIS_CLUSTER");
    String[] common = {"redis.mode", "cluster", "redis.host", seed.hostAndPort(), "recordcount", "300",
        "dataintegrity", "true", "threadcount", "4"};
    ClientHarness.Outcome load = ClientHarness.run(clientArgs("-load", common));
    assertThat(load.exitCode()).as(load.err()).isZero();
    assertThat(load.count("INSERT", "Return=OK")).isEqualTo(300);
    List<String> run = clientArgs("-t", common);
    run.addAll(List.of("-p", "operationcount=1000", "-p", "readproportion=0.5", "-p", "updateproportion=0",
        "-p", "scanproportion=0.5", "-p", "readallfields=true"));
    ClientHarness.Outcome a = ClientHarness.run(run);
    assertThat(a.exitCode()).as(a.err()).isZero();
    assertThat(a.count("VERIFY", "Return=OK")).isPositive();
    assertThat(a.count("SCAN", "Return=OK")).isPositive();
    assertThat(a.out()).doesNotContain("Return=ERROR").doesNotContain("UNEXPECTED_STATE");
  }
}
