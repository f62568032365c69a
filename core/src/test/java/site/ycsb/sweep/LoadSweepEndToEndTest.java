package site.ycsb.sweep;

import static org.assertj.core.api.Assertions.assertThat;
import static site.ycsb.sweep.SweepRun.sweep;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import site.ycsb.engine.ClientSelfCheck;
import site.ycsb.results.ResultsDirectory;
import site.ycsb.results.RunResult;
import site.ycsb.testing.ProcessOutcome;

/** Load-phase sweeps and the before-step hook, each step a real client JVM on the memory binding. */
class LoadSweepEndToEndTest {
  @TempDir
  Path tmp;

  private static RunResult result(Path out, StepRecord s) throws Exception {
    return ResultsDirectory.readResult(out.resolve(s.dir()).resolve(ResultsDirectory.RESULT_FILE));
  }

  @Test
  void everyLoadStepInsertsRecordcountWithItsOwnThreadsIntoAFreshStore() throws Exception {
    Path out = tmp.resolve("out");
    Path counter = tmp.resolve("hook-runs.txt");
    ProcessOutcome run = sweep("memory", "-P", SweepEndToEndTest.WORKLOAD_A.toString(), "--phase", "load",
        "-threads", "1,2,4", "-p", "recordcount=700", "-p", "memory.file=" + tmp.resolve("shared.bin"),
        "--before-step", "echo ran >> '" + counter + "'; echo cleared", "--out", out.toString());
    assertThat(run.exitCode()).as(run.err()).isZero();
    assertThat(run.err()).contains("every step loads into a fresh store").doesNotContain("warning");
    SweepManifest m = ManifestFile.read(out);
    assertThat(m.phase()).isEqualTo("load");
    assertThat(m.loadPhase()).isTrue();
    assertThat(m.load()).isNull();
    assertThat(m.steps()).extracting(StepRecord::status).containsExactly("completed", "completed", "completed");
    assertThat(Files.readAllLines(counter)).as("the hook ran once per step").hasSize(3);
    for (StepRecord s : m.steps()) {
      RunResult r = result(out, s);
      assertThat(r.phase()).isEqualTo("load");
      assertThat(r.threads()).isEqualTo(s.threads());
      assertThat(r.series().get("INSERT").returns()).as(s.dir()).containsEntry("OK", 700L).hasSize(1);
      assertThat(r.warnings()).filteredOn(w -> !ClientSelfCheck.isSelfCheck(w)).isEmpty();
      assertThat(s.throughput()).isPositive();
      assertThat(s.beforeStep().exitCode()).isZero();
      assertThat(s.beforeStep().output()).isEqualTo("cleared");
      assertThat(s.beforeStep().failure()).isNull();
      assertThat(out.resolve(s.dir()).resolve("memory.bin")).as("a store of its own").exists();
    }
    assertThat(tmp.resolve("shared.bin")).doesNotExist();
  }

  @Test
  void aTargetListSweepsTheLoadPhaseAtFixedThreads() throws Exception {
    Path out = tmp.resolve("out");
    ProcessOutcome run = sweep("memory", "-P", SweepEndToEndTest.WORKLOAD_A.toString(), "--phase", "load",
        "-target", "2000,4000", "-threads", "2", "-p", "recordcount=400", "--out", out.toString());
    assertThat(run.exitCode()).as(run.err()).isZero();
    SweepManifest m = ManifestFile.read(out);
    assertThat(m.dimension()).isEqualTo("target");
    for (StepRecord s : m.steps()) {
      RunResult r = result(out, s);
      assertThat(r.threads()).isEqualTo(2);
      assertThat(r.targetOpsPerSec()).isEqualTo(s.target());
      assertThat(r.series().get("INSERT").returns()).containsEntry("OK", 400L);
    }
  }

