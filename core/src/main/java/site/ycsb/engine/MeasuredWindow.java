package site.ycsb.engine;

import java.util.concurrent.TimeUnit;
import site.ycsb.ServerStatsSnapshot;
import site.ycsb.StatusThread;
import site.ycsb.results.ClientResources;

/**
 * The measured window of a phase: when it started and ended, the client's resources at its end, its warm-up
 * (whose end is the measured start), what ran beside the client threads, and the stop grace left at the end
 * (-1 when the threads ended without a stop).
 */
record MeasuredWindow(long startEpochMs, long endEpochMs, long endNs, ResourceUsage usageEnd, Warmup warmup,
    boolean warmupCut, StatusThread status, ServerStatsSnapshot before, long graceLeftMs) {

  /** The measured time: from the end of the warm-up (the start without one) to the end. */
  long runNs() {
    return Math.max(0, endNs - warmup.endNanos());
  }

  /** The client's CPU time over the measured run / (its wall time × available processors), 0..1. */
  double cpuShare() {
    ResourceUsage start = warmup.usageAtEnd();
    double wallMs = Math.max(1, usageEnd.epochMs() - start.epochMs());
    return TimeUnit.NANOSECONDS.toMillis(usageEnd.cpuNs() - start.cpuNs()) / wallMs
        / Runtime.getRuntime().availableProcessors();
  }

  /** The client's own CPU and GC over the measured run: from the end of the warm-up (its start without one). */
  ClientResources clientResources(long operations, boolean trackJvm) {
    ResourceUsage start = warmup.usageAtEnd();
    long cpuNs = usageEnd.cpuNs() - start.cpuNs();
    long cpuMs = TimeUnit.NANOSECONDS.toMillis(cpuNs);
    double wallMs = Math.max(1, usageEnd.epochMs() - start.epochMs());
    long gcTime = usageEnd.gcTimeMs() - start.gcTimeMs();
    return new ClientResources(cpuMs, operations == 0 ? 0 : cpuNs / 1000.0 / operations,
        cpuShare(), usageEnd.gcCount() - start.gcCount(), gcTime,
        gcTime / wallMs, status != null && trackJvm ? status.getMaxUsedMem() : -1);
  }
}
