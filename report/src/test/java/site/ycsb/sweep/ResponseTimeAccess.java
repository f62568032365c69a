package site.ycsb.sweep;

import site.ycsb.results.RunResult;

/** The capacity search's own reading of a step (package-private in core), for the report's tests to compare. */
public final class ResponseTimeAccess {
  private ResponseTimeAccess() {
  }

  /** What the search judged a step by: the SLO's percentile of its operation, or the worst operation's. */
  public static Double percentileUs(RunResult r, String operation, double percentile) {
    return ResponseTimes.percentileUs(r, operation, percentile);
  }
}
