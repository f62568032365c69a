package site.ycsb;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.UUID;
import java.util.concurrent.atomic.AtomicBoolean;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import site.ycsb.results.ResultsDirectory;
import site.ycsb.results.RunResult;
import site.ycsb.results.SeriesResult;

/**
 * The client checks itself: its own stalls are measured in every run (CLIENT-HICCUP, in result.json and hdr/,
 * never in the text output), and a run whose tail the client may have bent, whose client was CPU-bound, or which
 * measured too briefly or too few operations for its percentiles, says so.
 */
class ClientChecksItselfTest {
  private static final String MEMORY = "site.ycsb.db.MemoryDB";
  private static final String HICCUP = "CLIENT-HICCUP";

  @TempDir
  Path tmp;

  private static List<String> memoryRun(Path dir, String... extra) {
    List<String> args = new ArrayList<>(List.of("-db", MEMORY, "-t", "-p", "memory.name=self-" + UUID.randomUUID(),
        "-p", "recordcount=100", "-p", "operationcount=20000", "-p", "results.dir=" + dir));
    args.addAll(List.of(extra));
    return args;
  }

  @Test
  void theHiccupSeriesIsInResultJsonAndHdrButNotInTheTextOutput() throws IOException {
    Path dir = tmp.resolve("results");
    // A second: 20,000 operations on the memory binding end before the meter's first 10 ms wake-up.
    ClientHarness.Outcome run = ClientHarness.run(memoryRun(dir, "-p", "operationcount=0", "-p", "maxexecutiontime=1"));
    assertThat(run.exitCode()).as(run.err()).isZero();
    RunResult r = ResultsDirectory.readResult(dir.resolve("result.json"));
    SeriesResult hiccups = r.series().get(HICCUP);
    assertThat(hiccups).as("series %s", r.series().keySet()).isNotNull();
    assertThat(hiccups.count()).isPositive();
    assertThat(hiccups.latencyUs().percentiles()).containsKeys("p99", "p99.9");
    assertThat(hiccups.histogram()).isNotEmpty();
    assertThat(hiccups.intervalLog()).isEqualTo("hdr/CLIENT-HICCUP.hdr");
    Path log = dir.resolve(hiccups.intervalLog());
    assertThat(Files.readAllLines(log)).anyMatch(l -> l.matches("^\\d+\\.\\d+,\\d+\\.\\d+,.*"));
    // Upstream's text output and status line keep their lines.
    assertThat(run.metricNames()).doesNotContain(HICCUP).contains("READ", "UPDATE");
    assertThat(run.out()).doesNotContain("HICCUP");
  }

  @Test
  void theHiccupLogIsNotAddedToUpstreamsHdrOutputPath() throws IOException {
    Path dir = tmp.resolve("results");
    Path upstream = tmp.resolve("upstream");
    Files.createDirectories(upstream);
    ClientHarness.Outcome run = ClientHarness.run(memoryRun(dir, "-p", "hdrhistogram.fileoutput=true",
        "-p", "hdrhistogram.output.path=" + upstream + "/"));
    assertThat(run.exitCode()).as(run.err()).isZero();
    try (var files = Files.list(upstream)) {
      assertThat(files.map(f -> f.getFileName().toString())).contains("READ.hdr").doesNotContain("CLIENT-HICCUP.hdr");
    }
    assertThat(dir.resolve("hdr").resolve("CLIENT-HICCUP.hdr")).exists();
  }

  @Test
  void hiccupsAreMeasuredOnlyInTheMeasuredRunNotDuringWarmUp() throws IOException {
    Path dir = tmp.resolve("results");
    ClientHarness.Outcome run = ClientHarness.run(memoryRun(dir, "-p", "warmup.time=2",
        "-p", "operationcount=0", "-p", "maxexecutiontime=3"));
    assertThat(run.exitCode()).as(run.err()).isZero();
    RunResult r = ResultsDirectory.readResult(dir.resolve("result.json"));
    assertThat(r.warmupMs()).isGreaterThanOrEqualTo(1900);
    // One value per 10 ms of the measured run (a long stall counts as the wake-ups it skipped).
    assertThat(r.series().get(HICCUP).count()).as("runtime %d ms", r.runtimeMs())
        .isPositive().isLessThanOrEqualTo(r.runtimeMs() / 10 + 10);
  }

  @Test
  void forcedLimitsWarnOnStderrAndInResultJsonNamingTheProperties() throws IOException {
    Path dir = tmp.resolve("results");
    ClientHarness.Outcome run = ClientHarness.run(memoryRun(dir, "-p", "validity.maxhiccupshare=0",
        "-p", "validity.maxclientcpu=0", "-p", "operationcount=0", "-p", "maxexecutiontime=2"));
    assertThat(run.exitCode()).as(run.err()).isZero();
    String hiccup = "the client itself stalled (CLIENT-HICCUP p99 ";
    String cpu = "the client used ";
    assertThat(run.errLines()).anyMatch(l -> l.startsWith("ycsb: warning: " + hiccup)
        && l.contains("validity.maxhiccupshare=0 of READ p99 ") && l.contains("UPDATE p99 "));
    assertThat(run.errLines()).anyMatch(l -> l.startsWith("ycsb: warning: " + cpu)
        && l.contains("(above validity.maxclientcpu=0)"));
    RunResult r = ResultsDirectory.readResult(dir.resolve("result.json"));
    assertThat(r.warnings()).anyMatch(w -> w.startsWith(hiccup)).anyMatch(w -> w.startsWith(cpu));
  }

