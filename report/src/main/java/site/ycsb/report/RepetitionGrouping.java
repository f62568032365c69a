package site.ycsb.report;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.SortedMap;
import java.util.TreeSet;
import java.util.function.Function;

/**
 * Which measured runs are repetitions of one step: same database, workload, phase, threads and target (a run
 * sweep's preload never with a load sweep's step), and the same {@link RunDefinition}. Runs alike in all but their
 * definition are separate groups, each named by its difference from the others (its variant, e.g.
 * {@code basicdb.simulatedelay=10}), so that no median or interval describes a mix of unlike runs.
 *
 * <p>A variant names the same properties across a database's whole workload and phase, so that the groups of one
 * configuration carry one name at every thread count and make one series in a chart; a property that never split a
 * step (a capacity search's unthrottled probe runs a closed loop, its other steps an open one) names nothing.
 */
final class RepetitionGrouping {
  /** Where the definition of a run is unknown: it has no disclosure. */
  static final String UNKNOWN = "no disclosure";
  private static final String UNSET = "(unset)";
  /** In a scope's naming properties: some step had runs with a disclosure and runs without. */
  private static final String DISCLOSURE = "\u0000disclosure";

  /**
   * The rows of one group.
   *
   * @param variant what sets the group apart from others of its step (e.g. "basicdb.simulatedelay=10"), empty where
   *     no run of the database, workload and phase differs from another of its step
   */
  record Group(List<StepRow> rows, String variant) {
    Group {
      rows = List.copyOf(rows);
    }
  }

  private RepetitionGrouping() {
  }

  /**
   * The groups of the measured rows, in the order of their first row.
   *
   * @param definition a run's label to its defining properties, or to null when they are unknown
   */
  static List<Group> of(List<StepRow> rows, Function<String, SortedMap<String, String>> definition) {
    Map<List<Object>, List<StepRow>> groups = new LinkedHashMap<>();
    Map<List<Object>, SortedMap<String, String>> definitions = new LinkedHashMap<>();
    for (StepRow r : rows) {
      if (!r.measured()) {
        continue;
      }
      SortedMap<String, String> d = definition.apply(r.run());
      List<Object> key = new ArrayList<>(step(r));
      key.add(d == null ? UNKNOWN : d);
      groups.computeIfAbsent(key, k -> new ArrayList<>()).add(r);
      definitions.put(key, d);
    }
    Map<List<Object>, TreeSet<String>> naming = namingProperties(definitions);
    List<Group> ret = new ArrayList<>();
    groups.forEach((key, g) -> ret.add(new Group(g, variant(definitions.get(key),
        naming.getOrDefault(scope(g.get(0)), new TreeSet<>())))));
    return ret;
  }

  /** What makes runs steps of one another: database, workload, phase, preload, threads and target. */
  private static List<Object> step(StepRow r) {
    List<Object> key = new ArrayList<>(scope(r));
    key.add(r.threads());
    key.add(r.target());
    return key;
  }

  /** Where a variant's name must be the same for every step: the database's workload and phase. */
  private static List<Object> scope(StepRow r) {
    return List.of(r.database(), r.workload(), r.phase(), r.preload());
  }

  /** Per scope, the properties that tell apart two groups of one step. */
  private static Map<List<Object>, TreeSet<String>> namingProperties(
      Map<List<Object>, SortedMap<String, String>> definitions) {
    Map<List<Object>, List<SortedMap<String, String>>> byStep = new LinkedHashMap<>();
    definitions.forEach((key, d) -> byStep.computeIfAbsent(key.subList(0, key.size() - 1), k -> new ArrayList<>())
        .add(d));
    Map<List<Object>, TreeSet<String>> ret = new LinkedHashMap<>();
    byStep.forEach((step, ds) -> {
      TreeSet<String> names = ret.computeIfAbsent(step.subList(0, 4), k -> new TreeSet<>());
      List<SortedMap<String, String>> known = ds.stream().filter(Objects::nonNull).toList();
      if (known.size() < ds.size() && !known.isEmpty()) {
        names.add(DISCLOSURE);
      }
      for (int i = 0; i < known.size(); i++) {
        for (int j = i + 1; j < known.size(); j++) {
          names.addAll(differences(known.get(i), known.get(j)));
        }
      }
    });
    return ret;
  }

  private static List<String> differences(SortedMap<String, String> a, SortedMap<String, String> b) {
    TreeSet<String> all = new TreeSet<>(a.keySet());
    all.addAll(b.keySet());
    return all.stream().filter(k -> !Objects.equals(a.get(k), b.get(k))).toList();
  }

  private static String variant(SortedMap<String, String> definition, TreeSet<String> naming) {
    if (definition == null) {
      return naming.isEmpty() ? "" : UNKNOWN;
    }
    List<String> parts = new ArrayList<>();
    for (String name : naming) {
      if (!name.equals(DISCLOSURE)) {
        parts.add(name + "=" + definition.getOrDefault(name, UNSET));
      }
    }
    return String.join(", ", parts);
  }
}
