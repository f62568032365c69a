package site.ycsb.generator;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.Arrays;
import java.util.List;
import org.junit.jupiter.api.Test;

class CounterGeneratorTest {

  @Test
  void countsFromTheStart() {
    CounterGenerator gen = new CounterGenerator(42);
    assertThat(gen.lastValue()).isEqualTo(41);
    assertThat(gen.nextValue()).isEqualTo(42);
    assertThat(gen.nextLong()).isEqualTo(43);
    assertThat(gen.lastValue()).isEqualTo(43);
    assertThat(gen.nextString()).isEqualTo("44");
    assertThatThrownBy(gen::mean).isInstanceOf(UnsupportedOperationException.class);
  }

  @Test
  void threadsGetDistinctConsecutiveValues() throws Exception {
    int perThread = 250_000;
    CounterGenerator gen = new CounterGenerator(1000);
    List<long[]> parts = Concurrently.run(t -> {
      long[] values = new long[perThread];
      for (int i = 0; i < perThread; i++) {
        values[i] = t % 2 == 0 ? gen.nextLong() : gen.nextValue();
      }
      return values;
    });
    long[] all = parts.stream().flatMapToLong(Arrays::stream).sorted().toArray();
    for (int i = 0; i < all.length; i++) {
      assertThat(all[i]).isEqualTo(1000L + i);
    }
    assertThat(gen.lastValue()).isEqualTo(1000L + all.length - 1);
  }
}
