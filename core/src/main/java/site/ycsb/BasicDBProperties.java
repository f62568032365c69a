package site.ycsb;

import static site.ycsb.PropertyDeclaration.bool;
import static site.ycsb.PropertyDeclaration.integer;

import java.util.Set;

/** The properties of the {@code basic} and {@code basicts} bindings ({@link BasicDB}, {@link BasicTSDB}). */
public final class BasicDBProperties implements BindingProperties {
  public static final PropertyDeclaration VERBOSE = bool(BasicDB.VERBOSE, Boolean.parseBoolean(BasicDB.VERBOSE_DEFAULT),
      "print every operation and the properties on standard output");
  public static final PropertyDeclaration SIMULATE_DELAY = integer(BasicDB.SIMULATE_DELAY,
      Long.parseLong(BasicDB.SIMULATE_DELAY_DEFAULT), "milliseconds each operation waits (0: none)");
  public static final PropertyDeclaration RANDOMIZE_DELAY = bool(BasicDB.RANDOMIZE_DELAY,
      Boolean.parseBoolean(BasicDB.RANDOMIZE_DELAY_DEFAULT), "wait a random time up to basicdb.simulatedelay");
  public static final PropertyDeclaration COUNT = bool(BasicDB.COUNT, Boolean.parseBoolean(BasicDB.COUNT_DEFAULT),
      "count the distinct keys of each operation and print the counts at the end");
  static final PropertyCatalog CATALOG = PropertyCatalog.of("basic", "basicdb.", VERBOSE, SIMULATE_DELAY,
      RANDOMIZE_DELAY, COUNT);

  @Override
  public Set<String> dbClasses() {
    return Set.of(BasicDB.class.getName(), BasicTSDB.class.getName());
  }

  @Override
  public PropertyCatalog catalog() {
    return CATALOG;
  }
}
