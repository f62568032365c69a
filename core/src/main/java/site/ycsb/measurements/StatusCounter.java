package site.ycsb.measurements;

import java.lang.invoke.MethodHandles;
import java.lang.invoke.VarHandle;
import java.util.IdentityHashMap;
import java.util.Map;
import site.ycsb.Status;

/**
 * Counts return codes for one series on one thread (and, for scans, the records asked for and returned): only
 * its thread writes it. Readers sum all counters of a series once the threads have finished (the client's
 * completion latch orders those reads after the writes); a live reader (the metrics endpoint) may read at any
 * time and sees counts at most an operation or so behind, never a torn or broken value: the OK count is
 * written with an opaque store (a plain store on x86 and ARM, so counting still costs no atomic operation), and
 * the map of other statuses is replaced, never changed, when a new status appears.
 */
public final class StatusCounter {
  private static final VarHandle OK;
  private static final VarHandle COUNT = MethodHandles.arrayElementVarHandle(long[].class);

  static {
    try {
      OK = MethodHandles.lookup().findVarHandle(StatusCounter.class, "ok", long.class);
    } catch (ReflectiveOperationException e) {
      throw new ExceptionInInitializerError(e);
    }
  }

  private long ok;
  /** Statuses other than OK, each with its one-element count; copied on change, so readers never see it change. */
  private volatile Map<Status, long[]> others = new IdentityHashMap<>();
  private long recordsAsked;
  private long recordsReturned;

  public void increment(Status status) {
    if (status == Status.OK) {
      OK.setOpaque(this, ok + 1);
    } else {
      add(counterOf(status), 1);
    }
  }

  private long[] counterOf(Status status) {
    long[] counter = others.get(status);
    if (counter == null) {
      Map<Status, long[]> copy = new IdentityHashMap<>(others);
      counter = new long[1];
      copy.put(status, counter);
      others = copy;
    }
    return counter;
  }

  private static void add(long[] counter, long delta) {
    COUNT.setOpaque(counter, 0, counter[0] + delta);
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
      OK.setOpaque(this, ok - moved);
    } else {
      add(counted, -moved);
      if (counted[0] == 0) {
        Map<Status, long[]> copy = new IdentityHashMap<>(others);
        copy.remove(from);
        others = copy;
      }
    }
    if (to == Status.OK) {
      OK.setOpaque(this, ok + moved);
    } else {
      add(counterOf(to), moved);
    }
    return moved;
  }

  /** Whether this counter has counted any operation (readable from any thread). */
  boolean hasCounted() {
    if ((long) OK.getOpaque(this) > 0) {
      return true;
    }
    for (long[] counter : others.values()) {
      if ((long) COUNT.getOpaque(counter, 0) > 0) {
        return true;
      }
    }
    return false;
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
    long okCount = (long) OK.getOpaque(this);
    if (okCount > 0) {
      totals.merge(Status.OK, okCount, Long::sum);
    }
    for (Map.Entry<Status, long[]> e : others.entrySet()) {
      long count = (long) COUNT.getOpaque(e.getValue(), 0);
      if (count > 0) {
        totals.merge(e.getKey(), count, Long::sum);
      }
    }
  }
}
