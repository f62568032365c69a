package site.ycsb;

/**
 * Binding API (not in 0.17.0): for bindings to use; kept compatible like the 0.17.0 classes.
 *
 * <p>A property has a value the client cannot use. The message is one line that names the property,
 * the value given and what is accepted; the client prints it without a stack trace.
 */
public class IllegalPropertyException extends IllegalArgumentException {
  private static final long serialVersionUID = 1L;

  public IllegalPropertyException(String message) {
    super(message);
  }

  public IllegalPropertyException(String property, String value, String accepted) {
    super("property '" + property + "' is '" + value + "'; accepted: " + accepted);
  }
}
