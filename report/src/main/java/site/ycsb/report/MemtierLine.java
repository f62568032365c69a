package site.ycsb.report;

/**
 * One line of the memtier-style table: Sets (INSERT + UPDATE), Gets (READ) or Totals (every operation).
 * Hits and misses are null for Sets, as memtier prints "---" there. The latency is in µs, as everywhere in the
 * report (memtier itself prints ms).
 */
public record MemtierLine(String kind, double opsPerSec, Double hitsPerSec, Double missesPerSec,
    Double avgLatencyUs, double kbPerSec) {
}
