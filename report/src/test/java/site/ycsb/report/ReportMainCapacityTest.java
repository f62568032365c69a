package site.ycsb.report;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import site.ycsb.testing.ProcessOutcome;
import tools.jackson.databind.json.JsonMapper;

/** The "Capacity at SLO" table of a sweep folder whose sweep.json holds a capacity search. */
class ReportMainCapacityTest {
  private static final JsonMapper JSON = JsonMapper.builder().build();

  @TempDir
  Path tmp;

  @Test
  @SuppressWarnings("unchecked")
  void aCapacitySearchGetsItsRowInEveryOutput() throws Exception {
    Path sweep = Fixtures.sweep(tmp.resolve("sweep"), "memory", "site.ycsb.db.MemoryDB", "workloada", List.of(1),
        0, null);
    Map<String, Object> m = JSON.readValue(sweep.resolve("sweep.json").toFile(), Map.class);
    Map<String, Object> c = new LinkedHashMap<>();
    c.put("slo", "p99<=2ms");
    c.put("percentile", 99.0);
    c.put("limitUs", 2000.0);
    c.put("operation", null);
    c.put("precision", 0.05);
    c.put("status", "found");
    c.put("reason", "confirmed by a repeat at 12345 ops/s");
    c.put("probeThroughput", 20000.0);
    c.put("bracketLow", 12345);
    c.put("bracketHigh", 12900);
    c.put("capacity", 12345);
    c.put("capacityThroughput", 12300.5);
    c.put("capacityP50Us", 310.0);
    c.put("capacityP99Us", 1890.0);
    c.put("stepsUsed", 8);
    c.put("steps", List.of());
    c.put("arrivals", "open-loop poisson");
    // The steps at the capacity's rate and at the rate that missed above it were flagged by their own client.
    c.put("flaggedBasis", "2 of 3 steps at 12345 and 12900 ops/s (too few operations for a percentile)");
    m.put("capacitySearch", c);
    // The step's client said the host's hypervisor took CPU: the capacity rests on a step it warned about.
    Map<String, Object> step = ((List<Map<String, Object>>) m.get("steps")).get(0);
    step.put("warnings", List.of("the host lost 9.6% of its CPU time to the hypervisor (steal time, /proc/stat) "
        + "during the 12.0 s the run measured (above validity.maxstealshare=0.02): other guests took CPU"));
    Files.writeString(sweep.resolve("sweep.json"), JSON.writeValueAsString(m));

    ProcessOutcome report = ReportMainTest.run(sweep.toString(), "-o", tmp.resolve("out").toString());
    assertThat(report.exitCode()).as(report.err()).isZero();
    String html = Files.readString(tmp.resolve("out/index.html"));
    assertThat(html).contains("Capacity at SLO</h2>").contains("<tr><td>memory</td><td>workloada</td>"
        + "<td>p99&lt;=2ms</td><td>every (worst)</td><td>open-loop poisson</td>"
        + "<td class=\"em\">12345 (on flagged steps)</td><td class=\"num\">12300.5</td>"
        + "<td class=\"num\">310.0</td><td class=\"num\">1890.0</td><td class=\"num\">8</td>"
        + "<td>[12345, 12900]</td><td class=\"em\">1 of 1 steps (validity.maxstealshare 1)</td><td>none</td>"
        + "<td>confirmed by a repeat at 12345 ops/s; rests on flagged steps: 2 of 3 steps at 12345 and 12900 ops/s "
        + "(too few operations for a percentile)</td></tr>");
    // The SLO line and the capacity mark on the latency chart: the data the page draws them from ...
    assertThat(html).contains("\"capacities\":[{\"database\":\"memory\",\"workload\":\"workloada\","
        + "\"slo\":\"p99<=2ms\",\"limitUs\":2000.0");
    assertThat(tmp.resolve("out/charts/workloada-latency.png")).isNotEmptyFile();
    // ... and what headless Chromium drew (the page counts the SLO lines and capacity marks it drew).
    String dom = BrowserDom.dump(tmp.resolve("out/index.html"), tmp);
    assertThat(dom).contains("data-slo-lines=\"1\"").contains("data-capacity-marks=\"1\"")
        .doesNotContain("data-js-errors=\"");
    String expected = dom.replaceAll("(?s).*data-charts-expected=\"(\\d+)\".*", "$1");
    assertThat(dom).contains("data-charts-rendered=\"" + expected + "\"");
    assertThat(Files.readString(tmp.resolve("out/report.md"))).contains("Capacity at SLO")
        .contains("| memory | workloada | p99\\<=2ms | every (worst) | open-loop poisson "
            + "| **12345 (on flagged steps)** |");
    assertThat(Files.readString(tmp.resolve("out/capacity.csv")))
        .contains("memory,workloada,p99<=2ms,,found,12345,12300.5,310.0,1890.0,8,12345,12900,")
        .contains(",1 of 1 steps (validity.maxstealshare 1),none,open-loop poisson,2 of 3 steps at 12345 and 12900 "
            + "ops/s (too few operations for a percentile)\n");
    assertThat(Files.readString(tmp.resolve("out/results.json"))).contains("\"capacities\"")
        .contains("\"capacity\" : 12345");
  }

  /**
   * A sweep.json written before the search recorded what its capacity rests on: the report works it out from the
   * search's steps and their warnings.
   */
  @Test
  @SuppressWarnings("unchecked")
  void anOlderCapacityOnFlaggedStepsIsMarkedFromItsSteps() throws Exception {
    Path sweep = Fixtures.sweep(tmp.resolve("sweep"), "memory", "site.ycsb.db.MemoryDB", "workloada", List.of(1),
        0, null);
    Map<String, Object> m = JSON.readValue(sweep.resolve("sweep.json").toFile(), Map.class);
    Map<String, Object> step = ((List<Map<String, Object>>) m.get("steps")).get(0);
    step.put("warnings", List.of("the run measured for 8.0 s, less than validity.minseconds=10 s: too short to leave "
        + "start-up (JIT, caches, connections) behind"));
    Map<String, Object> confirm = new LinkedHashMap<>();
    confirm.put("dir", step.get("dir"));
    confirm.put("role", "confirm");
    confirm.put("target", 134);
    confirm.put("meets", true);
    Map<String, Object> c = new LinkedHashMap<>();
    c.put("slo", "p99<=50ms");
    c.put("percentile", 99.0);
    c.put("limitUs", 50000.0);
    c.put("precision", 0.05);
    c.put("status", "found");
    c.put("reason", "confirmed by a repeat at 134 ops/s");
    c.put("bracketLow", 134);
    c.put("bracketHigh", 140);
    c.put("capacity", 134);
    c.put("stepsUsed", 1);
    c.put("steps", List.of(confirm));
    m.put("capacitySearch", c);
    Files.writeString(sweep.resolve("sweep.json"), JSON.writeValueAsString(m));

    ProcessOutcome report = ReportMainTest.run(sweep.toString(), "-o", tmp.resolve("out").toString());
    assertThat(report.exitCode()).as(report.err()).isZero();
    assertThat(Files.readString(tmp.resolve("out/report.md")))
        .contains("| memory | workloada | p99\\<=50ms | every (worst) | unknown | **134 (on flagged steps)** |")
        .contains("rests on flagged steps: 1 of 1 steps at 134 and 140 ops/s (validity.minseconds)");
  }
}
