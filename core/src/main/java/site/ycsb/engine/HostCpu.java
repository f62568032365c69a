package site.ycsb.engine;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;

/**
 * The host's CPU time counters from Linux's {@code /proc/stat} (its first, all-CPU line, in clock ticks): how much
 * of it the hypervisor gave to other guests (steal), so that a run on a shared virtual machine can say so.
 *
 * @param stealTicks time the virtual CPUs were ready to run and the hypervisor ran something else
 * @param totalTicks all the CPU time counted (user, nice, system, idle, iowait, irq, softirq, steal)
 */
record HostCpu(long stealTicks, long totalTicks) {
  static final Path PROC_STAT = Path.of("/proc/stat");
  /** Where the counters cannot be read (not Linux, or no /proc). */
  static final HostCpu UNKNOWN = new HostCpu(-1, -1);

  static HostCpu now() {
    return read(PROC_STAT);
  }

  static HostCpu read(Path file) {
    try (var lines = Files.lines(file)) {
      return lines.findFirst().map(HostCpu::parse).orElse(UNKNOWN);
    } catch (IOException | RuntimeException e) {
      return UNKNOWN;
    }
  }

  /** Parses the all-CPU line ({@code cpu  user nice system idle iowait irq softirq steal ...}). */
  static HostCpu parse(String line) {
    String[] f = line.trim().split("\\s+");
    if (f.length < 9 || !f[0].equals("cpu")) {
      return UNKNOWN;
    }
    long total = 0;
    for (int i = 1; i <= 8; i++) {  // guest times (fields 9, 10) are already counted in user and nice
      total += Long.parseLong(f[i]);
    }
    return new HostCpu(Long.parseLong(f[8]), total);
  }

  /** The share of the host's CPU time stolen between {@code start} and this moment, or -1 where unknown. */
  double stealShareSince(HostCpu start) {
    long total = totalTicks - start.totalTicks;
    if (stealTicks < 0 || start.stealTicks < 0 || total <= 0) {
      return -1;
    }
    return (stealTicks - start.stealTicks) / (double) total;
  }
}
