package site.ycsb.sweep;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionException;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.condition.DisabledOnOs;
import org.junit.jupiter.api.condition.OS;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import site.ycsb.ChildProcesses;
import site.ycsb.Redactor;

/** Ctrl-C during a --before-step command: it and every process it started end within a second. */
@DisabledOnOs(OS.WINDOWS)
class BeforeStepHookTest {

  @ParameterizedTest
  @ValueSource(strings = {"sleep 30; echo never", "trap '' TERM; sleep 30; echo never"})
  void aStopEndsTheCommandAndItsChildrenWithinASecond(String command) throws Exception {
    StopSwitch stop = new StopSwitch();
    BeforeStepHook hook = new BeforeStepHook(command, stop, 0, Redactor.rulesOnly());
    CompletableFuture<HookRecord> running = CompletableFuture.supplyAsync(() -> {
      try {
        return hook.run();
      } catch (InterruptedException e) {
        throw new CompletionException(e);
      }
    });
    List<ProcessHandle> sleeps = ChildProcesses.await("sleep");
    assertThat(sleeps).as("the command's child").isNotEmpty();
    long start = System.nanoTime();
    stop.stop();
    HookRecord r = running.get(10, TimeUnit.SECONDS);
    long ms = TimeUnit.NANOSECONDS.toMillis(System.nanoTime() - start);
    assertThat(ms).as("ms from Ctrl-C to the end of the hook").isLessThan(1200);
    assertThat(r.failure()).isEqualTo("the sweep was interrupted during --before-step");
    Thread.sleep(100);
    for (ProcessHandle p : sleeps) {
      assertThat(ChildProcesses.running(p)).as("the command's child " + p.pid() + " outlives the hook").isFalse();
    }
  }

  @org.junit.jupiter.api.Test
  void aCommandKilledByTheSameCtrlCIsInterruptedNotFailed() throws Exception {
    StopSwitch stop = new StopSwitch();
    // A terminal's Ctrl-C reaches the command at once and this JVM's handler a little later.
    BeforeStepHook hook = new BeforeStepHook("kill -INT $$", stop, 0, Redactor.rulesOnly());
    CompletableFuture.runAsync(() -> {
      try {
        Thread.sleep(300);
      } catch (InterruptedException e) {
        Thread.currentThread().interrupt();
      }
      stop.stop();
    });
    HookRecord r = hook.run();
    assertThat(r.exitCode()).isEqualTo(130);
    assertThat(r.failure()).isEqualTo("the sweep was interrupted during --before-step");
  }

  @org.junit.jupiter.api.Test
  void anExitOfItsOwnIsAFailure() throws Exception {
    long start = System.nanoTime();
    HookRecord r = new BeforeStepHook("exit 3", new StopSwitch(), 0, Redactor.rulesOnly()).run();
    assertThat(r.failure()).isEqualTo("--before-step exited with 3");
    assertThat(TimeUnit.NANOSECONDS.toMillis(System.nanoTime() - start)).isLessThan(900);
    assertThat(new StopSwitch().stoppedWith(130)).as("a signal exit nobody stopped: after a second").isFalse();
  }
}
