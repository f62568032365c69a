package site.ycsb.db.redis;

import static org.assertj.core.api.Assertions.assertThat;
import static site.ycsb.db.redis.RedisTestSupport.clientArgs;

import java.io.File;
import java.net.URI;
import java.net.URLEncoder;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.UUID;
import org.HdrHistogram.Histogram;
import org.HdrHistogram.HistogramLogReader;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import site.ycsb.ClientHarness;
import site.ycsb.TestServers;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.ObjectMapper;

/**
 * A real Prometheus (scripts/servers/prometheus.sh: 1 s scrape interval) scrapes a 15 s Redis run's metrics
 * endpoint; after the run its query API must give the run's operation count (result.json) by increase() of
 * the operation counter, within one scrape interval's worth of operations, and p99 samples within 10% of the
 * p99 of the interval the run's own HDR interval log (named in result.json) has for that moment.
 */
class RedisPrometheusEndToEndTest {
  private static final ObjectMapper JSON = new ObjectMapper();
  private static final double SCRAPE_INTERVAL_S = 1;
  private static final long SCRAPE_TIMEOUT_MS = 1000; // scripts/servers/prometheus.sh's scrape_timeout

  @TempDir
  Path dir;

  @Test
  void prometheusSeesWhatTheRunCounted() throws Exception {
    if (TestServers.value("PROMETHEUS") == null && !onPath("prometheus")) {
      Assumptions.abort("prometheus is not installed (apt-get install prometheus; scripts/servers/prometheus.sh "
          + "starts it and sets YCSB_TEST_PROMETHEUS)");
    }
    TestServers.Address redis = TestServers.require("REDIS");
    TestServers.Address prometheus = TestServers.require("PROMETHEUS");
    TestServers.Address target = TestServers.require("PROMETHEUS_TARGET");
    String table = "prom" + UUID.randomUUID().toString().substring(0, 8);
    String runId = "prometheus-test-" + UUID.randomUUID();
    String[] common = {"redis.host", redis.host(), "redis.port", Integer.toString(redis.port()), "table", table,
        "recordcount", "1000", "workload", "site.ycsb.workloads.CoreWorkload", "readproportion", "0.5",
        "updateproportion", "0.5", "requestdistribution", "zipfian"};
    ClientHarness.Outcome load = ClientHarness.run(clientArgs("-load", common));
    assertThat(load.exitCode()).as(load.err()).isZero();

    Path results = dir.resolve("results");
    List<String> args = new ArrayList<>(clientArgs("-t", common));
    args.addAll(List.of("-threads", "4", "-p", "operationcount=100000000", "-p", "maxexecutiontime=15",
        "-p", "metrics.port=" + target.port(), "-p", "metrics.host=" + target.host(), "-p", "metrics.linger=3",
        "-p", "results.dir=" + results, "-p", "run.id=" + runId));
    ClientHarness.Outcome run = ClientHarness.run(args);
    assertThat(run.exitCode()).as(run.err()).isZero();
    Thread.sleep(1500);  // the last scrape's samples are queryable

    JsonNode result = JSON.readTree(Files.readString(results.resolve("result.json")));
    long operations = result.get("dbOperations").asLong();
    double perInterval = operations / (result.get("runtimeMs").asDouble() / 1000) * SCRAPE_INTERVAL_S;
    String selector = "{run_id=\"" + runId + "\",operation=~\"READ|UPDATE\"}";
    // Queried at the last scrape of the run's endpoint: the series are stale after it.
    double lastTime = 0;
    for (JsonNode series : query(prometheus, "ycsb_operations_total" + selector + "[2m]")) {
      JsonNode values = series.get("values");
      lastTime = Math.max(lastTime, values.get(values.size() - 1).get(0).asDouble());
    }
    JsonNode increase = query(prometheus, "sum(increase(ycsb_operations_total" + selector + "[2m]))",
        lastTime);
    double increased = increase.get(0).get("value").get(1).asDouble();
    System.err.printf("operations: result.json %d, Prometheus increase() %.1f, one interval's worth %.0f%n",
        operations, increased, perInterval);
    assertThat(Math.abs(increased - operations)).as("increase() %s vs result.json %s", increased, operations)
        .isLessThanOrEqualTo(perInterval);

    List<Histogram> intervals = intervals(results.resolve(result.get("series").get("READ").get("intervalLog")
        .asString()));
    JsonNode p99 = query(prometheus, "ycsb_service_time_interval_seconds{run_id=\"" + runId
        + "\",operation=\"READ\",quantile=\"0.99\"}[2m]", lastTime);
    JsonNode samples = p99.get(0).get("values");
    assertThat(samples.size()).as("p99 samples scraped").isGreaterThanOrEqualTo(10);
    int compared = 0;
    for (JsonNode s : samples) {
      long atMs = (long) (s.get(0).asDouble() * 1000);
      double scrapedUs = s.get(1).asDouble() * 1e6;
      // The interval published last before the scrape began, or (scraped during the sampler's publish) the one
      // before, or (the answer delayed on a loaded host: the timestamp is when the scrape began) the next one
      // if it was published within the scrape's 1 s time-out.
      Histogram latest = null;
      Histogram before = null;
      Histogram next = null;
      for (Histogram h : intervals) {
        if (h.getTotalCount() == 0) {
          continue;
        }
        if (h.getEndTimeStamp() <= atMs) {
          before = latest;
          latest = h;
        } else if (next == null && h.getEndTimeStamp() <= atMs + SCRAPE_TIMEOUT_MS) {
          next = h;
        }
      }
      assertThat(latest).as("an interval logged before the scrape at %d", atMs).isNotNull();
      double logged = latest.getValueAtPercentile(99);
      boolean matches = near(scrapedUs, latest) || near(scrapedUs, before) || near(scrapedUs, next);
      assertThat(matches).as("p99 scraped at %d: %.0f us; the interval log's %.0f us", atMs, scrapedUs, logged)
          .isTrue();
      compared++;
    }
    System.err.println("p99: " + compared + " Prometheus samples matched the HDR interval log");
  }

