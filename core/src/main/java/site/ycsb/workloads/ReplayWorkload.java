package site.ycsb.workloads;

import site.ycsb.DB;

/**
 * A workload that replays recorded operations (a trace) rather than drawing them: what the engine asks it before
 * the phase starts.
 */
public interface ReplayWorkload {
  /** The operations' own arrival times for an open loop; null: the clients run them as fast as they can. */
  TimedArrivals timedArrivals();

  /** The line that announces the phase's arrivals on stderr (with timed arrivals). */
  String arrivalsNote();

  /** Why the binding cannot replay this workload, as a one-line error; null when it can. */
  String refusal(DB db);
}
