package site.ycsb.results;

import com.fasterxml.jackson.annotation.JsonInclude;
import java.util.List;

/**
 * The target's shape over time of an open-loop run ({@code targetshape}), as result.json records it under
 * {@code arrivals.shape}: only for a shape other than {@code constant} or a trace replay's own arrivals, so that a
 * reader can draw the target curve beside the measured throughput. Times are seconds since the schedule began (the
 * phase's start, warm-up included).
 *
 * @param kind {@code sine} or {@code steps}; {@code trace} for a replay paced by its trace's timestamps (no
 *     curve)
 * @param meanOpsPerSec sine: the mean rate ({@code -target})
 * @param amplitude sine: the swing either side of the mean, a share of it (0 to 1)
 * @param periodSeconds sine: the period
 * @param phaseRadians sine: the phase at the start
 * @param steps steps: the rates and their durations in order; after the last, its rate holds
 * @param scheduleStartEpochMs when the schedule began (the time 0 of the shape), Unix time in ms: the phase's
 *     start, which comes a little after {@code startEpochMs} (before a warm-up, if any)
 */
@JsonInclude(JsonInclude.Include.NON_EMPTY)
public record RateShapeResult(String kind, Double meanOpsPerSec, Double amplitude, Double periodSeconds,
    Double phaseRadians, List<Step> steps, Long scheduleStartEpochMs) {

  public RateShapeResult {
    steps = steps == null ? List.of() : List.copyOf(steps);
  }

  /** This shape, begun at {@code epochMs}. */
  public RateShapeResult startingAt(long epochMs) {
    return new RateShapeResult(kind, meanOpsPerSec, amplitude, periodSeconds, phaseRadians, steps, epochMs);
  }

  /**
   * One step of a {@code steps} shape.
   *
   * @param opsPerSec the step's rate
   * @param seconds how long it holds
   */
  public record Step(double opsPerSec, double seconds) {
  }
}
