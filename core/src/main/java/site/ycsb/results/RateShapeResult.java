package site.ycsb.results;

import com.fasterxml.jackson.annotation.JsonInclude;
import java.util.List;

/**
 * The target's shape over time of an open-loop run ({@code targetshape}), as result.json records it under
 * {@code arrivals.shape}: only for a shape other than {@code constant}, so that a reader can draw the target curve
 * beside the measured throughput. Times are seconds since the schedule began (the phase's start, warm-up
 * included).
 *
 * @param kind {@code sine} or {@code steps}
 * @param meanOpsPerSec sine: the mean rate ({@code -target})
 * @param amplitude sine: the swing either side of the mean, a share of it (0 to 1)
 * @param periodSeconds sine: the period
 * @param phaseRadians sine: the phase at the start
 * @param steps steps: the rates and their durations in order; after the last, its rate holds
 */
@JsonInclude(JsonInclude.Include.NON_EMPTY)
public record RateShapeResult(String kind, Double meanOpsPerSec, Double amplitude, Double periodSeconds,
    Double phaseRadians, List<Step> steps) {

  public RateShapeResult {
    steps = steps == null ? List.of() : List.copyOf(steps);
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
