package site.ycsb.sweep;

/**
 * A step the sweep intends to run.
 *
 * @param index 1-based position of the value in the list (repetitions share it)
 * @param dir the results directory name, relative to the sweep folder
 */
public record PlannedStep(int index, long value, int threads, long target, int repetition, String dir) {
}
