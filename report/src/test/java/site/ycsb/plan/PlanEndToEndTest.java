package site.ycsb.plan;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.condition.EnabledForJreRange;
import org.junit.jupiter.api.condition.JRE;
import org.junit.jupiter.api.io.TempDir;
import site.ycsb.results.Disclosure;
import site.ycsb.results.ResultsDirectory;
import site.ycsb.sweep.ChildJvm;
import site.ycsb.sweep.ManifestFile;
import site.ycsb.sweep.SweepManifest;
import site.ycsb.testing.FreePorts;
import site.ycsb.testing.ProcessOutcome;

/** A whole plan on the memory binding: sweeps in child JVMs, the report in this one. */
class PlanEndToEndTest {
  @TempDir
  Path tmp;

  @Test
  @EnabledForJreRange(min = JRE.JAVA_21, disabledReason = "virtual threads need Java 21; PlanParserTest checks "
      + "that the plan's threadmodel reaches every sweep command on any Java")
  void aPlansThreadModelReachesEveryRun() throws Exception {
    Path plan = tmp.resolve("virtual.yaml");
    Files.writeString(plan, String.join("\n",
        "properties: {recordcount: 200, operationcount: 1000, threadmodel: virtual}",
        "databases: [{name: mem, binding: memory}]",
        "workloads: ['" + PlanDryRunTest.ROOT.resolve("workloads").resolve("workloada") + "']",
        "threads: [2]",
        ""));
    Path out = tmp.resolve("out");
    ProcessOutcome o = PlanHarness.runHere(plan.toString(), "--out", out.toString());
    assertThat(o.exitCode()).as(o.err()).isZero();
    Path sweepDir = out.resolve("mem").resolve("workloada-run");
    SweepManifest run = ManifestFile.read(sweepDir);
    assertThat(run.status()).isEqualTo("completed");
    for (Path dir : List.of(sweepDir.resolve("load"), sweepDir.resolve(run.steps().get(0).dir()))) {
      assertThat(ResultsDirectory.readResult(dir.resolve(ResultsDirectory.RESULT_FILE)).threadModel())
          .as(dir.toString()).isEqualTo("virtual");
    }
  }

  @Test
  void aPlanRunsEveryDatabaseWorkloadAndPhaseAndEndsWithTheReport() throws Exception {
    Path plan = tmp.resolve("two.yaml");
    Path workload = PlanDryRunTest.ROOT.resolve("workloads").resolve("workloada");
    Files.writeString(plan, String.join("\n",
        "name: two-memories",
        "properties: {recordcount: 300, operationcount: 1500, memory.password: not-shown}",
        "databases:",
        "  - {name: mem-a, binding: memory}",
        "  - {name: mem-b, binding: memory, setup: 'exit 4'}",
        "  - {name: mem-c, binding: memory, before-step: 'echo ready'}",
        "workloads: ['" + workload + "']",
        "phases: both",
        "threads: [1, 2]",
        ""));
    Path out = tmp.resolve("out");
    int metricsPort = FreePorts.loopback();
    ProcessOutcome o = PlanHarness.runHere(plan.toString(), "--out", out.toString(), "-p", "fieldcount=3",
        "-p", "metrics.port=" + metricsPort, "-p", "metrics.linger=0.2");
    String log = o.err();
    assertThat(o.exitCode()).as(log).isEqualTo(1); // mem-b's setup failed; the others still ran
    assertThat(log).contains("[plan] setup of mem-b failed (exit 4)")
        .contains("[plan] not run: 2 sweeps of mem-b (setup of mem-b failed)")
        .contains("[plan] step 1 of 7, elapsed 0:0").containsPattern("\\[plan] step 7 of 7, elapsed \\S+, remaining ~");

    for (String db : List.of("mem-a", "mem-c")) {
      SweepManifest load = ManifestFile.read(out.resolve(db).resolve("workloada-load"));
      SweepManifest run = ManifestFile.read(out.resolve(db).resolve("workloada-run"));
      assertThat(load.phase()).isEqualTo("load");
      assertThat(load.name()).isEqualTo(db);
      assertThat(run.phase()).isEqualTo("run");
      assertThat(run.load().status()).isEqualTo("completed");
      assertThat(load.status()).isEqualTo("completed");
      assertThat(run.status()).isEqualTo("completed");
      Path step = out.resolve(db).resolve("workloada-run").resolve(run.steps().get(0).dir());
      Disclosure d = ResultsDirectory.readDisclosure(step.resolve(ResultsDirectory.DISCLOSURE_FILE));
      assertThat(d.properties()).containsEntry("fieldcount", "3")
          .containsEntry("metrics.port", Integer.toString(metricsPort)).containsEntry("metrics.step", "1")
          .containsEntry("metrics.steps", "2").containsEntry("metrics.name", db);
      assertThat(d.plan().text()).contains("name: two-memories").contains("memory.password: *****")
          .doesNotContain("not-shown");
    }
    assertThat(ManifestFile.read(out.resolve("mem-c").resolve("workloada-load")).steps().get(1).beforeStep()
        .output()).isEqualTo("ready");
    assertThat(out.resolve("mem-b")).doesNotExist();
    Path report = out.resolve("report");
    String html = Files.readString(report.resolve("index.html"));
    assertThat(html).contains("mem-a").contains("mem-c").contains("name: two-memories")
        .doesNotContain("not-shown");
    assertThat(Files.readString(report.resolve("report.md"))).contains("name: two-memories");
  }

