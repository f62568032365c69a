package site.ycsb;

/** Thrown by the client when the requested binding class cannot be loaded. */
public class UnknownDBException extends Exception {
  private static final long serialVersionUID = 1L;

  public UnknownDBException(String message) {
    super(message);
  }

  public UnknownDBException() {
    super();
  }

  public UnknownDBException(String message, Throwable cause) {
    super(message, cause);
  }

  public UnknownDBException(Throwable cause) {
    super(cause);
  }
}
