package site.ycsb.sweep;

import static org.assertj.core.api.Assertions.assertThat;
import static site.ycsb.sweep.SweepRun.sweep;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.condition.EnabledForJreRange;
import org.junit.jupiter.api.condition.JRE;
import org.junit.jupiter.api.io.TempDir;
import site.ycsb.engine.ClientSelfCheck;
import site.ycsb.results.ResultsDirectory;
import site.ycsb.results.RunResult;
import site.ycsb.testing.ProcessOutcome;

/** Whole sweeps, each step a real client JVM. */
class SweepEndToEndTest {
  static final Path REGISTRY_FILE = Path.of("..", "bin", "bindings.properties");
  static final Path WORKLOAD_A = Path.of("..", "workloads", "workloada");

  @TempDir
  Path tmp;

  @Test
  void memorySweepWithLoadAndNoMemoryFileGivesTheStepsTheLoadsData() throws Exception {
    Path out = tmp.resolve("out");
    ProcessOutcome run = sweep("memory", "-P", WORKLOAD_A.toString(), "-threads", "1,2", "--load",
        "-p", "recordcount=300", "-p", "operationcount=2000", "--out", out.toString());
    assertThat(run.exitCode()).as(run.err()).isZero();
    Path store = out.resolve("memory.bin");
    assertThat(run.err()).contains("memory.file is not set: the load and every step use " + store);
    assertThat(store).exists();
    SweepManifest m = ManifestFile.read(out);
    assertThat(m.steps()).hasSize(2);
    for (StepRecord s : m.steps()) {
      RunResult r = ResultsDirectory.readResult(out.resolve(s.dir()).resolve("result.json"));
      assertThat(r.misses()).as("step %s read what the load wrote", s.dir()).isZero();
      assertThat(r.series().get("READ").hits()).isPositive();
      assertThat(r.warnings()).filteredOn(w -> !ClientSelfCheck.isSelfCheck(w)).isEmpty();
    }
  }

  @Test
  @EnabledForJreRange(min = JRE.JAVA_21, disabledReason = "virtual threads need Java 21; SweepArgsTest checks "
      + "that Java 17 refuses -p threadmodel=virtual before any step")
  void theThreadModelReachesTheLoadAndEveryStep() throws Exception {
    Path out = tmp.resolve("out");
    ProcessOutcome run = sweep("memory", "-P", WORKLOAD_A.toString(), "-threads", "1,4", "--load",
        "-p", "recordcount=300", "-p", "operationcount=2000", "-p", "threadmodel=virtual", "--out", out.toString());
    assertThat(run.exitCode()).as(run.err()).isZero();
    SweepManifest m = ManifestFile.read(out);
    assertThat(ResultsDirectory.readResult(out.resolve("load").resolve("result.json")).threadModel())
        .isEqualTo("virtual");
    assertThat(m.steps()).hasSize(2).allSatisfy(s -> {
      Path step = out.resolve(s.dir());
      assertThat(ResultsDirectory.readResult(step.resolve("result.json")).threadModel()).isEqualTo("virtual");
      assertThat(Files.readString(step.resolve("stderr.txt"))).contains("(threadmodel=virtual).");
    });
  }

  @Test
  void stepsWhoseClientFlaggedThemAreNeverTheKneeOrTheBestLatency() throws Exception {
    Path out = tmp.resolve("out");
    // No --load: every read of every step finds nothing.
    ProcessOutcome run = sweep("memory", "-P", WORKLOAD_A.toString(), "-threads", "1,2", "-p", "recordcount=100",
        "-p", "operationcount=500", "--out", out.toString());
    assertThat(run.exitCode()).as(run.err()).isZero();
    SweepManifest m = ManifestFile.read(out);
    assertThat(m.steps()).allSatisfy(s -> assertThat(s.warnings())
        .anyMatch(w -> w.startsWith("100.0% of READ returned NOT_FOUND")));
    assertThat(m.bestLatency()).isNull();
    assertThat(m.knee()).isNull();
    assertThat(run.err()).contains("threads=1 rep 1 is not eligible for knee or best latency: 100.0% of READ");
  }

