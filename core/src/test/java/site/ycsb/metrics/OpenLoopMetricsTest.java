package site.ycsb.metrics;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
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

/**
 * An open-loop run ({@code arrivals=open}) on the queue binding, overloaded so that operations queue: its
 * {@code ycsb_open_*} gauges, scraped over HTTP during the run and while it lingers, against result.json.
 */
class OpenLoopMetricsTest {
  private static final Map<String, String> ANY = Map.of();

  @TempDir
  Path dir;

  @Test
  void outstandingOperationsClientsQueueAndLagAreScrapedDuringTheRun() throws Exception {
    int port = FreePorts.loopback();
    String url = "http://127.0.0.1:" + port + "/metrics";
    Path results = dir.resolve("results");
    // One server of 1.5 ms mean service at 1,000 arrivals/s (load 1.5): the queue grows for the whole run; at most
    // 4 clients, so that arrivals also wait in the open loop's own queue, at the cap.
    CompletableFuture<ClientHarness.Outcome> run = CompletableFuture.supplyAsync(() -> ClientHarness.run(
        "-db", "site.ycsb.db.QueueDB", "-t", "-threads", "2", "-target", "1000", "-p", "arrivals=open",
        "-p", "openloop.maxclients=4", "-p", "queue.servers=1", "-p", "queue.servicemean=1500",
        "-p", "recordcount=1000", "-p", "operationcount=3000", "-p", "metrics.port=" + port,
        "-p", "metrics.linger=3", "-p", "results.dir=" + results, "-p", "run.id=open-metrics"));

    List<Exposition> during = new ArrayList<>();
    Exposition after = null;
    long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(60);
    while (after == null && System.nanoTime() < deadline && !run.isDone()) {
      try {
        Exposition e = Exposition.scrape(url);
        if (e.sum("ycsb_run_finished", ANY) == 1) {
          after = e;
        } else {
          during.add(e);
        }
      } catch (IOException notYet) {
        // the endpoint is not up yet
      }
      Thread.sleep(150);
    }
    ClientHarness.Outcome o = run.get(60, TimeUnit.SECONDS);
    assertThat(o.exitCode()).as(o.err()).isZero();
    assertThat(after).as("a scrape while the run lingered").isNotNull();
    assertThat(during).as("scrapes during the run").isNotEmpty();

    for (Exposition e : during) {
      assertThat(e.names()).contains("ycsb_open_outstanding_operations", "ycsb_open_clients",
          "ycsb_open_queued_arrivals_total", "ycsb_open_schedule_lag_seconds", "ycsb_open_max_schedule_lag_seconds",
          "ycsb_open_max_outstanding_operations", "ycsb_open_max_clients", "ycsb_open_max_dispatch_lag_seconds");
      assertThat(e.sum("ycsb_open_schedule_lag_seconds", ANY)).isGreaterThanOrEqualTo(0).isLessThan(60);
      assertThat(e.sum("ycsb_open_clients", ANY)).isBetween(2.0, 4.0);
      assertThat(e.sum("ycsb_open_outstanding_operations", ANY))
          .isLessThanOrEqualTo(e.sum("ycsb_open_max_outstanding_operations", ANY));
      assertThat(e.sum("ycsb_open_max_clients", ANY)).isEqualTo(4);
      assertThat(e.named("ycsb_open_outstanding_operations").get(0).labels())
          .containsEntry("run_id", "open-metrics").containsEntry("binding", "queue").containsEntry("phase", "run");
    }
    assertThat(during).as("a scrape with operations outstanding")
        .anyMatch(e -> e.sum("ycsb_open_outstanding_operations", ANY) > 0);
    // Overloaded, the loop falls behind its schedule (the oldest untaken arrival ages) while it runs.
    assertThat(during).as("a scrape with the schedule behind")
        .anyMatch(e -> e.sum("ycsb_open_schedule_lag_seconds", ANY) > 0.05);

    JsonNode arrivals = new ObjectMapper().readTree(Files.readString(results.resolve("result.json")))
        .get("arrivals");
    assertThat(arrivals.get("mode").asString()).isEqualTo("open");
    assertThat(after.sum("ycsb_open_clients", ANY)).isEqualTo(arrivals.get("clientsStarted").asInt()).isEqualTo(4);
    assertThat(after.sum("ycsb_open_queued_arrivals_total", ANY))
        .isEqualTo(arrivals.get("queuedArrivals").asLong()).isPositive();
    assertThat(after.sum("ycsb_open_max_outstanding_operations", ANY))
        .isEqualTo(arrivals.get("maxOutstanding").asLong()).isGreaterThan(4);
    assertThat(after.sum("ycsb_open_max_schedule_lag_seconds", ANY) * 1000)
        .isCloseTo(arrivals.get("maxLagMs").asDouble(), org.assertj.core.data.Offset.offset(0.01)).isPositive();
    assertThat(after.sum("ycsb_open_outstanding_operations", ANY)).isZero();
    assertThat(after.sum("ycsb_open_schedule_lag_seconds", ANY)).isZero();
  }
}
