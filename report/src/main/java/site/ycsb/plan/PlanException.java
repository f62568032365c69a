package site.ycsb.plan;

/** A plan file or plan command line that cannot be used; the message is one line naming the key. */
public final class PlanException extends Exception {
  private static final long serialVersionUID = 1L;

  public PlanException(String message) {
    super(message);
  }
}
