package site.ycsb.sweep;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.List;
import org.junit.jupiter.api.Test;

class OptionValueTest {

  @Test
  void aWholeNumberIsWithinItsBoundsAndSaysThemWhenNot() throws Exception {
    OptionValue v = OptionValue.whole(1, 1000);
    assertThat(v.read("--repeat", " 7 ")).isEqualTo(7L);
    assertThat(v.accepted()).isEqualTo("a whole number from 1 to 1000");
    for (String bad : List.of("0", "1001", "1.5", "x", "")) {
      assertThatThrownBy(() -> v.read("--repeat", bad)).isInstanceOf(SweepUsageException.class)
          .hasMessage("--repeat is '" + bad + "'; accepted: a whole number from 1 to 1000");
    }
  }

  @Test
  void aDecimalAboveItsMinimumRefusesTheMinimumItselfAndNaN() throws Exception {
    OptionValue v = OptionValue.decimalAbove(0, 100, "a fraction > 0, e.g. 0.10");
    assertThat(v.read("--knee-gain", "0.2")).isEqualTo(0.2);
    assertThat(v.accepts(0)).isFalse();
    assertThat(v.accepts(Double.NaN)).isFalse();
    assertThatThrownBy(() -> v.read("--knee-gain", "0.0"))
        .hasMessage("--knee-gain is '0.0'; accepted: a fraction > 0, e.g. 0.10");
    OptionValue inclusive = OptionValue.decimal(0, 1, "a fraction from 0 to 1");
    assertThat(inclusive.accepts(0)).isTrue();
    assertThat(inclusive.accepts(1)).isTrue();
    assertThat(inclusive.accepts(1.01)).isFalse();
  }

  @Test
  void blankTextIsEmptyAndPhasesAreNamed() throws Exception {
    OptionValue command = OptionValue.nonBlank("a shell command");
    assertThat(command.read("--before-step", "true")).isEqualTo("true");
    assertThatThrownBy(() -> command.read("--before-step", " "))
        .hasMessage("--before-step is empty; accepted: a shell command");
    assertThat(OptionValue.phase().read("--phase", "load")).isEqualTo(Phase.LOAD);
    assertThatThrownBy(() -> OptionValue.phase().read("--phase", "warm"))
        .hasMessage("--phase is 'warm'; accepted: run, load");
    assertThat(OptionValue.flag().read("--load", "")).isEqualTo(Boolean.TRUE);
  }

  @Test
  void stepsAreAnIncreasingListUpToTheMaximum() throws Exception {
    assertThat(OptionValue.steps(100).read("-threads", "1,2")).isEqualTo(List.of(1L, 2L));
    assertThatThrownBy(() -> OptionValue.steps(100).read("-threads", "1,200"))
        .hasMessageStartingWith("-threads is '1,200'; accepted: a comma-separated list");
  }
}
