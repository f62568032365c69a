package site.ycsb.sweep;

/**
 * The decisions of a search over target rates, apart from running steps: {@link CapacitySearch} (bisection) or
 * {@link DescendingSearch} (its brute-force check). Both judge a rate by {@link RateVerdict}, start from the same
 * unthrottled probe and end the same way; this holds what they share.
 */
abstract class RateSearch {
  /** The next step: its role and target rate (0 for the probe). */
  record Next(String role, long target) {
  }

  protected final RateVerdict verdict;
  /** The probe's rate, rounded: the top of every search. */
  protected long top;
  protected Long low;
  protected Long high;
  private Double probeThroughput;
  private Long capacity;
  private String reason;
  private boolean done;

  /**
   * @param slo the objective, for {@link RateVerdict}
   * @param operation the operation that must meet it, or null for every operation
   */
  protected RateSearch(Slo slo, String operation) {
    this.verdict = new RateVerdict(slo, operation);
  }

  /** The first step: the unthrottled probe. */
  final Next first() {
    return new Next(SearchStep.PROBE, 0);
  }

  /**
   * Takes the outcome of the step just run; returns the next step, or null when the search is over.
   *
   * @param times the step's response times, or null when it is not a valid measurement (for {@link RateVerdict})
   */
  abstract Next after(SearchStep s, ResponseTimes times);

  /** The try number of the step just taken at its rate, or null for the probe. */
  abstract Integer lastAttempt();

  /** The rate's verdict after the step just taken, or null when another try follows (and for the probe). */
  abstract String lastVerdict();

  /** The pooled percentile that decided the rate's verdict at the step just taken, or null (see SearchStep). */
  final Double lastPooledUs() {
    return lastVerdict() == null ? null : verdict.pooledUs();
  }

  /** Takes the probe's outcome: false (and the search over) when it measured no throughput. */
  protected final boolean probed(SearchStep probe) {
    if (probe.throughput() == null || !(probe.throughput() >= 1)) {
      end(null, "the unthrottled probe measured no throughput" + (probe.why() == null ? "" : ": " + probe.why()));
      return false;
    }
    probeThroughput = probe.throughput();
    top = Math.round(probe.throughput());
    return true;
  }

  /** Ends the search with its answer (null: none) and why; returns null, the end of the steps. */
  protected final Next end(Long found, String why) {
    capacity = found;
    reason = why;
    done = true;
    return null;
  }

  final boolean done() {
    return done;
  }

  final Long capacity() {
    return capacity;
  }

  final String reason() {
    return reason;
  }

  /** The highest rate found meeting the SLO, or null. */
  final Long low() {
    return low;
  }

  /** The lowest rate found missing it, or null. */
  final Long high() {
    return high;
  }

  final Double probeThroughput() {
    return probeThroughput;
  }
}