  @Test
  void stepsWhoseReadsFailedVerificationFailAndAreNeverTheKneeOrTheBestLatency() throws Exception {
    Path out = tmp.resolve("out");
    // OkDB answers every read OK with no fields: dataintegrity finds no record where one was expected.
    ProcessOutcome run = sweep("-db", site.ycsb.TestDBs.OkDB.class.getName(), "-threads", "1,2",
        "-p", "recordcount=100", "-p", "operationcount=200", "-p", "dataintegrity=true", "--out", out.toString());
    assertThat(run.exitCode()).as(run.err()).isEqualTo(1);
    SweepManifest m = ManifestFile.read(out);
    assertThat(m.steps()).hasSize(2).allSatisfy(s -> {
      assertThat(s.status()).isEqualTo(StepRecord.FAILED);
      assertThat(s.reason()).startsWith("client exit code 1: 100.0% of the reads checked by dataintegrity failed "
          + "verification");
      assertThat(s.warnings()).anyMatch(w -> w.contains("failed verification"));
    });
    assertThat(m.knee()).isNull();
    assertThat(m.bestLatency()).isNull();
  }

  @Test
  void memorySweepWithLoadAndRepetitionsWritesTheManifestAndOneRunDirPerStep() throws Exception {
    Path out = tmp.resolve("out");
    ProcessOutcome run = sweep("memory", "-P", WORKLOAD_A.toString(), "-threads", "1,2", "--load", "--repeat", "2",
        "--warmup-time", "0.2", "-p", "recordcount=200", "-p", "operationcount=3000",
        "-p", "memory.file=" + tmp.resolve("memory.bin"), "--out", out.toString());
    assertThat(run.exitCode()).as(run.err()).isZero();
    assertThat(run.err()).contains("[sweep] step 1/2 threads=1 rep 1/2 elapsed 0:")
        .contains("[sweep] step 2/2 threads=2 rep 2/2 elapsed").contains("remaining ~")
        .contains("[sweep] step 2/2 threads=2 rep 2/2 completed: ");
    // Steps of well under a second: every one's client said it measured too short a time to trust, and the sweep
    // says so once at the end.
    assertThat(run.err()).contains("[sweep] the client's check of itself warned in 4 of 4 steps (")
        .contains("validity.minseconds 4").contains("): those steps' figures reflect the client's host as much as the "
            + "database");

    SweepManifest m = ManifestFile.read(out);
    assertThat(m.schema()).isEqualTo("ycsb-sweep");
    assertThat(m.schemaVersion()).isEqualTo(1);
    assertThat(m.status()).isEqualTo("completed");
    assertThat(m.binding()).isEqualTo("memory");
    assertThat(m.database()).isEqualTo("site.ycsb.db.MemoryDB");
    assertThat(m.workload()).isEqualTo("workloada");
    assertThat(m.dimension()).isEqualTo("threads");
    assertThat(m.values()).containsExactly(1L, 2L);
    assertThat(m.repeat()).isEqualTo(2);
    assertThat(m.endTime()).isNotNull();
    assertThat(m.commandLine()).contains("--repeat", "1,2");
    assertThat(m.load()).isEqualTo(new LoadRecord("load", "completed", null, null));
    assertThat(m.steps()).extracting(StepRecord::dir).containsExactly("step-01-threads-1-rep-1",
        "step-01-threads-1-rep-2", "step-02-threads-2-rep-1", "step-02-threads-2-rep-2");
    for (StepRecord s : m.steps()) {
      assertThat(s.status()).isEqualTo("completed");
      assertThat(s.exitCode()).isZero();
      assertThat(s.throughput()).isPositive();
      assertThat(s.p95Us()).isNotNull().isPositive();
      assertThat(s.errorRate()).isZero();
      assertThat(s.threads()).isEqualTo((int) s.value());
      Path dir = out.resolve(s.dir());
      RunResult r = ResultsDirectory.readResult(dir.resolve("result.json"));
      assertThat(r.threads()).isEqualTo(s.threads());
      assertThat(r.throughput()).isEqualTo(s.throughput());
      assertThat(r.misses()).as("the load (another JVM) left every record in memory.file").isZero();
      assertThat(r.warmupMs()).isPositive();
      assertThat(r.runId()).isEqualTo(m.sweepId() + "-" + s.dir());
      assertThat(dir.resolve("disclosure.json")).exists();
      assertThat(Files.readString(dir.resolve("stdout.txt"))).contains("[OVERALL], Throughput(ops/sec)");
      assertThat(Files.readString(dir.resolve("stderr.txt"))).contains("Results written to");
    }
    RunResult load = ResultsDirectory.readResult(out.resolve("load").resolve("result.json"));
    assertThat(load.phase()).isEqualTo("load");
    assertThat(load.operations()).isEqualTo(200);

    assertThat(m.summary()).hasSize(2);
    ValueSummary first = m.summary().get(0);
    assertThat(first.value()).isEqualTo(1);
    assertThat(first.repetitions()).isEqualTo(2);
    assertThat(first.completed()).isEqualTo(2);
    double a = m.steps().get(0).throughput();
    double b = m.steps().get(1).throughput();
    assertThat(first.throughputMedian()).isCloseTo((a + b) / 2, org.assertj.core.data.Offset.offset(1e-6));
    assertThat(first.throughputMin()).isEqualTo(Math.min(a, b));
    assertThat(first.throughputMax()).isEqualTo(Math.max(a, b));
    assertThat(m.bestLatency()).isNotNull();
  }

