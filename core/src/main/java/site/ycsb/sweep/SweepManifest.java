package site.ycsb.sweep;

import java.util.List;

/**
 * The content of {@code sweep.json} (schema "ycsb-sweep" version 1), the contract with the report, which
 * reads it through this same record: what was planned, how every step ended and where its results directory
 * is. Immutable; the sweep writes a fresh one after every step.
 *
 * @param phase "run" (every step runs the transaction phase) or "load" (every step loads); null in files
 *     written before load sweeps existed, read as "run"
 * @param name the database's name in the report ({@code --name}, e.g. redis-aof), or null for the binding's
 * @param capacitySearch what a capacity search ({@code --slo}) tried and found, or null for a sweep
 */
public record SweepManifest(String schema, int schemaVersion, String sweepId, String binding, String database,
    String workload, String dimension, List<Long> values, int repeat, String status, List<String> commandLine,
    String startTime, String endTime, LoadRecord load, List<StepRecord> steps, List<ValueSummary> summary,
    Knee knee, BestLatency bestLatency, String phase, String name, CapacityRecord capacitySearch) {

  public static final String SCHEMA = "ycsb-sweep";
  public static final int SCHEMA_VERSION = 1;
  public static final String FILE = "sweep.json";

  public static final String RUNNING = "running";
  public static final String COMPLETED = "completed";
  public static final String INCOMPLETE = "incomplete";
  public static final String STOPPED_AFTER_KNEE = "stopped-after-knee";
  /** Every step ran, and at least one failed: never "completed" alone, which would hide them. */
  public static final String COMPLETED_WITH_FAILURES = "completed-with-failures";
  /**
   * The binding does not implement an operation the workload needs: the first step was refused before it ran
   * (its reason says which operation) and the rest were skipped.
   */
  public static final String UNSUPPORTED = "unsupported";
  /** Every status a sweep writes. */
  public static final java.util.Set<String> STATUSES = java.util.Set.of(RUNNING, COMPLETED, COMPLETED_WITH_FAILURES,
      INCOMPLETE, STOPPED_AFTER_KNEE, UNSUPPORTED);

  /** True when every step ran the load phase. */
  public boolean loadPhase() {
    return Phase.LOAD.label().equals(phase);
  }

  /** The steps; none for a manifest written before any step was planned. */
  public List<StepRecord> stepsOrEmpty() {
    return steps == null ? List.of() : steps;
  }
}
