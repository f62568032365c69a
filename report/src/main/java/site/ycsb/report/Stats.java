package site.ycsb.report;

import java.util.List;

/** Small numeric helpers. */
final class Stats {
  private Stats() {
  }

  /** The median of the values (mean of the middle two for an even count), or null when there are none. */
  static Double median(List<Double> values) {
    List<Double> v = values.stream().filter(x -> x != null).sorted().toList();
    if (v.isEmpty()) {
      return null;
    }
    int n = v.size();
    return n % 2 == 1 ? v.get(n / 2) : (v.get(n / 2 - 1) + v.get(n / 2)) / 2;
  }
}
