package site.ycsb.db.memcached;

import static org.assertj.core.api.Assertions.assertThat;
import static site.ycsb.PinningCheck.with;

import java.util.List;
import java.util.UUID;
import org.junit.jupiter.api.condition.EnabledForJreRange;
import org.junit.jupiter.api.condition.JRE;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import site.ycsb.PinningCheck;
import site.ycsb.TestServers;
import site.ycsb.db.MemcachedClient;

/**
 * Both memcached drivers, the direct one over both wires, under virtual client threads: no virtual thread blocks
 * pinned to its carrier.
 */
@EnabledForJreRange(min = JRE.JAVA_21, disabledReason = "virtual threads need Java 21; bench/pinning.sh runs "
    + "this with a JDK 25")
class MemcachedClientVirtualThreadsTest {
  @ParameterizedTest
  @ValueSource(strings = {"direct", "direct/reactor", "spymemcached"})
  void memcachedPinsNoCarrier(String driver) throws Exception {
    String table = "v" + UUID.randomUUID().toString().substring(0, 8);
    List<String> common = DriverVariants.with(driver, List.of("-db", MemcachedClient.class.getName(),
        "-P", "../workloads/workloada", "-p", "memcached.hosts=" + TestServers.require("MEMCACHED").hostAndPort(),
        "-p", "table=" + table, "-p", "recordcount=2000", "-threads", "32"));
    PinningCheck.Report load = PinningCheck.twice(with(common, "-load"));
    PinningCheck.Report run = PinningCheck.twice(with(common, "-t", "-p", "operationcount=20000"));
    System.out.println(load.line("memcached " + driver + " load"));
    System.out.println(run.line("memcached " + driver + " run"));
    assertThat(load.first().run().exitCode()).as(load.first().run().err()).isZero();
    assertThat(run.repeat().run().exitCode()).as(run.repeat().run().err()).isZero();
    assertThat(run.repeat().run().count("READ", "Return=OK")).isPositive();
    assertThat(load.repeat().recurring()).isEmpty();
    assertThat(run.repeat().recurring()).isEmpty();
  }
}
