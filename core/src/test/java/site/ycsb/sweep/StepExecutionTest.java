package site.ycsb.sweep;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import site.ycsb.Redactor;

/** One step and one load, each a real client JVM on the memory binding, and a failing hook that starts none. */
class StepExecutionTest {
  @TempDir
  Path tmp;

  private final SweepFixtures.Console console = new SweepFixtures.Console();

  private StepExecution execution(SweepOptions o, String hookCommand) {
    StopSwitch stop = new StopSwitch();
    BeforeStepHook hook = hookCommand == null ? null : new BeforeStepHook(hookCommand, stop, 0, Redactor.standard());
    return new StepExecution(o, ChildJvm.current(), new StepRunner(stop, console.stream, Redactor.standard()), stop,
        console.progress(o), new StepArguments(o, "sweep-t"), hook, hook);
  }

  private SweepOptions options(String... extra) throws Exception {
    String[] base = {"memory", "-P", SweepEndToEndTest.WORKLOAD_A.toString(), "-p", "recordcount=100",
        "-p", "operationcount=300", "-threads", "1,2", "--out", tmp.resolve("out").toString()};
    String[] all = java.util.Arrays.copyOf(base, base.length + extra.length);
    System.arraycopy(extra, 0, all, base.length, extra.length);
    return SweepFixtures.options(all);
  }

  @Test
  void aStepRunsItsClientInItsFolderAndRecordsWhatItMeasured() throws Exception {
    SweepOptions o = options("--before-step", "echo ready");
    PlannedStep step = new PlannedStep(2, 2, 2, 0, 1, "step-02-threads-2-rep-1");
    StepRecord r = execution(o, o.beforeStep()).step(step, 1, 2);
    assertThat(r.status()).as(console.text()).isEqualTo(StepRecord.COMPLETED);
    assertThat(r.exitCode()).isZero();
    assertThat(r.threads()).isEqualTo(2);
    assertThat(r.throughput()).isPositive();
    assertThat(r.beforeStep().command()).isEqualTo("echo ready");
    assertThat(Files.isRegularFile(o.out().resolve(step.dir()).resolve("result.json"))).isTrue();
    assertThat(console.text()).startsWith("[sweep] before step-02-threads-2-rep-1: echo ready -> exit 0 (");
  }

  @Test
  void aFailingHookFailsTheStepWithoutStartingItsClient() throws Exception {
    SweepOptions o = options("--before-step", "exit 3");
    PlannedStep step = new PlannedStep(1, 1, 1, 0, 1, "step-01-threads-1-rep-1");
    StepRecord r = execution(o, o.beforeStep()).step(step, 0, 2);
    assertThat(r.status()).isEqualTo(StepRecord.FAILED);
    assertThat(r.reason()).isEqualTo(r.beforeStep().failure()).isEqualTo("--before-step exited with 3");
    assertThat(r.exitCode()).isNull();
    assertThat(r.throughput()).isNull();
    assertThat(o.out().resolve(step.dir())).doesNotExist();
  }

  @Test
  void theLoadRunsInItsFolderAndSaysHowItEnded() throws Exception {
    SweepOptions o = options("--load", "-p", "memory.file=" + tmp.resolve("m.bin"));
    LoadRecord load = execution(o, null).load(1);
    assertThat(load.status()).as(console.text()).isEqualTo(StepRecord.COMPLETED);
    assertThat(load.dir()).isEqualTo("load");
    assertThat(load.beforeStep()).isNull();
    assertThat(o.out().resolve("load").resolve("result.json")).isRegularFile();
    assertThat(console.text()).contains("[sweep] load threads=1 elapsed").contains("[sweep] load completed (");
  }

  @Test
  void aFailingHookBeforeTheLoadFailsItWithoutAClient() throws Exception {
    SweepOptions o = options("--load", "--before-step", "exit 4");
    LoadRecord load = execution(o, o.beforeStep()).load(1);
    assertThat(load.status()).isEqualTo(StepRecord.FAILED);
    assertThat(load.reason()).isEqualTo("--before-step exited with 4");
    assertThat(o.out().resolve("load")).doesNotExist();
    assertThat(console.text()).contains("[sweep] load failed: ");
  }
}
