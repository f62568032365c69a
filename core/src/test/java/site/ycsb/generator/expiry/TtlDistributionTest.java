package site.ycsb.generator.expiry;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.within;

import java.util.HashMap;
import java.util.Map;
import org.junit.jupiter.api.Test;

class TtlDistributionTest {
  @Test
  void oneValueWithOrWithoutAUnit() {
    assertThat(TtlDistribution.parse("300").seconds(7)).isEqualTo(300);
    assertThat(TtlDistribution.parse("5m").seconds(7)).isEqualTo(300);
    assertThat(TtlDistribution.parse("2h").seconds(7)).isEqualTo(7200);
    assertThat(TtlDistribution.parse(" 1d ").seconds(7)).isEqualTo(86_400);
    assertThat(TtlDistribution.parse("45s").seconds(7)).isEqualTo(45);
  }

  @Test
  void aRangeIsUniformWithBothEndsIncluded() {
    TtlDistribution d = TtlDistribution.parse("100-103");
    Map<Integer, Integer> counts = new HashMap<>();
    for (long k = 0; k < 40_000; k++) {
      counts.merge(d.seconds(k), 1, Integer::sum);
    }
    assertThat(counts).containsOnlyKeys(100, 101, 102, 103);
    counts.values().forEach(n -> assertThat(n / 40_000.0).isCloseTo(0.25, within(0.01)));
    assertThat(d.cdf(101)).isCloseTo(0.5, within(1e-12));
  }

  @Test
  void aWeightedListGivesEachValueItsShare() {
    TtlDistribution d = TtlDistribution.parse("12h:0.07,1d:0.65,14d:0.28");
    Map<Integer, Integer> counts = new HashMap<>();
    int n = 100_000;
    for (long k = 0; k < n; k++) {
      counts.merge(d.seconds(k), 1, Integer::sum);
    }
    assertThat(counts).containsOnlyKeys(43_200, 86_400, 1_209_600);
    assertThat(counts.get(43_200) / (double) n).isCloseTo(0.07, within(0.005));
    assertThat(counts.get(86_400) / (double) n).isCloseTo(0.65, within(0.005));
    assertThat(counts.get(1_209_600) / (double) n).isCloseTo(0.28, within(0.005));
    assertThat(d.cdf(86_400)).isCloseTo(0.72, within(1e-12));
    assertThat(d.longest()).isEqualTo(1_209_600);
  }

  @Test
  void aKeysTtlIsAFunctionOfItsNumber() {
    TtlDistribution a = TtlDistribution.parse("1-1000");
    TtlDistribution b = TtlDistribution.parse("1-1000");
    for (long k = 0; k < 1000; k++) {
      assertThat(a.seconds(k)).isEqualTo(b.seconds(k));
    }
    assertThat(a.seconds(1)).isNotEqualTo(a.seconds(2));
  }

  @Test
  void refusesWhatIsNotATtl() {
    assertThatThrownBy(() -> TtlDistribution.parse("0")).hasMessageContaining("at least 1 s");
    assertThatThrownBy(() -> TtlDistribution.parse("-5")).hasMessageContaining("negative");
    assertThatThrownBy(() -> TtlDistribution.parse("200-100")).hasMessageContaining("reversed");
    assertThatThrownBy(() -> TtlDistribution.parse("1h:0.5,1d:0.4")).hasMessageContaining("sum to 1");
    assertThatThrownBy(() -> TtlDistribution.parse("5w")).hasMessageContaining("unknown unit");
    assertThatThrownBy(() -> TtlDistribution.parse("soon")).hasMessageContaining("not a duration");
    assertThatThrownBy(() -> TtlDistribution.parse("1.5h")).hasMessageContaining("not a duration");
    assertThatThrownBy(() -> TtlDistribution.parse("")).hasMessageContaining("empty");
    assertThatThrownBy(() -> TtlDistribution.parse("1h,1d")).hasMessageContaining("weight");
    assertThatThrownBy(() -> TtlDistribution.parse("1h:x")).hasMessageContaining("number");
    assertThatThrownBy(() -> TtlDistribution.parse("100000d")).hasMessageContaining("longer than");
  }
}
