package site.ycsb.sweep;

import java.util.Locale;

/**
 * The decisions of a capacity search, apart from running steps: which target rate to try next, given how
 * the last step went. An unthrottled probe gives the upper bound; bracketing halves the rate from there until a
 * step meets the SLO; bisection narrows [highest passing, lowest failing] until its width is within the
 * precision (relative to its top); a confirming repeat at the highest passing rate must meet the SLO again.
 * When the repeat fails, that rate counts as failing and the search steps down by the precision and tries again
 * (at most {@link #MAX_CONFIRMS} times): a capacity is only reported at a rate that met the SLO on its last try.
 */
final class CapacitySearch {
  static final int MAX_CONFIRMS = 3;
  /** No search needs this many (halving from 2^40 ops/s); it ends a search that could not converge. */
  static final int MAX_STEPS = 60;

  /** The next step: its role and target rate (0 for the probe). */
  record Next(String role, long target) {
  }

  private final double precision;
  private Long low;
  private Long high;
  private Double probeThroughput;
  private int confirms;
  private int steps;
  private Long capacity;
  private String reason;
  private boolean done;

  CapacitySearch(double precision) {
    this.precision = precision;
  }

  /** The first step: the unthrottled probe. */
  Next first() {
    return new Next(SearchStep.PROBE, 0);
  }

  /** Takes the outcome of the step just run; returns the next step, or null when the search is over. */
  Next after(SearchStep s) {
    steps++;
    if (s.role().equals(SearchStep.PROBE)) {
      if (s.throughput() == null || !(s.throughput() >= 1)) {
        return end(null, "the unthrottled probe measured no throughput" + (s.why() == null ? "" : ": " + s.why()));
      }
      probeThroughput = s.throughput();
      return new Next(SearchStep.BRACKET, Math.round(s.throughput()));
    }
    if (steps >= MAX_STEPS) {
      return end(null, "no convergence after " + steps + " steps");
    }
    if (s.role().equals(SearchStep.CONFIRM)) {
      if (s.meets()) {
        return end(s.target(), confirms == 0 ? "confirmed by a repeat at " + s.target() + " ops/s"
            : "the repeat at " + high + " ops/s failed; met the SLO at " + s.target() + " ops/s, "
                + String.format(Locale.ROOT, "%.0f%%", precision * 100) + " lower");
      }
      confirms++;
      high = s.target();
      long down = (long) Math.floor(s.target() * (1 - precision));
      if (confirms >= MAX_CONFIRMS || down < 1 || down >= s.target()) {
        return end(null, "not confirmed: the repeats at " + s.target() + " ops/s and above did not meet the SLO");
      }
      low = down;
      return new Next(SearchStep.CONFIRM, down);
    }
    if (s.meets()) {
      low = low == null ? s.target() : Math.max(low, s.target());
    } else {
      high = high == null ? s.target() : Math.min(high, s.target());
    }
    if (low == null) {
      long half = high / 2;
      if (half < 1) {
        return end(null, "no target rate down to 1 ops/s met the SLO");
      }
      return new Next(SearchStep.BRACKET, half);
    }
    if (high != null && high - low > precision * high) {
      long mid = (low + high) / 2;
      if (mid > low && mid < high) {
        return new Next(SearchStep.BISECT, mid);
      }
    }
    return new Next(SearchStep.CONFIRM, low);
  }

  private Next end(Long found, String why) {
    capacity = found;
    reason = why;
    done = true;
    return null;
  }

  boolean done() {
    return done;
  }

  Long capacity() {
    return capacity;
  }

  String reason() {
    return reason;
  }

  Long low() {
    return low;
  }

  Long high() {
    return high;
  }

  Double probeThroughput() {
    return probeThroughput;
  }
}
