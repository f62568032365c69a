package site.ycsb.sweep;

/**
 * How a child process ended.
 *
 * @param exitCode the child's exit code, or null when it could not be started
 * @param startError why it could not be started, else null
 */
record StepOutcome(Integer exitCode, long elapsedMs, boolean timedOut, boolean interrupted, String startError) {
}
