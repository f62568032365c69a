package site.ycsb.report;

import java.util.List;

/**
 * One line of the summary: a run (or a sweep step that left no result) with every figure the report
 * shows, computed once. Null figures are unknown (the run or the binding did not provide them).
 *
 * @param run stable location label of the run directory
 * @param mark "knee" / "best latency" where the sweep named this step, else ""
 */
public record StepRow(String database, String workload, String phase, String sweepId, int threads, double target,
    int repetition, String status, String run, String runId, int clients, double runtimeSec, long operations,
    double opsPerSec, double successfulOpsPerSec, Double avgUs, Long p50Us, Long p95Us, Long p99Us, long hits,
    long misses, long errors, double errorRate, Double kbPerSec, Double clientCpuUtilization, Double gcShare,
    Long serverMemoryBeforeBytes, Long serverMemoryAfterBytes, Double bytesPerRecord, Long serverRecords,
    Double serverCpuSeconds, Long serverNetInBytes, Long serverNetOutBytes, List<OpStats> operationsByType,
    List<MemtierLine> memtier, List<String> warnings, String mark) {

  public StepRow {
    operationsByType = List.copyOf(operationsByType);
    memtier = List.copyOf(memtier);
    warnings = List.copyOf(warnings);
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
