package site.ycsb.measurements;

/**
 * Records latencies for one operation type from one thread. Obtained once per thread with
 * {@link OneMeasurement#recorderForCurrentThread()}, so the hot path does no lookups.
 */
@FunctionalInterface
public interface LatencyRecorder {
  void record(int latencyUs);
}
