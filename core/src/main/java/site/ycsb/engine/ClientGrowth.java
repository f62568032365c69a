package site.ycsb.engine;

import java.util.concurrent.TimeUnit;

/**
 * Whether one more client still helps an open loop that is behind its schedule: the rate at which the clients
 * claim arrivals, measured over periods of {@value #PERIOD_MS} ms, must have grown by a fifth at least each time the
 * clients doubled. Where it did not, the clients are not what is short: the host's CPU is (every client runs, and
 * more of them only cost more context switches: on JDK 17 at 20,000 ops/s, 300 platform threads working a backlog
 * off took three times the CPU per operation of 16), and no client is started until the backlog is gone, or the
 * rate falls to half of what it was (the database slowed down, and clients waiting on it may help again). A rate
 * of zero (every client stuck in a stalled database) never counts as saturated. Used by the dispatcher only.
 */
final class ClientGrowth {
  static final long PERIOD_MS = 50;
  private static final long PERIOD_NS = TimeUnit.MILLISECONDS.toNanos(PERIOD_MS);
  /** The least gain in the claim rate from doubling the clients that counts as their helping. */
  private static final double DOUBLING_GAIN = 1.2;

  private long periodStart;
  private long periodClaims;
  /** Claims a second in the last whole period; negative while none has been measured. */
  private double rate = -1;
  private int referenceClients;
  private double referenceRate = -1;
  private boolean saturated;

  ClientGrowth(long now, int clients) {
    periodStart = now;
    referenceClients = clients;
  }

  /** A look at {@code now}, when the clients had claimed {@code claims} arrivals in all. */
  void sample(long now, long claims) {
    if (now - periodStart >= PERIOD_NS) {
      rate = (claims - periodClaims) * 1e9 / (now - periodStart);
      periodStart = now;
      periodClaims = claims;
    }
  }

  /** The process was stalled: the period in progress measured the stall, not the clients. */
  void stalled(long now, long claims) {
    periodStart = now;
    periodClaims = claims;
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
      if (rate < 0 || rate >= referenceRate / 2) {
        return false;
      }
      saturated = false;
      referenceClients = clients;
      referenceRate = rate;
      return true;
    }
    if (referenceRate < 0) {
      referenceClients = clients;
      referenceRate = rate;
      return true;
    }
    if (clients >= 2 * referenceClients && rate >= 0) {
      if (referenceRate > 0 && rate < DOUBLING_GAIN * referenceRate) {
        saturated = true;
        return false;
      }
      referenceClients = clients;
      referenceRate = rate;
    }
    return true;
  }
}
