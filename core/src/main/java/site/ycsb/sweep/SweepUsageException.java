package site.ycsb.sweep;

/** Bad sweep arguments; the message is one line naming the option and what it accepts. */
public final class SweepUsageException extends Exception {
  private static final long serialVersionUID = 1L;

  public SweepUsageException(String message) {
    super(message);
  }
}
