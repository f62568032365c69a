package site.ycsb.sweep;

import java.util.Collections;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.stream.Collectors;
import site.ycsb.engine.ClientSelfCheck;

/**
 * How many of a sweep's steps the client's check of itself ({@link ClientSelfCheck}: its own stalls, its CPU, the
 * JIT, the hypervisor's steal, too few operations) warned about, and by which rules. Such a step stays eligible as
 * knee, best latency or capacity, so a sweep's answer can rest on steps that each said their figures reflect the
 * client's host as much as the database; this is the count that says so once, for the whole sweep.
 *
 * @param warnedSteps the steps with at least one such warning
 * @param steps all the sweep's steps
 * @param byRule per rule ({@link ClientSelfCheck#ruleOf(String)}), the steps it warned about, in name order
 */
public record SelfCheckTally(int warnedSteps, int steps, Map<String, Integer> byRule) {

  public SelfCheckTally {
    byRule = Collections.unmodifiableSortedMap(new TreeMap<>(byRule));
  }

  /** The tally of these steps' warnings. */
  public static SelfCheckTally of(List<StepRecord> steps) {
    Map<String, Integer> byRule = new TreeMap<>();
    int warned = 0;
    for (StepRecord s : steps) {
      List<String> rules = s.warnings().stream().map(ClientSelfCheck::ruleOf).filter(r -> r != null).distinct()
          .toList();
      rules.forEach(r -> byRule.merge(r, 1, Integer::sum));
      warned += rules.isEmpty() ? 0 : 1;
    }
    return new SelfCheckTally(warned, steps.size(), byRule);
  }

  /** E.g. "18 of 20 steps (validity.maxjitshare 4, validity.maxstealshare 15)"; empty when no step was warned. */
  public String describe() {
    if (warnedSteps == 0) {
      return "";
    }
    return warnedSteps + " of " + steps + " steps (" + byRule.entrySet().stream()
        .map(e -> e.getKey() + " " + e.getValue()).collect(Collectors.joining(", ")) + ")";
  }
}
