package site.ycsb.engine;

import site.ycsb.Client;
import site.ycsb.IllegalPropertyException;
import site.ycsb.PropertyReader;

/**
 * How a {@code -target} run's operations arrive: {@code arrivals=closed} (the default, upstream's model: each
 * client thread waits for its operation before it starts the next) or {@code open} (operations start on their
 * schedule whether or not earlier ones finished, see {@link OpenLoop}), and {@code arrivalprocess=uniform} (even
 * spacing, the default) or {@code poisson} (exponential gaps between arrivals).
 *
 * @param open whether arrivals are open-loop
 * @param poisson whether the gaps between arrivals are exponential
 * @param maxClients {@code openloop.maxclients}: the most clients an open loop starts
 * @param shape the target's shape over time ({@code targetshape}, open loop only); null for a constant target
 */
public record Arrivals(boolean open, boolean poisson, int maxClients, RateShape shape) {
  public static final String MODE_PROPERTY = "arrivals";
  public static final String PROCESS_PROPERTY = "arrivalprocess";
  public static final String MAX_CLIENTS_PROPERTY = "openloop.maxclients";
  public static final int DEFAULT_MAX_CLIENTS = 1024;
  /** An upper bound on {@code openloop.maxclients}: each client is a thread with its own binding instance. */
  static final int MAX_MAX_CLIENTS = 1_000_000;

  /** The closed loop with even spacing: what a run without these properties does. */
  public static final Arrivals CLOSED = new Arrivals(false, false, DEFAULT_MAX_CLIENTS);

  /** Arrivals at a constant target. */
  public Arrivals(boolean open, boolean poisson, int maxClients) {
    this(open, poisson, maxClients, null);
  }

  /** Reads and checks the three properties for a phase of {@code threads} client threads and this target. */
  public static Arrivals read(PropertyReader p, long target, int threads) {
    boolean open = p.choice(MODE_PROPERTY, "closed", "closed", "open").equals("open");
    boolean poisson = p.choice(PROCESS_PROPERTY, "uniform", "uniform", "poisson").equals("poisson");
    int maxClients = p.intValue(MAX_CLIENTS_PROPERTY, DEFAULT_MAX_CLIENTS, 1, MAX_MAX_CLIENTS);
    if (open && target <= 0) {
      throw new IllegalPropertyException("property '" + MODE_PROPERTY + "' is 'open': an open loop needs a target "
          + "rate; accepted: -target (property '" + Client.TARGET_PROPERTY + "') above 0, or " + MODE_PROPERTY
          + "=closed");
    }
    if (open && maxClients < threads) {
      throw new IllegalPropertyException(MAX_CLIENTS_PROPERTY, p.string(MAX_CLIENTS_PROPERTY, ""),
          "a whole number from the thread count (" + threads + ", the clients started before the run) to "
          + MAX_MAX_CLIENTS);
    }
    return new Arrivals(open, poisson, maxClients, TargetShape.read(p, open, target));
  }

  /** {@code closed} or {@code open}, as result.json records it. */
  public String mode() {
    return open ? "open" : "closed";
  }

  /** {@code uniform} or {@code poisson}, as result.json records it. */
  public String process() {
    return poisson ? "poisson" : "uniform";
  }

  /** The one stderr line an open-loop run adds to upstream's output. */
  String note(long target, int threads) {
    return "Open-loop arrivals (" + MODE_PROPERTY + "=open): " + process() + " at "
        + (shape == null ? target + " ops/s" : shape.describe() + " (" + TargetShape.PROPERTY
            + (shape instanceof StepRates ? ", in place of -target " + target : "") + ")") + "; "
        + threads + " client(s) ready, up to " + MAX_CLIENTS_PROPERTY + "=" + maxClients
        + "; response time counts from each operation's scheduled start.";
  }
}
