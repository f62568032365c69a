package site.ycsb.sweep;

/**
 * The load phase of a run sweep ({@code load} in sweep.json).
 *
 * @param beforeStep what the {@code --before-step} command did before the load, or null without one
 */
public record LoadRecord(String dir, String status, String reason, HookRecord beforeStep) {
}
