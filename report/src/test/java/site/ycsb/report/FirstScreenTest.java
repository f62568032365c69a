package site.ycsb.report;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import site.ycsb.testing.ProcessOutcome;
import tools.jackson.databind.json.JsonMapper;

/**
 * The report opens on its verdict: what ran, what failed or is missing and why, the capacity at SLO, and the
 * headline per database × workload, before any chart, in index.html and report.md alike.
 */
class FirstScreenTest {
  private static final JsonMapper JSON = JsonMapper.builder().build();
  private static final String REFUSAL = "unsupported by noscan: the workload needs SCAN (scanproportion=0.95), which "
      + "the noscan binding does not implement (@UnsupportedOperations on x.NoScanDB)";

  @TempDir
  Path tmp;

  /** A sweep of workload E whose binding has no scan, as the sweep writes it: refused, the rest skipped. */
  private static void unsupportedSweep(Path dir, String name) throws Exception {
    Files.createDirectories(dir);
    Map<String, Object> m = new LinkedHashMap<>();
    m.put("schema", "ycsb-sweep");
    m.put("schemaVersion", 1);
    m.put("sweepId", "sweep-noscan");
    m.put("binding", name);
    m.put("database", "x.NoScanDB");
    m.put("workload", "workloade");
    m.put("dimension", "threads");
    m.put("values", List.of(1, 2));
    m.put("repeat", 1);
    m.put("status", "unsupported");
    String why = REFUSAL.replace("noscan", name) + "; set scanproportion=0 or use a binding that implements SCAN";
    m.put("steps", List.of(step(1, "unsupported", why), step(2, "skipped", "not run: " + why)));
    Files.writeString(dir.resolve("sweep.json"), JSON.writeValueAsString(m));
  }

  private static Map<String, Object> step(int threads, String status, String reason) {
    Map<String, Object> s = new LinkedHashMap<>();
    s.put("value", threads);
    s.put("threads", threads);
    s.put("target", 0);
    s.put("repetition", 1);
    s.put("dir", "step-0" + threads + "-threads-" + threads + "-rep-1");
    s.put("status", status);
    s.put("reason", reason);
    return s;
  }

  private ProcessOutcome report(Path in) {
    ProcessOutcome r = ReportMainTest.run(in.toString(), "-o", tmp.resolve("out").toString());
    assertThat(r.exitCode()).as(r.err()).isZero();
    return r;
  }

  @Test
  void theVerdictComesFirstWithWhatRanWhatWasRefusedAndWhyAndEachHeadline() throws Exception {
    Fixtures.sweep(tmp.resolve("in/sweep-basic"), "basic", "site.ycsb.BasicDB", "workloade", List.of(1, 2), 0, null);
    unsupportedSweep(tmp.resolve("in/sweep-noscan"), "noscan");
    report(tmp.resolve("in"));
    String md = Files.readString(tmp.resolve("out/report.md"));
    String html = Files.readString(tmp.resolve("out/index.html"));

    assertThat(md.indexOf("## Verdict")).isPositive().isLessThan(md.indexOf("## Charts"));
    assertThat(md).contains("**Ran:** 2 databases (basic, noscan) × 1 workload (workloade) × run phase at 1, 2 "
        + "threads; 1 run per step: 3 runs (1 of them loads before a run sweep) from 2 sweeps.");
    assertThat(md).contains("**Failed or missing:**\n\n- **noscan × workloade**: " + REFUSAL + " (2 of 2 steps not "
        + "run)\n");
    assertThat(md).containsPattern("\\| basic \\| workloade \\| best [0-9.]+ ops/s at [12] threads: p95 [0-9]+ µs, "
        + "p99 [0-9]+ µs \\|");
    assertThat(md).contains("| noscan | workloade | no measured step (see failed or missing, above) |");
    // The database absent from the chart is named there, with why.
    assertThat(md).contains("*Not in this chart: noscan (" + REFUSAL + ")");
    assertThat(html).contains("Not in this chart: noscan (" + REFUSAL + ")");

    int verdict = html.indexOf("<section id=\"verdict\">");
    assertThat(verdict).isPositive().isLessThan(html.indexOf("id=\"charts\""));
    assertThat(html).contains("<li><b>noscan × workloade</b>: " + REFUSAL + " (2 of 2 steps not run)</li>");
    // The sweeps table marks it too.
    assertThat(md).contains("| in/sweep-noscan | noscan | workloade | threads | 1, 2 | 1 | **unsupported** |");
  }

  @Test
  void aSweepThatSaysCompletedOverAFailedStepIsMarkedInTheTableAndTheVerdict() throws Exception {
    Path sweep = Fixtures.sweep(tmp.resolve("in/sweep-basic"), "basic", "site.ycsb.BasicDB", "workloada",
        List.of(1), 2, "boom: the server closed the connection");
    // As a sweep wrote it before it marked failures itself.
    Path file = sweep.resolve("sweep.json");
    Files.writeString(file, Files.readString(file).replaceFirst("\"status\" ?: ?\"incomplete\"",
        "\"status\" : \"completed\""));
    assertThat(Files.readString(file)).contains("\"status\" : \"completed\"");
    report(tmp.resolve("in"));
    String md = Files.readString(tmp.resolve("out/report.md"));
    assertThat(md).contains("| **completed-with-failures** |");
    assertThat(md).doesNotContain("| completed | 2 |");
    assertThat(md).contains("- **basic × workloada**: 1 failed of 2 steps; first: boom: the server closed the "
        + "connection\n");
  }

