package site.ycsb.sweep;

import static org.assertj.core.api.Assertions.assertThat;
import static site.ycsb.sweep.SweepRun.sweep;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import site.ycsb.results.ResultsDirectory;
import site.ycsb.results.RunResult;
import site.ycsb.testing.ProcessOutcome;

/** Capacity searches and the target-not-reached guard, every step a real client JVM (steps of 1 s). */
class CapacitySearchEndToEndTest {
  private static final String WORKLOAD = SweepEndToEndTest.WORKLOAD_A.toString();

  @TempDir
  Path tmp;

  /**
   * basic with a fixed 4 ms per operation and one thread: at most 250 ops/s, so the capacity is under that and
   * under the probe's rate. Steps this short on a shared 2-core machine miss their target by a few percent at
   * any rate, so the test lowers validity.mintargetratio, which also shows that -p options reach every step; and
   * its p99 swings by tens of ms there (JDK 25 next to a benchmark: 92 ms at 28 ops/s), so the SLO is loose.
   */
  @Test
  void searchOnAFixedDelayLandsJustUnderTheComputableMaximum() throws Exception {
    Path out = tmp.resolve("out");
    ProcessOutcome run = sweep("basic", "-P", WORKLOAD, "-threads", "1", "-p", "basicdb.simulatedelay=4",
        "-p", "basicdb.randomizedelay=false", "-p", "recordcount=1000", "-p", "operationcount=100000000",
        "-p", "maxexecutiontime=2", "-p", "validity.mintargetratio=0.85", "--warmup-time", "0.5",
        "--slo", "p99<=500ms", "--slo-precision", "10%", "--out", out.toString());
    assertThat(run.exitCode()).as(run.err()).isZero();
    SweepManifest m = ManifestFile.read(out);
    CapacityRecord c = m.capacitySearch();
    assertThat(c).isNotNull();
    assertThat(c.slo()).isEqualTo("p99<=500ms");
    assertThat(c.percentile()).isEqualTo(99);
    assertThat(c.limitUs()).isEqualTo(500_000);
    assertThat(c.operation()).isNull();
    assertThat(c.precision()).isEqualTo(0.10);
    assertThat(c.status()).as(run.err()).isEqualTo(CapacityRecord.FOUND);
    assertThat(c.probeThroughput()).isBetween(20.0, 250.0);
    // The closed loop cannot run faster than the probe; within the precision of it (and of 250 ops/s).
    assertThat(c.capacity()).as(run.err()).isBetween((long) (0.3 * c.probeThroughput()),
        Math.round(c.probeThroughput()));
    assertThat(c.capacityP99Us()).isLessThanOrEqualTo(500_000.0);
    assertThat(c.capacityP50Us()).isGreaterThanOrEqualTo(4_000.0);
    assertThat(c.capacityThroughput()).isGreaterThanOrEqualTo(0.85 * c.capacity());
    assertThat(c.stepsUsed()).isEqualTo(c.steps().size()).isEqualTo(m.steps().size()).isBetween(3, 30);
    assertThat(c.steps().get(0).role()).isEqualTo(SearchStep.PROBE);
    assertThat(c.steps().get(0).target()).isZero();
    // The capacity's last try met the SLO: its confirmation, or a retry of it.
    SearchStep last = c.steps().stream().filter(s -> s.target() == c.capacity()
        && !s.role().equals(SearchStep.RECHECK)).reduce((a, b) -> b).orElseThrow();
    assertThat(last.role()).isIn(SearchStep.CONFIRM, SearchStep.RETRY);
    assertThat(last.meets()).isTrue();
    assertThat(last.throughput()).isEqualTo(c.capacityThroughput());
    if (c.bracketHigh() != null) {
      assertThat(c.bracketHigh() - c.bracketLow()).isLessThanOrEqualTo((long) Math.ceil(0.10 * c.bracketHigh()));
    }
    assertThat(m.dimension()).isEqualTo("target");
    for (StepRecord s : m.steps()) {
      Path dir = out.resolve(s.dir());
      RunResult r = ResultsDirectory.readResult(dir.resolve("result.json"));
      assertThat(r.targetOpsPerSec()).isEqualTo(s.target());
      assertThat(r.threads()).isEqualTo(1);
      assertThat(dir.resolve("hdr")).isDirectory();
    }
    assertThat(run.err()).contains("[sweep] step 1 (search: probe, unthrottled) threads=1 elapsed")
        .contains("[sweep] step 2 (search: bracket [?, ?]) threads=1 target=")
        .contains("[sweep] capacity at p99<=500ms: " + c.capacity() + " ops/s");
    // No arrivals chosen: the search's steps run open-loop Poisson, and say so.
    assertThat(c.arrivals()).isEqualTo("open-loop poisson");
    RunResult second = ResultsDirectory.readResult(out.resolve(m.steps().get(1).dir()).resolve("result.json"));
    assertThat(second.arrivals().mode()).isEqualTo("open");
    assertThat(second.arrivals().process()).isEqualTo("poisson");
    // Steps of 1.5 s measured are shorter than validity.minseconds: said before the first step, and the capacity
    // found from them is marked as resting on flagged steps.
    assertThat(run.err()).contains("[sweep] step length: p99 needs 1,000 operations per step and "
        + "validity.minseconds asks 10 s")
        .contains("[sweep] warning: the steps measure at most 1.5 s, shorter than validity.minseconds=10 s")
        .contains("[sweep] the capacity rests on steps the client's check of itself flagged: ");
    assertThat(run.err().indexOf("[sweep] step length:")).isLessThan(run.err().indexOf("[sweep] step 1 "));
    assertThat(c.flaggedBasis()).as(run.err()).contains(" steps at " + c.capacity()).contains("validity.minseconds");
  }

