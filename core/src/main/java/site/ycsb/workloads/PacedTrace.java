package site.ycsb.workloads;

import java.io.IOException;
import java.util.ArrayDeque;

/**
 * A trace's requests with their arrival times: the timestamps are whole seconds, so the requests of one second
 * are spread evenly over it (the k-th of n at k/n s), then divided by the speed. Reading one second ahead is what
 * that needs: memory is bounded by the trace's busiest second, not by its length. A timestamp lower than the one
 * before it counts as that one (the arrivals never go back).
 */
final class PacedTrace {
  private final TraceReader reader;
  private final double nsPerTraceSecond;
  private final ArrayDeque<TraceRequest> second = new ArrayDeque<>();
  private TraceRequest following;
  private long firstSecond = -1;
  private long currentSecond;
  private int count;
  private int index;
  private long lastOffsetNs;

  /** {@code speed}: trace seconds per real second (above 0). */
  PacedTrace(TraceReader reader, double speed) {
    this.reader = reader;
    this.nsPerTraceSecond = 1e9 / speed;
  }

  /** The next request, or null at the trace's end; its arrival is then {@link #offsetNs()}. */
  TraceRequest next() throws IOException {
    if (second.isEmpty() && !fill()) {
      return null;
    }
    TraceRequest r = second.poll();
    lastOffsetNs = (long) (((currentSecond - firstSecond) + index / (double) count) * nsPerTraceSecond);
    index++;
    return r;
  }

  /** The last request's arrival, in ns from the replay's start. */
  long offsetNs() {
    return lastOffsetNs;
  }

  private boolean fill() throws IOException {
    TraceRequest r = following != null ? following : reader.next();
    following = null;
    if (r == null) {
      return false;
    }
    if (firstSecond < 0) {
      firstSecond = r.timestamp();
      currentSecond = firstSecond;
    }
    currentSecond = Math.max(currentSecond, r.timestamp());
    second.add(r);
    TraceRequest n;
    while ((n = reader.next()) != null) {
      if (n.timestamp() > currentSecond) {
        following = n;
        break;
      }
      second.add(n);
    }
    count = second.size();
    index = 0;
    return true;
  }
}
