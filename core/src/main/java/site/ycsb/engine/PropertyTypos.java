package site.ycsb.engine;

import java.io.PrintStream;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.Properties;
import java.util.TreeSet;
import site.ycsb.BindingProperties;
import site.ycsb.PropertyCatalog;
import site.ycsb.launcher.BindingRegistry;
import site.ycsb.workloads.CoreWorkload;
import site.ycsb.workloads.CoreWorkloadProperties;

/**
 * Warns, one line each on stderr, of properties that look mistyped: a name with the binding's own prefix
 * ({@code redis.prot}) that the binding does not declare, and, under CoreWorkload, a name one or two edits from a
 * CoreWorkload property that nothing declares ({@code readproprtion}). A warning only: the run goes on as before,
 * since a property nobody reads was always ignored, and stdout (what parsers read) is left alone.
 */
public final class PropertyTypos {
  /** A name this close to a declared one is taken for a typo of it. */
  static final int MAX_DISTANCE = 2;

  private final PropertyCatalog binding;
  private final String bindingName;
  private final boolean coreWorkload;

  /**
   * @param binding the binding's declarations, or null for a binding that publishes none
   * @param bindingName the binding as the user named it, for the pointer to its help
   * @param coreWorkload whether the workload is CoreWorkload, whose properties the second check knows
   */
  PropertyTypos(PropertyCatalog binding, String bindingName, boolean coreWorkload) {
    this.binding = binding;
    this.bindingName = bindingName;
    this.coreWorkload = coreWorkload;
  }

  /** Checks the run's effective properties and prints the warnings on {@code err}. */
  public static void warn(Properties props, PrintStream err) {
    String dbClass = props.getProperty("db", "site.ycsb.BasicDB").trim();
    PropertyCatalog catalog = BindingProperties.forDbClass(dbClass).orElse(null);
    String workload = props.getProperty("workload", CoreWorkload.class.getName()).trim();
    PropertyTypos typos = new PropertyTypos(catalog, BindingRegistry.bindingNameOf(dbClass),
        workload.equals(CoreWorkload.class.getName()));
    typos.warnings(props.stringPropertyNames()).forEach(line -> err.println("ycsb: warning: " + line));
  }

  /** The warnings for these property names, in name order. */
  List<String> warnings(Iterable<String> names) {
    List<String> ret = new ArrayList<>();
    for (String name : new TreeSet<String>(toList(names))) {
      if (knows(name)) {
        continue;
      }
      if (binding != null && binding.ownsPrefixOf(name)) {
        Optional<String> near = ClosestName.within(name, binding.names(), MAX_DISTANCE);
        ret.add(name + " is not a " + binding.subject() + " property; "
            + near.map(n -> "did you mean " + n + "?").orElse("see bin/ycsb help " + bindingName));
      } else if (coreWorkload) {
        ClosestName.within(name, CoreWorkloadProperties.CATALOG.names(), MAX_DISTANCE).ifPresent(n ->
            ret.add(name + " is not a CoreWorkload property; did you mean " + n + "?"));
      }
    }
    return ret;
  }

  private boolean knows(String name) {
    return (binding != null && binding.declares(name)) || CoreWorkloadProperties.CATALOG.declares(name)
        || ClientProperties.CATALOG.declares(name);
  }

  private static List<String> toList(Iterable<String> names) {
    List<String> ret = new ArrayList<>();
    names.forEach(ret::add);
    return ret;
  }
}
