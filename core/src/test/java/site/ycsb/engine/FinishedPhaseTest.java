package site.ycsb.engine;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/** What a phase's result files hold: fixed once it is made. */
class FinishedPhaseTest {
  @Test
  void itsWarningsAreACopyThatCannotChange() {
    List<String> warnings = new ArrayList<>(List.of("w1"));
    FinishedPhase f = new FinishedPhase(null, null, null, null, new PhaseTotals(1, 1), warnings, null, Object.class);
    warnings.add("w2");
    assertThat(f.warnings()).containsExactly("w1");
    assertThatThrownBy(() -> f.warnings().add("w3")).isInstanceOf(UnsupportedOperationException.class);
  }
}
