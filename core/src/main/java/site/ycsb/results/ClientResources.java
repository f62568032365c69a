package site.ycsb.results;

/**
 * What the benchmark client itself used during the measured run, to tell when the client and not
 * the database was the bottleneck.
 *
 * @param cpuTimeMs CPU time of the client process
 * @param cpuUsPerOp client CPU microseconds per operation
 * @param cpuUtilization CPU time divided by (wall time × available processors), 0..1
 * @param gcCount garbage collections during the run
 * @param gcTimeMs time spent in garbage collection during the run
 * @param gcShare gcTimeMs divided by the run time
 * @param heapUsedMaxMb the largest heap use seen by the status thread, or -1 when not tracked
 */
public record ClientResources(long cpuTimeMs, double cpuUsPerOp, double cpuUtilization, long gcCount,
    long gcTimeMs, double gcShare, long heapUsedMaxMb) {
}
