package site.ycsb.plan;

/** A plan file or plan command line that cannot be used; the message is one line naming the key. */
public final class PlanException extends Exception {
  private static final long serialVersionUID = 1L;
  private final String quoted;

  public PlanException(String message) {
    this(message, null);
  }

  /** An error about {@code quoted}, a piece of the plan's text: the message names the line it is on. */
  public PlanException(String message, String quoted) {
    super(message);
    this.quoted = quoted;
  }

  /** The piece of the plan's text the error is about, or null. */
  public String quoted() {
    return quoted;
  }
}
