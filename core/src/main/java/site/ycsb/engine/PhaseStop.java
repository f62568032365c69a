package site.ycsb.engine;

/**
 * Why a phase is stopping: set from other threads (Ctrl-C, the time limit, fail-fast) and read by the steps of
 * {@link BenchmarkRun}. A stop at maxexecutiontime is the run's planned end (upstream's runs are often bounded
 * so): a run whose threads all stopped in time is complete, not stopped.
 */
final class PhaseStop {
  static final String INTERRUPTED = "interrupted";
  static final String TIME_UP = "maxexecutiontime reached";

  private volatile String reason;
  /** The one line of a phase ended by {@link FailFast}, or null. */
  private volatile String failFastReason;

  /** Ctrl-C: wins over the time limit, which is then no longer the reason. */
  void interrupt() {
    reason = INTERRUPTED;
  }

  /** maxexecutiontime elapsed; a stop already under way keeps its reason. */
  void timeUp() {
    if (reason == null) {
      reason = TIME_UP;
    }
  }

  void failFast(String line) {
    failFastReason = line;
  }

  /** The reason of the stop, or null while none was asked for. */
  String reason() {
    return reason;
  }

  boolean requested() {
    return reason != null;
  }

  /** A stop other than the planned end at maxexecutiontime. */
  boolean unplanned() {
    String r = reason;
    return r != null && !TIME_UP.equals(r);
  }

  String failFastReason() {
    return failFastReason;
  }
}
