package site.ycsb.report;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import site.ycsb.TestDBs;
import site.ycsb.launcher.BindingRegistry;
import site.ycsb.sweep.ChildJvm;
import site.ycsb.sweep.SweepMain;
import site.ycsb.testing.ProcessOutcome;

/** The report shows what the client flagged, and response time where a target rate hides stalls. */
class TrustworthyReportEndToEndTest {
  @TempDir
  Path tmp;

  @Test
  void aSweepThatReadNothingIsFlaggedAndHasNoKneeOrBestLatency() throws Exception {
    Path sweep = tmp.resolve("sweep");
    ByteArrayOutputStream err = new ByteArrayOutputStream();
    int code = SweepMain.run(List.of("memory", "-P", Fixtures.WORKLOADS.resolve("workloada").toString(),
        "-threads", "1,2", "-p", "recordcount=100", "-p", "operationcount=400", "--out", sweep.toString()),
        ChildJvm.current(), BindingRegistry.read(Path.of("..", "bin", "bindings.properties")), System.out,
        new PrintStream(err, true, StandardCharsets.UTF_8));
    assertThat(code).as(err.toString(StandardCharsets.UTF_8)).isZero();

    ProcessOutcome report = ReportMainTest.run(sweep.toString(), "-o", tmp.resolve("out").toString());
    assertThat(report.exitCode()).as(report.err()).isZero();
    String md = Files.readString(tmp.resolve("out/report.md"));
    String validity = md.substring(md.indexOf("Validity warnings"));
    assertThat(validity).contains("100.0% of READ returned NOT_FOUND")
        .contains("the server statistics counted 0 records before the run");
    assertThat(md).contains("threads=1 rep 1, threads=2 rep 1").doesNotContain("best latency |");
    assertThat(Files.readString(tmp.resolve("out/results.csv"))).doesNotContain(",knee,")
        .doesNotContain("best latency");
    System.out.println("[trust] report excerpt (validity warnings):\n"
        + validity.lines().limit(12).reduce((a, b) -> a + "\n" + b).orElse(""));
  }

  @Test
  void aTargetRunShowsServiceAndResponseTimeAndChartsTheResponseTime() throws Exception {
    Path dir = tmp.resolve("stall");
    Fixtures.runDir(dir, TestDBs.StallingDB.class.getName(), "workloadc", 1, "-t", "-p", "recordcount=100",
        "-p", "operationcount=3000", "-target", "1000");
    ProcessOutcome report = ReportMainTest.run(dir.toString(), "-o", tmp.resolve("out").toString());
    assertThat(report.exitCode()).as(report.err()).isZero();
    List<String> csv = Files.readAllLines(tmp.resolve("out/results.csv"));
    List<String> header = Arrays.asList(csv.get(0).split(","));
    String[] row = csv.get(1).split(",");
    long p95 = Long.parseLong(row[header.indexOf("p95Us")]);
    long p99 = Long.parseLong(row[header.indexOf("p99Us")]);
    long intendedP95 = Long.parseLong(row[header.indexOf("intendedP95Us")]);
    long intendedP99 = Long.parseLong(row[header.indexOf("intendedP99Us")]);
    assertThat(p99).isLessThan(10_000);
    assertThat(intendedP99).isGreaterThanOrEqualTo(150_000);
    assertThat(intendedP95).isGreaterThan(p95);
    String json = Files.readString(tmp.resolve("out/results.json"));
    assertThat(json).contains("\"intendedP95Us\" : " + intendedP95);
    System.out.printf("[trust] report csv: p95Us %d, p99Us %d, intendedP95Us %d, intendedP99Us %d%n", p95, p99,
        intendedP95, intendedP99);
  }
}
