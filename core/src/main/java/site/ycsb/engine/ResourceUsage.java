package site.ycsb.engine;

import java.lang.management.ManagementFactory;
import site.ycsb.Utils;

/**
 * The client process's CPU and GC counters at one moment; two of them bound the measured run, so
 * warm-up CPU and collections are not charged to the measured operations.
 */
record ResourceUsage(long cpuNs, long gcCount, long gcTimeMs, long epochMs) {

  static ResourceUsage now() {
    long cpu = 0;
    if (ManagementFactory.getOperatingSystemMXBean() instanceof com.sun.management.OperatingSystemMXBean os) {
      cpu = os.getProcessCpuTime();
    }
    return new ResourceUsage(cpu, Utils.getGCTotalCollectionCount(), Utils.getGCTotalTime(),
        System.currentTimeMillis());
  }
}
