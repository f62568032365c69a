package site.ycsb.metrics;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import site.ycsb.ClientHarness;
import site.ycsb.testing.FreePorts;
import site.ycsb.testing.ProcessOutcome;
import site.ycsb.testing.ProcessRun;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.ObjectMapper;

/**
 * deploy/grafana's dashboard parses, and every metric and every grouping label its PromQL names is one that a
 * real run's endpoint exports (its exposition, scraped, is the reference).
 */
class DashboardTest {
  static final Path DASHBOARD = Path.of("..", "deploy", "grafana", "ycsb-dashboard.json");
  /** A metric selector: a name followed by its label matchers. */
  private static final Pattern SELECTOR = Pattern.compile("([a-zA-Z_:][a-zA-Z0-9_:]*)\\{");
  private static final Pattern GROUPING = Pattern.compile("\\bby \\(([^)]*)\\)");
  /** A template variable's query: label_values(metric, label). */
  private static final Pattern LABEL_VALUES = Pattern.compile("label_values\\(([a-zA-Z_:][a-zA-Z0-9_:]*), (\\w+)\\)");

  @TempDir
  Path dir;

  @Test
  void everyQueryNamesAnExportedMetricAndLabel() throws Exception {
    JsonNode dashboard = new ObjectMapper().readTree(Files.readString(DASHBOARD));
    List<String> queries = new ArrayList<>();
    collectExpressions(dashboard, queries);
    assertThat(queries).hasSizeGreaterThanOrEqualTo(10);

    Exposition exported = scrapeARun();
    Set<String> labels = new TreeSet<>();
    exported.samples().forEach(s -> labels.addAll(s.labels().keySet()));
    for (String q : queries) {
      Matcher v = LABEL_VALUES.matcher(q);
      if (v.matches()) {
        assertThat(exported.names()).as("metric of %s", q).contains(v.group(1));
        assertThat(labels).as("label of %s", q).contains(v.group(2));
        continue;
      }
      Matcher m = SELECTOR.matcher(q);
      int found = 0;
      while (m.find()) {
        found++;
        assertThat(exported.names()).as("metric %s of query %s", m.group(1), q).contains(m.group(1));
      }
      assertThat(found).as("metrics named by %s", q).isPositive();
      Matcher g = GROUPING.matcher(q);
      while (g.find()) {
        for (String label : g.group(1).split(",")) {
          assertThat(labels).as("label %s of query %s", label.trim(), q).contains(label.trim());
        }
      }
    }
  }

  @Test
  void thePrometheusExampleIsAValidConfiguration() throws Exception {
    Path promtool = null;
    for (String d : System.getenv().getOrDefault("PATH", "").split(java.io.File.pathSeparator)) {
      if (Files.isExecutable(Path.of(d, "promtool"))) {
        promtool = Path.of(d, "promtool");
      }
    }
    org.junit.jupiter.api.Assumptions.assumeTrue(promtool != null,
        "promtool (Debian's prometheus package) is not installed");
    ProcessOutcome checked = ProcessRun.of(promtool.toString(), "check", "config",
        Path.of("..", "deploy", "prometheus", "prometheus.yml").toString()).errIntoOut().run();
    assertThat(checked.exitCode()).as(checked.out()).isZero();
  }

  private static void collectExpressions(JsonNode node, List<String> into) {
    if (node.isObject()) {
      for (Map.Entry<String, JsonNode> e : node.properties()) {
        if ("expr".equals(e.getKey()) || "definition".equals(e.getKey())) {
          into.add(e.getValue().asString());
        } else {
          collectExpressions(e.getValue(), into);
        }
      }
    } else if (node.isArray()) {
      node.forEach(n -> collectExpressions(n, into));
    }
  }

  /**
   * The exposition of an open-loop run under -target (so response time and the open loop's metrics are exported
   * too), scraped while it lingers.
   */
  private Exposition scrapeARun() throws Exception {
    int port = FreePorts.loopback();
    ClientHarness.Outcome load = ClientHarness.run("-db", "site.ycsb.db.MemoryDB", "-load", "-p",
        "memory.name=dashboard", "-p", "recordcount=1000");
    assertThat(load.exitCode()).as(load.err()).isZero();
    CompletableFuture<ClientHarness.Outcome> run = CompletableFuture.supplyAsync(() -> ClientHarness.run(
        MetricsEndpointTest.runArgs("dashboard", port, dir.resolve("results"), "-p", "operationcount=20000",
        "-p", "arrivals=open")));
    long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(60);
    Exposition ret = null;
    while (ret == null && System.nanoTime() < deadline) {
      try {
        Exposition e = Exposition.scrape("http://127.0.0.1:" + port + "/metrics");
        ret = e.sum("ycsb_run_finished", Map.of()) == 1 ? e : null;
      } catch (java.io.IOException notYet) {
        // not up yet
      }
      Thread.sleep(100);
    }
    assertThat(run.get(60, TimeUnit.SECONDS).exitCode()).isZero();
    assertThat(ret).as("a scrape while the run lingered").isNotNull();
    return ret;
  }
}
