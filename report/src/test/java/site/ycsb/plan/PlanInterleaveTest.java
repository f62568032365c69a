package site.ycsb.plan;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import site.ycsb.report.io.Json;
import site.ycsb.testing.ProcessOutcome;
import tools.jackson.databind.JsonNode;

/** A plan's repetitions run interleaved (A1 B1 A2 B2 ...), the order is recorded, and the report pools them. */
class PlanInterleaveTest {
  @TempDir
  Path tmp;

  @Test
  void repetitionsOfSeveralDatabasesRunInRoundsAndThereportPoolsThem() throws Exception {
    Path plan = tmp.resolve("ab.yaml");
    Files.writeString(plan, String.join("\n",
        "properties: {recordcount: 100, operationcount: 500}",
        "databases: [{name: a, binding: memory}, {name: b, binding: basic, properties: {basicdb.verbose: false}}]",
        "workloads: ['" + PlanDryRunTest.ROOT.resolve("workloads").resolve("workloada") + "']",
        "threads: [1]",
        "repeat: 3",
        ""));
    Path out = tmp.resolve("out");
    ProcessOutcome o = PlanHarness.runHere(plan.toString(), "--out", out.toString());
    assertThat(o.exitCode()).as(o.err()).isZero();
    List<String> order = Files.readAllLines(out.resolve(PlanRunner.ORDER_FILE)).stream().skip(1)
        .map(l -> l.split("\t")[2]).toList();
    assertThat(order).containsExactly("a workloada run rep 1/3", "b workloada run rep 1/3", "a workloada run rep 2/3",
        "b workloada run rep 2/3", "a workloada run rep 3/3", "b workloada run rep 3/3");
    assertThat(out.resolve("b/workloada-run/rep-2/sweep.json")).isRegularFile();
    JsonNode report = Json.MAPPER.readTree(out.resolve("report/results.json").toFile());
    int pooled = 0;
    for (JsonNode g : report.get("repetitions")) {
      if ("run".equals(g.get("phase").asString())) {
        assertThat(g.get("runs").size()).isEqualTo(3);
        assertThat(g.get("metrics").get("throughput").get("interval").get("confidence").asDouble()).isEqualTo(0.75);
        pooled++;
      }
    }
    assertThat(pooled).isEqualTo(2);
  }
}
