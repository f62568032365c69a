package site.ycsb.sweep;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

class SloTest {

  @Test
  void parsesEachPercentileAndUnit() throws Exception {
    assertThat(Slo.parse("--slo", "p99<=10ms")).isEqualTo(new Slo("p99<=10ms", 99, 10_000));
    assertThat(Slo.parse("--slo", " p99.9 <= 1.5 s ")).isEqualTo(new Slo("p99.9<=1.5s", 99.9, 1_500_000));
    assertThat(Slo.parse("--slo", "p50<=800us")).isEqualTo(new Slo("p50<=800us", 50, 800));
    assertThat(Slo.parse("--slo", "p95<=2ms").percentileName()).isEqualTo("p95");
    assertThat(Slo.parse("--slo", "p99.9<=2ms").percentileName()).isEqualTo("p99.9");
    assertThat(Slo.parse("--slo", "p99<=2ms").meets(2000)).isTrue();
    assertThat(Slo.parse("--slo", "p99<=2ms").meets(2001)).isFalse();
  }

  @ParameterizedTest
  @ValueSource(strings = {"", "p99", "p99<10ms", "p98<=10ms", "p99<=10", "p99<=10 min", "p99>=10ms", "99<=10ms",
      "p99<=-1ms", "p99<=0ms", "P99<=10ms", "p99<=10msx", "p99.99<=1ms", "p99<=1e3ms"})
  void refusesAnythingElseWithTheAcceptedForm(String text) {
    assertThatThrownBy(() -> Slo.parse("--slo", text)).isInstanceOf(SweepUsageException.class)
        .hasMessage("--slo is '" + text + "'; accepted: p50|p95|p99|p99.9 <= N us|ms|s, e.g. 'p99<=10ms'"
            + (text.equals("p99<=0ms") ? " with N > 0 and at most an hour" : ""));
  }
}
