package site.ycsb.plan;

import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.Map;

/**
 * One entry of {@code databases}: a binding with its own properties, under the name the report shows.
 *
 * @param name the database's name in the report and its folder name (e.g. redis-aof)
 * @param setup a shell command run once before the database's first sweep, or null
 * @param beforeStep the sweeps' {@code --before-step} command, or null
 */
public record PlanDatabase(String name, String binding, Map<String, String> properties, String setup,
    String beforeStep) {

  public PlanDatabase {
    properties = Collections.unmodifiableMap(new LinkedHashMap<>(properties)); // file order, as passed on
  }
}
