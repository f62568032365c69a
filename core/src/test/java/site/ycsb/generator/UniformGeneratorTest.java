package site.ycsb.generator;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

class UniformGeneratorTest {

  @Test
  void picksEachValueEqually() {
    UniformGenerator gen = new UniformGenerator(List.of("a", "b", "c", "d"));
    assertThat(gen.lastValue()).isNull();
    Map<String, Long> counts = new HashMap<>();
    for (int i = 0; i < Stats.SAMPLES; i++) {
      String v = gen.nextValue();
      assertThat(gen.lastValue()).isSameAs(v);
      counts.merge(v, 1L, Long::sum);
    }
    assertThat(counts).containsOnlyKeys("a", "b", "c", "d");
    counts.values().forEach(c -> Stats.assertFrequency(c, Stats.SAMPLES, 0.25));
  }

  @Test
  void rejectsAnEmptyCollection() {
    assertThatThrownBy(() -> new UniformGenerator(List.of()))
        .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("at least one");
  }
}
