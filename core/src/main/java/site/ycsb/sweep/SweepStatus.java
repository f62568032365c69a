package site.ycsb.sweep;

import java.util.List;
import site.ycsb.tool.ExitCode;

/**
 * How a sweep ended, once its loop returned: its status in sweep.json (completed, completed-with-failures,
 * incomplete, stopped-after-knee, unsupported), whether a step or the load failed, and the exit code that follows.
 *
 * @param failed a step failed, or the load did not complete
 * @param stopped the sweep was stopped (SIGINT/SIGTERM)
 */
record SweepStatus(String status, boolean failed, boolean stopped) {

  /**
   * @param loopStatus what the list loop or the search returned
   * @param steps every step, those never run included
   * @param load the load's record, or null without a load
   */
  static SweepStatus of(String loopStatus, boolean stopped, List<StepRecord> steps, LoadRecord load) {
    boolean failed = steps.stream().anyMatch(s -> StepRecord.FAILED.equals(s.status()))
        || (load != null && !StepRecord.COMPLETED.equals(load.status()));
    String status = stopped ? SweepManifest.INCOMPLETE : loopStatus;
    if (SweepManifest.COMPLETED.equals(status) && failed) {
      status = SweepManifest.COMPLETED_WITH_FAILURES; // "completed" alone would hide the failed steps
    }
    return new SweepStatus(status, failed, stopped);
  }

  /**
   * Why the planned steps the loop did not reach were not run, as their reason in sweep.json.
   *
   * @param knee the knee as of the loop's end, or null
   * @param steps the steps that ran
   */
  static String notRunReason(String loopStatus, boolean stopped, Knee knee, List<StepRecord> steps,
      LoadRecord load) {
    if (stopped) {
      return "not run: the sweep was interrupted";
    }
    if (SweepManifest.STOPPED_AFTER_KNEE.equals(loopStatus)) {
      return "not run: --stop-after-knee, knee at " + knee.value();
    }
    StepRecord refused = firstUnsupported(steps);
    if (refused != null) {
      return "not run: " + refused.reason();
    }
    return "not run: the load phase " + (load == null ? "" : load.status());
  }

  /** 130 when stopped, 2 when the binding refused the workload, 1 when a step or the load failed, else 0. */
  int exitCode() {
    if (stopped) {
      return ExitCode.INTERRUPTED;
    }
    if (SweepManifest.UNSUPPORTED.equals(status)) {
      return ExitCode.BAD_INPUT;
    }
    return failed ? ExitCode.FAILED : ExitCode.OK;
  }

  /** The refusal of an unsupported sweep (its first step's reason), or null for any other status. */
  String refusal(List<StepRecord> steps) {
    if (!SweepManifest.UNSUPPORTED.equals(status)) {
      return null;
    }
    StepRecord refused = firstUnsupported(steps);
    return refused == null ? null : refused.reason();
  }

  private static StepRecord firstUnsupported(List<StepRecord> steps) {
    return steps.stream().filter(st -> StepRecord.UNSUPPORTED.equals(st.status())).findFirst().orElse(null);
  }
}
