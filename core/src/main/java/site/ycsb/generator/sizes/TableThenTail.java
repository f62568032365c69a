package site.ycsb.generator.sizes;

import java.util.Arrays;

/**
 * Sizes 0, 1, ... m-1 with the probabilities of a table, and the rest of the mass from a tail distribution:
 * the shape of Facebook's ETC value sizes (a measured table for 0-14 bytes, a fitted Pareto above).
 */
public final class TableThenTail implements SizeDistribution {
  private final double[] cumulative;
  private final SizeDistribution tail;

  /** {@code masses[i]} is P(size = i); they must leave some mass to the tail. */
  public TableThenTail(double[] masses, SizeDistribution tail) {
    this.cumulative = new double[masses.length];
    double sum = 0;
    for (int i = 0; i < masses.length; i++) {
      if (!(masses[i] >= 0)) {
        throw new IllegalArgumentException("a table's probabilities must be 0 or more: " + masses[i]);
      }
      sum += masses[i];
      cumulative[i] = sum;
    }
    if (!(sum < 1)) {
      throw new IllegalArgumentException("a table's probabilities must leave some to the tail, they sum to " + sum);
    }
    this.tail = tail;
  }

  private double tableMass() {
    return cumulative.length == 0 ? 0 : cumulative[cumulative.length - 1];
  }

  @Override
  public long size(double p) {
    int i = Arrays.binarySearch(cumulative, p);
    int index = i >= 0 ? i + 1 : -i - 1; // the first entry whose cumulative probability exceeds p
    if (index < cumulative.length) {
      return index;
    }
    double table = tableMass();
    // The tail gets its own uniform number, spread over (0, 1) from what is left above the table.
    return tail.size((p - table) / (1 - table));
  }

  @Override
  public double sizeCdf(long n) {
    if (n < 0) {
      return 0;
    }
    double table = n < cumulative.length ? cumulative[(int) n] : tableMass();
    return table + (1 - tableMass()) * tail.sizeCdf(n);
  }

  @Override
  public String describe() {
    return "a table for sizes 0-" + (cumulative.length - 1) + " B (" + Math.round(tableMass() * 1e5) / 1e3
        + "% of the draws), then " + tail.describe();
  }
}
