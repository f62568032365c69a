package site.ycsb.report.io;

/**
 * Bad input found while the report computes (a histogram that does not decode): unchecked, since it surfaces
 * deep in parallel streams; printed as one line naming the input file and field, exit code 2.
 */
public final class BadInput extends RuntimeException {
  private static final long serialVersionUID = 1L;

  public BadInput(String message) {
    super(message, null, false, false);
  }

  /** "FILE: field 'series.NAME.histogram' is not an HDR histogram (why)". */
  public static BadInput histogram(String file, String series, RuntimeException cause) {
    return new BadInput(file + ": field 'series." + series + ".histogram' is not an HDR histogram ("
        + firstLine(cause.getMessage()) + ")");
  }

  /** The first line of an exception's message, "unknown error" when it has none: errors are one line. */
  public static String firstLine(String message) {
    if (message == null) {
      return "unknown error";
    }
    int nl = message.indexOf('\n');
    return nl < 0 ? message : message.substring(0, nl);
  }
}
