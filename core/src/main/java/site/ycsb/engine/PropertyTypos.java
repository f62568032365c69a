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
import site.ycsb.workloads.TraceWorkload;

/**
 * Warns, one line each on stderr, of properties that look mistyped: a name with the binding's own prefix
 * ({@code redis.prot}) that the binding does not declare, and a name one or two edits from a client property
 * ({@code targetshape.phse}) or, under CoreWorkload or TraceWorkload (whose properties CoreWorkload's catalog
 * declares), from a workload property ({@code readproprtion}) that nothing declares. A warning only: the run goes
 * on as before,
 * since a property nobody reads was always ignored, and stdout (what parsers read) is left alone.
 */
public final class PropertyTypos {
  /** A name this close to a declared one is taken for a typo of it. */
  static final int MAX_DISTANCE = 2;

  private final PropertyCatalog binding;
  private final String bindingName;
  private final String workloadName;

  /**
   * @param binding the binding's declarations, or null for a binding that publishes none
   * @param bindingName the binding as the user named it, for the pointer to its help
   * @param workloadName CoreWorkload or TraceWorkload, whose properties the second check knows (CoreWorkload's
   *     catalog declares both); null for another workload, whose properties are its own
   */
  PropertyTypos(PropertyCatalog binding, String bindingName, String workloadName) {
    this.binding = binding;
    this.bindingName = bindingName;
    this.workloadName = workloadName;
  }

  /** Checks the run's effective properties and prints the warnings on {@code err}. */
  public static void warn(Properties props, PrintStream err) {
    String dbClass = props.getProperty("db", "site.ycsb.BasicDB").trim();
    PropertyCatalog catalog = BindingProperties.forDbClass(dbClass).orElse(null);
    String workload = props.getProperty("workload", CoreWorkload.class.getName()).trim();
    String workloadName = null;
    for (Class<?> checked : new Class<?>[] {CoreWorkload.class, TraceWorkload.class}) {
      if (workload.equals(checked.getName())) {
        workloadName = checked.getSimpleName();
      }
    }
    PropertyTypos typos = new PropertyTypos(catalog, BindingRegistry.bindingNameOf(dbClass), workloadName);
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
      } else {
        nearest(name).ifPresent(ret::add);
      }
    }
    return ret;
  }

  /** The warning for a name near a workload or client property, the nearer of the two (the workload's on a tie). */
  private Optional<String> nearest(String name) {
    Optional<String> workload = workloadName != null
        ? ClosestName.within(name, CoreWorkloadProperties.CATALOG.names(), MAX_DISTANCE) : Optional.empty();
    Optional<String> client = ClosestName.within(name, ClientProperties.CATALOG.names(), MAX_DISTANCE);
    if (workload.isPresent() && (client.isEmpty()
        || ClosestName.distance(name, workload.get()) <= ClosestName.distance(name, client.get()))) {
      return Optional.of(name + " is not a " + workloadName + " property; did you mean " + workload.get() + "?");
    }
    return client.map(n -> name + " is not a client property; did you mean " + n + "?");
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
