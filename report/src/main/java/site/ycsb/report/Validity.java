package site.ycsb.report;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import site.ycsb.Redactor;
import site.ycsb.engine.ValidityGuard;
import site.ycsb.results.ClientResources;
import site.ycsb.results.RunResult;
import site.ycsb.results.SeriesResult;

/** The reasons a run's figures may not mean what they seem to. */
final class Validity {
  /**
   * Below this share of the records asked for, scans are called short. Scans starting near the end of the key
   * space return less by design; with workload E's defaults that costs a few percent, not ten.
   */
  static final double SHORT_SCAN_SHARE = 0.9;

  private Validity() {
  }

  static List<String> warnings(LoadedRun run, double errorRate) {
    RunResult r = run.result();
    List<String> w = new ArrayList<>(r.warnings());
    if (run.step().status() != null && !"completed".equals(run.step().status())) {
      w.add("step " + run.step().status() + (run.step().reason() == null ? "" : ": " + run.step().reason()));
    }
    if (!"completed".equals(r.status())) {
      w.add("run status " + r.status());
    }
    if (r.problems() != null) {
      w.addAll(r.problems());
    }
    if (r.errors() > 0) {
      w.add(String.format(Locale.ROOT, "error rate %.2f%% (%d errors)", errorRate * 100, r.errors()));
    }
    // The client's own target-not-reached warning (validity.mintargetratio) already says it, with its own limit.
    boolean targetWarned = r.warnings().stream().anyMatch(x -> x.startsWith(ValidityGuard.TARGET_NOT_REACHED));
    if (!targetWarned && r.targetOpsPerSec() > 0
        && r.throughput() < StepMetrics.TARGET_SHORTFALL * r.targetOpsPerSec()) {
      w.add(String.format(Locale.ROOT, "achieved %.1f ops/s, below 90%% of the target %.1f ops/s",
          r.throughput(), r.targetOpsPerSec()));
    }
    ClientResources c = r.client();
    // A client that checks itself already warned in result.json (validity.maxclientcpu): said once.
    boolean cpuWarned = r.warnings().stream().anyMatch(x -> x.contains("validity.maxclientcpu"));
    if (c != null && c.cpuUtilization() > StepMetrics.CLIENT_CPU_BOUND && !cpuWarned) {
      w.add(String.format(Locale.ROOT, "client CPU %.0f%% busy: the client may have been the bottleneck",
          c.cpuUtilization() * 100));
    }
    if (c != null && c.gcShare() > StepMetrics.GC_SHARE_LIMIT) {
      w.add(String.format(Locale.ROOT, "client spent %.0f%% of the run in garbage collection", c.gcShare() * 100));
    }
    SeriesResult scan = r.series() == null ? null : r.series().get("SCAN");
    if (scan != null && scan.scanRecords() != null && scan.scanRecords().returnedShare() < SHORT_SCAN_SHARE) {
      w.add(String.format(Locale.ROOT, "scans returned %.0f%% of the records they asked for (%d of %d): short scans"
          + " cost less than full ones", scan.scanRecords().returnedShare() * 100, scan.scanRecords().returned(),
          scan.scanRecords().asked()));
    }
    if (r.server() != null && r.server().error() != null) {
      w.add("server statistics unavailable: " + r.server().error());
    }
    w.addAll(run.notes());
    w.replaceAll(Redactor::redactUris); // problems and reasons may quote a connection URI with its password
    return w;
  }
}
