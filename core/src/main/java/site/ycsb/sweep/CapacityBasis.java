package site.ycsb.sweep;

import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;

/**
 * The steps a capacity rests on (every try at its rate, and at the lowest rate above it that missed the SLO) and
 * which of them the client's check of itself flagged ({@link SelfCheckTally}): the sweep records it, and the report
 * works it out for files written before the sweep did.
 */
public final class CapacityBasis {
  private CapacityBasis() {
  }

  /**
   * E.g. "5 of 5 steps at 104 and 110 ops/s (too few operations for a percentile, validity.minseconds)"; null when
   * no step it rests on was flagged, or there is no capacity.
   *
   * @param capacity the capacity found, or null
   * @param above the lowest rate above it that missed the SLO (capacitySearch.bracketHigh), or null
   * @param searchSteps the search's steps (capacitySearch.steps)
   * @param steps the sweep's steps (steps[]), whose warnings say what the client's check flagged
   */
  public static String flagged(Long capacity, Long above, List<SearchStep> searchSteps, List<StepRecord> steps) {
    if (capacity == null) {
      return null;
    }
    Set<Long> rates = new TreeSet<>();
    rates.add(capacity);
    if (above != null && above > capacity) {
      rates.add(above);
    }
    Map<String, StepRecord> byDir = new HashMap<>();
    steps.forEach(st -> byDir.put(st.dir(), st));
    List<StepRecord> basis = searchSteps.stream().filter(st -> rates.contains(st.target())
        && byDir.containsKey(st.dir())).map(st -> byDir.get(st.dir())).toList();
    SelfCheckTally tally = SelfCheckTally.of(basis);
    if (tally.warnedSteps() == 0) {
      return null;
    }
    return tally.warnedSteps() + " of " + tally.steps() + " steps at " + String.join(" and ",
        rates.stream().map(String::valueOf).toList()) + " ops/s (" + String.join(", ", tally.byRule().keySet()) + ")";
  }
}