  @Test
  void failedStepsAreRecordedWithTheirReasonAndTheSweepGoesOn() throws Exception {
    Path out = tmp.resolve("out");
    // errorbackoff.ms=0: the error step is to fail by its error rate, fast, not crawl through its back-off;
    // without fail-fast, which would end it first (exit 1, "fail-fast: ...": ClientFailFastTest).
    ProcessOutcome run = sweep("-db", StepTestDB.class.getName(), "-threads", "1,2,3,4", "--step-timeout", "8",
        "-p", "operationcount=2000", "-p", "steptest.failthreads=2", "-p", "steptest.errorthreads=3",
        "-p", "steptest.slowthreads=4", "-p", "errorbackoff.ms=0", "-p", "validity.failfast.count=0",
        "-p", "validity.failfast.seconds=0", "--out", out.toString());
    assertThat(run.exitCode()).as(run.err()).isEqualTo(1);
    SweepManifest m = ManifestFile.read(out);
    assertThat(m.status()).as("never 'completed' alone with failed steps").isEqualTo("completed-with-failures");
    assertThat(m.binding()).isNull();
    List<StepRecord> steps = m.steps();
    assertThat(steps).as(run.err()).extracting(StepRecord::status)
        .containsExactly("completed", "failed", "failed", "failed");
    assertThat(steps.get(1).reason()).startsWith("client exit code 1: ").contains("init fails at 2 threads");
    assertThat(steps.get(1).throughput()).isNull();
    assertThat(steps.get(2).reason()).contains("error rate 100.00%").contains("--max-error-rate 1.00%");
    assertThat(steps.get(2).errorRate()).isEqualTo(1.0);
    assertThat(steps.get(3).reason()).contains("step timeout: stopped after 8 s");
    assertThat(steps.get(3).elapsedMs()).isLessThan(25_000);
    assertThat(out.resolve(steps.get(3).dir()).resolve("result.json")).as("stopped client still writes").exists();
    assertThat(m.summary()).extracting(ValueSummary::completed).containsExactly(1, 0, 0, 0);
    assertThat(run.err()).contains("threads=2 rep 1/1 failed: client exit code 1");
  }

