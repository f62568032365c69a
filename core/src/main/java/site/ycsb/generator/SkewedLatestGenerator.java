package site.ycsb.generator;

/**
 * Favours recent values of a counter: the latest value is the most popular, the one before it
 * next, and so on (zipfian over the distance from the latest). The zipfian's item count follows
 * the counter as it grows.
 */
public class SkewedLatestGenerator extends NumberGenerator {
  private final CounterGenerator basis;
  private final ZipfianGenerator zipfian;

  public SkewedLatestGenerator(CounterGenerator basis) {
    this.basis = basis;
    this.zipfian = new ZipfianGenerator(basis.lastValue());
    setLastValue(draw());
  }

  private long draw() {
    long max = basis.lastValue();
    return max - zipfian.nextLong(max);
  }

  /** Does not update {@link #lastValue()}; {@link #nextValue()} does. */
  @Override
  public long nextLong() {
    return draw();
  }

  @Override
  public Long nextValue() {
    long ret = draw();
    setLastValue(ret);
    return ret;
  }

  /** The distribution moves with the counter, so it has no fixed mean. */
  @Override
  public double mean() {
    throw new UnsupportedOperationException("SkewedLatestGenerator follows a moving counter, so it has no mean.");
  }

  /** Tiny demo: draws skewed towards the latest of 1000 counter values. */
  public static void main(String[] args) {
    CounterGenerator counter = new CounterGenerator(1000);
    SkewedLatestGenerator gen = new SkewedLatestGenerator(counter);
    for (int i = 0; i < 10; i++) {
      System.out.println(gen.nextLong());
    }
  }
}
