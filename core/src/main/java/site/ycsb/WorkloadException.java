package site.ycsb;

/** Thrown by a workload whose configuration or state is invalid. */
public class WorkloadException extends Exception {
  private static final long serialVersionUID = 1L;

  public WorkloadException(String message) {
    super(message);
  }

  public WorkloadException() {
    super();
  }

  public WorkloadException(String message, Throwable cause) {
    super(message, cause);
  }

  public WorkloadException(Throwable cause) {
    super(cause);
  }
}
