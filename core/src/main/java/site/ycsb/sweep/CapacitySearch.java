package site.ycsb.sweep;

import java.util.Locale;

/**
 * The decisions of a capacity search, apart from running steps: which target rate to try next, given how
 * the last step went. An unthrottled probe gives the upper bound; bracketing halves the rate from there until a
 * step meets the SLO (at most {@link #MAX_HALVINGS} times); bisection narrows [highest passing, lowest failing]
 * until its width is within the precision (relative to its top); a confirming repeat at the highest passing rate
 * must meet the SLO again.
 *
 * <p>A host stall fails a step at a rate the database takes, and a failure moves the bracket down for good, so:
 * <ul>
 * <li>a step that misses is run once more at the same rate ({@link SearchStep#RETRY}) before the rate counts as
 *     failing; the retry decides. Not the bracket at the probe's own rate: an open loop at the closed loop's
 *     maximum is expected to miss, and a spurious miss there costs at most the precision, as bisection starts
 *     below it anyway.</li>
 * <li>when bracketing went down more than one halving, the lowest rate it found failing (twice) is re-tested once
 *     after the capacity below it was confirmed ({@link SearchStep#RECHECK}): a spell of stalls longer than a step
 *     and its retry sends the bracket down by halvings, and this is what brings it back. When the recheck meets
 *     the SLO, the failures above it are taken as stale: bisection runs again between it and the probe's rate
 *     (geometrically while that spans more than a factor of 2) and ends in a confirmation of its own; when
 *     those confirmations fail, the capacity confirmed first stands.</li>
 * </ul>
 * When a confirmation fails (and its retry), that rate counts as failing and the search steps down by the
 * precision and tries again (at most {@link #MAX_CONFIRMS} failed rates in a search, the recheck's included): a
 * capacity is only reported at a rate that met the SLO on its last try.
 */
final class CapacitySearch {
  static final int MAX_CONFIRMS = 3;
  /** Bracketing goes down to 1/1024 of the probe's rate: a capacity below that says the SLO is out of reach. */
  static final int MAX_HALVINGS = 10;
  /**
   * Above the worst case of the rules, 39 + 4 x ceil(log2(1 / precision)) steps (59 at 5%, 79 at the finest
   * precision, 0.1%; see the README); a guard, in case a rule has a hole.
   */
  static final int MAX_STEPS = 100;

  /** The next step: its role and target rate (0 for the probe). */
  record Next(String role, long target) {
  }

  private final double precision;
  private Long low;
  private Long high;
  private Double probeThroughput;
  private long top;
  private int halvings;
  /** The lowest rate that missed twice while bracketing, once a pass ended it: what a recheck re-tests. */
  private Long bracketTop;
  private int confirms;
  private int steps;
  /** The role of the step a pending retry repeats, or null. */
  private String retrying;
  private boolean rechecked;
  /** A capacity confirmed before the recheck, kept while the search above it runs; its reason. */
  private Long earlier;
  private String earlierReason;
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
      top = Math.round(s.throughput());
      return new Next(SearchStep.BRACKET, top);
    }
    if (steps >= MAX_STEPS) {
      return end(earlier, "no convergence after " + steps + " steps"
          + (earlier == null ? "" : "; the capacity confirmed before the recheck stands"));
    }
    String role = s.role();
    if (role.equals(SearchStep.RETRY)) {
      role = retrying;
      retrying = null;
    } else if (!s.meets() && retried(role, s.target())) {
      retrying = role;
      return new Next(SearchStep.RETRY, s.target());
    }
    return switch (role) {
      case SearchStep.RECHECK -> afterRecheck(s);
      case SearchStep.CONFIRM -> afterConfirm(s);
      default -> afterNarrowing(s);
    };
  }

  /** Whether a miss is repeated before it counts: every step but the probe, a recheck and the probe's rate. */
  private boolean retried(String role, long target) {
    return !role.equals(SearchStep.RECHECK) && !(role.equals(SearchStep.BRACKET) && target == top);
  }

  /** After a bracket or bisect step: narrow the bracket, then halve, bisect or confirm. */
  private Next afterNarrowing(SearchStep s) {
    if (s.meets()) {
      low = low == null ? s.target() : Math.max(low, s.target());
    } else {
      high = high == null ? s.target() : Math.min(high, s.target());
    }
    if (low == null) {
      long half = high / 2;
      if (half < 1 || halvings >= MAX_HALVINGS) {
        return end(null, "no target rate down to " + high + " ops/s met the SLO");
      }
      halvings++;
      return new Next(SearchStep.BRACKET, half);
    }
    if (bracketTop == null) {
      bracketTop = high;
    }
    if (high != null && high - low > precision * high) {
      // Geometric while the bracket spans more than a factor of 2 (after a recheck: up to the probe's rate), so
      // that its ratio, not its width, halves; arithmetic below, where the two hardly differ.
      long mid = high > 2 * low ? Math.round(Math.sqrt((double) low * high)) : (low + high) / 2;
      if (mid > low && mid < high) {
        return new Next(SearchStep.BISECT, mid);
      }
    }
    return new Next(SearchStep.CONFIRM, low);
  }

  private Next afterConfirm(SearchStep s) {
    if (s.meets()) {
      String how = confirms == 0 ? "confirmed by a repeat at " + s.target() + " ops/s"
          + (s.role().equals(SearchStep.RETRY) ? " (its retry, after the repeat missed)" : "")
          : "the repeat at " + high + " ops/s failed; met the SLO at " + s.target() + " ops/s, "
              + String.format(Locale.ROOT, "%.0f%%", (1 - (double) s.target() / high) * 100) + " lower";
      if (!rechecked && bracketTop != null && bracketTop < top && bracketTop > s.target()) {
        rechecked = true;
        earlier = s.target();
        earlierReason = how;
        return new Next(SearchStep.RECHECK, bracketTop);
      }
      return end(s.target(), earlier == null ? how : how + "; found after the recheck at " + bracketTop
          + " ops/s met the SLO (the capacity first confirmed was " + earlier + " ops/s)");
    }
    confirms++;
    high = s.target();
    long down = (long) Math.floor(s.target() * (1 - precision));
    if (confirms >= MAX_CONFIRMS || down < 1 || down >= s.target() || earlier != null && down <= earlier) {
      String notConfirmed = "not confirmed: the repeats at " + s.target() + " ops/s and above did not meet the SLO";
      return earlier == null ? end(null, notConfirmed)
          : end(earlier, earlierReason + "; above it, after the recheck at " + bracketTop + " ops/s met the SLO, "
              + notConfirmed);
    }
    low = down;
    return new Next(SearchStep.CONFIRM, down);
  }

  /** Twice a confirmed capacity met the SLO: the failures above it were a spell, so bisect up to the probe. */
  private Next afterRecheck(SearchStep s) {
    if (!s.meets()) {
      return end(earlier, earlierReason + "; the recheck at " + s.target() + " ops/s missed again");
    }
    low = s.target();
    high = top;
    return afterNarrowing(s);
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