  /**
   * Operations of 1 ms one at a time (at most about 1,000 ops/s), and a stall in step 3 (50 ms per operation): that
   * try misses, its rate's other two tries meet the SLO, the third decides that the rate meets it, and the search goes
   * on from there as if the stall had not happened.
   */
  @Test
  void aStallAtARateThatPassesIsDecidedByAThirdTry() throws Exception {
    Path out = tmp.resolve("out");
    ProcessOutcome run = sweep("-db", StepTestDB.class.getName(), "-P", WORKLOAD, "-threads", "1",
        "-p", "steptest.serial=true", "-p", "steptest.stallsteps=3", "-p", "operationcount=100000000",
        "-p", "maxexecutiontime=2", "-p", "validity.mintargetratio=0.85", "--warmup-time", "0.5",
        "--slo", "p99<=500ms", "--slo-precision", "10%", "--out", out.toString());
    assertThat(run.exitCode()).as(run.err()).isZero();
    SweepManifest m = ManifestFile.read(out);
    CapacityRecord c = m.capacitySearch();
    SearchStep stalled = c.steps().get(2);
    assertThat(stalled.meets()).as(run.err()).isFalse();
    assertThat(stalled.why()).as(run.err()).isNotNull();
    assertThat(stalled.verdict()).isNull();
    // The stalled step's rate: its first try, up to its verdict.
    int first = 2 - (stalled.attempt() - 1);
    assertThat(c.steps().size()).as(run.err()).isGreaterThanOrEqualTo(first + 3);
    List<SearchStep> tries = c.steps().subList(first, first + 3);
    assertThat(tries).as(run.err()).allSatisfy(t -> assertThat(t.target()).isEqualTo(stalled.target()));
    assertThat(tries).extracting(SearchStep::attempt).containsExactly(1, 2, 3);
    assertThat(tries.subList(1, 3)).extracting(SearchStep::role).containsOnly(SearchStep.RETRY);
    assertThat(tries).filteredOn(SearchStep::meets).as(run.err()).hasSize(2);
    assertThat(tries).extracting(SearchStep::verdict).containsExactly(null, null, RateVerdict.MEETS);
    SearchStep third = tries.get(2);
    // A stall that took the step under validity.mintargetratio is no measurement: the other two decide, both met.
    // One that kept the rate is pooled with them, and the pool decided.
    if (stalled.why().startsWith("validity warning")) {
      assertThat(third.pooledSloValueUs()).as(run.err()).isNull();
    } else {
      assertThat(third.pooledSloValueUs()).as(run.err()).isNotNull().isLessThanOrEqualTo(500_000);
      assertThat(run.err()).contains("try 3, rate meets (its 3 tries pooled: p99 ");
    }
    assertThat(m.steps().get(first + 1).dir()).isEqualTo("step-0" + (first + 2) + "-target-" + stalled.target()
        + "-retry");
    assertThat(out.resolve(m.steps().get(first + 2).dir()).resolve("result.json")).isRegularFile();
    assertThat(c.status()).as(run.err()).isEqualTo(CapacityRecord.FOUND);
    assertThat(c.method()).isEqualTo(CapacityRecord.BISECT);
    // The rate met the SLO, so the search goes on from it up (bisect above it, or confirm it), or, when the stall
    // hit the confirmation, the tries confirmed the capacity.
    if (c.steps().size() > first + 3) {
      assertThat(c.steps().get(first + 3).target()).as(run.err()).isGreaterThanOrEqualTo(stalled.target());
    } else {
      assertThat(tries.get(0).role()).isEqualTo(SearchStep.CONFIRM);
      assertThat(c.capacity()).isEqualTo(stalled.target());
      assertThat(c.capacityThroughput()).isEqualTo(third.throughput());
    }
    assertThat(run.err()).contains("[sweep] step " + (first + 2) + " (search: retry [");
  }

