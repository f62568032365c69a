package site.ycsb.sweep;

/** The step with the lowest p95 latency. */
public record BestLatency(long value, double p95Us) {
}
