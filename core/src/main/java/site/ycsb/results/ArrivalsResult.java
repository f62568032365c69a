package site.ycsb.results;

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
 * @param queuedArrivals open mode: arrivals that found every client busy and were given no new one, so waited in
 *     the queue: at the cap, or beyond the first of a hand-over (a dispatcher catching up after a stall of its own
 *     hands all due arrivals over at once and starts at most one client for them)
 * @param maxLagMs the longest a measured operation started after its scheduled time
 * @param finalLagMs how far behind its schedule the last measured operation started (closed mode: the
 *     furthest behind of the threads' last operations)
 * @param maxDispatchLagMs open mode: the longest the dispatcher handed an arrival out after its time (its own
 *     delay, without the wait for a client)
 */
public record ArrivalsResult(String mode, String process, int maxClients, long maxOutstanding, int clientsStarted,
    long queuedArrivals, double maxLagMs, double finalLagMs, double maxDispatchLagMs) {
}
