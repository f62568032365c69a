package site.ycsb.sweep;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import site.ycsb.db.MemoryDB;
import site.ycsb.engine.Arrivals;

/** The command-line arguments of the client a sweep starts for one step, or for its load. */
final class StepArguments {
  private final SweepOptions options;
  private final String sweepId;
  private final FreshKeys freshKeys;
  private final boolean memoryStorePerStep;

  StepArguments(SweepOptions options, String sweepId) {
    this.options = options;
    this.sweepId = sweepId;
    try {
      this.freshKeys = options.freshKeys() ? FreshKeys.of(options.ycsbOptions(), options.dbClass()) : null;
    } catch (SweepUsageException e) {
      throw new IllegalArgumentException(e.getMessage(), e); // SweepArgs checked it already
    }
    // A load sweep on memory gets a fresh store per step, in the step's folder (MemoryFileDefault).
    this.memoryStorePerStep = options.phase() == Phase.LOAD && MemoryFileDefault.isMemory(options)
        && MemoryFileDefault.setsMemoryFile(options);
  }

  /** The load phase of a run sweep, with results in {@code dir}. */
  List<String> ofLoad(Path dir, int threads) {
    List<String> args = new ArrayList<>(List.of("-load", "-db", options.dbClass()));
    args.addAll(options.ycsbOptions());
    args.addAll(List.of("-threads", Integer.toString(threads)));
    // The load is unthrottled, which only a closed loop can be: -p arrivals=open is for the steps.
    args.addAll(List.of("-p", Arrivals.MODE_PROPERTY + "=closed"));
    args.addAll(resultArgs(dir, sweepId + "-load"));
    args.addAll(metricsArgs("load", 0));
    return args;
  }

  /**
   * A step, with results in {@code dir}.
   *
   * @param position the step's 0-based position in the sweep
   * @param stepCount the sweep's number of steps, 0 when unknown (a capacity search)
   */
  List<String> ofStep(PlannedStep step, Path dir, int position, int stepCount) {
    boolean loadPhase = options.phase() == Phase.LOAD;
    List<String> args = new ArrayList<>(List.of(loadPhase ? "-load" : "-t", "-db", options.dbClass()));
    args.addAll(options.ycsbOptions());
    args.addAll(List.of("-threads", Integer.toString(step.threads()), "-target", Long.toString(step.target())));
    if (options.search() != null && step.target() == 0) {
      // A search's probe is unthrottled, which only a closed loop can be: -p arrivals=open is for the steps after.
      args.addAll(List.of("-p", Arrivals.MODE_PROPERTY + "=closed"));
    }
    // A load step's warm-up would insert records it does not count: warm-up is for run steps only.
    if (options.warmupSeconds() != null && !loadPhase) {
      args.addAll(List.of("-p", "warmup.time=" + options.warmupSeconds()));
    }
    if (freshKeys != null) {
      args.addAll(freshKeys.argsOfStep(position));
    }
    if (memoryStorePerStep) {
      args.addAll(List.of("-p", MemoryDB.FILE_PROPERTY + "="
          + dir.resolve(MemoryFileDefault.FILE_NAME).toAbsolutePath()));
    }
    args.addAll(resultArgs(dir, sweepId + "-" + step.dir()));
    args.addAll(metricsArgs(Integer.toString(position + 1), stepCount));
    return args;
  }

  /**
   * With {@code -p metrics.port=N} each step's process serves the metrics on that port in turn (the previous
   * step's endpoint has closed after its linger); these label its metrics with the step and the sweep's --name,
   * so that one Prometheus job tells the steps of a sweep, and the sweeps of a plan, apart.
   */
  private List<String> metricsArgs(String step, int stepCount) {
    boolean metricsOn = options.ycsbOptions().stream().anyMatch(o -> o.startsWith("metrics.port="));
    if (!metricsOn) {
      return List.of();
    }
    List<String> ret = new ArrayList<>(List.of("-p", "metrics.step=" + step, "-p", "metrics.steps=" + stepCount));
    if (options.name() != null && !options.name().isBlank()) {
      ret.addAll(List.of("-p", "metrics.name=" + options.name()));
    }
    return ret;
  }

  private static List<String> resultArgs(Path dir, String runId) {
    return List.of("-p", "results.dir=" + dir.toAbsolutePath(), "-p", "run.id=" + runId);
  }
}
