package site.ycsb.measurements;

import java.util.IdentityHashMap;
import java.util.Map;
import site.ycsb.Status;

/**
 * Counts return codes for one series on one thread (and, for scans, the records asked for and returned), with
 * plain fields: only its thread writes it.
 * Readers sum all counters of a series once the threads have finished (the client's completion
 * latch orders those reads after the writes).
 */
public final class StatusCounter {
  private long ok;
  private final Map<Status, long[]> others = new IdentityHashMap<>();
  private long recordsAsked;
  private long recordsReturned;

  public void increment(Status status) {
    if (status == Status.OK) {
      ok++;
    } else {
      others.computeIfAbsent(status, s -> new long[1])[0]++;
    }
  }

  /** A successful scan that asked for {@code asked} records and returned {@code returned}. */
  public void countScanRecords(int asked, int returned) {
    recordsAsked += asked;
    recordsReturned += returned;
  }

  long recordsAsked() {
    return recordsAsked;
  }

  long recordsReturned() {
    return recordsReturned;
  }

  void addTo(Map<Status, Long> totals) {
    if (ok > 0) {
      totals.merge(Status.OK, ok, Long::sum);
    }
    for (Map.Entry<Status, long[]> e : others.entrySet()) {
      totals.merge(e.getKey(), e.getValue()[0], Long::sum);
    }
  }
}
