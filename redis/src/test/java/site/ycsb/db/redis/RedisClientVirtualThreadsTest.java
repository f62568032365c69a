package site.ycsb.db.redis;

import static org.assertj.core.api.Assertions.assertThat;
import static site.ycsb.PinningCheck.with;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.condition.EnabledForJreRange;
import org.junit.jupiter.api.condition.JRE;
import site.ycsb.PinningCheck;
import site.ycsb.TestServers;
import site.ycsb.db.RedisClient;

/** Jedis under virtual client threads: no virtual thread blocks while pinned to its carrier. */
@EnabledForJreRange(min = JRE.JAVA_21, disabledReason = "virtual threads need Java 21; bench/pinning.sh runs "
    + "this with a JDK 25")
class RedisClientVirtualThreadsTest {
  @Test
  void redisPinsNoCarrier() throws Exception {
    TestServers.Address redis = TestServers.require("REDIS");
    List<String> common = List.of("-db", RedisClient.class.getName(), "-P", "../workloads/workloada",
        "-p", "redis.host=" + redis.host(), "-p", "redis.port=" + redis.port(), "-p", "redis.db=13",
        "-p", "recordcount=2000", "-threads", "32");
    PinningCheck.Report load = PinningCheck.twice(with(common, "-load"));
    PinningCheck.Report run = PinningCheck.twice(with(common, "-t", "-p", "operationcount=20000"));
    System.out.println(load.line("redis load"));
    System.out.println(run.line("redis run"));
    assertThat(load.first().run().exitCode()).as(load.first().run().err()).isZero();
    assertThat(run.repeat().run().exitCode()).as(run.repeat().run().err()).isZero();
    assertThat(run.repeat().run().count("READ", "Return=OK")).isPositive();
    assertThat(load.repeat().recurring()).isEmpty();
    assertThat(run.repeat().recurring()).isEmpty();
  }
}
