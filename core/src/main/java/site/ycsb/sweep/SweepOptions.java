package site.ycsb.sweep;

import java.nio.file.Path;
import java.util.List;

/**
 * A parsed sweep command line.
 *
 * @param binding the binding name, or null when only {@code -db} was given
 * @param dbClass the DB class every step runs
 * @param workload the first {@code -P} file's name (e.g. workloada), or null
 * @param values the planned step values, strictly increasing
 * @param threads thread count of every step when sweeping target rates (ignored for a threads sweep)
 * @param target target rate of every step when sweeping threads, 0 for none (ignored for a target sweep)
 * @param ycsbOptions options passed to every child client as given ({@code -P}, {@code -p}, {@code -s},
 *     {@code -l}), without the sweep's own
 * @param warmupSeconds seconds of warm-up per step, or null to leave ycsb's properties alone
 * @param stepTimeoutSeconds seconds after which a step is stopped, 0 for none
 * @param phase what every step runs: the transaction phase, or the load phase with the step's threads
 * @param beforeStep a shell command run before each step (and before the load of a run sweep), or null
 * @param freshKeys load phase only: step k inserts keys from {@code insertstart + k * count}
 * @param name the database's name in the report (e.g. redis-aof), or null for the binding's name
 * @param beforeLoad a shell command run before the load of a run sweep instead of {@code beforeStep} (a flush
 *     the run steps must not repeat), or null
 * @param search the capacity search ({@code --slo}) that replaces the planned steps, or null for a sweep
 */
public record SweepOptions(String binding, String dbClass, String workload, Dimension dimension, List<Long> values,
    int threads, long target, Path out, boolean load, int repeat, Double warmupSeconds, double maxErrorRate,
    double stepTimeoutSeconds, boolean stopAfterKnee, double kneeGain, boolean status, List<String> ycsbOptions,
    Phase phase, String beforeStep, boolean freshKeys, String name, String beforeLoad, SearchOptions search) {

  public static final List<Long> DEFAULT_THREADS = List.of(8L, 16L, 32L, 64L, 128L);
  public static final double DEFAULT_MAX_ERROR_RATE = 0.01;

  /** The same sweep with other options for the child clients. */
  public SweepOptions withYcsbOptions(List<String> options) {
    return new SweepOptions(binding, dbClass, workload, dimension, values, threads, target, out, load, repeat,
        warmupSeconds, maxErrorRate, stepTimeoutSeconds, stopAfterKnee, kneeGain, status, List.copyOf(options), phase,
        beforeStep, freshKeys, name, beforeLoad, search);
  }

  /** Threads of a step with this value. */
  public int threadsAt(long value) {
    return dimension == Dimension.THREADS ? (int) value : threads;
  }

  /** Target rate of a step with this value (0: unlimited). */
  public long targetAt(long value) {
    return dimension == Dimension.TARGET ? value : target;
  }
}
