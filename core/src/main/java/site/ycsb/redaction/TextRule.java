package site.ycsb.redaction;

/** One rule of where a secret sits in free text. A rule scans forward without backtracking (linear time). */
interface TextRule {
  /** Adds to {@code ranges} the parts of {@code text} this rule hides. */
  void mark(String text, MaskRanges ranges);
}
