package site.ycsb.sweep;

import java.util.List;
import site.ycsb.engine.ClientSelfCheck;

/**
 * One step of the manifest ({@code steps[]} in sweep.json): what ran, where its results are and what
 * it measured. Figures are null when the step wrote no result.
 *
 * @param dir the step's results directory, relative to the sweep folder
 * @param reason why the step failed, was interrupted or skipped; null when it completed
 * @param p95Us p95 of all database operations; with a target rate, of their intended-time (response-time)
 *     latency, which shows the queueing a stalled server causes (service time hides it)
 * @param warnings the client's validity warnings (result.json); a value with any but the client's check of itself
 *     ({@link #disqualifyingWarnings()}) is never the knee or the best latency
 * @param beforeStep what the {@code --before-step} command did before this step, or null without one
 */
public record StepRecord(long value, int threads, long target, int repetition, String dir, String status,
    String reason, Integer exitCode, Long elapsedMs, Double throughput, Long p95Us, Double errorRate,
    List<String> warnings, HookRecord beforeStep) {

  public static final String COMPLETED = "completed";
  public static final String FAILED = "failed";
  public static final String INTERRUPTED = "interrupted";
  public static final String SKIPPED = "skipped";
  /** Refused before it ran: the binding does not implement an operation the workload needs (the reason says which). */
  public static final String UNSUPPORTED = "unsupported";

  public StepRecord {
    warnings = warnings == null ? List.of() : List.copyOf(warnings);
  }

  /**
   * The warnings that say the step's figures tell nothing about the database (reads of nothing, failures, wrong
   * data): all but the client's check of itself ({@link ClientSelfCheck#isSelfCheck(String)}), which says how far
   * to trust a figure (a short run, few operations for a percentile, the client's own stalls or CPU) and is shown
   * beside the step, leaving the judgement to the reader, as the report's client CPU per operation check does.
   */
  public List<String> disqualifyingWarnings() {
    return warnings.stream().filter(w -> !ClientSelfCheck.isSelfCheck(w)).toList();
  }

  /** A planned step that never ran. */
  public static StepRecord skipped(PlannedStep step, String reason) {
    return new StepRecord(step.value(), step.threads(), step.target(), step.repetition(), step.dir(), SKIPPED,
        reason, null, null, null, null, null, List.of(), null);
  }
}
