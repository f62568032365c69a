package site.ycsb.report;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import site.ycsb.testing.ProcessOutcome;

/** Bad input ends with one line on stderr and exit code 2, never a stack trace. */
class ReportMainTest {
  @TempDir
  Path tmp;

  static ProcessOutcome run(String... args) {
    ByteArrayOutputStream out = new ByteArrayOutputStream();
    ByteArrayOutputStream err = new ByteArrayOutputStream();
    int code = ReportMain.run(args, new PrintStream(out, true, StandardCharsets.UTF_8),
        new PrintStream(err, true, StandardCharsets.UTF_8));
    return new ProcessOutcome(code, out.toString(StandardCharsets.UTF_8), err.toString(StandardCharsets.UTF_8));
  }

  private static void assertOneLineError(ProcessOutcome r, String fragment) {
    assertThat(r.exitCode()).as(r.err()).isEqualTo(2);
    assertThat(r.err().strip().lines()).hasSize(1);
    assertThat(r.err()).startsWith("ycsb: error: ").contains(fragment).doesNotContain("Exception");
  }

  @Test
  void missingDirectory() {
    assertOneLineError(run(tmp.resolve("nope").toString(), "-o", tmp.resolve("out").toString()),
        "is not a directory");
  }

  @Test
  void noResultsFound() throws Exception {
    Files.createDirectories(tmp.resolve("empty/sub"));
    assertOneLineError(run(tmp.resolve("empty").toString(), "-o", tmp.resolve("out").toString()),
        "no results found");
    assertThat(Files.exists(tmp.resolve("out"))).isFalse();
  }

  @Test
  void usageErrors() {
    assertOneLineError(run(), "no input folders");
    assertOneLineError(run(tmp.toString()), "no output folder");
    assertOneLineError(run(tmp.toString(), "-o"), "needs a folder");
    assertOneLineError(run(tmp.toString(), "--frobnicate", "-o", "x"), "unknown option '--frobnicate'");
  }

  @Test
  void brokenResultFileIsNamed() throws Exception {
    Path dir = Files.createDirectories(tmp.resolve("run"));
    Files.writeString(dir.resolve("result.json"), "{ not json");
    assertOneLineError(run(dir.toString(), "-o", tmp.resolve("out").toString()), "result.json");
  }

  @Test
  void foreignSweepManifestIsRejected() throws Exception {
    Path dir = Files.createDirectories(tmp.resolve("sweep"));
    Files.writeString(dir.resolve("sweep.json"), "{\"schema\":\"something-else\"}");
    assertOneLineError(run(dir.toString(), "-o", tmp.resolve("out").toString()), "is not a sweep manifest");
  }

  @Test
  void sweepWhoseOnlyStepFailedStillReportsAndRedactsTheReason() throws Exception {
    Path sweep = Files.createDirectories(tmp.resolve("sweep"));
    Files.writeString(sweep.resolve("sweep.json"), """
        {"schema":"ycsb-sweep","schemaVersion":1,"sweepId":"s1","binding":"mongodb","database":"x",
         "workload":"workloada","dimension":"threads","values":[8],"repeat":1,"status":"incomplete",
         "commandLine":["bin/ycsb","sweep","mongodb","-p","mongodb.url=mongodb://u:pw123@h:1/db"],
         "steps":[{"value":8,"threads":8,"target":0,"repetition":1,"dir":"step-01-threads-8-rep-1",
           "status":"failed","reason":"cannot connect to mongodb://u:pw123@h:1/db","exitCode":1}],
         "knee":null,"bestLatency":null,"someFutureField":{"x":1}}
        """);
    Path out = tmp.resolve("out");
    ProcessOutcome r = run(sweep.toString(), "-o", out.toString());
    assertThat(r.exitCode()).as(r.err()).isZero();
    String md = Files.readString(out.resolve("report.md"));
    assertThat(md).contains("No completed measured step to chart").contains("| **failed** |")
        .contains("cannot connect to mongodb://u:\\*\\*\\*\\*\\*@h:1/db").doesNotContain("pw123");
    assertThat(Files.readString(out.resolve("index.html"))).contains("data-charts-expected=\"0\"")
        .doesNotContain("pw123");
    assertThat(Files.readString(out.resolve("results.json"))).doesNotContain("pw123");
  }