  @Test
  void ctrlCStopsTheRunningSweepSkipsTheRestAndStillWritesTheWholeReport() throws Exception {
    Path plan = tmp.resolve("long.yaml");
    Path workload = PlanDryRunTest.ROOT.resolve("workloads").resolve("workloada");
    // The second database runs long enough to be interrupted in the middle of its run sweep.
    Files.writeString(plan, String.join("\n",
        "properties: {recordcount: 200, operationcount: 1000}",
        "databases:",
        "  - {name: quick, binding: memory}",
        "  - {name: slow, binding: memory, properties: {operationcount: 100000000, maxexecutiontime: 60}}",
        "  - {name: never, binding: memory}",
        "workloads: ['" + workload + "']",
        "phases: run",
        "threads: [1, 2]",
        ""));
    Path out = tmp.resolve("out");
    List<String> command = new ArrayList<>(ChildJvm.current().command(PlanHarness.class.getName(),
        List.of(plan.toString(), "--out", out.toString())));
    Process p = new ProcessBuilder(command).redirectErrorStream(true).redirectOutput(tmp.resolve("plan.log").toFile())
        .start();
    try {
      Path slowStep = out.resolve("slow").resolve("workloada-run").resolve("step-01-threads-1-rep-1")
          .resolve("stderr.txt");
      long deadline = System.currentTimeMillis() + 60_000;
      while (!(Files.exists(slowStep) && Files.readString(slowStep).contains("Starting test."))) {
        assertThat(System.currentTimeMillis()).as(Files.readString(tmp.resolve("plan.log"))).isLessThan(deadline);
        assertThat(p.isAlive()).as(Files.readString(tmp.resolve("plan.log"))).isTrue();
        Thread.sleep(100);
      }
      Thread.sleep(1000);
      p.destroy(); // SIGTERM; Ctrl-C (SIGINT) takes the same shutdown path
      assertThat(p.waitFor(90, java.util.concurrent.TimeUnit.SECONDS)).isTrue();
    } finally {
      p.destroyForcibly();
    }
    String log = Files.readString(tmp.resolve("plan.log"));
    assertThat(p.exitValue()).as(log).isEqualTo(130);
    // what was not run is one line, not one per command
    assertThat(log).contains("[plan] not run: 1 command (interrupted)").doesNotContain("never workloada run:");
    assertThat(ManifestFile.read(out.resolve("quick").resolve("workloada-run")).status()).isEqualTo("completed");
    SweepManifest slow = ManifestFile.read(out.resolve("slow").resolve("workloada-run"));
    assertThat(slow.status()).isEqualTo("incomplete");
    assertThat(out.resolve("never")).doesNotExist();
    String md = Files.readString(out.resolve("report").resolve("report.md"));
    assertThat(md).contains("| quick |").contains("| slow |");
    // Drawn whole after the interrupt (in a JVM of its own: AWT cannot start in one shutting down).
    assertThat(log).doesNotContain("cannot draw the charts").doesNotContain("Shutdown in progress");
    try (java.util.stream.Stream<Path> charts = Files.list(out.resolve("report").resolve("charts"))) {
      List<Path> pngs = charts.toList();
      assertThat(pngs).isNotEmpty().allSatisfy(png -> assertThat(Files.size(png)).as(png.toString()).isPositive());
      pngs.forEach(png -> assertThat(md).contains("charts/" + png.getFileName()));
    }
    List<String> lines = log.strip().lines().toList();
    assertThat(lines.get(lines.size() - 1)).matches("\\[plan\\] plan long interrupted in \\d+ s; report "
        + java.util.regex.Pattern.quote(out.resolve("report").resolve("index.html").toString()));
  }
}
