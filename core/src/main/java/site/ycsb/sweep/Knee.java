package site.ycsb.sweep;

/** The saturation point of a sweep: the step value and a one-line explanation. */
public record Knee(long value, String reason) {
}
