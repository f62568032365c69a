package site.ycsb.sweep;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.Arrays;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;

class SweepOptionTest {

  @Test
  void everyOptionHasAFlagHelpAndDefaultAndIsFoundByItsFlag() {
    for (SweepOption o : SweepOption.values()) {
      assertThat(o.flag()).startsWith("-");
      assertThat(o.help()).isNotEmpty();
      assertThat(o.byDefault()).isNotBlank();
      assertThat(o.value().accepted()).isNotBlank();
      assertThat(SweepOption.ofFlag(o.flag())).contains(o);
    }
    assertThat(SweepOption.ofFlag("--bogus")).isEmpty();
    assertThat(Arrays.stream(SweepOption.values()).map(SweepOption::flag).distinct()).hasSize(
        SweepOption.values().length);
  }

  @Test
  void aPlanSetsTheStepsTheirJudgingAndTheSearchByKey() {
    assertThat(SweepOption.planOptions().stream().map(SweepOption::planKey).map(Optional::orElseThrow).toList())
        .isEqualTo(List.of("threads", "targets", "repeat", "warmup-time", "max-error-rate", "stop-after-knee", "slo",
            "slo-operation", "slo-precision", "slo-descend"));
    assertThat(SweepOption.OUT.planKey()).isEmpty();
  }

  @Test
  void aSynopsisIsTheFlagAndItsPlaceholder() {
    assertThat(SweepOption.OUT.synopsis()).isEqualTo("--out DIR");
    assertThat(SweepOption.LOAD.synopsis()).isEqualTo("--load");
    assertThat(SweepOption.PHASE.synopsis()).isEqualTo("--phase run|load");
  }
}