  @Test
  void namesCannotBreakOutOfTheHtml() throws Exception {
    Path run = Files.createDirectories(tmp.resolve("run"));
    Path fixture = GoldenReportTest.FIXTURES.resolve("single/workloadb-memory");
    Files.writeString(run.resolve("result.json"), Files.readString(fixture.resolve("result.json"))
        .replace("\"site.ycsb.db.MemoryDB\"", "\"</script><script>alert(1)</script>\""));
    Path out = tmp.resolve("out");
    assertThat(run(run.toString(), "-o", out.toString()).exitCode()).isZero();
    String html = Files.readString(out.resolve("index.html"));
    assertThat(html).doesNotContain("</script><script>alert(1)").contains("&lt;/script&gt;&lt;script&gt;alert(1)");
  }

  @Test
  void help() {
    ProcessOutcome r = run("--help");
    assertThat(r.exitCode()).isZero();
    assertThat(r.out()).contains("bin/ycsb report DIR... -o OUT").contains("report merge");
  }

  @Test
  void writesEveryOutput() throws Exception {
    Path out = tmp.resolve("out");
    ProcessOutcome r = run(GoldenReportTest.FIXTURES.resolve("sweep-memory").toString(), "-o", out.toString());
    assertThat(r.exitCode()).as(r.err()).isZero();
    assertThat(r.err()).isEmpty();
    assertThat(r.out()).contains("Report written to").contains("5 steps, 1 sweeps, 3 charts");
    for (String f : new String[] {"index.html", "report.md", "results.csv", "results.json",
        "charts/workloada-throughput.png", "charts/workloada-latency.png", "charts/memory-per-record.png"}) {
      assertThat(out.resolve(f)).isNotEmptyFile();
    }
  }

  @Test
  void percentileChoosesTheLatencyLineOfTheCharts() throws Exception {
    Path out = tmp.resolve("out");
    ProcessOutcome r = run(GoldenReportTest.FIXTURES.resolve("sweep-memory").toString(), "-o", out.toString(),
        "--percentile", "99");
    assertThat(r.exitCode()).as(r.err()).isZero();
    String md = Files.readString(out.resolve("report.md"));
    assertThat(md).contains("workloada: throughput (bars) and p99 latency (lines) per thread count")
        .contains("| p95 µs | p99 µs |");
    assertThat(Files.readString(out.resolve("results.json"))).contains("\"percentile\" : 99");
    ProcessOutcome bad = run(GoldenReportTest.FIXTURES.toString(), "-o", tmp.resolve("x").toString(),
        "--percentile", "90");
    assertThat(bad.exitCode()).isEqualTo(2);
    assertThat(bad.err()).isEqualTo("ycsb: error: --percentile is '90'; accepted: 50, 95 or 99"
        + System.lineSeparator());
  }

  @Test
  void aReportOntoALinkToAnEarlierReportReplacesItBehindTheLink() throws Exception {
    Path old = Files.createDirectories(tmp.resolve("old"));
    Files.writeString(old.resolve("index.html"), "old");
    Files.writeString(old.resolve("results.json"), "old");
    Path link = Files.createSymbolicLink(tmp.resolve("link"), old.getFileName());
    Path sweep = Fixtures.sweep(tmp.resolve("sweep"), "memory", "site.ycsb.db.MemoryDB", "workloada", List.of(1), 0,
        null);
    ProcessOutcome r = run(sweep.toString(), "-o", link.toString());
    assertThat(r.exitCode()).as(r.err()).isZero();
    assertThat(Files.isSymbolicLink(link)).isTrue();
    assertThat(Files.readString(old.resolve("results.json"))).startsWith("{");
    try (java.util.stream.Stream<Path> s = Files.list(tmp)) {
      assertThat(s.map(p -> p.getFileName().toString())).noneMatch(n -> n.startsWith("."));
    }
  }
}
