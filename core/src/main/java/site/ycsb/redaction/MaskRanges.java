package site.ycsb.redaction;

import java.util.Arrays;

/** The ranges of a text to hide, collected in any order by the rules, then sorted and merged. */
final class MaskRanges {
  private long[] ranges = new long[8];
  private int size;

  /** Adds [start, end); an empty or reversed range adds nothing. */
  void add(int start, int end) {
    if (end <= start) {
      return;
    }
    if (size == ranges.length) {
      ranges = Arrays.copyOf(ranges, size * 2);
    }
    ranges[size++] = ((long) start << 32) | end;
  }

  /** The ranges as sorted, disjoint [start, end) pairs: overlapping and touching ranges are joined. */
  int[] merged() {
    if (size == 0) {
      return new int[0];
    }
    long[] sorted = Arrays.copyOf(ranges, size);
    Arrays.sort(sorted);
    int[] out = new int[size * 2];
    int k = 0;
    for (long range : sorted) {
      int s = (int) (range >>> 32);
      int e = (int) range;
      if (k > 0 && s <= out[k - 1]) {
        out[k - 1] = Math.max(out[k - 1], e);
      } else {
        out[k++] = s;
        out[k++] = e;
      }
    }
    return Arrays.copyOf(out, k);
  }
}
