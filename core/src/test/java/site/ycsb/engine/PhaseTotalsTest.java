package site.ycsb.engine;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

/** The operations and the length of the measured window, and the rates made from them. */
class PhaseTotalsTest {
  @Test
  void throughputIsOperationsPerSecondOfTheWindow() {
    PhaseTotals t = new PhaseTotals(3000, 1_500_000_000L);
    assertThat(t.throughput()).isEqualTo(2000.0);
    assertThat(t.throughputOf(750)).isEqualTo(500.0);
  }

  @Test
  void aWindowOfNoLengthHasNoThroughput() {
    assertThat(new PhaseTotals(10, 0).throughput()).isZero();
  }

  @Test
  void theRuntimeIsWholeMillisecondsCutNotRounded() {
    assertThat(new PhaseTotals(1, 1_999_999).runtimeMs()).isEqualTo(1);
  }
}
