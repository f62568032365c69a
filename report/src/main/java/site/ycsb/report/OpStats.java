package site.ycsb.report;

/**
 * One operation type of one run (READ, UPDATE, ...). Latencies cover every call of the operation,
 * found or not ({@code READ} plus {@code READ-FAILED}), null where the run kept no histogram.
 */
public record OpStats(String name, long ops, double opsPerSec, long hits, long misses, long errors, Double avgUs,
    Long p50Us, Long p95Us, Long p99Us) {
}
