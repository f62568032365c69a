package site.ycsb.generator;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import org.junit.jupiter.api.Test;

class SkewedLatestGeneratorTest {
  private static final double THETA = ZipfianGenerator.ZIPFIAN_CONSTANT;

  private static void advance(CounterGenerator counter, int n) {
    for (int i = 0; i < n; i++) {
      counter.nextLong();
    }
  }

  /** Draws are latest - zipfian(latest): the latest value is the most popular. */
  private static void assertSkewedTowards(SkewedLatestGenerator gen, long latest) {
    long[] byAge = new long[(int) latest + 1];
    for (int i = 0; i < Stats.SAMPLES; i++) {
      long v = gen.nextLong();
      assertThat(v).isBetween(0L, latest);
      byAge[(int) (latest - v)]++;
    }
    Stats.assertFrequency(byAge[0], Stats.SAMPLES, 1 / Stats.zeta(latest, THETA));
    Stats.assertFrequency(byAge[1], Stats.SAMPLES, 1 / (Math.pow(2, THETA) * Stats.zeta(latest, THETA)));
    assertThat(byAge[1]).isGreaterThan(byAge[2]);
  }

  @Test
  void favoursTheLatestValueAndFollowsTheCounter() {
    CounterGenerator counter = new CounterGenerator(0);
    advance(counter, 1000);
    SkewedLatestGenerator gen = new SkewedLatestGenerator(counter);
    assertSkewedTowards(gen, 999);
    advance(counter, 1000);
    assertSkewedTowards(gen, 1999);
  }

  @Test
  void startsFromAnEmptyCounter() {
    CounterGenerator counter = new CounterGenerator(0);
    SkewedLatestGenerator gen = new SkewedLatestGenerator(counter);
    advance(counter, 100);
    long latest = 0;
    for (int i = 0; i < 100_000; i++) {
      long v = gen.nextLong();
      assertThat(v).isBetween(0L, 99L);
      latest += v == 99 ? 1 : 0;
    }
    Stats.assertFrequency(latest, 100_000, 1 / Stats.zeta(99, THETA));
  }

  @Test
  void followsOnlyAcknowledgedValues() {
    AcknowledgedCounterGenerator counter = new AcknowledgedCounterGenerator(0);
    for (int i = 0; i < 500; i++) {
      counter.acknowledge(counter.nextLong());
    }
    long unacknowledged = counter.nextLong();
    SkewedLatestGenerator gen = new SkewedLatestGenerator(counter);
    for (int i = 0; i < 100_000; i++) {
      assertThat(gen.nextLong()).isLessThan(unacknowledged);
    }
  }

  @Test
  void nextValueRecordsTheDraw() {
    CounterGenerator counter = new CounterGenerator(100);
    SkewedLatestGenerator gen = new SkewedLatestGenerator(counter);
    Long v = gen.nextValue();
    assertThat(gen.lastValue()).isEqualTo(v);
    assertThatThrownBy(gen::mean).isInstanceOf(UnsupportedOperationException.class);
  }
}
