package site.ycsb.sweep;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import java.util.List;
import java.util.stream.Collectors;
import java.util.stream.LongStream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import site.ycsb.Redactor;
import site.ycsb.TestDBs;

/** The list loop: its plan, and its steps as real client JVMs on the memory binding. */
class StepListRunTest {
  @TempDir
  Path tmp;

  private final SweepFixtures.Console console = new SweepFixtures.Console();
  private final StopSwitch stop = new StopSwitch();
  private SweepResults results;

  private StepListRun listRun(SweepOptions o) {
    Progress progress = console.progress(o);
    StepExecution execution = new StepExecution(o, ChildJvm.current(),
        new StepRunner(stop, console.stream, Redactor.standard()), stop, progress, new StepArguments(o, "sweep-t"),
        null, null);
    results = new SweepResults(o.values(), new KneeDetector(o.kneeGain()));
    return new StepListRun(o, execution, results, new SweepFile(o, "sweep-t", List.of()), progress, stop);
  }

  private SweepOptions options(String... head) throws Exception {
    List<String> args = new java.util.ArrayList<>(List.of(head));
    args.addAll(List.of("-P", SweepEndToEndTest.WORKLOAD_A.toString(), "-p", "recordcount=100", "-p",
        "operationcount=300", "--out", tmp.resolve("out").toString()));
    return SweepFixtures.options(args.toArray(new String[0]));
  }

  @Test
  void plansEveryValueWithItsRepetitionsInNumberedFolders() throws Exception {
    List<PlannedStep> plan = StepListRun.plan(options("memory", "-threads", "2,8", "--repeat", "2"));
    assertThat(plan).extracting(PlannedStep::dir).containsExactly("step-01-threads-2-rep-1",
        "step-01-threads-2-rep-2", "step-02-threads-8-rep-1", "step-02-threads-8-rep-2");
    assertThat(plan).extracting(PlannedStep::threads).containsExactly(2, 2, 8, 8);
    assertThat(plan).extracting(PlannedStep::index).containsExactly(1, 1, 2, 2);
  }

  @Test
  void aTargetListKeepsTheThreadsAndAHundredValuesGetThreeDigits() throws Exception {
    String targets = LongStream.rangeClosed(1, 100).mapToObj(Long::toString).collect(Collectors.joining(","));
    List<PlannedStep> plan = StepListRun.plan(options("memory", "-threads", "4", "-target", targets));
    assertThat(plan).hasSize(100);
    assertThat(plan.get(99).dir()).isEqualTo("step-100-target-100-rep-1");
    assertThat(plan.get(0).dir()).isEqualTo("step-001-target-1-rep-1");
    assertThat(plan.get(0).threads()).isEqualTo(4);
    assertThat(plan.get(0).target()).isEqualTo(1);
  }

  @Test
  void runsEveryStepAndAnalysesEachValue() throws Exception {
    SweepOptions o = options("memory", "-threads", "1,2");
    StepListRun run = listRun(o);
    assertThat(run.run(StepListRun.plan(o))).as(console.text()).isEqualTo(SweepManifest.COMPLETED);
    assertThat(results.steps()).extracting(StepRecord::status).containsExactly("completed", "completed");
    assertThat(results.analysis().summary()).extracting(ValueSummary::value).containsExactly(1L, 2L);
    SweepManifest written = ManifestFile.read(o.out());
    assertThat(written.status()).isEqualTo(SweepManifest.RUNNING);
    assertThat(written.steps()).hasSize(2);
    assertThat(console.text()).contains("[sweep] step 1/2 threads=1 rep 1/1 elapsed 0:")
        .contains("[sweep] step 2/2 threads=2 rep 1/1 completed: ");
  }

  @Test
  void aStoppedSweepRunsNoMoreSteps() throws Exception {
    SweepOptions o = options("memory", "-threads", "1,2");
    StepListRun run = listRun(o);
    stop.stop();
    assertThat(run.run(StepListRun.plan(o))).isEqualTo(SweepManifest.INCOMPLETE);
    assertThat(results.steps()).isEmpty();
    assertThat(console.text()).isEmpty();
  }

  @Test
  void endsAtTheFirstStepTheBindingRefuses() throws Exception {
    SweepOptions o = options("-db", TestDBs.DeclaredNoScanDB.class.getName(), "-threads", "1,2", "-p",
        "scanproportion=0.5", "-p", "readproportion=0.5", "-p", "updateproportion=0");
    StepListRun run = listRun(o);
    assertThat(run.run(StepListRun.plan(o))).as(console.text()).isEqualTo(SweepManifest.UNSUPPORTED);
    assertThat(results.steps()).extracting(StepRecord::status).containsExactly(StepRecord.UNSUPPORTED);
  }
}
