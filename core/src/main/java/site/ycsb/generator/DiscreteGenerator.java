package site.ycsb.generator;

import java.util.Arrays;
import java.util.concurrent.ThreadLocalRandom;

/**
 * Picks one of a fixed set of string values, each with probability proportional to its weight
 * (e.g. the workload's mix of READ, UPDATE, INSERT...).
 *
 * <p>Values are added while configuring; each {@link #addValue} publishes a new immutable table,
 * so draws from other threads never see a half-built one.
 */
public class DiscreteGenerator extends Generator<String> {
  private volatile Table table = new Table(new String[0], new double[0]);
  private volatile String lastValue;

  /** @param weight a finite, non-negative weight; weights need not sum to 1 */
  public synchronized void addValue(double weight, String value) {
    if (!(weight >= 0 && weight < Double.POSITIVE_INFINITY)) {
      throw new IllegalArgumentException("DiscreteGenerator weight for '" + value
          + "' must be finite and >= 0, got " + weight);
    }
    Table old = table;
    int n = old.values.length;
    String[] values = Arrays.copyOf(old.values, n + 1);
    double[] weights = Arrays.copyOf(old.weights, n + 1);
    values[n] = value;
    weights[n] = weight;
    table = new Table(values, weights);
  }

  /**
   * Walks the values in insertion order with one uniform number, as YCSB does, so equal weights
   * give equal choices.
   *
   * @throws IllegalStateException if no value with a positive weight was added
   */
  @Override
  public String nextValue() {
    String ret = sample();
    lastValue = ret;
    return ret;
  }

  /**
   * Chooses a value without recording it as {@link #lastValue()}. The core workload calls this
   * once per operation from every thread; not writing the shared field keeps threads from
   * contending on it.
   *
   * @throws IllegalStateException if no value with a positive weight was added
   */
  public String sample() {
    Table t = table;
    if (t.lastPositive < 0) {
      throw new IllegalStateException(t.values.length == 0
          ? "DiscreteGenerator has no values: call addValue() first"
          : "DiscreteGenerator has only zero weights: nothing can be chosen");
    }
    double val = ThreadLocalRandom.current().nextDouble();
    for (int i = 0; i < t.values.length; i++) {
      double p = t.probabilities[i];
      if (val < p) {
        return t.values[i];
      }
      val -= p;
    }
    // Reached only by rounding when val is just below 1: then the last positive value is right.
    return t.values[t.lastPositive];
  }

  /** Whether {@code value} can be chosen: it was added with a positive weight. */
  public boolean canChoose(String value) {
    Table t = table;
    for (int i = 0; i < t.values.length; i++) {
      if (t.weights[i] > 0 && t.values[i].equals(value)) {
        return true;
      }
    }
    return false;
  }

  /** The value most recently chosen, or null before the first. */
  @Override
  public String lastValue() {
    return lastValue;
  }

  /** An immutable snapshot of the values and their normalised weights. */
  private static final class Table {
    final String[] values;
    final double[] weights;
    final double[] probabilities;
    /** Index of the last value with a positive weight, or -1 if there is none. */
    final int lastPositive;

    Table(String[] values, double[] weights) {
      this.values = values;
      this.weights = weights;
      double sum = 0;
      int last = -1;
      for (int i = 0; i < weights.length; i++) {
        sum += weights[i];
        if (weights[i] > 0) {
          last = i;
        }
      }
      this.probabilities = new double[weights.length];
      for (int i = 0; i < weights.length; i++) {
        probabilities[i] = sum > 0 ? weights[i] / sum : 0;
      }
      this.lastPositive = last;
    }
  }
}
