package site.ycsb.report;

/**
 * Where a run sits in a sweep: the sweep it belongs to and the step's planned value, or {@link #SINGLE}
 * for a run given on its own.
 *
 * @param sweepId the sweep's id, or null for a single run
 * @param dimension "threads" or "target", or null
 * @param value the step value (thread count or target rate)
 * @param threads the planned client threads of the step (0 for a single run)
 * @param target the planned target rate of the step (0 = unthrottled)
 * @param repetition 1-based repetition of the step
 * @param status the sweep's status of the step ("completed", "failed", ...), or null for a single run
 * @param reason why the step failed or was interrupted, or null
 * @param phase "load" or "run": what the step ran (shown for a step that left no result), or null for a single run
 */
public record StepContext(String sweepId, String dimension, double value, int threads, double target,
    int repetition, String status, String reason, String phase) {

  public static final StepContext SINGLE = new StepContext(null, null, 0, 0, 0, 1, null, null, null);

  public boolean inSweep() {
    return sweepId != null;
  }

  /**
   * True for the one load a run sweep starts with: the data its run steps read, not a step of a load sweep,
   * so never charted or pooled with one (its value is 0; a load sweep's steps have their thread count).
   */
  public boolean preload() {
    return inSweep() && "load".equals(phase) && value == 0;
  }
}
