package site.ycsb.sweep;

/** The load phase of a sweep ({@code load} in sweep.json). */
public record LoadRecord(String dir, String status, String reason) {
}
