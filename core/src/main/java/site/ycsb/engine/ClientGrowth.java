package site.ycsb.engine;

import java.util.concurrent.TimeUnit;

/**
 * Whether one more client still helps an open loop that is behind its schedule: the rate at which the clients
 * claim arrivals, measured over whole periods of {@value #PERIOD_MS} ms with at least as many clients as there are
 * now, must have grown by a fifth each time the clients doubled. Where it did not, the clients are not what is
 * short: the host's CPU is (every client runs, and more of them only cost more context switches: on JDK 17 at 20,000
 * ops/s, 300 platform threads working a backlog off took two to three times the CPU per operation of 16), and no
 * client is started until the backlog is gone. At each doubling, growth waits for a whole period measured with the
 * clients there are. A rate of zero (every client stuck in a stalled database) never counts as saturated. Used by
 * the dispatcher only.
 */
final class ClientGrowth {
  static final long PERIOD_MS = 100;
  private static final long PERIOD_NS = TimeUnit.MILLISECONDS.toNanos(PERIOD_MS);
  /** The least gain in the claim rate from doubling the clients that counts as their helping. */
  private static final double DOUBLING_GAIN = 1.2;

  private long periodStart;
  private long periodClaims;
  private int periodClients;
  /** Claims a second in the last whole period; negative while none has been measured. */
  private double rate = -1;
  /** The fewest clients that ran through the whole period {@link #rate} was measured in. */
  private int rateClients;
  private int referenceClients;
  private double referenceRate = -1;
  private boolean saturated;

  ClientGrowth(long now, int clients) {
    periodStart = now;
    periodClients = clients;
    referenceClients = clients;
  }

  /** A look at {@code now}, when {@code clients} had claimed {@code claims} arrivals in all. */
  void sample(long now, long claims, int clients) {
    if (now - periodStart >= PERIOD_NS) {
      rate = (claims - periodClaims) * 1e9 / (now - periodStart);
      rateClients = periodClients;
      periodStart = now;
      periodClaims = claims;
      periodClients = clients;
    }
  }

  /** The process was stalled: the period in progress measured the stall, not the clients. */
  void stalled(long now, long claims, int clients) {
    periodStart = now;
    periodClaims = claims;
    periodClients = clients;
    rate = -1;
  }

  /** No arrival waits: growth starts over from the {@code clients} there are. */
  void caughtUp(int clients) {
    saturated = false;
    referenceClients = clients;
    referenceRate = -1;
  }

  /** Whether a client may be started while {@code clients} run; false once doubling them did not pay. */
  boolean mayGrow(int clients) {
    if (saturated) {
      return false;
    }
    if (referenceRate < 0 && rate >= 0 && rateClients >= referenceClients) {
      referenceClients = rateClients;
      referenceRate = rate;
    }
    if (clients < 2 * referenceClients) {
      return true;
    }
    if (referenceRate < 0 || rate < 0 || rateClients < clients) {
      // Doubled: wait for a whole period with these clients before judging them.
      return false;
    }
    if (referenceRate > 0 && rate < DOUBLING_GAIN * referenceRate) {
      saturated = true;
      return false;
    }
    referenceClients = clients;
    referenceRate = rate;
    return true;
  }
}
