package site.ycsb.sweep;

/**
 * One step of the manifest ({@code steps[]} in sweep.json): what ran, where its results are and what
 * it measured. Figures are null when the step wrote no result.
 *
 * @param dir the step's results directory, relative to the sweep folder
 * @param reason why the step failed, was interrupted or skipped; null when it completed
 */
public record StepRecord(long value, int threads, long target, int repetition, String dir, String status,
    String reason, Integer exitCode, Long elapsedMs, Double throughput, Long p95Us, Double errorRate) {

  public static final String COMPLETED = "completed";
  public static final String FAILED = "failed";
  public static final String INTERRUPTED = "interrupted";
  public static final String SKIPPED = "skipped";

  /** A planned step that never ran. */
  public static StepRecord skipped(PlannedStep step, String reason) {
    return new StepRecord(step.value(), step.threads(), step.target(), step.repetition(), step.dir(), SKIPPED,
        reason, null, null, null, null, null);
  }
}
