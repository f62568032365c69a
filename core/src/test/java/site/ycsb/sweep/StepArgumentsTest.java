package site.ycsb.sweep;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The client arguments of a step and of the load, as the sweep's options ask for them. */
class StepArgumentsTest {
  private static final Path OUT = Path.of("/tmp/sweep-out");
  private static final String WORKLOAD = SweepEndToEndTest.WORKLOAD_A.toString();

  private static String joined(List<String> args) {
    return String.join(" ", args);
  }

  @Test
  void aRunStepRunsTheTransactionPhaseWithItsThreadsTargetWarmupAndOwnResults() throws Exception {
    SweepOptions o = SweepFixtures.options("memory", "-P", WORKLOAD, "-threads", "1,2", "--warmup-time", "3",
        "--out", OUT.toString());
    PlannedStep step = new PlannedStep(2, 2, 2, 0, 1, "step-02-threads-2-rep-1");
    List<String> args = new StepArguments(o, "sweep-x").ofStep(step, OUT.resolve(step.dir()), 1, 2);
    assertThat(args.subList(0, 3)).containsExactly("-t", "-db", "site.ycsb.db.MemoryDB");
    assertThat(joined(args)).contains("-P " + WORKLOAD + " -threads 2 -target 0 -p warmup.time=3.0 -p results.dir="
        + OUT.resolve(step.dir()).toAbsolutePath() + " -p run.id=sweep-x-step-02-threads-2-rep-1")
        .doesNotContain("arrivals").doesNotContain("metrics.");
  }

  @Test
  void aLoadStepGetsNoWarmupButItsOwnMemoryStoreInsteadOfTheGivenOneAndItsOwnKeys() throws Exception {
    SweepOptions o = SweepFixtures.options("memory", "-P", WORKLOAD, "-p", "recordcount=100",
        "-p", "memory.file=/tmp/m.bin", "-threads", "1,2", "--phase", "load", "--fresh-keys",
        "--warmup-time", "3", "--out", OUT.toString());
    PlannedStep step = new PlannedStep(2, 2, 2, 0, 1, "step-02-threads-2-rep-1");
    Path dir = OUT.resolve(step.dir());
    List<String> args = new StepArguments(o, "sweep-x").ofStep(step, dir, 1, 2);
    assertThat(args.get(0)).isEqualTo("-load");
    assertThat(joined(args)).doesNotContain("warmup.time")
        .contains("-p memory.file=" + dir.resolve(MemoryFileDefault.FILE_NAME).toAbsolutePath())
        .contains("insertstart=100");
  }

  @Test
  void aSearchProbeIsAClosedLoopAndItsRatesAreNot() throws Exception {
    SweepOptions o = SweepFixtures.options("memory", "-P", WORKLOAD, "-threads", "1", "--slo", "p99<=10ms",
        "--out", OUT.toString());
    StepArguments arguments = new StepArguments(o, "sweep-x");
    assertThat(joined(arguments.ofStep(new PlannedStep(1, 0, 1, 0, 1, "step-01-probe"), OUT, 0, 0)))
        .endsWith("-target 0 -p arrivals=closed -p results.dir=" + OUT.toAbsolutePath()
            + " -p run.id=sweep-x-step-01-probe");
    assertThat(joined(arguments.ofStep(new PlannedStep(2, 500, 1, 500, 1, "step-02-target-500-bracket"), OUT, 1,
        0))).contains("-target 500").doesNotContain("arrivals=closed");
  }

  @Test
  void theLoadIsAnUnthrottledClosedLoopInItsOwnFolder() throws Exception {
    SweepOptions o = SweepFixtures.options("memory", "-P", WORKLOAD, "-threads", "4,8", "--load", "-p",
        "arrivals=open", "--out", OUT.toString());
    List<String> args = new StepArguments(o, "sweep-x").ofLoad(OUT.resolve("load"), 4);
    assertThat(args.subList(0, 3)).containsExactly("-load", "-db", "site.ycsb.db.MemoryDB");
    assertThat(joined(args)).contains("-p arrivals=open").endsWith("-threads 4 -p arrivals=closed -p results.dir="
        + OUT.resolve("load").toAbsolutePath() + " -p run.id=sweep-x-load");
  }

  @Test
  void metricsAreLabelledWithTheStepAndNameOnlyWhenServed() throws Exception {
    SweepOptions o = SweepFixtures.options("memory", "-P", WORKLOAD, "-threads", "1,2", "-p", "metrics.port=9400",
        "--name", "mem-a", "--out", OUT.toString());
    PlannedStep step = new PlannedStep(1, 1, 1, 0, 1, "step-01-threads-1-rep-1");
    StepArguments arguments = new StepArguments(o, "sweep-x");
    assertThat(joined(arguments.ofStep(step, OUT, 0, 2)))
        .endsWith("-p metrics.step=1 -p metrics.steps=2 -p metrics.name=mem-a");
    assertThat(joined(arguments.ofLoad(OUT, 1))).endsWith("-p metrics.step=load -p metrics.steps=0 "
        + "-p metrics.name=mem-a");
  }
}
