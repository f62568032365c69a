package site.ycsb.db.couchbase;

import static org.assertj.core.api.Assertions.assertThat;
import static site.ycsb.db.couchbase.CouchbaseClientWorkloadRunTest.DB;

import com.couchbase.client.java.json.JsonObject;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.testcontainers.couchbase.BucketDefinition;
import org.testcontainers.couchbase.CouchbaseContainer;
import org.testcontainers.junit.jupiter.Container;
import org.testcontainers.junit.jupiter.Testcontainers;
import site.ycsb.ClientHarness;

/**
 * A real Couchbase Server (community image) where a Docker engine answers: bucket, the meta().id
 * index created by the binding, load, Workload E through the query service, server statistics.
 * Skipped (not failed) without Docker.
 */
@Testcontainers(disabledWithoutDocker = true)
class CouchbaseClientServerContainerTest {
  @Container
  static final CouchbaseContainer SERVER = new CouchbaseContainer("couchbase/server:community-7.6.2")
      .withBucket(new BucketDefinition("ycsb").withPrimaryIndex(false).withQuota(256));

  private ClientHarness.Outcome run(String phase, String workload, String... extra) {
    List<String> args = new ArrayList<>(List.of("-db", DB, phase, "-P", "../workloads/" + workload,
        "-p", "couchbase.host=" + SERVER.getConnectionString(), "-p", "couchbase.bucket=ycsb",
        "-p", "couchbase.username=" + SERVER.getUsername(), "-p", "couchbase.password=" + SERVER.getPassword(),
        "-p", "recordcount=2000", "-threads", "4"));
    args.addAll(List.of(extra));
    ClientHarness.Outcome o = ClientHarness.run(args);
    assertThat(o.exitCode()).as(o.err()).isZero();
    assertThat(o.errorLines()).as(o.err()).isEmpty();
    return o;
  }

  @Test
  void loadCreateIndexAndRunWorkloadE() throws Exception {
    run("-load", "workloada", "-p", "couchbase.index.create=true", "-p", "dataintegrity=true");
    Path dir = Path.of("target", "container-e");
    ClientHarness.Outcome e = run("-t", "workloade", "-p", "operationcount=2000", "-p", "results.dir=" + dir);
    assertThat(e.count("SCAN", "Return=OK") + e.count("INSERT", "Return=OK")).isEqualTo(2000);
    ClientHarness.Outcome docs = run("-t", "workloade", "-p", "operationcount=500",
        "-p", "couchbase.scan.mode=documents", "-p", "couchbase.scan.consistency=request_plus");
    assertThat(docs.metric("SCAN", "Return=ERROR")).isNull();
    ClientHarness.Outcome verify = run("-t", "workloadc", "-p", "operationcount=1000", "-p", "dataintegrity=true");
    assertThat(verify.count("VERIFY", "Return=OK")).isEqualTo(1000);
    JsonObject result = JsonObject.fromJson(Files.readString(dir.resolve("result.json"), StandardCharsets.UTF_8));
    JsonObject after = result.getObject("server").getObject("after");
    assertThat(after.getString("version")).isNotEqualTo("unknown");
    assertThat(after.getLong("records")).isGreaterThanOrEqualTo(2000L);
  }
}
