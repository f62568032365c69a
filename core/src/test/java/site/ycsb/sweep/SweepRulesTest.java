package site.ycsb.sweep;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import org.junit.jupiter.api.Test;

class SweepRulesTest {
  private static final SweepRules LINE = new SweepRules(OptionNames.COMMAND_LINE);
  /** A plan file's names, as the plan parser gives them. */
  private static final SweepRules KEYS = new SweepRules(new OptionNames() {
    @Override
    public String subject(SweepOption option) {
      return "key '" + option.planKey().orElseThrow() + "'";
    }

    @Override
    public String reference(SweepOption option) {
      return "'" + option.planKey().orElseThrow() + "'";
    }

    @Override
    public String loadPhase() {
      return "'load' from 'phases'";
    }
  });

  @Test
  void theLoadPhasesOptionsGoTogether() throws Exception {
    LINE.checkPhase(true, false, true, false);
    LINE.checkPhase(false, true, false, true);
    assertThatThrownBy(() -> LINE.checkPhase(true, true, false, false))
        .hasMessage("--load and --phase load: every step of a load sweep loads already; give one of them");
    assertThatThrownBy(() -> LINE.checkPhase(false, false, true, false))
        .hasMessage("--before-load needs --load (it runs before the load of a run sweep)");
    assertThatThrownBy(() -> LINE.checkPhase(false, false, false, true))
        .hasMessage("--fresh-keys needs --phase load (it gives every load step its own keys)");
  }

  @Test
  void oneDimensionVaries() throws Exception {
    LINE.checkOneDimension(true, false);
    assertThatThrownBy(() -> LINE.checkOneDimension(true, true)).hasMessage("-threads and -target are both lists; "
        + "a sweep varies one of them (give the other a single value)");
    assertThatThrownBy(() -> KEYS.checkOneDimension(true, true)).hasMessageStartingWith(
        "key 'threads' and key 'targets' are both lists");
  }

  @Test
  void theSearchsOptionsSaidInEitherNames() throws Exception {
    assertThat(LINE.search(null, null, null, null)).isNull();
    SearchOptions s = LINE.search("p99<=2ms", "read", "10%", null);
    assertThat(s.operation()).isEqualTo("READ");
    assertThat(s.precision()).isEqualTo(0.10);
    assertThatThrownBy(() -> LINE.search(null, null, null, "10%"))
        .hasMessage("--slo-descend needs --slo (it checks a capacity search)");
    assertThatThrownBy(() -> KEYS.search(null, null, null, "10%"))
        .hasMessage("key 'slo-descend' needs key 'slo' (it checks a capacity search)");
    assertThatThrownBy(() -> KEYS.search("p99<=1ms", null, "5%", "10%")).hasMessage("key 'slo-precision' does not "
        + "apply with key 'slo-descend', whose rates are a fixed ratio apart; drop one of them");
    assertThatThrownBy(() -> LINE.search(null, "READ", null, null))
        .hasMessage("--slo-operation needs --slo (it sets up a capacity search)");
    assertThatThrownBy(() -> KEYS.search("p99<=1ms", "FETCH", null, null))
        .hasMessageStartingWith("key 'slo-operation' is 'FETCH'; accepted: one of [");
    assertThatThrownBy(() -> KEYS.search("p99<10ms", null, null, null))
        .hasMessageStartingWith("key 'slo' is 'p99<10ms'; accepted: p50|p95|p99|p99.9");
    assertThatThrownBy(() -> LINE.search("p99<=1ms", null, "90%", null))
        .hasMessage("--slo-precision is '90%'; accepted: a share from 0.1% to 50%, e.g. 5% or 0.05");
  }

  @Test
  void aSearchChoosesItsOwnRatesRepeatsAndPhase() throws Exception {
    LINE.checkSearch(false, false, false, false, false);
    assertThatThrownBy(() -> LINE.checkSearch(true, false, false, false, false))
        .hasMessage("--slo searches the target rate itself; drop -target");
    assertThatThrownBy(() -> KEYS.checkSearch(true, false, false, false, false))
        .hasMessage("key 'slo' searches the target rate itself; drop 'targets'");
    assertThatThrownBy(() -> KEYS.checkSearch(false, true, false, false, false))
        .hasMessage("key 'slo' runs every step with one thread count; give 'threads' one value");
    assertThatThrownBy(() -> LINE.checkSearch(false, false, false, true, false)).hasMessage("--stop-after-knee does "
        + "not apply to a capacity search (--slo), which confirms its answer with a repeat of its own");
    assertThatThrownBy(() -> KEYS.checkSearch(false, false, true, false, false))
        .hasMessageStartingWith("key 'repeat' does not apply to a capacity search (key 'slo')");
    assertThatThrownBy(() -> KEYS.checkSearch(false, false, false, false, true))
        .hasMessage("key 'slo' searches the run phase; drop 'load' from 'phases'");
  }
}