  @Test
  void fullGarbageCollectionsInTheClientBendTheTailAndAreCaught() throws IOException {
    Path dir = tmp.resolve("results");
    ClientHarness.Outcome run = ClientHarness.run("-db", TestDBs.GcPausingDB.class.getName(), "-t",
        "-p", "operationcount=1000", "-p", "readproportion=1", "-p", "updateproportion=0",
        "-p", "results.dir=" + dir);
    assertThat(run.exitCode()).as(run.err()).isZero();
    RunResult r = ResultsDirectory.readResult(dir.resolve("result.json"));
    assertThat(r.client().gcCount()).isGreaterThanOrEqualTo(15);
    SeriesResult hiccups = r.series().get(HICCUP);
    long readP99 = r.series().get("READ").latencyUs().percentiles().get("p99");
    // With the default share (0.25): an operation of 1 ms against the client's own pauses.
    assertThat(run.errLines()).as(run.err()).anyMatch(l -> l.startsWith("ycsb: warning: the client itself stalled "
        + "(CLIENT-HICCUP p99 " + hiccups.latencyUs().percentiles().get("p99") + " µs, max "
        + hiccups.latencyUs().max() + " µs) for more than validity.maxhiccupshare=0.25 of READ p99 " + readP99
        + " µs"));
  }

  @Test
  void aClientThatBurnsItsCoresIsCalledCpuBound() throws Exception {
    Path dir = tmp.resolve("results");
    AtomicBoolean burn = new AtomicBoolean(true);
    List<Thread> burners = new ArrayList<>();
    for (int i = 0; i < 4 * Runtime.getRuntime().availableProcessors(); i++) {
      Thread t = new Thread(() -> {
        long x = 0;
        while (burn.get()) {
          x += System.nanoTime() % 7;
        }
        if (x == 42) {
          System.out.print("");
        }
      }, "test-cpu-burner-" + i);
      t.setDaemon(true);
      t.start();
      burners.add(t);
    }
    ClientHarness.Outcome run;
    try {
      run = ClientHarness.run(memoryRun(dir, "-p", "operationcount=0", "-p", "maxexecutiontime=2",
          "-p", "validity.maxclientcpu=0.4"));
    } finally {
      burn.set(false);
      for (Thread t : burners) {
        t.join();
      }
    }
    assertThat(run.exitCode()).as(run.err()).isZero();
    RunResult r = ResultsDirectory.readResult(dir.resolve("result.json"));
    // On a host shared with other busy processes the burners may not get the cores: then nothing can be said.
    Assumptions.assumeTrue(r.client().cpuUtilization() > 0.4, "the host gave the burners too little CPU: "
        + r.client());
    assertThat(run.errLines()).anyMatch(l -> l.startsWith("ycsb: warning: the client used "
        + Math.round(100 * r.client().cpuUtilization()) + "% of its " + Runtime.getRuntime().availableProcessors()
        + " cores' CPU during the run (above validity.maxclientcpu=0.4)"));
  }

  @Test
  void aShortRunSaysWhichPercentilesItMeasuredTooFewOperationsForAndThatItWasShort() throws IOException {
    Path dir = tmp.resolve("results");
    ClientHarness.Outcome run = ClientHarness.run(memoryRun(dir, "-p", "operationcount=300",
        "-p", "readproportion=1", "-p", "updateproportion=0"));
    assertThat(run.exitCode()).as(run.err()).isZero();
    String tooFew = "READ measured 300 operations: too few for p99 (needs 1,000); at least 10 operations beyond a "
        + "percentile are needed (1,000 per 1% of tail): treat it as unreliable";
    assertThat(run.errLines()).contains("ycsb: warning: " + tooFew);
    assertThat(run.errLines()).anyMatch(l -> l.matches("ycsb: warning: the run measured for \\d+\\.\\d s, less than "
        + "validity\\.minseconds=10 s: too short to leave start-up \\(JIT, caches, connections\\) behind"));
    RunResult r = ResultsDirectory.readResult(dir.resolve("result.json"));
    assertThat(r.warnings()).contains(tooFew).anyMatch(w -> w.startsWith("the run measured for "));
  }

  @Test
  void enoughOperationsAndNoMinimumTimeLeaveTheShortRunGuardQuiet() throws IOException {
    Path dir = tmp.resolve("results");
    ClientHarness.Outcome run = ClientHarness.run(memoryRun(dir, "-p", "operationcount=3000",
        "-p", "readproportion=1", "-p", "updateproportion=0", "-p", "validity.minseconds=0",
        "-p", "hdrhistogram.percentiles=50,95,99,99.9"));
    assertThat(run.exitCode()).as(run.err()).isZero();
    // 3,000 reads: enough for p50, p95 and p99, not for p99.9 (10,000).
    assertThat(run.errLines()).filteredOn(l -> l.startsWith("ycsb: warning:")
        && (l.contains("too few for") || l.contains("validity.minseconds")))
        .containsExactly("ycsb: warning: READ measured 3,000 operations: too few for p99.9 (needs 10,000); at least "
            + "10 operations beyond a percentile are needed (1,000 per 1% of tail): treat it as unreliable");
  }
}
