package site.ycsb.engine;

import java.lang.management.CompilationMXBean;
import java.lang.management.ManagementFactory;
import site.ycsb.Utils;

/**
 * The client process's CPU, GC and JIT counters at one moment; two of them bound the measured run, so
 * warm-up CPU, collections and compilation are not charged to the measured operations.
 *
 * @param jitMs the JIT compilers' accumulated time (all compiler threads), or -1 where the JVM does not keep it
 * @param host the host's CPU counters (steal), {@link HostCpu#UNKNOWN} off Linux
 */
record ResourceUsage(long cpuNs, long gcCount, long gcTimeMs, long jitMs, long epochMs, HostCpu host) {

  static ResourceUsage now() {
    long cpu = 0;
    if (ManagementFactory.getOperatingSystemMXBean() instanceof com.sun.management.OperatingSystemMXBean os) {
      cpu = os.getProcessCpuTime();
    }
    CompilationMXBean jit = ManagementFactory.getCompilationMXBean();
    long jitMs = jit != null && jit.isCompilationTimeMonitoringSupported() ? jit.getTotalCompilationTime() : -1;
    return new ResourceUsage(cpu, Utils.getGCTotalCollectionCount(), Utils.getGCTotalTime(), jitMs,
        System.currentTimeMillis(), HostCpu.now());
  }

  /** The JIT compilers' time from {@code start} to this moment, or -1 where unknown. */
  long jitMsSince(ResourceUsage start) {
    return jitMs < 0 || start.jitMs < 0 ? -1 : jitMs - start.jitMs;
  }

  /** The share of the host's CPU time the hypervisor took from {@code start} to this moment, or -1 where unknown. */
  double stealShareSince(ResourceUsage start) {
    return host.stealShareSince(start.host);
  }
}
