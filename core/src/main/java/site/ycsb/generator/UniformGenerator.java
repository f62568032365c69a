package site.ycsb.generator;

import java.util.ArrayList;
import java.util.Collection;
import java.util.List;
import java.util.concurrent.ThreadLocalRandom;

/** Picks uniformly from a fixed collection of strings. */
public class UniformGenerator extends Generator<String> {
  private final List<String> values;
  private volatile String lastValue;

  /** @param values the choices; copied, so later changes to the collection have no effect */
  public UniformGenerator(Collection<String> values) {
    if (values.isEmpty()) {
      throw new IllegalArgumentException("UniformGenerator needs at least one value to choose from");
    }
    this.values = List.copyOf(new ArrayList<>(values));
  }

  @Override
  public String nextValue() {
    String ret = values.get(ThreadLocalRandom.current().nextInt(values.size()));
    lastValue = ret;
    return ret;
  }

  /** The value most recently chosen, or null before the first. */
  @Override
  public String lastValue() {
    return lastValue;
  }
}
