package site.ycsb.report;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The report of the committed fixtures (real memory/basic runs, two sweeps, a failed step, two clients of
 * one run) against committed golden files. Regenerate after an intended change with
 * {@code -Dgolden.update=true} and review the diff.
 */
class GoldenReportTest {
  static final Path FIXTURES = Path.of("src/test/resources/fixtures");
  static final Path GOLDEN = Path.of("src/test/resources/golden");

  @TempDir
  Path out;

  @Test
  void csvMarkdownAndJsonMatchTheGoldenFiles() throws IOException {
    int code = ReportMain.run(new String[] {FIXTURES.toString(), "-o", out.toString()}, quiet(), quiet());
    assertThat(code).isZero();
    boolean update = Boolean.getBoolean("golden.update");
    for (String name : new String[] {"results.csv", "report.md", "results.json"}) {
      String actual = Files.readString(out.resolve(name));
      Path golden = GOLDEN.resolve(name);
      if (update) {
        Files.createDirectories(GOLDEN);
        Files.writeString(golden, actual);
      }
      assertThat(actual).as(name + " (regenerate with -Dgolden.update=true)").isEqualTo(Files.readString(golden));
    }
  }

  @Test
  void reportShowsWhatTheIssueAsksFor() throws IOException {
    assertThat(ReportMain.run(new String[] {FIXTURES.toString(), "-o", out.toString()}, quiet(), quiet())).isZero();
    String md = Files.readString(out.resolve("report.md"));
    String html = Files.readString(out.resolve("index.html"));
    String csv = Files.readString(out.resolve("results.csv"));
    // the failed sweep step is a row with its reason; the sweep is incomplete
    assertThat(csv).contains("memory,workloada,run,sweep-memory-fixture,8,0,1,failed,");
    assertThat(md).contains("read timeouts: error rate 12.5% above the 5% threshold").contains("| **incomplete** |");
    // knee and best latency from sweep.json
    assertThat(md).contains("| knee |").contains("throughput gain below 10% while p95 grew faster");
    // the two clients of one run are merged into one row of 400 inserts
    assertThat(csv).contains(",merge-demo-0001,2,").contains("fixtures/clients/client-a + fixtures/clients/client-b");
    // memtier table, server memory, disclosure differences highlighted
    assertThat(md).contains("| Sets |").contains("| Gets |").contains("| Totals |").contains("bytes/record");
    assertThat(html).contains("class=\"em\"").contains("Properties that differ between the compared runs");
    // self-contained: Chart.js inlined, no external script
    assertThat(html).contains("Chart.js v4.5.1").doesNotContain("<script src").doesNotContain("sourceMappingURL");
    // two per workload (workloadb has loads only: its load phase) and the memory per record; charts first
    assertThat(html).contains("data-charts-expected=\"5\"");
    assertThat(html.indexOf("id=\"charts\"")).isLessThan(html.indexOf("id=\"summary\""));
    assertThat(md.indexOf("## Charts")).isLessThan(md.indexOf("## Summary"));
    // secrets stay redacted everywhere
    try (Stream<Path> files = Files.walk(out)) {
      for (Path f : files.filter(p -> p.toString().matches(".*\\.(md|csv|json|html)")).toList()) {
        String text = Files.readString(f);
        assertThat(text).as(f.toString()).doesNotContain("hunter2").doesNotContain("s3cret");
      }
    }
    // the mask escaped for Markdown, so that it shows as five stars, not emphasis
    assertThat(md).contains("mongodb://admin:\\*\\*\\*\\*\\*@localhost:27017/ycsb");
  }

  static PrintStream quiet() {
    return new PrintStream(new ByteArrayOutputStream(), true, StandardCharsets.UTF_8);
  }
}
