package site.ycsb.metrics;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.net.ServerSocket;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import site.ycsb.ClientHarness;
import site.ycsb.testing.FreePorts;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.ObjectMapper;

/** A run on the memory binding with metrics.port, scraped over HTTP during the run and while it lingers. */
class MetricsEndpointTest {
  @TempDir
  Path dir;

  static List<String> runArgs(String name, int port, Path results, String... more) {
    List<String> args = new ArrayList<>(List.of("-db", "site.ycsb.db.MemoryDB", "-t", "-threads", "4",
        "-target", "20000", "-p", "memory.name=" + name, "-p", "recordcount=1000", "-p", "operationcount=60000",
        "-p", "readproportion=0.5", "-p", "updateproportion=0.5", "-p", "metrics.port=" + port,
        "-p", "metrics.linger=3", "-p", "results.dir=" + results, "-p", "run.id=metrics-test"));
    args.addAll(List.of(more));
    return args;
  }

  @Test
  void scrapedDuringTheRunAndWhileItLingers() throws Exception {
    int port = FreePorts.loopback();
    String url = "http://127.0.0.1:" + port + "/metrics";
    Path results = dir.resolve("results");
    ClientHarness.Outcome load = ClientHarness.run("-db", "site.ycsb.db.MemoryDB", "-load", "-p",
        "memory.name=metrics", "-p", "recordcount=1000");
    assertThat(load.exitCode()).as(load.err()).isZero();
    CompletableFuture<ClientHarness.Outcome> run = CompletableFuture.supplyAsync(
        () -> ClientHarness.run(runArgs("metrics", port, results)));

    Exposition during = null;
    long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(30);
    while (System.nanoTime() < deadline) {
      try {
        Exposition e = Exposition.scrape(url);
        if (e.sum("ycsb_operations_total", Map.of()) > 0 && e.sum("ycsb_run_finished", Map.of()) == 0
            && e.sum("ycsb_service_time_interval_seconds", Map.of("operation", "READ", "quantile", "0.99")) > 0
            && e.sum("ycsb_response_time_interval_seconds", Map.of("operation", "READ", "quantile", "0.99")) > 0) {
          during = e;
          break;
        }
      } catch (IOException notYet) {
        // the endpoint is not up yet
      }
      Thread.sleep(200);
    }
    assertThat(during).as("a scrape during the run with operations and a last interval").isNotNull();
    Exposition.Sample sample = during.named("ycsb_operations_total").get(0);
    assertThat(sample.labels()).containsEntry("run_id", "metrics-test").containsEntry("client_index", "0")
        .containsEntry("phase", "run").containsEntry("threads", "4").containsEntry("target", "20000")
        .containsEntry("binding", "memory").containsEntry("database", "memory")
        .containsEntry("workload", "site.ycsb.workloads.CoreWorkload").containsEntry("step", "")
        .containsKeys("operation", "return_code");
    assertThat(during.names()).contains("ycsb_service_time_seconds_bucket", "ycsb_response_time_seconds_count",
        "ycsb_response_time_interval_seconds", "process_cpu_seconds_total", "jvm_threads_current",
        "jvm_gc_collection_seconds_count", "ycsb_validity_warnings", "ycsb_sweep_step");
    assertThat(during.sum("ycsb_service_time_interval_seconds", Map.of("operation", "READ", "quantile", "0.99")))
        .isPositive().isLessThan(1);
    // A closed run (the default arrivals) has no open loop to show.
    assertThat(during.names()).noneMatch(n -> n.startsWith("ycsb_open_"));

    Exposition after = null;
    while (System.nanoTime() < deadline && after == null) {
      Exposition e = Exposition.scrape(url);
      after = e.sum("ycsb_run_finished", Map.of()) == 1 ? e : null;
      Thread.sleep(100);
    }
    assertThat(after).as("a scrape after the run, while the endpoint lingers").isNotNull();
    ClientHarness.Outcome o = run.get(60, TimeUnit.SECONDS);
    assertThat(o.exitCode()).as(o.err()).isZero();
    assertThat(o.err()).contains("Metrics at " + url);

    JsonNode result = new ObjectMapper().readTree(Files.readString(results.resolve("result.json")));
    long dbOperations = result.get("dbOperations").asLong();
    assertThat(dbOperations).isEqualTo(60000);
    double counted = after.sum("ycsb_operations_total", Map.of("operation", "READ"))
        + after.sum("ycsb_operations_total", Map.of("operation", "UPDATE"));
    assertThat(counted).isEqualTo(dbOperations);
    assertThat(after.sum("ycsb_service_time_seconds_count", Map.of("operation", "READ")))
        .isEqualTo(after.sum("ycsb_operations_total", Map.of("operation", "READ", "return_code", "OK")));
    assertThat(after.sum("ycsb_service_time_seconds_bucket", Map.of("operation", "READ", "le", "+Inf")))
        .isEqualTo(after.sum("ycsb_service_time_seconds_count", Map.of("operation", "READ")));
    assertThat(after.sum("ycsb_validity_warnings", Map.of())).isEqualTo(result.get("warnings").size());
    assertThat(after.sum("ycsb_run_start_time_seconds", Map.of())).isPositive();

    // Closed after the linger: a sweep's next step re-uses the port.
    try (ServerSocket reuse = new ServerSocket(port, 1, java.net.InetAddress.getByName("127.0.0.1"))) {
      assertThat(reuse.getLocalPort()).isEqualTo(port);
    }
  }

  @Test
  void offByDefault() {
    ClientHarness.Outcome o = ClientHarness.run("-db", "site.ycsb.db.MemoryDB", "-t", "-p", "memory.name=off",
        "-p", "recordcount=10", "-p", "operationcount=10");
    assertThat(o.exitCode()).as(o.err()).isZero();
    assertThat(o.err()).doesNotContain("Metrics at");
  }

  @Test
  void badValuesAreRefusedInOneLine() throws IOException {
    for (String[] bad : List.of(new String[] {"metrics.port=abc"}, new String[] {"metrics.port=70000"},
        new String[] {"metrics.port=0"},
        new String[] {"metrics.port=" + FreePorts.loopback(), "metrics.host=no.such.host."},
        new String[] {"metrics.port=" + FreePorts.loopback(), "metrics.linger=-1"})) {
      List<String> args = new ArrayList<>(List.of("-db", "site.ycsb.db.MemoryDB", "-t", "-p", "operationcount=10"));
      for (String b : bad) {
        args.addAll(List.of("-p", b));
      }
      ClientHarness.Outcome o = ClientHarness.run(args);
      assertThat(o.exitCode()).as(String.join(" ", bad)).isEqualTo(2);
      assertThat(o.errorLines()).as(o.err()).hasSize(1);
      assertThat(o.errorLines().get(0)).contains("metrics.");
      assertThat(o.err()).doesNotContain("\tat ");
    }
  }

  @Test
  void aPortInUseIsOneClearLine() throws IOException {
    try (ServerSocket taken = new ServerSocket(0, 1, java.net.InetAddress.getByName("127.0.0.1"))) {
      ClientHarness.Outcome o = ClientHarness.run("-db", "site.ycsb.db.MemoryDB", "-t", "-p", "operationcount=10",
          "-p", "metrics.port=" + taken.getLocalPort());
      assertThat(o.exitCode()).isEqualTo(2);
      assertThat(o.errorLines()).as(o.err()).hasSize(1);
      assertThat(o.errorLines().get(0)).contains("metrics.port", "127.0.0.1:" + taken.getLocalPort(), "in use");
    }
  }
}
