package site.ycsb;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.junit.jupiter.api.Test;

/** Which pinned waits the check lets a repeat have: only those that cannot recur. */
class PinningCheckTest {
  private static PinningCheck.Pinned pinned(String reason, boolean classLoading) {
    return new PinningCheck.Pinned(reason, "a.B.c:1", classLoading, "a.B.c:1");
  }

  @Test
  void classLoadingAndClassInitialisationWaitsAreOneTimeAndEverythingElseRecurs() {
    PinningCheck.Pinned loading = pinned("Freeze or preempt failed (2)", true);
    PinningCheck.Pinned initialisation = pinned("Waited for initialization of a.B by another thread", false);
    PinningCheck.Pinned nativeFrame = pinned("Native or VM frame on stack", false);
    PinningCheck.Pinned monitor = pinned("Freeze or preempt failed (2)", false);
    PinningCheck.Pinned noReason = pinned("", false);  // JDK 21-23 give none
    PinningCheck.Outcome outcome = new PinningCheck.Outcome(null,
        List.of(loading, initialisation, nativeFrame, monitor, noReason));
    assertThat(outcome.recurring()).containsExactly(nativeFrame, monitor, noReason);
  }
}
