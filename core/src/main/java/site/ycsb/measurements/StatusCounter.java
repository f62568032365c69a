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

  /**
   * Moves up to {@code count} operations counted as {@code from} to {@code to} (no more than were counted as
   * {@code from}); returns how many moved.
   */
  public long recount(Status from, Status to, long count) {
    long[] counted = from == Status.OK ? null : others.get(from);
    long available = from == Status.OK ? ok : counted == null ? 0 : counted[0];
    long moved = Math.min(Math.max(0, count), available);
    if (moved == 0) {
      return 0;
    }
    if (from == Status.OK) {
      ok -= moved;
    } else {
      counted[0] -= moved;
      if (counted[0] == 0) {
        others.remove(from);
      }
    }
    if (to == Status.OK) {
      ok += moved;
    } else {
      others.computeIfAbsent(to, s -> new long[1])[0] += moved;
    }
    return moved;
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
