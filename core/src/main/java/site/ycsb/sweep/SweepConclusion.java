package site.ycsb.sweep;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * The lines a sweep ends with on the console: the capacity (a search) or the knee, the best latency, the steps
 * that cannot be the knee, the client's checks of itself, an unsupported sweep's refusal and the status.
 */
final class SweepConclusion {
  private SweepConclusion() {
  }

  /**
   * @param dimension the swept dimension's label (threads, target)
   * @param steps every step, those never run included
   * @param out the sweep's folder
   */
  static List<String> lines(SweepStatus status, String dimension, CapacityRecord capacity, CurveAnalysis analysis,
      List<StepRecord> steps, Path out) {
    List<String> lines = new ArrayList<>();
    if (capacity != null) {
      lines.add(capacity.capacity() != null
          ? String.format(Locale.ROOT, "capacity at %s: %d ops/s (measured %.1f ops/s, p50 %.0f us, p99 %.0f us; "
              + "%s; %d steps%s)", capacity.slo(), capacity.capacity(), capacity.capacityThroughput(),
              capacity.capacityP50Us(), capacity.capacityP99Us(), capacity.reason(), capacity.stepsUsed(),
              capacity.arrivals() == null ? "" : ", " + capacity.arrivals() + " arrivals")
          : "capacity at " + capacity.slo() + ": none (" + (capacity.reason() == null ? capacity.status()
              : capacity.reason()) + "; " + capacity.stepsUsed() + " steps)");
      if (capacity.flaggedBasis() != null) {
        lines.add("the capacity rests on steps the client's check of itself flagged: "
            + capacity.flaggedBasis() + "; their percentiles are not reliable (see the step length line above)");
      }
    } else if (analysis.knee() != null) {
      lines.add("knee: " + dimension + "=" + analysis.knee().value() + " (" + analysis.knee().reason() + ")");
    } else {
      lines.add("knee: none found");
    }
    if (analysis.bestLatency() != null) {
      lines.add(String.format(Locale.ROOT, "best latency: %s=%d (p95 %.0f us)", dimension,
          analysis.bestLatency().value(), analysis.bestLatency().p95Us()));
    }
    for (StepRecord s : steps) {
      if (!s.disqualifyingWarnings().isEmpty()) {
        lines.add(dimension + "=" + s.value() + " rep " + s.repetition() + " is not eligible for knee or best "
            + "latency: " + s.disqualifyingWarnings().get(0));
      }
    }
    SelfCheckTally selfChecks = SelfCheckTally.of(steps);
    if (selfChecks.warnedSteps() > 0) {
      lines.add("the client's check of itself warned in " + selfChecks.describe() + ": those steps' figures "
          + "reflect the client's host as much as the database (each step's result.json says how)");
    }
    long failed = steps.stream().filter(s -> StepRecord.FAILED.equals(s.status())).count();
    String refusal = status.refusal(steps);
    if (refusal != null) {
      lines.add(refusal);
    }
    lines.add("sweep " + status.status() + (failed > 0 ? ", " + failed + " step(s) failed" : "") + "; manifest "
        + out.resolve(SweepManifest.FILE));
    return List.copyOf(lines);
  }
}