  @Test
  void stopAfterKneeEndsTheSweepAtTheKneeAndSkipsTheRest() throws Exception {
    Path out = tmp.resolve("out");
    // Operations run one at a time (a saturated server): throughput stays flat while p95 grows about
    // fourfold. A generous --knee-gain keeps a noisy machine's jitter in the short first step from
    // passing for real gain.
    ProcessOutcome run = sweep("-db", StepTestDB.class.getName(), "-threads", "1,4,8", "--stop-after-knee",
        "--knee-gain", "0.5", "-p", "steptest.serial=true", "-p", "operationcount=400", "--out", out.toString());
    assertThat(run.exitCode()).as(run.err()).isZero();
    SweepManifest m = ManifestFile.read(out);
    assertThat(m.status()).isEqualTo("stopped-after-knee");
    assertThat(m.knee()).isNotNull();
    assertThat(m.knee().value()).isEqualTo(4);
    assertThat(m.bestLatency().value()).isEqualTo(1);
    assertThat(m.steps()).extracting(StepRecord::status).containsExactly("completed", "completed", "skipped");
    assertThat(m.steps().get(2).reason()).contains("--stop-after-knee");
    assertThat(out.resolve(m.steps().get(2).dir())).doesNotExist();
    assertThat(run.err()).contains("[sweep] knee: threads=4");
  }

  @Test
  void interruptKeepsFinishedStepsMarksTheSweepIncompleteAndExitsWith130() throws Exception {
    Path out = tmp.resolve("out");
    List<String> command = new ArrayList<>(ChildJvm.current().command(SweepMain.class.getName(), List.of(
        "-db", StepTestDB.class.getName(), "-threads", "1,2,3", "-p", "operationcount=100000",
        "-p", "steptest.slowthreads=2", "-p", "maxexecutiontime=60", "--out", out.toString())));
    command.add(1, "-Dycsb.bindings=" + REGISTRY_FILE.toAbsolutePath());
    Process sweep = new ProcessBuilder(command).redirectErrorStream(true)
        .redirectOutput(tmp.resolve("sweep.log").toFile()).start();
    try {
      // the second step's client is measuring once it says so
      Path secondStderr = out.resolve("step-02-threads-2-rep-1").resolve("stderr.txt");
      long deadline = System.currentTimeMillis() + 30_000;
      while (!(Files.exists(secondStderr) && Files.readString(secondStderr).contains("Starting test."))) {
        assertThat(System.currentTimeMillis()).as("second step started").isLessThan(deadline);
        assertThat(sweep.isAlive()).as("sweep still running").isTrue();
        Thread.sleep(100);
      }
      Thread.sleep(500);
      sweep.destroy(); // SIGTERM, as kill or a closing terminal sends; Ctrl-C (SIGINT) takes the same path
      assertThat(sweep.waitFor(40, java.util.concurrent.TimeUnit.SECONDS)).isTrue();
    } finally {
      sweep.destroyForcibly();
    }
    assertThat(sweep.exitValue()).as(Files.readString(tmp.resolve("sweep.log"))).isEqualTo(130);
    SweepManifest m = ManifestFile.read(out);
    assertThat(m.status()).isEqualTo("incomplete");
    assertThat(m.endTime()).isNotNull();
    assertThat(m.steps()).extracting(StepRecord::status).containsExactly("completed", "interrupted", "skipped");
    assertThat(m.steps().get(1).reason()).contains("interrupted");
    assertThat(m.steps().get(1).throughput()).as("the stopped client wrote what it measured").isPositive();
    assertThat(out.resolve("step-01-threads-1-rep-1").resolve("result.json")).exists();
    assertThat(out.resolve("step-02-threads-2-rep-1").resolve("result.json")).exists();
    assertThat(out.resolve("step-03-threads-3-rep-1")).doesNotExist();
  }
}
