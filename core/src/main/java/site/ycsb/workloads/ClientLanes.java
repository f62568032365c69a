package site.ycsb.workloads;

import java.util.HashMap;
import java.util.Map;
import java.util.function.BooleanSupplier;

/**
 * Keeps each trace client's requests in order: a request runs only once its client's previous request has
 * finished, so two requests of one client never run at once nor overtake each other. Requests are issued in trace
 * order; each waits only for an earlier one, so the waits always end. A client's lane is dropped once nothing of
 * it is outstanding: memory grows with the clients active at once, not with the trace.
 */
final class ClientLanes {
  /** How long a waiting request sleeps between two looks at the stop flag. */
  private static final long RECHECK_MS = 50;

  private final Map<String, Lane> lanes = new HashMap<>();
  private long issued;

  /** One trace client: the last request issued and the last one finished, by their issue numbers. */
  private static final class Lane {
    private long issued;
    private long done;
  }

  /**
   * A request's place in its client's order.
   *
   * @param request the request
   * @param lane its client's lane; null when the trace names no clients
   * @param number its issue number
   * @param after the issue number of its client's previous request (what it waits for)
   */
  record Ticket(TraceRequest request, Object lane, long number, long after) {
  }

  /** Issues the next request of the trace, in trace order (the caller keeps that order). */
  synchronized Ticket issue(TraceRequest request) {
    long number = ++issued;
    if (request.client() == null) {
      return new Ticket(request, null, number, 0);
    }
    Lane lane = lanes.computeIfAbsent(request.client(), c -> new Lane());
    long after = lane.issued;
    lane.issued = number;
    return new Ticket(request, lane, number, after);
  }

  /** Waits until the ticket's predecessor of its client has finished; false when {@code stop} asks first. */
  boolean awaitTurn(Ticket t, BooleanSupplier stop) throws InterruptedException {
    if (t.lane() == null) {
      return true;
    }
    Lane lane = (Lane) t.lane();
    synchronized (lane) {
      while (lane.done != t.after()) {
        if (stop.getAsBoolean()) {
          return false;
        }
        lane.wait(RECHECK_MS);
      }
    }
    return true;
  }

  /** The ticket's request has finished (or failed): its client's next request may run. */
  void done(Ticket t) {
    if (t.lane() == null) {
      return;
    }
    Lane lane = (Lane) t.lane();
    synchronized (this) {
      synchronized (lane) {
        lane.done = t.number();
        lane.notifyAll();
        if (lane.issued == t.number()) {
          lanes.remove(t.request().client());
        }
      }
    }
  }
}
