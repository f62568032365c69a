package site.ycsb.sweep;

/**
 * One point of a sweep curve: the step value (threads or target rate), the throughput measured there
 * and its p95 latency.
 */
public record CurvePoint(long value, double throughput, double p95Us) {
}
