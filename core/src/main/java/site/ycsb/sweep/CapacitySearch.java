package site.ycsb.sweep;

import java.util.Locale;
import java.util.Map;
import java.util.TreeMap;

/**
 * The decisions of a capacity search, apart from running steps: which target rate to try next, given how
 * the last step went. An unthrottled probe gives the upper bound; bracketing halves the rate from there until a
 * step meets the SLO (at most {@link #MAX_HALVINGS} times); bisection narrows [highest passing, lowest failing]
 * until its width is within the precision (relative to its top); a confirming repeat at the highest passing rate
 * must meet the SLO again.
 *
 * <p>A host stall fails a step at a rate the database takes, and a failure moves the bracket down for good, so:
 * <ul>
 * <li>every rate is judged by {@link RateVerdict}: a second try always runs ({@link SearchStep#RETRY}), and a
 *     third when the two disagree, which the three tries' operations pooled decide. At the bracket at the probe's
 *     own rate one miss decides: an open loop at the closed loop's maximum is expected to miss, and a spurious miss
 *     there costs at most the precision, as bisection starts below it anyway.</li>
 * <li>when bracketing went down more than one halving, the lowest rate it found failing is re-tested once after
 *     the capacity below it was confirmed ({@link SearchStep#RECHECK}): a spell of stalls longer than a rate's tries
 *     sends the bracket down by halvings, and this is what brings it back. When the recheck meets the SLO, the
 *     failures above it are taken as stale: bisection runs again between it and the probe's rate (geometrically
 *     while that spans more than a factor of 2) and ends in a confirmation of its own; when those confirmations
 *     fail, the capacity confirmed first stands.</li>
 * </ul>
 * When a confirmation's verdict is a miss, that rate counts as failing and the search steps down by the precision
 * and tries again (at most {@link #MAX_CONFIRMS} failed rates in a search, the recheck's included). When all of
 * them miss, the capacity is the highest rate below them whose own verdict met the SLO (the capacity confirmed
 * before a recheck, if any, takes precedence); none when no rate below them met it.
 */
final class CapacitySearch extends RateSearch {
  static final int MAX_CONFIRMS = 3;
  /** Bracketing goes down to 1/1024 of the probe's rate: a capacity below that says the SLO is out of reach. */
  static final int MAX_HALVINGS = 10;
  /**
   * Above the worst case of the rules, 61 + 6 x ceil(log2(1 / precision)) steps (91 at 5%, 121 at the finest
   * precision, 0.1%; see the README); a guard, in case a rule has a hole.
   */
  static final int MAX_STEPS = 130;

  private final double precision;
  /** The role of the first try at the rate being tried. */
  private String trying;
  private int halvings;
  /** The lowest rate that missed twice while bracketing, once a pass ended it: what a recheck re-tests. */
  private Long bracketTop;
  private int confirms;
  private int steps;
  private boolean rechecked;
  /** A capacity confirmed before the recheck, kept while the search above it runs; its reason. */
  private Long earlier;
  private String earlierReason;
  /** Every rate whose verdict met the SLO, with its tally: where failed confirmations fall back to. */
  private final TreeMap<Long, String> met = new TreeMap<>();

  /**
   * @param precision the relative width of the final bracket
   * @param slo the objective, for {@link RateVerdict}
   * @param operation the operation that must meet it, or null for every operation
   */
  CapacitySearch(double precision, Slo slo, String operation) {
    super(slo, operation);
    this.precision = precision;
  }

  @Override
  Next after(SearchStep s, ResponseTimes times) {
    steps++;
    if (s.role().equals(SearchStep.PROBE)) {
      return probed(s) ? new Next(SearchStep.BRACKET, top) : null;
    }
    if (steps >= MAX_STEPS) {
      trying = null;  // this step is not judged: no try number or verdict
      return end(earlier, "no convergence after " + steps + " steps"
          + (earlier == null ? "" : "; the capacity confirmed before the recheck stands"));
    }
    if (!s.role().equals(SearchStep.RETRY) || trying == null) {
      trying = s.role();
      verdict.start(trying.equals(SearchStep.BRACKET) && s.target() == top);
    }
    String v = verdict.add(s, times);
    if (v == null) {
      return new Next(SearchStep.RETRY, s.target());
    }
    boolean meets = v.equals(RateVerdict.MEETS);
    if (meets) {
      met.put(s.target(), verdict.tally());
    }
    return switch (trying) {
      case SearchStep.RECHECK -> afterRecheck(s.target(), meets);
      case SearchStep.CONFIRM -> afterConfirm(s.target(), meets);
      default -> afterNarrowing(s.target(), meets);
    };
  }

  @Override
  Integer lastAttempt() {
    return trying == null ? null : verdict.attempt();
  }

  @Override
  String lastVerdict() {
    return trying == null ? null : verdict.verdict();
  }

  /** After a bracket or bisect rate: narrow the bracket, then halve, bisect or confirm. */
  private Next afterNarrowing(long target, boolean meets) {
    if (meets) {
      low = low == null ? target : Math.max(low, target);
    } else {
      high = high == null ? target : Math.min(high, target);
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

  private Next afterConfirm(long target, boolean meets) {
    if (meets) {
      String how = confirms == 0 ? "confirmed by a repeat at " + target + " ops/s (" + verdict.tally() + ")"
          : "the repeat at " + high + " ops/s failed; met the SLO at " + target + " ops/s, "
              + String.format(Locale.ROOT, "%.0f%%", (1 - (double) target / high) * 100) + " lower ("
              + verdict.tally() + ")";
      if (!rechecked && bracketTop != null && bracketTop < top && bracketTop > target) {
        rechecked = true;
        earlier = target;
        earlierReason = how;
        return new Next(SearchStep.RECHECK, bracketTop);
      }
      return end(target, earlier == null ? how : how + "; found after the recheck at " + bracketTop
          + " ops/s met the SLO (the capacity first confirmed was " + earlier + " ops/s)");
    }
    confirms++;
    high = target;
    long down = (long) Math.floor(target * (1 - precision));
    if (confirms >= MAX_CONFIRMS || down < 1 || down >= target || earlier != null && down <= earlier) {
      String notConfirmed = "not confirmed: the repeats at " + target + " ops/s and above did not meet the SLO";
      Map.Entry<Long, String> below = met.lowerEntry(target);
      if (earlier == null && below != null) {
        // Near the limit every try is close to a coin toss; the highest rate below the failed repeats whose own
        // verdict met the SLO is the answer a brute-force sweep would give from these steps.
        return end(below.getKey(), notConfirmed + "; " + below.getKey() + " ops/s, below them, met it ("
            + below.getValue() + ")");
      }
      return earlier == null ? end(null, notConfirmed)
          : end(earlier, earlierReason + "; above it, after the recheck at " + bracketTop + " ops/s met the SLO, "
              + notConfirmed);
    }
    low = down;
    return new Next(SearchStep.CONFIRM, down);
  }

  /** Twice a confirmed capacity met the SLO: the failures above it were a spell, so bisect up to the probe. */
  private Next afterRecheck(long target, boolean meets) {
    if (!meets) {
      return end(earlier, earlierReason + "; the recheck at " + target + " ops/s missed again ("
          + verdict.tally() + ")");
    }
    low = target;
    high = top;
    return afterNarrowing(target, true);
  }
}
