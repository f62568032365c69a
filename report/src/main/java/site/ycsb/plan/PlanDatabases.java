package site.ycsb.plan;

import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import site.ycsb.launcher.BindingRegistry;

/** Reads a plan's {@code databases:} list: each database's name, binding, properties, setup and before-step. */
final class PlanDatabases {
  private final BindingRegistry registry;
  private final PlanValues values;

  /** @param registry binding names to check against; an empty registry checks none */
  PlanDatabases(BindingRegistry registry, PlanValues values) {
    this.registry = registry;
    this.values = values;
  }

  List<PlanDatabase> read(Object value) throws PlanException {
    List<?> items = PlanValues.list(value, "databases");
    List<PlanDatabase> ret = new ArrayList<>();
    Set<String> names = new LinkedHashSet<>();
    for (int i = 0; i < items.size(); i++) {
      String key = "databases[" + i + "]";
      if (!(items.get(i) instanceof Map<?, ?> db)) {
        throw new PlanException("key '" + key + "' must be a map (name, binding, properties, setup, before-step), "
            + "not " + PlanYaml.describe(items.get(i)));
      }
      PlanValues.checkKeys(db, PlanKeys.DATABASE, key + ".");
      if (!db.containsKey("name")) {
        throw new PlanException("key '" + key + ".name' is missing: the database's name in the report, e.g. "
            + "redis-aof");
      }
      String name = PlanNames.folderName(values.string(db.get("name"), key + ".name"), key + ".name");
      if (!names.add(name)) {
        throw new PlanException("key '" + key + ".name': '" + name + "' is used twice; every database needs "
            + "its own name");
      }
      if (!db.containsKey("binding")) {
        throw new PlanException("key '" + key + ".binding' is missing: the binding to run, e.g. redis");
      }
      String binding = values.string(db.get("binding"), key + ".binding");
      if (!registry.names().isEmpty() && registry.classOf(binding).isEmpty() && !binding.contains(".")) {
        throw new PlanException("key '" + key + ".binding' is '" + binding + "'; accepted: " + registry.names());
      }
      ret.add(new PlanDatabase(name, binding, values.properties(db.get("properties"), key + ".properties"),
          db.containsKey("setup") ? values.string(db.get("setup"), key + ".setup") : null,
          db.containsKey("before-step") ? PlanValues.passable(values.string(db.get("before-step"),
              key + ".before-step"), key + ".before-step") : null));
    }
    return List.copyOf(ret);
  }
}
