package site.ycsb.generator;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.HashMap;
import java.util.Map;
import org.junit.jupiter.api.Test;

class DiscreteGeneratorTest {

  @Test
  void picksInProportionToWeight() {
    DiscreteGenerator gen = new DiscreteGenerator();
    gen.addValue(1, "READ");
    gen.addValue(0, "NEVER");
    gen.addValue(2, "UPDATE");
    gen.addValue(7, "INSERT");
    Map<String, Long> counts = new HashMap<>();
    for (int i = 0; i < Stats.SAMPLES; i++) {
      String v = gen.nextValue();
      assertThat(gen.lastValue()).isSameAs(v);
      counts.merge(v, 1L, Long::sum);
    }
    assertThat(counts).doesNotContainKey("NEVER");
    Stats.assertFrequency(counts.get("READ"), Stats.SAMPLES, 0.1);
    Stats.assertFrequency(counts.get("UPDATE"), Stats.SAMPLES, 0.2);
    Stats.assertFrequency(counts.get("INSERT"), Stats.SAMPLES, 0.7);
  }

  @Test
  void singleValueIsAlwaysChosen() {
    DiscreteGenerator gen = new DiscreteGenerator();
    assertThat(gen.lastValue()).isNull();
    gen.addValue(0.5, "only");
    assertThat(gen.nextString()).isEqualTo("only");
    assertThat(gen.lastString()).isEqualTo("only");
  }

  @Test
  void badConfigurationsGiveClearErrors() {
    DiscreteGenerator empty = new DiscreteGenerator();
    assertThatThrownBy(empty::nextValue).isInstanceOf(IllegalStateException.class).hasMessageContaining("addValue");
    DiscreteGenerator zeros = new DiscreteGenerator();
    zeros.addValue(0, "a");
    assertThatThrownBy(zeros::nextValue).isInstanceOf(IllegalStateException.class).hasMessageContaining("zero");
    assertThatThrownBy(() -> zeros.addValue(-1, "b")).isInstanceOf(IllegalArgumentException.class);
    assertThatThrownBy(() -> zeros.addValue(Double.NaN, "b")).isInstanceOf(IllegalArgumentException.class);
  }

  @Test
  void canChooseOnlyValuesWithAPositiveWeight() {
    DiscreteGenerator g = new DiscreteGenerator();
    g.addValue(0.0, "ZERO");
    g.addValue(1.0, "ONE");
    assertThat(g.canChoose("ONE")).isTrue();
    assertThat(g.canChoose("ZERO")).isFalse();
    assertThat(g.canChoose("NEVER_ADDED")).isFalse();
  }
}
