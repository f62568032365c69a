package site.ycsb.sweep;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * Whether a target rate meets the SLO, from up to three tries (steps) at it: the rule the capacity search and its
 * brute-force check ({@code --slo-descend}) both apply, so that they answer the same question.
 *
 * <ul>
 * <li>A first try that meets the SLO clearly (its percentile at most {@link #CLEAR_PASS} of the limit) decides
 *     alone: a stall only ever raises a percentile, and noise between repeats near the limit is well below a factor
 *     of 2.</li>
 * <li>Otherwise (a miss, or a pass near the limit) a second try runs; when the two agree, they decide.</li>
 * <li>When they disagree, a third try decides: the rate meets the SLO when 2 of its 3 tries did.</li>
 * </ul>
 * So one stalled step (or one lucky one) never decides a rate: it takes two of them at the same rate. At a rate where
 * one miss decides ({@code missDecides}): the probe's own rate, which an open loop is expected to miss, and where a
 * spurious miss costs little, as the rates below are tried anyway (a pass there is judged as anywhere else).
 */
final class RateVerdict {
  /** A first try at or under this share of the limit decides alone. */
  static final double CLEAR_PASS = 0.5;
  static final int MAX_TRIES = 3;
  static final String MEETS = "meets";
  static final String MISSES = "misses";

  private final double limitUs;
  private final List<SearchStep> tries = new ArrayList<>();
  private boolean missDecides;
  private String verdict;

  RateVerdict(double limitUs) {
    this.limitUs = limitUs;
  }

  /** Starts the tries at a new rate; {@code oneMissDecides}: a first try that misses decides alone. */
  void start(boolean oneMissDecides) {
    tries.clear();
    missDecides = oneMissDecides;
    verdict = null;
  }

  /** Adds a try at the current rate; returns the verdict ({@link #MEETS} or {@link #MISSES}), or null for one more. */
  String add(SearchStep s) {
    tries.add(s);
    int met = (int) tries.stream().filter(SearchStep::meets).count();
    int n = tries.size();
    if (n == 1) {
      boolean clear = s.meets() && s.sloValueUs() != null && s.sloValueUs() <= CLEAR_PASS * limitUs;
      verdict = clear ? MEETS : missDecides && !s.meets() ? MISSES : null;
    } else if (n == 2) {
      verdict = met == 1 ? null : met == 2 ? MEETS : MISSES;
    } else {
      verdict = met >= 2 ? MEETS : MISSES;
    }
    return verdict;
  }

  /** The number of the last try at the current rate (1 to 3). */
  int attempt() {
    return tries.size();
  }

  /** The verdict after the last try, or null when another try follows. */
  String verdict() {
    return verdict;
  }

  /** How the tries went, e.g. "2 of 3 tries met the SLO", for a reason. */
  String tally() {
    int met = (int) tries.stream().filter(SearchStep::meets).count();
    return tries.size() == 1 ? (met == 1 ? "1 try, clearly under the limit" : "1 try")
        : String.format(Locale.ROOT, "%d of %d tries met the SLO", met, tries.size());
  }
}
