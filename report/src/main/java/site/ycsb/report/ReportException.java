package site.ycsb.report;

/** Bad input to the report: printed as one line, exit code 2. */
public final class ReportException extends Exception {
  private static final long serialVersionUID = 1L;

  public ReportException(String message) {
    super(message);
  }
}
