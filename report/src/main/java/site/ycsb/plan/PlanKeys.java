package site.ycsb.plan;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import site.ycsb.sweep.OptionValue;
import site.ycsb.sweep.SweepOption;

/**
 * The keys a plan file takes: its own (name, properties, databases, workloads, phases, max-steps) and those of the
 * sweep options that have a plan key in the table ({@link SweepOption#planKey()}), from which the plan's usage
 * text says them.
 */
final class PlanKeys {
  /** A database's keys, in the order the usage says them. */
  private static final List<String> DATABASE_ORDER = List.of("name", "binding", "properties", "setup", "before-step");
  /** A database's keys. */
  static final Set<String> DATABASE = Set.copyOf(DATABASE_ORDER);
  /** The plan's own keys before the sweep options' (with what their value is), and the one after them. */
  private static final Map<String, String> OWN_FIRST = ownFirst();
  private static final String OWN_LAST = "max-steps";
  /** Every top-level key. */
  static final Set<String> TOP = top();
  private static final int WIDTH = 110;

  private PlanKeys() {
  }

  private static Map<String, String> ownFirst() {
    Map<String, String> ret = new LinkedHashMap<>();
    ret.put("name", "");
    ret.put("properties", " (map)");
    ret.put("databases", " (list of " + String.join(", ", DATABASE_ORDER) + ")");
    ret.put("workloads", " (list of files)");
    ret.put("phases", " (load, run or both)");
    return ret;
  }

  private static Set<String> top() {
    Set<String> ret = new LinkedHashSet<>(OWN_FIRST.keySet());
    SweepOption.planOptions().forEach(o -> ret.add(o.planKey().orElseThrow()));
    ret.add(OWN_LAST);
    return Set.copyOf(ret);
  }

  /** The "Plan keys:" paragraph of {@code bin/ycsb plan --help}, wrapped. */
  static List<String> usage() {
    List<String> items = new ArrayList<>();
    OWN_FIRST.forEach((key, what) -> items.add(key + what));
    for (SweepOption o : SweepOption.planOptions()) {
      String list = o == SweepOption.TARGET ? " (list, with one threads value)" : " (list)";
      items.add(o.planKey().orElseThrow() + (o.value().kind() == OptionValue.Kind.STEPS ? list : ""));
    }
    items.add(OWN_LAST);
    String text = "Plan keys: " + String.join("; ", items) + ". String values may use ${VAR} and ${VAR:-default} "
        + "from the environment. Examples in plans/.";
    List<String> lines = new ArrayList<>();
    StringBuilder line = new StringBuilder();
    for (String word : text.split(" ")) {
      if (line.length() > 0 && line.length() + 1 + word.length() > WIDTH) {
        lines.add(line.toString());
        line.setLength(0);
      }
      line.append(line.length() > 0 ? " " : "").append(word);
    }
    lines.add(line.toString());
    return lines;
  }
}
