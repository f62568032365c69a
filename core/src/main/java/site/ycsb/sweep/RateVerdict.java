package site.ycsb.sweep;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * Whether a target rate meets the SLO, from two or three tries (steps) at it: the rule the capacity search and its
 * brute-force check ({@code --slo-descend}) both apply, so that they answer the same question.
 *
 * <ul>
 * <li>No single try decides: a second always runs, and when the two agree, they decide.</li>
 * <li>When they disagree, a third runs, and the three are pooled: the rate meets the SLO when the percentile of all
 *     their operations together (their histograms added) is within the limit. An SLO is a statement about every
 *     operation at the rate, and on a host whose disturbances come in spells of seconds the pool is what estimates it:
 *     a majority of tries would pass a rate that misses badly once in three steps.</li>
 * <li>A try that is not a valid measurement (the step failed, a validity guard flagged it) has no place in the pool:
 *     with one, the rate meets the SLO only when the other two both did.</li>
 * </ul>
 * A pass clearly under the limit used to decide alone, and on two hosts such passes came at rates whose next tries
 * missed by 4 to 75 times the limit (bench/results/capacity.md). At a rate where one miss decides
 * ({@code missDecides}): the probe's own rate, which an open loop is expected to miss, and where a spurious miss costs
 * little, as the rates below are tried anyway (a pass there takes its second try as anywhere).
 */
final class RateVerdict {
  static final int MAX_TRIES = 3;
  static final String MEETS = "meets";
  static final String MISSES = "misses";

  private final Slo slo;
  private final String operation;
  private final List<SearchStep> tries = new ArrayList<>();
  /** The valid tries' response times added up, or null before the first. */
  private ResponseTimes pool;
  private int valid;
  private boolean missDecides;
  private String verdict;
  private Double pooledUs;

  /**
   * @param slo the objective every rate is judged by
   * @param operation the operation that must meet it, or null for every operation
   */
  RateVerdict(Slo slo, String operation) {
    this.slo = slo;
    this.operation = operation;
  }

  /** Starts the tries at a new rate; {@code oneMissDecides}: a first try that misses decides alone. */
  void start(boolean oneMissDecides) {
    tries.clear();
    pool = null;
    valid = 0;
    missDecides = oneMissDecides;
    verdict = null;
    pooledUs = null;
  }

  /**
   * Adds a try at the current rate; returns the verdict ({@link #MEETS} or {@link #MISSES}), or null for one more.
   *
   * @param times the try's response times, or null when it is not a valid measurement (its step failed or a validity
   *     guard flagged it)
   */
  String add(SearchStep s, ResponseTimes times) {
    tries.add(s);
    if (times != null) {
      valid++;
      pool = pool == null ? times : pool.plus(times);
    }
    int met = met();
    int n = tries.size();
    if (n == 1) {
      verdict = missDecides && !s.meets() ? MISSES : null;
    } else if (n == 2) {
      verdict = met == 1 ? null : met == 2 ? MEETS : MISSES;
    } else {
      boolean meets;
      if (valid == MAX_TRIES) {
        pooledUs = pool.percentileUs(operation, slo.percentile());
        meets = pooledUs != null && slo.meets(pooledUs);
      } else {
        meets = met == 2;
      }
      verdict = meets ? MEETS : MISSES;
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

  /** The SLO's percentile of the three tries pooled, in µs, when that decided the verdict; else null. */
  Double pooledUs() {
    return pooledUs;
  }

  /**
   * How the tries went, for a reason: e.g. "2 of 2 tries met the SLO", or after three "1 of 3 tries met the SLO; all
   * their operations together did: p99 812 us".
   */
  String tally() {
    String count = tries.size() == 1 ? "1 try" : String.format(Locale.ROOT, "%d of %d tries met the SLO", met(),
        tries.size());
    if (pooledUs == null) {
      return count;
    }
    return String.format(Locale.ROOT, "%s; all their operations together %s: %s %.0f us", count,
        slo.meets(pooledUs) ? "did" : "did not", slo.percentileName(), pooledUs);
  }

  private int met() {
    return (int) tries.stream().filter(SearchStep::meets).count();
  }
}
