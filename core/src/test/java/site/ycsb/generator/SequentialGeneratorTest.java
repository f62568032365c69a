package site.ycsb.generator;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.List;
import org.junit.jupiter.api.Test;

class SequentialGeneratorTest {

  @Test
  void cyclesThroughTheRangeFromItsStart() {
    SequentialGenerator gen = new SequentialGenerator(5, 8);
    assertThat(gen.lastValue()).isEqualTo(4L);
    long[] expected = {5, 6, 7, 8, 5, 6, 7, 8, 5};
    for (long e : expected) {
      assertThat(gen.nextLong()).isEqualTo(e);
      assertThat(gen.lastValue()).isEqualTo(e);
    }
    assertThat(gen.nextValue()).isEqualTo(6L);
    assertThat(gen.mean()).isEqualTo(6.5);
  }

  @Test
  void singleValueRange() {
    SequentialGenerator gen = new SequentialGenerator(3, 3);
    for (int i = 0; i < 5; i++) {
      assertThat(gen.nextLong()).isEqualTo(3);
    }
  }

  @Test
  void threadsShareOneCycle() throws Exception {
    int perThread = 25_000;
    SequentialGenerator gen = new SequentialGenerator(0, 999);
    List<long[]> parts = Concurrently.run(t -> {
      long[] counts = new long[1000];
      for (int i = 0; i < perThread; i++) {
        counts[(int) gen.nextLong()]++;
      }
      return counts;
    });
    long[] total = new long[1000];
    for (long[] counts : parts) {
      for (int i = 0; i < total.length; i++) {
        total[i] += counts[i];
      }
    }
    // 100,000 draws over 1,000 values: every value exactly 100 times.
    assertThat(total).containsOnly(100L);
  }

  @Test
  void rejectsReversedBounds() {
    assertThatThrownBy(() -> new SequentialGenerator(2, 1)).isInstanceOf(IllegalArgumentException.class);
  }
}