  @Test
  @SuppressWarnings("unchecked")
  void aCapacitySearchIsOnTheFirstScreenWithTheArrivalModelAndTheSelfCheckFlagSweepJsonCarries() throws Exception {
    Path sweep = Fixtures.sweep(tmp.resolve("in/sweep"), "memory", "site.ycsb.db.MemoryDB", "workloada", List.of(1),
        0, null);
    Map<String, Object> m = JSON.readValue(sweep.resolve("sweep.json").toFile(), Map.class);
    Map<String, Object> c = new LinkedHashMap<>();
    c.put("slo", "p99<=2ms");
    c.put("percentile", 99.0);
    c.put("limitUs", 2000.0);
    c.put("status", "found");
    c.put("reason", "confirmed by a repeat at 12345 ops/s");
    c.put("capacity", 12345);
    c.put("capacityThroughput", 12300.5);
    c.put("capacityP50Us", 310.0);
    c.put("capacityP99Us", 1890.0);
    c.put("stepsUsed", 8);
    c.put("steps", List.of());
    c.put("arrivals", "open, poisson");
    c.put("flaggedBasis", "2 of 2 steps at 12345 and 12900 ops/s (too few operations for a percentile)");
    m.put("capacitySearch", c);
    Files.writeString(sweep.resolve("sweep.json"), JSON.writeValueAsString(m));
    report(tmp.resolve("in"));
    String md = Files.readString(tmp.resolve("out/report.md"));
    String verdict = md.substring(0, md.indexOf("## Charts"));
    assertThat(verdict).contains("| memory | workloada | p99\\<=2ms | 12345 | 12300.5 | 1890.0 | open, poisson | "
        + "rests on flagged steps: 2 of 2 steps at 12345 and 12900 ops/s (too few operations for a percentile) |");
    assertThat(verdict).contains("| memory | workloada | capacity 12345 ops/s at p99\\<=2ms (measured 12300.5 ops/s, "
        + "p99 1890.0 µs) |");
    String html = Files.readString(tmp.resolve("out/index.html"));
    assertThat(html.indexOf("<td class=\"em\">12345</td>")).isPositive().isLessThan(html.indexOf("id=\"charts\""));

    // Without the fields (a sweep.json of an older sweep) the verdict still stands: no arrivals known, none flagged.
    c.remove("arrivals");
    c.remove("flaggedBasis");
    Files.writeString(sweep.resolve("sweep.json"), JSON.writeValueAsString(m));
    report(tmp.resolve("in"));
    assertThat(Files.readString(tmp.resolve("out/report.md")))
        .contains("| memory | workloada | p99\\<=2ms | 12345 | 12300.5 | 1890.0 | unknown | none |");
  }

  @Test
  void userTextIsEscapedInBothFormats() throws Exception {
    unsupportedSweep(tmp.resolve("in/sweep-odd"), "a|b<i>");
    report(tmp.resolve("in"));
    String md = Files.readString(tmp.resolve("out/report.md"));
    String html = Files.readString(tmp.resolve("out/index.html"));
    assertThat(md).contains("- **a\\|b\\<i> × workloade**: unsupported by a\\|b\\<i>:");
    assertThat(html).contains("<li><b>a|b&lt;i&gt; × workloade</b>: unsupported by a|b&lt;i&gt;:")
        .doesNotContain("<b>a|b<i>");
  }

  @Test
  void theLongTablesAreFoldedTheSummaryFitsAndTheFolderFollowsTheUmask() throws Exception {
    Fixtures.sweep(tmp.resolve("in/sweep-basic"), "basic", "site.ycsb.BasicDB", "workloada", List.of(1), 0, null);
    report(tmp.resolve("in"));
    String html = Files.readString(tmp.resolve("out/index.html"));
    for (String id : List.of("memtier", "environment", "disclosure", "differences", "common")) {
      assertThat(html).as(id).containsPattern("<h2 id=\"" + id + "\">[^<]*</h2>\n<details><summary>Show ");
    }
    String summary = html.substring(html.indexOf("<h2 id=\"summary\">"), html.indexOf("<details><summary>All "));
    assertThat(summary).contains("<th>p99 µs</th>").doesNotContain("<th>run</th>").doesNotContain("<th>KB/s*</th>");
    assertThat(html).contains("<details><summary>All 25 columns");
    assertThat(Files.readString(tmp.resolve("out/results.csv")).lines().findFirst().orElseThrow())
        .contains("kbPerSec").contains("run");
    // As a folder the user makes beside it, whatever their umask: never forced private.
    Path beside = Files.createDirectory(tmp.resolve("beside"));
    assertThat(PosixFilePermissions.toString(Files.getPosixFilePermissions(tmp.resolve("out"))))
        .isEqualTo(PosixFilePermissions.toString(Files.getPosixFilePermissions(beside)));
  }
}
