package site.ycsb.sweep;

/**
 * The decisions of a search over target rates, apart from running steps: {@link CapacitySearch} (bisection) or
 * {@link DescendingSearch} (its brute-force check). Both judge a rate by {@link RateVerdict}.
 */
interface RateSearch {
  /** The next step: its role and target rate (0 for the probe). */
  record Next(String role, long target) {
  }

  /** The first step: the unthrottled probe. */
  default Next first() {
    return new Next(SearchStep.PROBE, 0);
  }

  /** Takes the outcome of the step just run; returns the next step, or null when the search is over. */
  Next after(SearchStep s);

  /** The try number of the step just taken at its rate, or null for the probe. */
  Integer lastAttempt();

  /** The rate's verdict after the step just taken, or null when another try follows (and for the probe). */
  String lastVerdict();

  boolean done();

  Long capacity();

  String reason();

  /** The highest rate found meeting the SLO, or null. */
  Long low();

  /** The lowest rate found missing it, or null. */
  Long high();

  Double probeThroughput();
}
