package site.ycsb.metrics;

/**
 * An open loop ({@code arrivals=open}) at one scrape, as the engine reports it to the metrics endpoint.
 *
 * @param outstanding operations whose scheduled time has come and that have not finished (due arrivals no client
 *     has taken yet included), now
 * @param maxOutstanding the most outstanding at once so far (result.json's {@code arrivals.maxOutstanding})
 * @param clients client threads started so far, those started before the run included; they run until the phase
 *     ends (result.json's {@code arrivals.clientsStarted})
 * @param maxClients the cap on client threads ({@code openloop.maxclients})
 * @param queuedArrivals arrivals so far that came due with every client busy and waited for one to finish
 *     (result.json's {@code arrivals.queuedArrivals})
 * @param lagSeconds how far behind its schedule the loop is now: the age of the oldest due arrival that no client
 *     has taken yet; 0 when every due arrival has been taken
 * @param maxLagSeconds the longest a measured operation so far started after its scheduled time (result.json's
 *     {@code arrivals.maxLagMs})
 * @param maxDispatchLagSeconds the longest the dispatcher woke after the time it looked for, so far
 *     (result.json's {@code arrivals.maxDispatchLagMs})
 */
public record OpenLoopState(long outstanding, long maxOutstanding, int clients, int maxClients, long queuedArrivals,
    double lagSeconds, double maxLagSeconds, double maxDispatchLagSeconds) {

  /** An open loop whose run has not started: every figure 0 but the cap. */
  public static OpenLoopState notStarted(int clients, int maxClients) {
    return new OpenLoopState(0, 0, clients, maxClients, 0, 0, 0, 0);
  }
}