  @Test
  void freshKeysGiveEveryStepItsOwnKeyRange() throws Exception {
    Path out = tmp.resolve("out");
    ProcessOutcome run = sweep("memory", "-P", SweepEndToEndTest.WORKLOAD_A.toString(), "--phase", "load",
        "-threads", "1,2",
        "--repeat", "2", "--fresh-keys", "-p", "recordcount=300", "-p", "insertorder=ordered", "--out",
        out.toString());
    assertThat(run.exitCode()).as(run.err()).isZero();
    SweepManifest m = ManifestFile.read(out);
    List<Long> starts = new java.util.ArrayList<>();
    for (StepRecord s : m.steps()) {
      Path disclosure = out.resolve(s.dir()).resolve(ResultsDirectory.DISCLOSURE_FILE);
      starts.add(Long.parseLong(ResultsDirectory.readDisclosure(disclosure).properties().get("insertstart")));
      assertThat(result(out, s).series().get("INSERT").returns()).containsEntry("OK", 300L);
    }
    assertThat(starts).containsExactly(0L, 300L, 600L, 900L);
  }

  @Test
  void aFailingHookFailsItsStepWithTheReasonAndTheSweepGoesOn() throws Exception {
    Path out = tmp.resolve("out");
    Path flag = tmp.resolve("fail-once");
    Files.writeString(flag, "x");
    // Fails the first time (and removes its flag), succeeds afterwards.
    ProcessOutcome run = sweep("memory", "-P", SweepEndToEndTest.WORKLOAD_A.toString(), "-threads", "1,2", "--load",
        "-p", "recordcount=100", "-p", "operationcount=500", "--before-step",
        "if [ -e '" + flag + "' ]; then rm '" + flag + "'; echo 'server not ready' >&2; exit 3; fi",
        "--out", out.toString());
    assertThat(run.exitCode()).as(run.err()).isEqualTo(1);
    SweepManifest m = ManifestFile.read(out);
    assertThat(m.load().status()).isEqualTo("failed");
    assertThat(m.load().reason()).isEqualTo("--before-step exited with 3: server not ready");
    assertThat(m.load().beforeStep().exitCode()).isEqualTo(3);
    assertThat(m.steps()).extracting(StepRecord::status).containsExactly("skipped", "skipped");
    assertThat(run.err()).contains("before load: if [ -e").contains("exited with 3: server not ready");
  }

  @Test
  void beforeLoadRunsOnceBeforeTheLoadOfARunSweepAndNotBeforeItsSteps() throws Exception {
    Path out = tmp.resolve("out");
    Path counter = tmp.resolve("load-hook-runs.txt");
    ProcessOutcome run = sweep("memory", "-P", SweepEndToEndTest.WORKLOAD_A.toString(), "-threads", "1,2", "--load",
        "-p", "recordcount=100", "-p", "operationcount=500", "--before-load", "echo flushed >> '" + counter + "'",
        "--out", out.toString());
    assertThat(run.exitCode()).as(run.err()).isZero();
    SweepManifest m = ManifestFile.read(out);
    assertThat(Files.readAllLines(counter)).containsExactly("flushed");
    assertThat(m.load().beforeStep().command()).isEqualTo("echo flushed >> '" + counter + "'");
    assertThat(m.steps()).allSatisfy(s -> assertThat(s.beforeStep()).isNull());
    assertThat(m.steps()).allSatisfy(s -> assertThat(s.disqualifyingWarnings()).isEmpty());
  }

  @Test
  void aLoadSweepOnAServerBindingWithoutHookWarns() throws Exception {
    Path out = tmp.resolve("out");
    ProcessOutcome run = sweep("basic", "-P", SweepEndToEndTest.WORKLOAD_A.toString(), "--phase", "load",
        "-threads", "1",
        "-p", "recordcount=10", "-p", "basicdb.verbose=false", "--out", out.toString());
    assertThat(run.exitCode()).as(run.err()).isZero();
    assertThat(run.err()).contains("ycsb: warning: --phase load on basic without --before-step")
        .contains("--fresh-keys");
  }
}
