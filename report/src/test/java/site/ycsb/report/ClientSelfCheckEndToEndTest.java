package site.ycsb.report;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import site.ycsb.results.RunResult;
import site.ycsb.results.SeriesResult;
import site.ycsb.testing.ProcessOutcome;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.json.JsonMapper;

/** The report shows, per step, the client's CPU and its own stalls (CLIENT-HICCUP), and the client's warnings. */
class ClientSelfCheckEndToEndTest {
  @TempDir
  Path tmp;

  @Test
  void theClientsHiccupP99AndCpuArePerStepAndItsWarningsAreListedOnce() throws Exception {
    Path dir = tmp.resolve("run");
    RunResult r = Fixtures.runDir(dir, "site.ycsb.db.MemoryDB", "workloadc", 1, "-t", "-p", "recordcount=100",
        "-p", "operationcount=0", "-p", "maxexecutiontime=2", "-p", "memory.name=self-check-report",
        "-p", "validity.maxclientcpu=0");
    SeriesResult hiccups = r.series().get("CLIENT-HICCUP");
    long p99 = hiccups.latencyUs().percentiles().get("p99");

    ProcessOutcome report = ReportMainTest.run(dir.toString(), "-o", tmp.resolve("out").toString());
    assertThat(report.exitCode()).as(report.err()).isZero();
    JsonNode row = JsonMapper.builder().build().readTree(tmp.resolve("out/results.json").toFile()).get("rows").get(0);
    assertThat(row.get("clientHiccupP99Us").asLong()).isEqualTo(p99);
    assertThat(row.get("clientHiccupMaxUs").asLong()).isEqualTo(hiccups.latencyUs().max());
    String md = Files.readString(tmp.resolve("out/report.md"));
    String table = md.substring(md.indexOf("## The client's check of itself per step"));
    table = table.substring(0, table.indexOf("\n## "));
    String cpu = Fmt.f1(r.client().cpuUtilization() * 100);
    assertThat(table.lines().filter(l -> l.startsWith("| site.ycsb.db.MemoryDB | workloadc | run | 1 |")))
        .singleElement().asString().contains("| " + cpu + " | ").contains("| " + p99 + " | ")
        .contains("| " + hiccups.latencyUs().max() + " | ");
    String validity = md.substring(md.indexOf("## Validity warnings"));
    assertThat(validity.lines().filter(l -> l.contains("the client used "))).hasSize(1);
    assertThat(validity).contains("validity.maxclientcpu=0");
  }
}
