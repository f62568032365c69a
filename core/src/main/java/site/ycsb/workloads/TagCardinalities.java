package site.ycsb.workloads;

import site.ycsb.IllegalPropertyException;

/** The {@code tagcardinality} list of the time-series workload and the counts derived from it. */
final class TagCardinalities {
  private TagCardinalities() {
  }

  /**
   * The number of values of each of {@code tagCount} tags. Values past {@code tagCount} are ignored and
   * missing ones are 1, as the workload template describes (0.17.0 set only the first missing one to 1
   * and left the others 0, which failed at the first read).
   */
  static int[] parse(String list, int tagCount) {
    String[] parts = list.split(",", -1);
    int[] ret = new int[tagCount];
    for (int i = 0; i < tagCount; i++) {
      if (i >= parts.length) {
        ret[i] = 1;
        continue;
      }
      try {
        ret[i] = Integer.parseInt(parts[i].trim());
      } catch (NumberFormatException e) {
        ret[i] = 0;
      }
      if (ret[i] < 1) {
        throw new IllegalPropertyException(TimeSeriesWorkload.TAG_CARDINALITY_PROPERTY, list,
            "comma-separated whole numbers >= 1, one per tag (tagcount=" + tagCount + ")");
      }
    }
    return ret;
  }

  static long product(int[] cardinalities) {
    long ret = 1;
    for (int c : cardinalities) {
      ret *= c;
      if (ret > Integer.MAX_VALUE) {
        return ret;  // already too many; the caller reports it
      }
    }
    return ret;
  }

  static int max(int[] cardinalities) {
    int ret = 1;
    for (int c : cardinalities) {
      ret = Math.max(ret, c);
    }
    return ret;
  }

  /** The index of the first tag with more than one value, or 0 when there is none. */
  static int firstAbove1(int[] cardinalities) {
    for (int i = 0; i < cardinalities.length; i++) {
      if (cardinalities[i] > 1) {
        return i;
      }
    }
    return 0;
  }

  /**
   * Series per value of each position of (key, tag 0, tag 1, ...): entry i is the product of the
   * cardinalities of tags i and later, the last entry 1. A series' index is key x entry 0 plus, per tag
   * i, value index x entry i + 1.
   */
  static int[] seriesPerValue(int[] cardinalities) {
    int[] ret = new int[cardinalities.length + 1];
    ret[cardinalities.length] = 1;
    for (int i = cardinalities.length - 1; i >= 0; i--) {
      ret[i] = ret[i + 1] * cardinalities[i];
    }
    return ret;
  }
}
