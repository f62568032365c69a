package site.ycsb.workloads;

/** Splits a trace line at its commas (trace keys are anonymized: no quoting). */
final class CsvSplit {
  private CsvSplit() {
  }

  /**
   * Fills {@code parts} with the line's fields and returns how many there are; past {@code parts.length} it
   * stops counting at {@code parts.length + 1}.
   */
  static int split(String line, String[] parts) {
    int n = 0;
    int from = 0;
    while (true) {
      int comma = line.indexOf(',', from);
      String field = comma < 0 ? line.substring(from) : line.substring(from, comma);
      if (n == parts.length) {
        return n + 1;
      }
      parts[n++] = field;
      if (comma < 0) {
        return n;
      }
      from = comma + 1;
    }
  }
}
