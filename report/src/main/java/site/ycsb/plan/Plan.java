package site.ycsb.plan;

import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import site.ycsb.Redactor;

/**
 * A parsed plan file: every database runs every workload in every phase over the same thread counts or
 * target rates.
 *
 * @param properties ycsb properties of every run, in file order
 * @param phases "load" and/or "run", in the order they run
 * @param dimension "threads" or "target": what the sweeps vary
 * @param values the swept thread counts or target rates
 * @param fixedThreads threads of every step of a target sweep, or null
 * @param repeat runs per value, or null for the sweep's default
 * @param warmupTime seconds of warm-up per run step, or null
 * @param maxErrorRate the sweeps' --max-error-rate, or null
 * @param slo the capacity search of every run sweep ({@code slo:}, {@code slo-operation:}, {@code slo-precision:}),
 *     or null for sweeps over {@code values}
 * @param text the plan file as written, secrets hidden (it goes into every disclosure and the report)
 * @param maxSteps the key {@code max-steps}: the plan may run up to this many steps without {@code --yes}; or null
 * @param redactor hides the plan's secrets in what the plan prints and writes: the values of its secret
 *     properties and of the secret-named environment variables it expands, wherever they occur
 */
public record Plan(String name, Map<String, String> properties, List<PlanDatabase> databases,
    List<String> workloads, List<String> phases, String dimension, List<Long> values, Long fixedThreads,
    Integer repeat, Double warmupTime, Double maxErrorRate, boolean stopAfterKnee, Slo slo, Long maxSteps,
    String text, Redactor redactor) {

  public Plan {
    properties = Collections.unmodifiableMap(new LinkedHashMap<>(properties)); // file order, as passed on
  }

  /**
   * A plan's capacity search, as the sweep's options take it.
   *
   * @param operation the SLO's operation, or null for every operation
   * @param precision as written (e.g. "5%"), or null for the sweep's default
   * @param descend as written (e.g. "10%"): the search's brute-force check ({@code sweep --slo-descend}) instead
   *     of the search; or null
   */
  public record Slo(String slo, String operation, String precision, String descend) {
  }

  public static final String LOAD = "load";
  public static final String RUN = "run";
}
