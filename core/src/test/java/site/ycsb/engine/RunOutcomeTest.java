package site.ycsb.engine;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import site.ycsb.tool.ExitCode;

/** How a phase ended: its status in result.json and its exit code. */
class RunOutcomeTest {
  private static RunOutcome clean() {
    return new RunOutcome(List.of(), List.of(), 0, null);
  }

  @Test
  void aCleanEndIsCompletedAndExitsZero() {
    assertThat(clean().status(false)).isEqualTo("completed");
    assertThat(clean().exitCode()).isEqualTo(ExitCode.OK);
  }

  @Test
  void anUnplannedStopIsStoppedButExitsZero() {
    assertThat(clean().status(true)).isEqualTo("stopped");
    assertThat(clean().exitCode()).isEqualTo(ExitCode.OK);
  }

  @Test
  void threadsThatNeverCameBackAreStoppedAndExitOne() {
    RunOutcome o = new RunOutcome(List.of("2 client thread(s) did not stop"), List.of(), 2, null);
    assertThat(o.status(false)).isEqualTo("stopped");
    assertThat(o.exitCode()).isEqualTo(ExitCode.FAILED);
  }

  @Test
  void aFailureIsFailedWhateverElseAndExitsOne() {
    RunOutcome o = clean().failedBy("cannot write the results to stdout");
    assertThat(o.status(true)).isEqualTo("failed");
    assertThat(o.exitCode()).isEqualTo(ExitCode.FAILED);
    assertThat(o.problems()).containsExactly("cannot write the results to stdout");
    assertThat(o.failures()).containsExactly("cannot write the results to stdout");
  }

  @Test
  void noFailureLeavesTheOutcomeAsItWas() {
    RunOutcome o = new RunOutcome(List.of("a"), List.of(), 0, null);
    assertThat(o.failedBy(null)).isSameAs(o);
  }

  @Test
  void aFailureIsAddedAfterTheProblemsAlreadyThereAndTheOriginalStaysAsItWas() {
    RunOutcome o = new RunOutcome(List.of("stopped: interrupted"), List.of(), 0, null);
    RunOutcome failed = o.failedBy("x");
    assertThat(failed.problems()).containsExactly("stopped: interrupted", "x");
    assertThat(o.problems()).containsExactly("stopped: interrupted");
    assertThat(o.failures()).isEmpty();
  }

  @Test
  void itsListsAreCopiesThatCannotChange() {
    List<String> problems = new ArrayList<>(List.of("a"));
    RunOutcome o = new RunOutcome(problems, new ArrayList<>(), 0, null);
    problems.add("b");
    assertThat(o.problems()).containsExactly("a");
    assertThatThrownBy(() -> o.failures().add("c")).isInstanceOf(UnsupportedOperationException.class);
  }
}
