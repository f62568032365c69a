package site.ycsb.engine;

import java.util.List;
import site.ycsb.measurements.Measurements;
import site.ycsb.results.ArrivalsResult;

/** Everything a phase's result files hold, once it has ended. */
record FinishedPhase(PhaseContext phase, Measurements measurements, MeasuredWindow window, RunOutcome outcome,
    PhaseTotals totals, List<String> warnings, ArrivalsResult arrivals, Class<?> dbClass) {

  FinishedPhase {
    warnings = List.copyOf(warnings);
  }
}
