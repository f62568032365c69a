package site.ycsb.engine;

import java.util.Locale;
import java.util.concurrent.TimeUnit;
import java.util.function.Consumer;
import site.ycsb.ErrorText;
import site.ycsb.PropertyReader;
import site.ycsb.Status;

/**
 * Ends a phase that cannot measure anything: when its first {@code validity.failfast.count} database operations
 * all failed, or it has run {@code validity.failfast.seconds} with failures and not one success, it calls its
 * trip action once with one line naming the first failure. Without it a run whose every operation fails (a wrong
 * data format, a full or read-only server) crawls through its whole operation count in the failure back-off: 1,008
 * s for 10,000 reads at one thread. The first success (OK, BATCHED_OK, or NOT_FOUND, a miss and not a failure)
 * settles it for the rest of the phase, after which each operation costs one volatile read. Failures are the
 * statuses {@link FailureBackoff} backs off from; a data-integrity mismatch is not one (the database answered,
 * and the workload counts it as VERIFY UNEXPECTED_STATE, in full). One instance per phase, shared by its threads.
 */
public final class FailFast {
  public static final String COUNT_PROPERTY = "validity.failfast.count";
  public static final String SECONDS_PROPERTY = "validity.failfast.seconds";
  public static final long DEFAULT_COUNT = 1000;
  public static final long DEFAULT_SECONDS = 10;

  private final long count;
  private final long windowNs;
  private final String phase;
  private final Consumer<String> onTrip;
  private long failures;  // guarded by this
  private String firstFailure;  // guarded by this
  /** Of {@link #failures}, those the binding answered NOT_IMPLEMENTED, by operation. Guarded by this. */
  private final java.util.Map<String, Long> notImplemented = new java.util.TreeMap<>();
  /** A success was seen or the trip action ran: nothing more to decide. */
  private volatile boolean settled;
  private volatile long startNs;
  private volatile boolean started;

  /**
   * @param count failures with no success that end the phase; 0 turns this limit off
   * @param seconds seconds from the phase's start after which a failure with no success yet ends it; 0: off
   * @param phase "run" or "load", for the message
   * @param onTrip called once, with the one-line reason
   */
  public FailFast(long count, long seconds, String phase, Consumer<String> onTrip) {
    this.count = count;
    this.windowNs = TimeUnit.SECONDS.toNanos(seconds);
    this.phase = phase;
    this.onTrip = onTrip;
    this.settled = count == 0 && seconds == 0;
  }

  /** Never trips: for a DBWrapper outside a benchmark phase (the shell, tests). */
  public static FailFast off() {
    return new FailFast(0, 0, "", reason -> { });
  }

  /** Reads both limits; a bad value is a one-line property error. */
  public static FailFast from(PropertyReader p, String phase, Consumer<String> onTrip) {
    return new FailFast(p.longValue(COUNT_PROPERTY, DEFAULT_COUNT, 0),
        p.longValue(SECONDS_PROPERTY, DEFAULT_SECONDS, 0), phase, onTrip);
  }

  /** The phase's operations begin (warm-up included): the seconds limit counts from here. */
  void start() {
    startNs = System.nanoTime();
    started = true;
  }

  /** Notes a success (or a miss): the phase can measure, so it is never ended by this. */
  public void succeeded() {
    if (!settled) {
      synchronized (this) {
        settled = true;
      }
    }
  }

  /**
   * Notes a failed operation.
   *
   * @param operation the series, e.g. READ
   * @param status what the binding returned (ERROR when it threw)
   * @param thrown what the binding threw, or null
   */
  public void failed(String operation, Status status, Throwable thrown) {
    if (settled) {
      return;
    }
    String reason;
    synchronized (this) {
      if (settled) {
        return;
      }
      failures++;
      if (NOT_IMPLEMENTED.equals(status.getName()) && thrown == null) {
        notImplemented.merge(operation, 1L, Long::sum);
      }
      if (firstFailure == null) {
        firstFailure = describe(operation, status, thrown);
      }
      reason = tripReason();
      if (reason == null) {
        return;
      }
      settled = true;
    }
    onTrip.accept(reason);
  }

  /** The one line when a limit is reached, else null. Guarded by this. */
  private String tripReason() {
    long unimplemented = notImplemented.values().stream().mapToLong(Long::longValue).sum();
    boolean countReached = count > 0 && failures >= count;
    boolean windowReached = windowNs > 0 && started && System.nanoTime() - startNs >= windowNs;
    if (unimplemented == failures && (countReached || windowReached)) {
      // Nothing reached the database: the binding refused every call, which is no failure of the server.
      return String.format(Locale.ROOT, "fail-fast: the first %d operations of the %s were all answered "
          + "NOT_IMPLEMENTED by the binding (%s): the binding does not implement %s, so the database was never "
          + "asked (%s=%d, %s=%d; 0 turns these off)", failures, phase, counts(notImplemented),
          String.join(" or ", notImplemented.keySet()), COUNT_PROPERTY, count, SECONDS_PROPERTY,
          TimeUnit.NANOSECONDS.toSeconds(windowNs));
    }
    if (count > 0 && failures >= count) {
      return String.format(Locale.ROOT, "fail-fast: the first %d operations of the %s all failed (%s=%d; 0 turns "
          + "this off); the first: %s", failures, phase, COUNT_PROPERTY, count, firstFailure);
    }
    if (windowNs > 0 && started && System.nanoTime() - startNs >= windowNs) {
      return String.format(Locale.ROOT, "fail-fast: not one operation succeeded in the first %d s of the %s, %d "
          + "failed (%s=%d; 0 turns this off); the first: %s", TimeUnit.NANOSECONDS.toSeconds(windowNs), phase,
          failures, SECONDS_PROPERTY, TimeUnit.NANOSECONDS.toSeconds(windowNs), firstFailure);
    }
    return null;
  }

  /** "SCAN 1000, READ 3": per operation, how many. */
  private static String counts(java.util.Map<String, Long> byOperation) {
    return String.join(", ", byOperation.entrySet().stream().map(e -> e.getKey() + " " + e.getValue()).toList());
  }

  private static final String NOT_IMPLEMENTED = Status.NOT_IMPLEMENTED.getName();

  /** E.g. "READ returned ERROR", "READ returned ERROR (connection reset)", "READ threw IOException: ...". */
  static String describe(String operation, Status status, Throwable thrown) {
    if (thrown != null) {
      return operation + " threw " + thrown.getClass().getName() + ": " + ErrorText.describe(thrown);
    }
    String d = status.getDescription();
    boolean ownText = d != null && !d.isEmpty() && !status.equals(standard(status.getName()));
    String described = operation + " returned " + status.getName() + (ownText ? " (" + d + ")" : "");
    return NOT_IMPLEMENTED.equals(status.getName())
        ? described + ": the binding does not implement " + operation : described;
  }

  private static Status standard(String name) {
    for (Status s : new Status[] {Status.ERROR, Status.NOT_IMPLEMENTED, Status.UNEXPECTED_STATE,
        Status.BAD_REQUEST, Status.FORBIDDEN, Status.SERVICE_UNAVAILABLE}) {
      if (s.getName().equals(name)) {
        return s;
      }
    }
    return null;
  }
}
