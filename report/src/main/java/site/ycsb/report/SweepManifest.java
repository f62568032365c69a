package site.ycsb.report;

import java.util.List;

/**
 * The {@code sweep.json} manifest written by the sweep driver (schema "ycsb-sweep" v1). Only what the
 * report reads is modelled; unknown fields are ignored so newer manifests still load.
 */
public record SweepManifest(String schema, int schemaVersion, String sweepId, String binding, String database,
    String workload, String dimension, List<Double> values, int repeat, String status, List<String> commandLine,
    String startTime, String endTime, Load load, List<Step> steps, List<Summary> summary, Knee knee,
    BestLatency bestLatency) {

  public static final String FILE = "sweep.json";
  public static final String SCHEMA = "ycsb-sweep";

  /** The optional load phase of the sweep. */
  public record Load(String dir, String status, String reason) {
  }

  /** One step: a run directory relative to the sweep folder. */
  public record Step(double value, int threads, double target, int repetition, String dir, String status,
      String reason, Integer exitCode, Long elapsedMs, Double throughput, Double p95Us, Double errorRate,
      List<String> warnings) {

    public Step {
      warnings = warnings == null ? List.of() : List.copyOf(warnings);
    }
  }

  /** Median and spread of the repetitions of one step value. */
  public record Summary(double value, int repetitions, int completed, Double throughputMedian,
      Double throughputMin, Double throughputMax, Double p95UsMedian, Double p95UsMin, Double p95UsMax) {
  }

  /** The saturation point the sweep driver named. */
  public record Knee(double value, String reason) {
  }

  /** The step with the lowest p95 latency. */
  public record BestLatency(double value, Double p95Us) {
  }

  public List<Step> stepsOrEmpty() {
    return steps == null ? List.of() : steps;
  }
}
