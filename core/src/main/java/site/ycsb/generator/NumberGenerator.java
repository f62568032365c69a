package site.ycsb.generator;

/**
 * A generator of numbers. {@link #nextLong()} is the allocation-free path the core workload uses;
 * subclasses on a hot path override it, and {@link #nextValue()} boxes its result.
 */
public abstract class NumberGenerator extends Generator<Number> {
  private volatile Number lastVal;

  protected void setLastValue(Number last) {
    lastVal = last;
  }

  @Override
  public Number lastValue() {
    return lastVal;
  }

  /** The expected value of the distribution, where it is defined. */
  public abstract double mean();

  /** The next value as a primitive long. */
  public long nextLong() {
    return nextValue().longValue();
  }
}