  /**
   * The brute-force check (--slo-descend 10%) on the fixed 4 ms delay: the same probe, then rates 10% apart down
   * from its rate, each judged by the search's verdict, and 2 rates below the first that meets the SLO.
   */
  @Test
  void theBruteForceCheckDescendsFromTheProbeAndStopsTwoRatesBelowTheCapacity() throws Exception {
    Path out = tmp.resolve("out");
    ProcessOutcome run = sweep("basic", "-P", WORKLOAD, "-threads", "1", "-p", "basicdb.simulatedelay=4",
        "-p", "basicdb.randomizedelay=false", "-p", "recordcount=1000", "-p", "operationcount=100000000",
        "-p", "maxexecutiontime=2", "-p", "validity.mintargetratio=0.85", "--warmup-time", "0.5",
        "--slo", "p99<=500ms", "--slo-descend", "10%", "--out", out.toString());
    assertThat(run.exitCode()).as(run.err()).isZero();
    CapacityRecord c = ManifestFile.read(out).capacitySearch();
    assertThat(c.method()).isEqualTo(CapacityRecord.DESCEND);
    assertThat(c.descendStep()).isEqualTo(0.10);
    assertThat(c.status()).as(run.err()).isEqualTo(CapacityRecord.FOUND);
    assertThat(c.reason()).startsWith("the highest of the rates 10% apart below the probe's that met the SLO");
    assertThat(c.steps().get(0).role()).isEqualTo(SearchStep.PROBE);
    long top = Math.round(c.probeThroughput());
    List<Long> rates = c.steps().stream().filter(st -> st.role().equals(SearchStep.DESCEND))
        .map(SearchStep::target).toList();
    assertThat(rates.get(0)).isEqualTo(top);
    for (int i = 1; i < rates.size(); i++) {
      assertThat(rates.get(i)).isEqualTo(Math.round(top / Math.pow(1.1, i)));
    }
    // The capacity is the first rate whose verdict was a pass, and two more rates ran below it.
    SearchStep decided = c.steps().stream().filter(st -> RateVerdict.MEETS.equals(st.verdict())).findFirst()
        .orElseThrow();
    assertThat(c.capacity()).isEqualTo(decided.target());
    assertThat(rates.subList(rates.indexOf(c.capacity()), rates.size())).hasSize(1 + DescendingSearch.BELOW);
    assertThat(run.err()).contains("[sweep] capacity at p99<=500ms: " + c.capacity() + " ops/s");
  }

  /**
   * The queue binding in an open loop (-p arrivals=open): the load and the unthrottled probe run closed (an open
   * loop needs a rate), every step after the probe open. 1 ms mean service: M/M/1's p99 meets 50 ms up to 908
   * ops/s.
   */
  @Test
  void anOpenLoopSearchProbesClosedAndRunsItsStepsOpen() throws Exception {
    Path out = tmp.resolve("out");
    ProcessOutcome run = sweep("queue", "-P", WORKLOAD, "-threads", "1", "-p", "queue.servicemean=1000",
        "-p", "arrivals=open", "-p", "arrivalprocess=poisson", "-p", "operationcount=100000000",
        "-p", "maxexecutiontime=2", "-p", "validity.mintargetratio=0.85", "--warmup-time", "0.5",
        "--load", "--slo", "p99<=50ms", "--slo-precision", "10%", "--out", out.toString());
    assertThat(run.exitCode()).as(run.err()).isZero();
    SweepManifest m = ManifestFile.read(out);
    assertThat(m.load().status()).as(run.err()).isEqualTo(StepRecord.COMPLETED);
    CapacityRecord c = m.capacitySearch();
    assertThat(c.probeThroughput()).as(run.err()).isNotNull();
    assertThat(c.steps().size()).as(run.err()).isGreaterThanOrEqualTo(3);
    RunResult probe = ResultsDirectory.readResult(out.resolve(m.steps().get(0).dir()).resolve("result.json"));
    RunResult second = ResultsDirectory.readResult(out.resolve(m.steps().get(1).dir()).resolve("result.json"));
    assertThat(probe.arrivals()).isNull();
    assertThat(second.arrivals().mode()).isEqualTo("open");
    assertThat(c.status()).as(run.err()).isIn(CapacityRecord.FOUND, CapacityRecord.NONE);
  }

