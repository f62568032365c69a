package site.ycsb.engine;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

/** Why a phase stops: Ctrl-C over the time limit, the time limit as the planned end, fail-fast apart. */
class PhaseStopTest {
  @Test
  void noStopIsNeitherRequestedNorUnplanned() {
    PhaseStop stop = new PhaseStop();
    assertThat(stop.requested()).isFalse();
    assertThat(stop.unplanned()).isFalse();
    assertThat(stop.reason()).isNull();
    assertThat(stop.failFastReason()).isNull();
  }

  @Test
  void theTimeLimitIsARequestedButPlannedEnd() {
    PhaseStop stop = new PhaseStop();
    stop.timeUp();
    assertThat(stop.requested()).isTrue();
    assertThat(stop.unplanned()).isFalse();
    assertThat(stop.reason()).isEqualTo("maxexecutiontime reached");
  }

  @Test
  void anInterruptAfterTheTimeLimitBecomesTheReason() {
    PhaseStop stop = new PhaseStop();
    stop.timeUp();
    stop.interrupt();
    assertThat(stop.reason()).isEqualTo("interrupted");
    assertThat(stop.unplanned()).isTrue();
  }

  @Test
  void theTimeLimitAfterAnInterruptKeepsTheInterrupt() {
    PhaseStop stop = new PhaseStop();
    stop.interrupt();
    stop.timeUp();
    assertThat(stop.reason()).isEqualTo("interrupted");
    assertThat(stop.unplanned()).isTrue();
  }

  @Test
  void failFastKeepsItsLineWithoutBeingAStopReason() {
    PhaseStop stop = new PhaseStop();
    stop.failFast("fail-fast: the first 10 operations failed");
    assertThat(stop.failFastReason()).isEqualTo("fail-fast: the first 10 operations failed");
    assertThat(stop.requested()).isFalse();
  }
}
