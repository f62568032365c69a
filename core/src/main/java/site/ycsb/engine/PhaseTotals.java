package site.ycsb.engine;

import java.util.concurrent.TimeUnit;

/** The operations the client threads did in the measured window, and its length. */
record PhaseTotals(long operations, long runNs) {

  long runtimeMs() {
    return TimeUnit.NANOSECONDS.toMillis(runNs);
  }

  /** Operations per second over the measured window. */
  double throughput() {
    return throughputOf(operations);
  }

  /** {@code count} per second over the measured window; 0 for a window of no length. */
  double throughputOf(long count) {
    return runNs == 0 ? 0 : count * 1e9 / runNs;
  }
}
