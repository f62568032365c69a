package site.ycsb.report;

import java.util.List;

/**
 * One line of the summary: a run (or a sweep step that left no result) with every figure the report
 * shows, computed once. Null figures are unknown (the run or the binding did not provide them).
 *
 * @param run stable location label of the run directory
 * @param intendedP95Us response-time p95 (from each operation's intended start), recorded for runs with a
 *     target rate; null otherwise
 * @param mark "knee" / "best latency" where the sweep named this step, else ""
 * @param clientHiccupP99Us the client's own stalls over the measured run (its CLIENT-HICCUP series), p99; null
 *     for runs of clients without the hiccup meter
 * @param clientHiccupMaxUs the same series' maximum
 * @param preload true for the load a run sweep starts with ({@link StepContext#preload()}): shown as phase
 *     "load (preload)" in the tables, never in a Load chart, never a repetition of a load sweep's step
 */
public record StepRow(String database, String workload, String phase, String sweepId, int threads, double target,
    int repetition, String status, String run, String runId, int clients, double runtimeSec, long operations,
    double opsPerSec, double successfulOpsPerSec, Double avgUs, Long p50Us, Long p95Us, Long p99Us,
    Long intendedP95Us, Long intendedP99Us, long hits,
    long misses, long errors, double errorRate, Double kbPerSec, Double clientCpuUtilization, Double gcShare,
    Long serverMemoryBeforeBytes, Long serverMemoryAfterBytes, Double bytesPerRecord, Long serverRecords,
    Double serverCpuSeconds, Long serverNetInBytes, Long serverNetOutBytes, List<OpStats> operationsByType,
    List<MemtierLine> memtier, List<String> warnings, String mark, Long clientHiccupP99Us,
    Long clientHiccupMaxUs, boolean preload) {

  public StepRow {
    operationsByType = List.copyOf(operationsByType);
    memtier = List.copyOf(memtier);
    warnings = List.copyOf(warnings);
  }

  /**
   * The p95 the charts draw: for a run with a target rate the response time, as wrk2 and NoSQLBench report it,
   * since service time hides the queueing behind a stall (coordinated omission); else the service time.
   */
  public Long curveP95Us() {
    return target > 0 && intendedP95Us != null ? intendedP95Us : p95Us;
  }

  /**
   * The latency percentile the charts draw: 50, 95 or 99; response time for a run with a target rate, as
   * {@link #curveP95Us()}.
   */
  public Long curveLatencyUs(int percentile) {
    return switch (percentile) {
      case 50 -> p50Us;
      case 99 -> target > 0 && intendedP99Us != null ? intendedP99Us : p99Us;
      default -> curveP95Us();
    };
  }

  /** The phase as tables show it: "load (preload)" for a run sweep's own load. */
  public String phaseLabel() {
    return preload ? phase + " (preload)" : phase;
  }

  public boolean measured() {
    return operations > 0 && "completed".equals(status);
  }

  public OpStats op(String name) {
    for (OpStats o : operationsByType) {
      if (o.name().equals(name)) {
        return o;
      }
    }
    return null;
  }
}