  /** Every step's reads find nothing: the SLO is met, yet no step counts and there is no capacity. */
  @Test
  void stepsWithAValidityWarningAreNeverTheCapacity() throws Exception {
    Path out = tmp.resolve("out");
    ProcessOutcome run = sweep("-db", StepTestDB.class.getName(), "-P", WORKLOAD, "-threads", "1",
        "-p", "steptest.notfound=true", "-p", "steptest.slowthreads=1", "-p", "operationcount=100000000",
        "-p", "maxexecutiontime=1",
        "--slo", "p99<=10s", "--slo-operation", "read", "--out", out.toString());
    assertThat(run.exitCode()).as(run.err()).isZero();
    CapacityRecord c = ManifestFile.read(out).capacitySearch();
    assertThat(c.operation()).isEqualTo("READ");
    assertThat(c.status()).isEqualTo(CapacityRecord.NONE);
    assertThat(c.capacity()).isNull();
    assertThat(c.steps()).hasSizeGreaterThan(2);
    assertThat(c.steps().subList(1, c.steps().size())).allSatisfy(s -> {
      assertThat(s.meets()).isFalse();
      assertThat(s.why()).matches("validity warning: .*NOT_FOUND.*|no READ operation was measured");
    });
    assertThat(run.err()).contains("[sweep] capacity at p99<=10s: none (no target rate down to 1 ops/s met the SLO");
  }

  /** 10 ms per operation, one or two threads, -target 2000: neither step reaches its target. */
  @Test
  void aTargetNotReachedIsAWarningInResultJsonAndNeverTheKneeOrTheBestLatency() throws Exception {
    Path out = tmp.resolve("out");
    ProcessOutcome run = sweep("basic", "-P", WORKLOAD, "-threads", "1,2", "-target", "2000",
        "-p", "basicdb.simulatedelay=10",
        "-p", "basicdb.randomizedelay=false", "-p", "operationcount=100000000", "-p", "maxexecutiontime=1",
        "--out", out.toString());
    assertThat(run.exitCode()).as(run.err()).isZero();
    SweepManifest m = ManifestFile.read(out);
    assertThat(m.steps()).hasSize(2).allSatisfy(s -> {
      assertThat(s.warnings()).anyMatch(w -> w.startsWith("target not reached: ") && w.contains("of -target 2000 "
          + "(below validity.mintargetratio 0.95)"));
      Path dir = out.resolve(s.dir());
      assertThat(ResultsDirectory.readResult(dir.resolve("result.json")).warnings())
          .anyMatch(w -> w.startsWith("target not reached: "));
      assertThat(Files.readString(dir.resolve("stderr.txt"))).contains("ycsb: warning: target not reached: ");
    });
    assertThat(m.knee()).isNull();
    assertThat(m.bestLatency()).isNull();
    assertThat(run.err()).contains("threads=1 rep 1 is not eligible for knee or best latency: target not reached");
  }

  @Test
  void aBadRatioIsRefusedBeforeAnyStep() throws Exception {
    Path out = tmp.resolve("out");
    ProcessOutcome run = sweep("basic", "-P", WORKLOAD, "-threads", "1", "-p", "validity.mintargetratio=2",
        "--slo", "p99<=1ms",
        "--out", out.toString());
    assertThat(run.exitCode()).as(run.err()).isEqualTo(2);
    assertThat(run.err()).contains("validity.mintargetratio").contains("accepted: a number from 0 to 1");
  }
}
