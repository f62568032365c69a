package site.ycsb.redaction;

/** Every occurrence of a string in a text, by Knuth-Morris-Pratt: linear in both lengths, never quadratic. */
final class Occurrences {
  private Occurrences() {
  }

  /** Adds every occurrence of {@code v} in {@code t} to {@code r}, overlapping ones included. */
  static void mark(String t, String v, MaskRanges r) {
    int m = v.length();
    if (m == 0 || m > t.length()) {
      return;
    }
    int[] fail = new int[m];
    for (int i = 1, k = 0; i < m; i++) {
      while (k > 0 && v.charAt(i) != v.charAt(k)) {
        k = fail[k - 1];
      }
      if (v.charAt(i) == v.charAt(k)) {
        k++;
      }
      fail[i] = k;
    }
    for (int i = 0, k = 0; i < t.length(); i++) {
      while (k > 0 && t.charAt(i) != v.charAt(k)) {
        k = fail[k - 1];
      }
      if (t.charAt(i) == v.charAt(k)) {
        k++;
      }
      if (k == m) {
        r.add(i - m + 1, i + 1);
        k = fail[k - 1];
      }
    }
  }
}
