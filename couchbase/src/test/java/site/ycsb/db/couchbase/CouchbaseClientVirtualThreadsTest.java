package site.ycsb.db.couchbase;

import static org.assertj.core.api.Assertions.assertThat;
import static site.ycsb.db.couchbase.CouchbaseClientWorkloadRunTest.DB;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.condition.EnabledForJreRange;
import org.junit.jupiter.api.condition.JRE;
import site.ycsb.PinningCheck;

/**
 * SDK 3 against CouchbaseMock (KV) and the N1QL double (workload E's scans) under virtual client threads:
 * no virtual thread blocks pinned to its carrier.
 */
@EnabledForJreRange(min = JRE.JAVA_21, disabledReason = "virtual threads need Java 21; bench/pinning.sh runs "
    + "this with a JDK 25")
class CouchbaseClientVirtualThreadsTest {
  @Test
  void couchbasePinsNoCarrier() throws Exception {
    try (MockCluster cluster = MockCluster.start()) {
      // The repeated load inserts other keys: an insert of a key that exists fails, and the error path is not
      // the test.
      PinningCheck.Report load = PinningCheck.twice(args(cluster, "-load", "workloada"), args(cluster, "-load",
          "workloada", "-p", "insertstart=500", "-p", "insertcount=500", "-p", "recordcount=1000"));
      PinningCheck.Report a = PinningCheck.twice(args(cluster, "-t", "workloada", "-p", "operationcount=5000"));
      PinningCheck.Report e = PinningCheck.twice(args(cluster, "-t", "workloade", "-p", "operationcount=500"));
      System.out.println(load.line("couchbase (CouchbaseMock) load"));
      System.out.println(a.line("couchbase (CouchbaseMock) run A"));
      System.out.println(e.line("couchbase (CouchbaseMock + N1QL double) run E"));
      assertThat(load.first().run().exitCode()).as(load.first().run().err()).isZero();
      for (PinningCheck.Report r : List.of(load, a, e)) {
        assertThat(r.repeat().run().exitCode()).as(r.repeat().run().err()).isZero();
      }
      for (PinningCheck.Report r : List.of(load, a, e)) {
        assertThat(r.repeat().recurring()).isEmpty();
      }
    }
  }

  private static List<String> args(MockCluster cluster, String phase, String workload, String... extra) {
    List<String> args = new ArrayList<>(List.of("-db", DB, phase, "-P", "../workloads/" + workload,
        "-p", "recordcount=500", "-threads", "16"));
    args.addAll(cluster.args());
    args.addAll(List.of(extra));
    return args;
  }
}
