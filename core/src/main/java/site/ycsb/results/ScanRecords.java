package site.ycsb.results;

/**
 * How many records successful scans asked for and how many they returned. A binding whose scans come back
 * short (a wrong start key, a missing index, data not loaded) still reports OK and looks fast; this is how a
 * reader of the results can tell.
 *
 * @param asked the sum of the record counts the scans asked for
 * @param returned the sum of the records they returned
 */
public record ScanRecords(long asked, long returned) {
  public ScanRecords plus(ScanRecords other) {
    return other == null ? this : new ScanRecords(asked + other.asked, returned + other.returned);
  }

  /** Returned records as a share of those asked for; 1 when none were asked for. */
  public double returnedShare() {
    return asked == 0 ? 1.0 : (double) returned / asked;
  }
}