  /** Within 10% of the interval's p99. */
  private static boolean near(double scrapedUs, Histogram interval) {
    return interval != null
        && Math.abs(scrapedUs - interval.getValueAtPercentile(99)) <= 0.1 * interval.getValueAtPercentile(99);
  }

  private static boolean onPath(String command) {
    for (String d : System.getenv().getOrDefault("PATH", "").split(File.pathSeparator)) {
      if (Files.isExecutable(Path.of(d, command))) {
        return true;
      }
    }
    return false;
  }

  private static List<Histogram> intervals(Path log) throws Exception {
    List<Histogram> ret = new ArrayList<>();
    HistogramLogReader reader = new HistogramLogReader(log.toFile());
    for (Object h = reader.nextIntervalHistogram(); h != null; h = reader.nextIntervalHistogram()) {
      ret.add((Histogram) h);
    }
    return ret;
  }

  private static JsonNode query(TestServers.Address prometheus, String promql, double... at) throws Exception {
    String url = "http://" + prometheus.hostAndPort() + "/api/v1/query?query="
        + URLEncoder.encode(promql, StandardCharsets.UTF_8) + (at.length == 0 ? "" : "&time=" + at[0]);
    HttpResponse<String> r = HttpClient.newHttpClient().send(HttpRequest.newBuilder(URI.create(url)).build(),
        HttpResponse.BodyHandlers.ofString());
    JsonNode body = JSON.readTree(r.body());
    assertThat(body.get("status").asString()).as(promql + " -> " + r.body()).isEqualTo("success");
    JsonNode data = body.get("data").get("result");
    assertThat(data.size()).as(promql + " -> " + r.body()).isPositive();
    return data;
  }
}
