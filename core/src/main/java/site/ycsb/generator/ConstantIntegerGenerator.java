package site.ycsb.generator;

/** Always produces the same integer. */
public class ConstantIntegerGenerator extends NumberGenerator {
  private final int value;
  private final Integer boxed;

  public ConstantIntegerGenerator(int value) {
    this.value = value;
    this.boxed = value;
  }

  @Override
  public Integer nextValue() {
    setLastValue(boxed);
    return boxed;
  }

  /** Does not update {@link #lastValue()}; {@link #nextValue()} does. */
  @Override
  public long nextLong() {
    return value;
  }

  @Override
  public double mean() {
    return value;
  }
}
