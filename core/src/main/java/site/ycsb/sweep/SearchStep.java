package site.ycsb.sweep;

/**
 * One step of a capacity search ({@code capacitySearch.steps[]} in sweep.json).
 *
 * @param dir the step's results directory (as in {@code steps[]})
 * @param role probe (unthrottled, gives the upper bound), bracket, bisect, confirm, retry (the same rate again
 *     after the step before missed; the retry decides) or recheck (twice a confirmed capacity, once, when that
 *     capacity is at most half the probe's rate)
 * @param target the target rate of the step in ops/s (0 for the probe)
 * @param throughput the measured throughput, or null without a result
 * @param sloValueUs the SLO's percentile of the response time (intended-time latency) in µs, or null
 * @param p50Us p50 response time in µs (the worst operation's, or the SLO operation's), or null
 * @param p99Us p99 response time in µs, as p50Us, or null
 * @param meets the step completed, passed every validity guard and met the SLO
 * @param why why it did not meet the SLO, or null
 */
public record SearchStep(String dir, String role, long target, Double throughput, Double sloValueUs, Double p50Us,
    Double p99Us, boolean meets, String why) {

  public static final String PROBE = "probe";
  public static final String BRACKET = "bracket";
  public static final String BISECT = "bisect";
  public static final String CONFIRM = "confirm";
  public static final String RETRY = "retry";
  public static final String RECHECK = "recheck";
}
