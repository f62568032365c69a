package site.ycsb.sweep;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.junit.jupiter.api.Test;
import site.ycsb.engine.ClientSelfCheck;

/** The count of a sweep's steps its client's check of itself warned about. */
class SelfCheckTallyTest {
  private static final String STEAL = "the host lost 9.6% of its CPU time to the hypervisor (steal time, /proc/stat) "
      + "during the 12.0 s the run measured (above validity.maxstealshare=0.02): other guests took CPU";
  private static final String JIT = "the JIT compiler was still at work: 1,235 ms of compilation during the 10.1 s "
      + "the run measured (12.3%, above validity.maxjitshare=0.03): lengthen warmup.time";
  private static final String FEW = "measured 900 operations: too few for p99.9; at least 10 operations beyond a "
      + "percentile are needed (1,000 per 1% of tail): treat it as unreliable";
  private static final String TARGET = "achieved 80.0% of the target rate (below validity.mintargetratio=0.95)";

  private static StepRecord step(String... warnings) {
    return new StepRecord(1, 1, 100, 1, "d", StepRecord.COMPLETED, null, 0, 1000L, 100.0, 10L, 0.0,
        List.of(warnings), null);
  }

  @Test
  void countsStepsOncePerRuleAndLeavesOtherWarningsOut() {
    SelfCheckTally t = SelfCheckTally.of(List.of(step(STEAL, JIT, STEAL), step(STEAL), step(TARGET), step(),
        step(FEW)));
    assertThat(t.warnedSteps()).isEqualTo(3);
    assertThat(t.steps()).isEqualTo(5);
    assertThat(t.byRule()).containsExactly(java.util.Map.entry(ClientSelfCheck.FEW_OPERATIONS_RULE, 1),
        java.util.Map.entry("validity.maxjitshare", 1), java.util.Map.entry("validity.maxstealshare", 2));
    assertThat(t.describe()).isEqualTo("3 of 5 steps (too few operations for a percentile 1, validity.maxjitshare 1, "
        + "validity.maxstealshare 2)");
  }

  @Test
  void noWarningDescribesAsNothing() {
    assertThat(SelfCheckTally.of(List.of(step(TARGET), step())).describe()).isEmpty();
    assertThat(SelfCheckTally.of(List.of()).warnedSteps()).isZero();
  }

  @Test
  void everySelfCheckHasItsRuleAndOtherWarningsNone() {
    assertThat(ClientSelfCheck.ruleOf(STEAL)).isEqualTo("validity.maxstealshare");
    assertThat(ClientSelfCheck.ruleOf(JIT)).isEqualTo("validity.maxjitshare");
    assertThat(ClientSelfCheck.ruleOf(FEW)).isEqualTo(ClientSelfCheck.FEW_OPERATIONS_RULE);
    assertThat(ClientSelfCheck.ruleOf(TARGET)).isNull();
    assertThat(ClientSelfCheck.isSelfCheck(TARGET)).isFalse();
    assertThat(ClientSelfCheck.isSelfCheck(STEAL)).isTrue();
  }
}
