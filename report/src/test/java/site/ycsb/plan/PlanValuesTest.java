package site.ycsb.plan;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.math.BigInteger;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.junit.jupiter.api.Test;
import site.ycsb.sweep.SweepOption;

class PlanValuesTest {
  private static final PlanValues VALUES = new PlanValues(new PlanVariables(name -> null));

  @Test
  void eachTypeOrOneLineNamingTheKey() throws Exception {
    assertThat(VALUES.string(8, "k")).isEqualTo("8");
    assertThatThrownBy(() -> VALUES.string(" ", "k")).hasMessage("key 'k' is empty");
    assertThatThrownBy(() -> VALUES.string(List.of(), "k")).hasMessage("key 'k' must be a string, not a list");
    assertThatThrownBy(() -> PlanValues.list(List.of(), "k")).hasMessage("key 'k' is an empty list");
    assertThat(PlanValues.numbers(4, "threads")).containsExactly(4L);
    assertThatThrownBy(() -> PlanValues.numbers(List.of(1, "x"), "threads"))
        .hasMessage("key 'threads[1]' is the string 'x'; accepted: a whole number from 1 up");
    assertThatThrownBy(() -> PlanValues.whole(BigInteger.TWO.pow(70), "max-steps", 1, Long.MAX_VALUE))
        .hasMessageStartingWith("key 'max-steps' is 1180591620717411303424; accepted");
    assertThatThrownBy(() -> PlanValues.bool("maybe", "stop-after-knee"))
        .hasMessage("key 'stop-after-knee' is the string 'maybe'; accepted: true or false");
  }

  @Test
  void aSweepOptionsKeyAcceptsWhatTheTableSays() throws Exception {
    assertThat(PlanValues.whole(3, "repeat", SweepOption.REPEAT.value())).isEqualTo(3);
    assertThatThrownBy(() -> PlanValues.whole(1.5, "repeat", SweepOption.REPEAT.value()))
        .hasMessage("key 'repeat' is 1.5; accepted: a whole number from 1 to 1000");
    assertThat(PlanValues.decimal(5, "warmup-time", SweepOption.WARMUP_TIME.value())).isEqualTo(5.0);
    assertThatThrownBy(() -> PlanValues.decimal(2, "max-error-rate", SweepOption.MAX_ERROR_RATE.value()))
        .hasMessage("key 'max-error-rate' is 2; accepted: a fraction from 0 to 1");
  }

  @Test
  void propertiesAreSingleValuesAStepCanPass() throws Exception {
    assertThat(VALUES.properties(Map.of("recordcount", 10), "properties")).containsEntry("recordcount", "10");
    assertThat(VALUES.properties(null, "properties")).isEmpty();
    assertThatThrownBy(() -> VALUES.properties(Map.of("a", List.of()), "properties"))
        .hasMessage("key 'properties.a' must be a single value, not a list");
    assertThatThrownBy(() -> PlanValues.passable("a\nb", "databases[0].before-step")).hasMessage("key "
        + "'databases[0].before-step' holds a line break, which the launcher cannot pass to a sweep; accepted: one "
        + "line (join commands with ';' or '&&')");
    assertThatThrownBy(() -> PlanValues.passable("x".repeat(40_000), "properties.v"))
        .hasMessageStartingWith("key 'properties.v' is 40000 characters long; accepted: at most 32768");
  }

  @Test
  void unknownKeysNameTheAcceptedOnes() {
    assertThatThrownBy(() -> PlanValues.checkKeys(Map.of("colour", 1), Set.of("b", "a"), "x."))
        .hasMessage("unknown key 'x.colour'; accepted: a, b");
  }
}
