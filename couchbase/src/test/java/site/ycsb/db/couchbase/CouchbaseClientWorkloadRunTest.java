package site.ycsb.db.couchbase;

import static org.assertj.core.api.Assertions.assertThat;

import com.couchbase.client.java.json.JsonObject;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import site.ycsb.ClientHarness;

/**
 * Whole client runs (site.ycsb.Client in this JVM) against CouchbaseMock and the query double: load +
 * data-integrity verification, and the must-show sequence Load, Workload A, Workload E with
 * result.json and disclosure.json written under target/must-show/ (kept for inspection).
 */
class CouchbaseClientWorkloadRunTest {
  static final String DB = "site.ycsb.db.couchbase.CouchbaseClient";
  private MockCluster cluster;

  @BeforeEach
  void start() throws Exception {
    cluster = MockCluster.start();
  }

  @AfterEach
  void stop() {
    cluster.close();
  }

  private ClientHarness.Outcome run(String phase, String workload, String... extra) {
    List<String> args = new ArrayList<>(List.of("-db", DB, phase, "-P", "../workloads/" + workload));
    args.addAll(cluster.args());
    args.addAll(List.of(extra));
    ClientHarness.Outcome o = ClientHarness.run(args);
    assertThat(o.exitCode()).as("exit code; stderr:%n%s", o.err()).isZero();
    assertThat(o.errorLines()).as(o.err()).isEmpty();
    return o;
  }

  @Test
  void loadThenVerifyEveryRead() {
    ClientHarness.Outcome load = run("-load", "workloada", "-p", "recordcount=300", "-p", "dataintegrity=true",
        "-threads", "4");
    assertThat(load.count("INSERT", "Return=OK")).isEqualTo(300);
    assertThat(cluster.documents()).hasSize(300);
    ClientHarness.Outcome verify = run("-t", "workloadc", "-p", "recordcount=300", "-p", "operationcount=600",
        "-p", "dataintegrity=true", "-threads", "4");
    assertThat(verify.count("READ", "Return=OK")).isEqualTo(600);
    assertThat(verify.count("VERIFY", "Return=OK")).isEqualTo(600);
    assertThat(verify.metric("VERIFY", "Return=UNEXPECTED_STATE")).isNull();
  }

  @Test
  void loadThenWorkloadAThenWorkloadEWriteResults() throws Exception {
    Path root = Path.of("target", "must-show");
    ClientHarness.Outcome load = run("-load", "workloada", "-p", "recordcount=1000", "-threads", "4",
        "-p", "results.dir=" + root.resolve("load"), "-p", "couchbase.index.create=true");
    assertThat(load.count("INSERT", "Return=OK")).isEqualTo(1000);
    ClientHarness.Outcome a = run("-t", "workloada", "-p", "recordcount=1000", "-p", "operationcount=5000",
        "-threads", "4", "-p", "results.dir=" + root.resolve("a"));
    assertThat(a.count("READ", "Return=OK") + a.count("UPDATE", "Return=OK")).isEqualTo(5000);
    ClientHarness.Outcome e = run("-t", "workloade", "-p", "recordcount=1000", "-p", "operationcount=1000",
        "-threads", "4", "-p", "results.dir=" + root.resolve("e"));
    assertThat(e.count("SCAN", "Return=OK") + e.count("INSERT", "Return=OK")).isEqualTo(1000);
    assertThat(e.metric("SCAN", "Return=ERROR")).isNull();
    assertThat(cluster.query().indexes()).contains("ycsb_meta_id");

    for (String step : List.of("load", "a", "e")) {
      Path dir = root.resolve(step);
      JsonObject result = JsonObject.fromJson(Files.readString(dir.resolve("result.json"), StandardCharsets.UTF_8));
      String disclosure = Files.readString(dir.resolve("disclosure.json"), StandardCharsets.UTF_8);
      assertThat(disclosure).contains("couchbase.bucket").doesNotContain(MockCluster.PASSWORD);
      assertThat(result.toString()).contains("Couchbase Server").doesNotContain(MockCluster.PASSWORD);
      System.out.printf("must-show %s: %s%n", step, summary(step.equals("load") ? load : step.equals("a") ? a : e));
    }
  }

  @Test
  void aServerThatDiesMidRunGivesCountedErrorsAndResults() throws Exception {
    run("-load", "workloada", "-p", "recordcount=200", "-threads", "2");
    Path dir = Path.of("target", "server-dies");
    Thread killer = new Thread(() -> {
      try {
        Thread.sleep(1500);
      } catch (InterruptedException e) {
        return;
      }
      cluster.close();
    });
    killer.start();
    long start = System.nanoTime();
    ClientHarness.Outcome a = run("-t", "workloada", "-p", "recordcount=200", "-p", "operationcount=100000000",
        "-p", "maxexecutiontime=4", "-threads", "2", "-p", "couchbase.kvTimeout=300",
        "-p", "couchbase.connectTimeout=2000", "-p", "results.dir=" + dir);
    killer.join();
    double seconds = (System.nanoTime() - start) / 1e9;
    long errors = Math.max(0, a.count("READ", "Return=ERROR")) + Math.max(0, a.count("UPDATE", "Return=ERROR"));
    assertThat(errors).as(a.out()).isPositive();
    assertThat(a.count("READ", "Return=OK")).isPositive();
    assertThat(dir.resolve("result.json")).exists();
    assertThat(seconds).isLessThan(20);
    System.out.printf("server-dies: %.1f s, errors=%d, %s%n", seconds, errors, summary(a));
  }

  private static String summary(ClientHarness.Outcome o) {
    StringBuilder sb = new StringBuilder();
    sb.append("runtime(ms)=").append(o.metric("OVERALL", "RunTime(ms)"))
        .append(" throughput(ops/s)=").append(o.metric("OVERALL", "Throughput(ops/sec)"));
    for (String op : List.of("INSERT", "READ", "UPDATE", "SCAN")) {
      if (o.metric(op, "Operations") != null) {
        sb.append(" | ").append(op).append(" ops=").append(o.metric(op, "Operations"))
            .append(" avg(us)=").append(o.metric(op, "AverageLatency(us)"))
            .append(" p95(us)=").append(o.metric(op, "95thPercentileLatency(us)"))
            .append(" p99(us)=").append(o.metric(op, "99thPercentileLatency(us)"));
      }
    }
    return sb.toString();
  }
}
