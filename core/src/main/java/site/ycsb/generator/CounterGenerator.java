package site.ycsb.generator;

import java.util.concurrent.atomic.AtomicLong;

/** Produces a strictly increasing sequence of longs, shared safely by all threads. */
public class CounterGenerator extends NumberGenerator {
  private final AtomicLong counter;

  /** @param countstart the first value produced */
  public CounterGenerator(long countstart) {
    counter = new AtomicLong(countstart);
  }

  @Override
  public long nextLong() {
    return counter.getAndIncrement();
  }

  @Override
  public Long nextValue() {
    return counter.getAndIncrement();
  }

  /** The value handed out most recently (by any thread), or countstart - 1 before the first. */
  @Override
  public Long lastValue() {
    return counter.get() - 1;
  }

  /** A counter has no stationary distribution, so it has no mean. */
  @Override
  public double mean() {
    throw new UnsupportedOperationException("A counter has no stationary distribution, hence no mean.");
  }
}
