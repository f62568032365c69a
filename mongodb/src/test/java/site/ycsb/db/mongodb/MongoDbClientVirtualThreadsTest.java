package site.ycsb.db.mongodb;

import static org.assertj.core.api.Assertions.assertThat;
import static site.ycsb.PinningCheck.with;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.condition.EnabledForJreRange;
import org.junit.jupiter.api.condition.JRE;
import site.ycsb.PinningCheck;
import site.ycsb.db.MongoDbClient;

/**
 * mongodb-driver-sync against the in-JVM stand-in (mongo-java-server, on platform threads) under virtual client
 * threads: no virtual thread blocks pinned to its carrier.
 */
@EnabledForJreRange(min = JRE.JAVA_21, disabledReason = "virtual threads need Java 21; bench/pinning.sh runs "
    + "this with a JDK 25")
class MongoDbClientVirtualThreadsTest {
  @Test
  void mongodbPinsNoCarrier() throws Exception {
    try (InJvmMongo server = new InJvmMongo()) {
      List<String> common = List.of("-db", MongoDbClient.class.getName(), "-P", "../workloads/workloada",
          "-p", "mongodb.url=" + server.url("ycsb"), "-p", "recordcount=1000", "-threads", "16");
      // The repeated load inserts other keys: MongoDB refuses a key twice, and the error path is not the test.
      PinningCheck.Report load = PinningCheck.twice(with(common, "-load"), with(common, "-load",
          "-p", "insertstart=1000", "-p", "insertcount=1000", "-p", "recordcount=2000"));
      PinningCheck.Report run = PinningCheck.twice(with(common, "-t", "-p", "operationcount=5000"));
      System.out.println(load.line("mongodb (mongo-java-server) load"));
      System.out.println(run.line("mongodb (mongo-java-server) run"));
      assertThat(load.first().run().exitCode()).as(load.first().run().err()).isZero();
      assertThat(load.repeat().run().exitCode()).as(load.repeat().run().err()).isZero();
      assertThat(run.repeat().run().exitCode()).as(run.repeat().run().err()).isZero();
      assertThat(run.repeat().run().count("READ", "Return=OK")).isPositive();
      assertThat(load.repeat().recurring()).isEmpty();
      assertThat(run.repeat().recurring()).isEmpty();
    }
  }
}
