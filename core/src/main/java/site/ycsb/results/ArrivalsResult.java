package site.ycsb.results;

import com.fasterxml.jackson.annotation.JsonInclude;

/**
 * How a {@code -target} run's operations arrived (result.json's {@code arrivals}); null without a target.
 *
 * @param mode {@code closed} (each client thread waits for its operation before starting the next) or
 *     {@code open} (operations start on their schedule, see {@code arrivals})
 * @param process {@code uniform} or {@code poisson} ({@code arrivalprocess})
 * @param maxClients {@code openloop.maxclients} (open mode's cap on client threads)
 * @param maxOutstanding the most operations scheduled and not yet finished at once; in closed mode the
 *     thread count, since each thread has one operation outstanding
 * @param clientsStarted client threads started, those started during an open run included
 * @param queuedArrivals open mode: arrivals that came due with every client busy and were taken late by a client
 *     that had finished an earlier one: at the cap, or while clients were being started (one at a time); not those
 *     a newly started client took first
 * @param maxLagMs the longest a measured operation started after its scheduled time
 * @param finalLagMs how far behind its schedule the last measured operation started (closed mode: the
 *     furthest behind of the threads' last operations)
 * @param maxDispatchLagMs open mode: the longest the dispatcher woke after the time it parked for (its own
 *     delay: it looks at the due arrivals no client has taken, to start clients; clients take arrivals themselves)
 * @param warmupBacklogMs closed mode: how far behind its schedule the furthest-behind thread was when the warm-up
 *     ended (0 without a warm-up), a backlog of start-up that the measured operations did not inherit: each thread's
 *     schedule moved by its own; null in open mode, whose queue keeps the arrivals of the warm-up, and in a
 *     result.json written before this field
 * @param shape open mode with {@code targetshape} other than {@code constant}: the target's shape over time;
 *     absent otherwise (never written as null, so a run without a shape writes what it wrote before shapes)
 */
public record ArrivalsResult(String mode, String process, int maxClients, long maxOutstanding, int clientsStarted,
    long queuedArrivals, double maxLagMs, double finalLagMs, double maxDispatchLagMs, Double warmupBacklogMs,
    @JsonInclude(JsonInclude.Include.NON_NULL) RateShapeResult shape) {

  /** Figures of a run at a constant target (no {@code shape}). */
  public ArrivalsResult(String mode, String process, int maxClients, long maxOutstanding, int clientsStarted,
      long queuedArrivals, double maxLagMs, double finalLagMs, double maxDispatchLagMs, Double warmupBacklogMs) {
    this(mode, process, maxClients, maxOutstanding, clientsStarted, queuedArrivals, maxLagMs, finalLagMs,
        maxDispatchLagMs, warmupBacklogMs, null);
  }
}
