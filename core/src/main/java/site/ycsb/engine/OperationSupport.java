package site.ycsb.engine;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Properties;
import java.util.Set;
import java.util.TreeSet;
import site.ycsb.PropertyReader;
import site.ycsb.UnsupportedOperations;
import site.ycsb.workloads.CoreWorkload;

/**
 * Refuses, before a phase starts, a workload whose operation mix needs an operation the binding declares it does
 * not implement ({@link UnsupportedOperations}). Without this, every such operation answers NOT_IMPLEMENTED for
 * the whole run, and a sweep of workload E on memcached spends minutes measuring nothing. Only CoreWorkload's mix
 * is known from its properties; other workloads run as before (their NOT_IMPLEMENTED answers are still told
 * apart from failures by {@link ValidityGuard}).
 */
public final class OperationSupport {
  /**
   * The start of the refusal line, "unsupported by BINDING: ...": a sweep recognises it in its step's error line
   * and skips the steps that would be refused the same way.
   */
  public static final String PREFIX = "unsupported by ";

  private OperationSupport() {
  }

  /**
   * The operations a CoreWorkload phase calls, each with the property that asks for it: the load inserts; the run
   * follows the proportions (a read-modify-write is a READ and an UPDATE). Empty for other workloads.
   */
  public static Map<String, String> needed(Class<?> workloadClass, Properties props, boolean run) {
    Map<String, String> ops = new LinkedHashMap<>();
    if (workloadClass != CoreWorkload.class) {
      return ops;
    }
    if (!run) {
      ops.put("INSERT", "the load phase");
      return ops;
    }
    PropertyReader p = new PropertyReader(props);
    String[][] mix = {
        {CoreWorkload.READ_PROPORTION_PROPERTY, CoreWorkload.READ_PROPORTION_PROPERTY_DEFAULT, "READ"},
        {CoreWorkload.UPDATE_PROPORTION_PROPERTY, CoreWorkload.UPDATE_PROPORTION_PROPERTY_DEFAULT, "UPDATE"},
        {CoreWorkload.INSERT_PROPORTION_PROPERTY, CoreWorkload.INSERT_PROPORTION_PROPERTY_DEFAULT, "INSERT"},
        {CoreWorkload.SCAN_PROPORTION_PROPERTY, CoreWorkload.SCAN_PROPORTION_PROPERTY_DEFAULT, "SCAN"},
        {CoreWorkload.READMODIFYWRITE_PROPORTION_PROPERTY, CoreWorkload.READMODIFYWRITE_PROPORTION_PROPERTY_DEFAULT,
            "READ,UPDATE"},
    };
    for (String[] entry : mix) {
      double proportion = p.doubleValue(entry[0], Double.parseDouble(entry[1]), 0, 1);
      if (proportion > 0) {
        for (String op : entry[2].split(",")) {
          ops.putIfAbsent(op, entry[0] + "=" + p.string(entry[0], entry[1]).trim());
        }
      }
    }
    return ops;
  }

  /** The operations the binding class declares it does not implement (upper case), empty when it declares none. */
  public static Set<String> unsupported(Class<?> dbClass) {
    Set<String> ops = new TreeSet<>();
    UnsupportedOperations declared = dbClass == null ? null : dbClass.getAnnotation(UnsupportedOperations.class);
    if (declared != null) {
      for (String op : declared.value()) {
        ops.add(op.trim().toUpperCase(Locale.ROOT));
      }
    }
    return ops;
  }

  /**
   * The one-line refusal, or null when the binding implements every operation the phase needs. E.g. "unsupported
   * by memcached: the workload needs SCAN (scanproportion=0.95), which the memcached binding does not implement
   * (@UnsupportedOperations on site.ycsb.db.MemcachedClient); set scanproportion=0 or use a binding with scans".
   *
   * @param binding the binding's name as users give it (memcached), or its class name
   */
  public static String refusal(String binding, Class<?> dbClass, Map<String, String> needed) {
    Set<String> missing = unsupported(dbClass);
    List<String> asked = new ArrayList<>();
    List<String> why = new ArrayList<>();
    for (Map.Entry<String, String> e : needed.entrySet()) {
      if (missing.contains(e.getKey())) {
        asked.add(e.getKey());
        if (!why.contains(e.getValue())) {
          why.add(e.getValue());
        }
      }
    }
    if (asked.isEmpty()) {
      return null;
    }
    String ops = String.join(" and ", asked);
    boolean fromMix = why.stream().allMatch(w -> w.contains("="));
    return PREFIX + binding + ": the workload needs " + ops + " (" + String.join(", ", why) + "), which the "
        + binding + " binding does not implement (@UnsupportedOperations on " + dbClass.getName() + ")"
        + (fromMix ? "; set " + String.join(", ", why.stream().map(w -> w.substring(0, w.indexOf('=')) + "=0")
        .toList()) + " or use a binding that implements " + ops : "");
  }
}
