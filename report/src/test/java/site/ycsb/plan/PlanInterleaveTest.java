package site.ycsb.plan;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import site.ycsb.report.Json;
import site.ycsb.sweep.ChildJvm;
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
    List<String> sweep = new ArrayList<>(ChildJvm.current().command("site.ycsb.sweep.SweepMain", List.of()));
    sweep.add(1, "-Dycsb.bindings=" + PlanDryRunTest.ROOT.resolve("bin").resolve("bindings.properties"));
    ByteArrayOutputStream err = new ByteArrayOutputStream();
    int code = PlanMain.run(List.of(plan.toString(), "--out", out.toString()), sweep, List.of("ycsb", "report"),
        PlanParserTest.REGISTRY, System.out, new PrintStream(err, true, StandardCharsets.UTF_8), Path.of(""));
    assertThat(code).as(err.toString(StandardCharsets.UTF_8)).isZero();
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
