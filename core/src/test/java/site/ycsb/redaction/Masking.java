package site.ycsb.redaction;

/** For the tests of the parts: a text with what one rule (or one marking step) hides shown as *****. */
final class Masking {
  private Masking() {
  }

  interface Marker {
    void mark(String text, MaskRanges ranges);
  }

  static String masked(Marker marker, String text) {
    MaskRanges r = new MaskRanges();
    marker.mark(text, r);
    int[] m = r.merged();
    StringBuilder sb = new StringBuilder();
    int from = 0;
    for (int i = 0; i < m.length; i += 2) {
      sb.append(text, from, m[i]).append(SecretScanner.MASK);
      from = m[i + 1];
    }
    return sb.append(text.substring(from)).toString();
  }
}
