package site.ycsb.measurements;

/**
 * Records latencies for one operation type from one thread. Obtained once per thread with
 * {@link OneMeasurement#recorderForCurrentThread()}, so the hot path does no lookups.
 */
@FunctionalInterface
public interface LatencyRecorder {
  void record(int latencyUs);

  /**
   * Records a latency whose operation ended at {@code endNs} (System.nanoTime); a recorder may then
   * hold it briefly and record it with others. The default records at once.
   */
  default void record(int latencyUs, long endNs) {
    record(latencyUs);
  }

  /** Records whatever is held back; the recording thread calls it when it stops. */
  default void flush() {
  }
}
