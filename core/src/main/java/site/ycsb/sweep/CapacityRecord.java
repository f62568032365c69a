package site.ycsb.sweep;

import java.util.List;

/**
 * What a capacity search ({@code sweep --slo}) found: {@code capacitySearch} in sweep.json.
 *
 * @param slo the objective, e.g. "p99<=10ms"
 * @param percentile the objective's percentile (50, 95, 99, 99.9)
 * @param limitUs the objective's limit in µs
 * @param operation the operation whose response time must meet it, or null for every operation of the
 *     workload (the worst of them decides)
 * @param precision the relative width of the final bracket, e.g. 0.05
 * @param status "searching", "found", "none" (no rate met the SLO or the probe failed) or "interrupted"
 * @param reason why no capacity was found, or how it was found
 * @param probeThroughput the unthrottled probe's throughput: the search's upper bound
 * @param bracketLow the highest target rate that met the SLO, or null
 * @param bracketHigh the lowest target rate that did not, or null (the SLO held at the probe's rate)
 * @param capacity the confirmed capacity (a target rate in ops/s), or null
 * @param capacityThroughput the throughput measured by the confirming step, or null
 * @param capacityP50Us the confirming step's p50 response time, or null
 * @param capacityP99Us the confirming step's p99 response time, or null
 * @param stepsUsed steps run by the search, the probe and the confirmation included
 * @param steps every step, with its try number at its rate and the rate's verdict after it
 * @param method "bisect" (the search) or "descend" (its brute-force check, {@code --slo-descend}); null in files
 *     written before there was a choice
 * @param descendStep with "descend": the ratio between neighbouring rates, less 1 (0.10); else null
 * @param arrivals the arrival model of the search's steps after the probe, e.g. "open-loop poisson" or
 *     "closed-loop uniform" ({@link SearchArrivals}); null in files written before it was recorded
 * @param flaggedBasis when the capacity rests on steps the client's check of itself flagged (too few operations for
 *     the percentile, shorter than validity.minseconds, ...): which of them and by which rules, e.g. "4 of 4 steps
 *     at 133 and 140 ops/s (too few operations for a percentile, validity.minseconds)"; else null
 */
public record CapacityRecord(String slo, double percentile, double limitUs, String operation, double precision,
    String status, String reason, Double probeThroughput, Long bracketLow, Long bracketHigh, Long capacity,
    Double capacityThroughput, Double capacityP50Us, Double capacityP99Us, int stepsUsed, List<SearchStep> steps,
    String method, Double descendStep, String arrivals, String flaggedBasis) {

  public static final String SEARCHING = "searching";
  public static final String FOUND = "found";
  public static final String NONE = "none";
  public static final String INTERRUPTED = "interrupted";
  public static final String BISECT = "bisect";
  public static final String DESCEND = "descend";

  public CapacityRecord {
    steps = steps == null ? List.of() : List.copyOf(steps);
  }
}
