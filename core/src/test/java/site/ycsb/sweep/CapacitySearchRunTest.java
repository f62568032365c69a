package site.ycsb.sweep;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import site.ycsb.Redactor;
import site.ycsb.TestDBs;

/**
 * The search loop around the search: its folders, its record when stopped, and its end at a refused step (a real
 * client JVM). A whole search on a database of known latency is {@link CapacitySearchEndToEndTest}'s.
 */
class CapacitySearchRunTest {
  @TempDir
  Path tmp;

  private final SweepFixtures.Console console = new SweepFixtures.Console();
  private final StopSwitch stop = new StopSwitch();
  private SweepResults results;

  private CapacitySearchRun searchRun(String... head) throws Exception {
    List<String> args = new java.util.ArrayList<>(List.of(head));
    args.addAll(List.of("-P", SweepEndToEndTest.WORKLOAD_A.toString(), "-p", "operationcount=300", "-threads", "1",
        "--slo", "p99<=10ms", "--out", tmp.resolve("out").toString()));
    SweepOptions o = SweepFixtures.options(args.toArray(new String[0]));
    Progress progress = console.progress(o);
    StepExecution execution = new StepExecution(o, ChildJvm.current(),
        new StepRunner(stop, console.stream, Redactor.standard()), stop, progress, new StepArguments(o, "sweep-t"),
        null, null);
    results = new SweepResults(o.values(), new KneeDetector(o.kneeGain()));
    return new CapacitySearchRun(o, execution, results, new SweepFile(o, "sweep-t", List.of()), progress, stop);
  }

  @Test
  void eachStepsFolderSaysItsNumberRateAndRole() {
    assertThat(CapacitySearchRun.dir(1, new RateSearch.Next(SearchStep.PROBE, 0))).isEqualTo("step-01-probe");
    assertThat(CapacitySearchRun.dir(12, new RateSearch.Next(SearchStep.BISECT, 1500)))
        .isEqualTo("step-12-target-1500-bisect");
  }

  @Test
  void aStoppedSearchRecordsItselfInterruptedAfterSayingHowItWouldRun() throws Exception {
    CapacitySearchRun run = searchRun("memory");
    stop.stop();
    assertThat(run.run()).isEqualTo(SweepManifest.INCOMPLETE);
    assertThat(results.steps()).isEmpty();
    CapacityRecord c = results.capacity();
    assertThat(c.status()).isEqualTo(CapacityRecord.INTERRUPTED);
    assertThat(c.slo()).isEqualTo("p99<=10ms");
    assertThat(c.method()).isEqualTo(CapacityRecord.BISECT);
    assertThat(c.arrivals()).isEqualTo("open-loop poisson");
    assertThat(c.stepsUsed()).isZero();
    assertThat(console.text()).startsWith("[sweep] arrivals: open-loop poisson at every rate after the unthrottled "
        + "probe").contains("[sweep] step length: ");
  }

  @Test
  void aProbeTheBindingRefusesEndsTheSearchWithoutCapacity() throws Exception {
    CapacitySearchRun run = searchRun("-db", TestDBs.DeclaredNoScanDB.class.getName(), "-p", "scanproportion=0.5",
        "-p", "readproportion=0.5", "-p", "updateproportion=0");
    assertThat(run.run()).as(console.text()).isEqualTo(SweepManifest.UNSUPPORTED);
    assertThat(results.steps()).extracting(StepRecord::dir).containsExactly("step-01-probe");
    assertThat(results.capacity().status()).isEqualTo(CapacityRecord.NONE);
    assertThat(results.capacity().capacity()).isNull();
    assertThat(results.capacity().steps()).extracting(SearchStep::role).containsExactly(SearchStep.PROBE);
    assertThat(ManifestFile.read(tmp.resolve("out")).capacitySearch().stepsUsed()).isEqualTo(1);
  }
}
