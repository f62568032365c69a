package site.ycsb.engine;

import java.util.ArrayList;
import java.util.List;
import site.ycsb.ErrorText;
import site.ycsb.ServerStatsSnapshot;
import site.ycsb.WorkloadException;
import site.ycsb.results.ServerResult;

/**
 * What happens once a phase's client threads have ended (or the grace ran out): the server's figures after, the
 * cleanups left, and what went wrong, gathered into the {@link RunOutcome}.
 */
final class PhaseEnd {
  private PhaseEnd() {
  }

  static RunOutcome collect(PhaseContext phase, RunningClients clients, ServerStatsProbe stats,
      MeasuredWindow window) {
    PhaseSettings s = phase.settings();
    PhaseStop stop = phase.stop();
    List<String> problems = new ArrayList<>(clients.coordinator().failures());
    long stuck = clients.stuck();
    if (stuck > 0) {
      problems.add(stuck + " client thread(s) did not stop within " + s.stopGraceMs() / 1000
          + " s of the stop request (" + clients.stages() + "); their finished operations are included");
    }
    // After a stop, the last statistics may use what is left of the grace (at least a second), so that
    // maxexecutiontime + stop.grace bounds the run whatever the server does.
    ServerStatsSnapshot after = stats.snapshot(window.graceLeftMs() < 0 ? Long.MAX_VALUE
        : Math.max(1000, window.graceLeftMs()));
    stats.close();
    List<String> failures = new ArrayList<>(clients.coordinator().failures());
    String failFast = stop.failFastReason();
    if (failFast != null) {
      failures.add(0, failFast);
      problems.add(0, failFast);
    }
    if (stats.cleanupFailure() != null) {
      failures.add(stats.cleanupFailure());
      problems.add(stats.cleanupFailure());
    }
    try {
      phase.workload().cleanup();
    } catch (WorkloadException | RuntimeException e) {
      problems.add("workload cleanup failed: " + ErrorText.describe(e));
    }
    if (window.warmupCut() && !stop.unplanned()) {
      // A run that ended inside its warm-up measured nothing: not a result, however cleanly it ended.
      String cut = "nothing was measured: the warm-up (" + Warmup.WARMUP_OPS_PROPERTY + "=" + s.warmupOps() + ", "
          + Warmup.WARMUP_TIME_PROPERTY + "=" + s.warmupSeconds() + " s) had not ended when the run did ("
          + (stop.requested() ? stop.reason() + "; " : "the workload had no more operations; ")
          + "lower the warm-up or raise maxexecutiontime/operationcount)";
      failures.add(cut);
      problems.add(cut);
    }
    if (stop.unplanned()) {
      problems.add(0, "stopped: " + stop.reason());
    }
    ServerResult server = stats.isPresent() ? ServerResult.of(window.before(), after, stats.error()) : null;
    return new RunOutcome(problems, failures, stuck, server);
  }
}
