package site.ycsb.compare;

import java.util.ArrayList;
import java.util.Collection;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;
import site.ycsb.report.DisclosureSummary;
import site.ycsb.report.LoadedRun;
import site.ycsb.report.Redaction;

/**
 * A property whose values in the base runs are not those in the new runs: the difference under test, or one that
 * nobody meant. Secrets are redacted as in the report.
 *
 * @param base the property's distinct values among the base runs ("(unset)" where a run had none)
 * @param next the same among the new runs
 */
record DifferingProperty(String name, List<String> base, List<String> next) {
  static final String UNSET = "(unset)";

  DifferingProperty {
    base = List.copyOf(base);
    next = List.copyOf(next);
  }

  /**
   * The properties of the runs' disclosures that differ between the sides, by name; properties that differ
   * between any two runs by design (results folder, run id, thread count, target, ...) are left out.
   */
  static List<DifferingProperty> of(Collection<LoadedRun> base, Collection<LoadedRun> next) {
    Redaction redaction = new Redaction();
    Map<String, Set<String>> b = values(base, redaction);
    Map<String, Set<String>> n = values(next, redaction);
    Set<String> names = new TreeSet<>(b.keySet());
    names.addAll(n.keySet());
    List<DifferingProperty> ret = new ArrayList<>();
    for (String name : names) {
      if (DisclosureSummary.PER_RUN.contains(name)) {
        continue;
      }
      Set<String> bv = withUnset(b.get(name), base, name);
      Set<String> nv = withUnset(n.get(name), next, name);
      if (!bv.equals(nv)) {
        ret.add(new DifferingProperty(name, List.copyOf(bv), List.copyOf(nv)));
      }
    }
    return List.copyOf(ret);
  }

  private static Map<String, Set<String>> values(Collection<LoadedRun> runs, Redaction redaction) {
    Map<String, Set<String>> m = new TreeMap<>();
    for (LoadedRun r : runs) {
      if (r.disclosure() != null && r.disclosure().properties() != null) {
        r.disclosure().properties().forEach((k, v) -> m.computeIfAbsent(k, x -> new TreeSet<>())
            .add(redaction.property(k, v)));
      }
    }
    return m;
  }

  private static Set<String> withUnset(Set<String> values, Collection<LoadedRun> runs, String name) {
    Set<String> ret = values == null ? new TreeSet<>() : new TreeSet<>(values);
    boolean someUnset = runs.stream().anyMatch(r -> r.disclosure() != null && (r.disclosure().properties() == null
        || !r.disclosure().properties().containsKey(name)));
    if (someUnset) {
      ret.add(UNSET);
    }
    return ret;
  }
}
