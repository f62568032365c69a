package site.ycsb.stats;

import java.util.ArrayList;
import java.util.Collection;
import java.util.List;

/** The median of measured values: the one median of the project's summaries, charts and intervals. */
public final class Median {
  private Median() {
  }

  /**
   * The median of {@code values}, nulls ignored: the middle value, or for an even count the mean of the middle two;
   * null when there is none. NaN counts as a value and sorts above every number ({@link Double#compare}), as the
   * summaries always took it; a caller that must not count NaN leaves it out first ({@link MedianInterval} does).
   */
  public static Double of(Collection<? extends Number> values) {
    List<Double> sorted = new ArrayList<>(values.size());
    for (Number x : values) {
      if (x != null) {
        sorted.add(x.doubleValue());
      }
    }
    if (sorted.isEmpty()) {
      return null;
    }
    sorted.sort(null);
    int n = sorted.size();
    return n % 2 == 1 ? sorted.get(n / 2) : (sorted.get(n / 2 - 1) + sorted.get(n / 2)) / 2;
  }
}
