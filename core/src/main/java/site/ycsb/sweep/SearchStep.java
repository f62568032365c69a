package site.ycsb.sweep;

/**
 * One step of a capacity search ({@code capacitySearch.steps[]} in sweep.json).
 *
 * @param dir the step's results directory (as in {@code steps[]})
 * @param role probe (unthrottled, gives the upper bound), bracket, bisect, confirm, recheck (the lowest rate
 *     bracketing found failing, once a capacity below it is confirmed), descend (a rate of {@code --slo-descend}) or
 *     retry (another try at the same rate, for {@link RateVerdict})
 * @param target the target rate of the step in ops/s (0 for the probe)
 * @param throughput the measured throughput, or null without a result
 * @param sloValueUs the SLO's percentile of the response time (intended-time latency) in µs, or null
 * @param p50Us p50 response time in µs (the worst operation's, or the SLO operation's), or null
 * @param p99Us p99 response time in µs, as p50Us, or null
 * @param meets the step completed, passed every validity guard and met the SLO
 * @param why why it did not meet the SLO, or null
 * @param attempt the try at this rate (1 to 3; the first has the rate's role, the others are retries); null for the
 *     probe
 * @param verdict the rate's verdict after this try, "meets" or "misses" ({@link RateVerdict}); null when another
 *     try at the rate follows, and for the probe
 * @param pooledSloValueUs on a third try whose verdict pooled the rate's three tries: the SLO's percentile of all
 *     their operations together, in µs, which decided the verdict; else null
 */
public record SearchStep(String dir, String role, long target, Double throughput, Double sloValueUs, Double p50Us,
    Double p99Us, boolean meets, String why, Integer attempt, String verdict, Double pooledSloValueUs) {

  public static final String DESCEND = "descend";

  /** A step just measured, before the verdict rule has seen it. */
  public SearchStep(String dir, String role, long target, Double throughput, Double sloValueUs, Double p50Us,
      Double p99Us, boolean meets, String why) {
    this(dir, role, target, throughput, sloValueUs, p50Us, p99Us, meets, why, null, null, null);
  }

  /** This step with its try number, the rate's verdict after it and the pooled percentile that decided it. */
  public SearchStep judged(Integer attemptNumber, String rateVerdict, Double pooledUs) {
    return new SearchStep(dir, role, target, throughput, sloValueUs, p50Us, p99Us, meets, why, attemptNumber,
        rateVerdict, pooledUs);
  }

  public static final String PROBE = "probe";
  public static final String BRACKET = "bracket";
  public static final String BISECT = "bisect";
  public static final String CONFIRM = "confirm";
  public static final String RETRY = "retry";
  public static final String RECHECK = "recheck";
}
