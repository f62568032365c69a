package site.ycsb.engine;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import org.HdrHistogram.Histogram;
import site.ycsb.PropertyReader;
import site.ycsb.stats.Percent;

/**
 * The client's check of itself after a phase: did its own stalls ({@link HiccupMeter}) or its CPU bend the
 * figures, and did it measure long enough, and enough operations, for the percentiles it reports? Each finding is
 * one validity warning, printed and kept in result.json as {@link ValidityGuard}'s are.
 *
 * <p>Rules: the client's hiccup p99 above {@code validity.maxhiccupshare} × an operation's p99 means the client's
 * own stalls are a large part of that operation's tail (the fastest operation is hit first); the client's CPU
 * (process CPU time / (wall time × available processors)) above {@code validity.maxclientcpu} means the client,
 * not the database, may have set the pace; a percentile q needs at least {@link #OPS_BEYOND_PERCENTILE}
 * operations beyond it, i.e. 1,000 operations per 1% of tail (p99: 1,000, p99.9: 10,000, p95: 200); a measured
 * run shorter than {@code validity.minseconds} is too short to leave start-up effects behind; JIT compilation
 * during the measured run above {@code validity.maxjitshare} of its wall time means start-up was not over when
 * measuring began (the compiler threads take CPU from the client's, and code is swapped under it); on a virtual
 * machine, the hypervisor's steal time above {@code validity.maxstealshare} of the host's CPU time during the
 * measured run means other guests took CPU the client and a local server were waiting for, in bursts that move
 * tail latencies from one run to the next.
 */
public final class ClientSelfCheck {
  public static final String MAX_HICCUP_SHARE_PROPERTY = "validity.maxhiccupshare";
  public static final String MAX_CLIENT_CPU_PROPERTY = "validity.maxclientcpu";
  public static final String MIN_SECONDS_PROPERTY = "validity.minseconds";
  public static final String MAX_JIT_SHARE_PROPERTY = "validity.maxjitshare";
  public static final String MAX_STEAL_SHARE_PROPERTY = "validity.maxstealshare";
  public static final double DEFAULT_MAX_HICCUP_SHARE = 0.25;
  public static final double DEFAULT_MAX_CLIENT_CPU = 0.9;
  public static final double DEFAULT_MIN_SECONDS = 10;
  public static final double DEFAULT_MAX_JIT_SHARE = 0.03;
  public static final double DEFAULT_MAX_STEAL_SHARE = 0.02;
  /** Operations needed beyond a percentile before it is called reliable: 1,000 per 1% of tail. */
  public static final long OPS_BEYOND_PERCENTILE = 10;
  /** The operation series checked (RMW is timed as a whole as well as through its READ and UPDATE). */
  static final List<String> OPERATIONS = List.of("READ", "UPDATE", "INSERT", "SCAN", "DELETE", "READ-MODIFY-WRITE");
  /** The shortest measured run whose hiccups and CPU share are judged. */
  static final double MIN_JUDGED_SECONDS = 1.0;
  /** The words of the percentile rule in its warning, by which {@link #isSelfCheck(String)} knows it. */
  private static final String PERCENTILE_RULE = "operations beyond a percentile are needed";
  /** {@link #ruleOf(String)}'s name for the percentile rule, which has no property. */
  public static final String FEW_OPERATIONS_RULE = "too few operations for a percentile";
  private static final List<String> PROPERTIES = List.of(MAX_HICCUP_SHARE_PROPERTY, MAX_CLIENT_CPU_PROPERTY,
      MIN_SECONDS_PROPERTY, MAX_JIT_SHARE_PROPERTY, MAX_STEAL_SHARE_PROPERTY);

  private final double maxHiccupShare;
  private final double maxClientCpu;
  private final double minSeconds;
  private final double maxJitShare;
  private final double maxStealShare;

  public ClientSelfCheck(double maxHiccupShare, double maxClientCpu, double minSeconds, double maxJitShare,
      double maxStealShare) {
    this.maxHiccupShare = maxHiccupShare;
    this.maxClientCpu = maxClientCpu;
    this.minSeconds = minSeconds;
    this.maxJitShare = maxJitShare;
    this.maxStealShare = maxStealShare;
  }

  /** Reads the five limits; a bad value is a one-line property error (exit 2). */
  public static ClientSelfCheck from(PropertyReader p) {
    return new ClientSelfCheck(
        p.doubleValue(MAX_HICCUP_SHARE_PROPERTY, DEFAULT_MAX_HICCUP_SHARE, 0, Double.MAX_VALUE),
        p.doubleValue(MAX_CLIENT_CPU_PROPERTY, DEFAULT_MAX_CLIENT_CPU, 0, 1),
        p.doubleValue(MIN_SECONDS_PROPERTY, DEFAULT_MIN_SECONDS, 0, Double.MAX_VALUE),
        p.doubleValue(MAX_JIT_SHARE_PROPERTY, DEFAULT_MAX_JIT_SHARE, 0, Double.MAX_VALUE),
        p.doubleValue(MAX_STEAL_SHARE_PROPERTY, DEFAULT_MAX_STEAL_SHARE, 0, 1));
  }

  /**
   * Whether a validity warning is one of this check's: each names its property or, for the percentiles, the rule.
   * They say how far to trust a figure, not that it says nothing, so a sweep step with only these stays eligible
   * as knee or best latency.
   */
  public static boolean isSelfCheck(String warning) {
    return ruleOf(warning) != null;
  }

  /**
   * Which of the client's checks of itself gave a warning: the property that sets its limit (e.g.
   * {@code validity.maxstealshare}), or {@link #FEW_OPERATIONS_RULE} for the percentile rule; null for a warning of
   * another kind.
   */
  public static String ruleOf(String warning) {
    for (String property : PROPERTIES) {
      if (warning.contains(property + "=")) {
        return property;
      }
    }
    return warning.contains(PERCENTILE_RULE) ? FEW_OPERATIONS_RULE : null;
  }

  /**
   * The warnings for one phase.
   *
   * @param phaseName "run" or "load"
   * @param operations the operation series' total histograms (microseconds) by name; others are ignored
   * @param hiccups the client's {@link HiccupMeter} histogram (microseconds), or null
   * @param cpuShare the client's CPU time / (measured wall time × available processors)
   * @param measuredSeconds the measured run's length (after any warm-up)
   * @param jitMs the JIT compilers' time during the measured run, or -1 where the JVM does not keep it
   * @param stealShare the share of the host's CPU time the hypervisor took during the measured run, or -1 where
   *     unknown (not Linux)
   * @param percentiles the percentiles the run reports ({@code hdrhistogram.percentiles})
   */
  public List<String> warnings(String phaseName, Map<String, Histogram> operations, Histogram hiccups,
      double cpuShare, double measuredSeconds, long jitMs, double stealShare, List<Double> percentiles) {
    List<String> w = new ArrayList<>();
    // Over less than a second the hiccup p99 rests on fewer than 100 wake-ups and the CPU share on a few
    // scheduler ticks: too coarse to judge the client by; the short-run warning below says what is wrong.
    boolean judgeable = measuredSeconds >= MIN_JUDGED_SECONDS;
    String hiccup = judgeable ? hiccupWarning(operations, hiccups) : null;
    if (hiccup != null) {
      w.add(hiccup);
    }
    if (judgeable && cpuShare > maxClientCpu) {
      w.add(String.format(Locale.ROOT, "the client used %s%% of its %d cores' CPU during the %s (above %s=%s): "
          + "the client, not the database, may have set the pace", Percent.of(cpuShare, maxClientCpu, 0),
          Runtime.getRuntime().availableProcessors(), phaseName, MAX_CLIENT_CPU_PROPERTY, plain(maxClientCpu)));
    }
    if (judgeable && jitMs > maxJitShare * measuredSeconds * 1000) {
      w.add(String.format(Locale.ROOT, "the JIT compiler was still at work: %,d ms of compilation during the %.1f s "
          + "the %s measured (%s%%, above %s=%s): start-up was not over when measuring began, and the compiler "
          + "took CPU from the client; lengthen warmup.time (a sweep's --warmup-time)", jitMs, measuredSeconds,
          phaseName, Percent.of(jitMs / (measuredSeconds * 1000), maxJitShare), MAX_JIT_SHARE_PROPERTY,
          plain(maxJitShare)));
    }
    if (judgeable && stealShare > maxStealShare) {
      w.add(String.format(Locale.ROOT, "the host lost %s%% of its CPU time to the hypervisor (steal time, "
          + "/proc/stat) during the %.1f s the %s measured (above %s=%s): other guests of a shared virtual machine "
          + "took CPU the client was waiting for, and its tail latencies vary with them",
          Percent.of(stealShare, maxStealShare),
          measuredSeconds, phaseName, MAX_STEAL_SHARE_PROPERTY, plain(maxStealShare)));
    }
    for (String op : OPERATIONS) {
      Histogram h = operation(operations, op);
      String shortFor = tooFewFor(h == null ? 0 : h.getTotalCount(), percentiles);
      if (shortFor != null) {
        w.add(op + " " + shortFor);
      }
    }
    if (measuredSeconds < minSeconds) {
      w.add(String.format(Locale.ROOT, "the %s measured for %.1f s, less than %s=%s s: too short to leave start-up "
          + "(JIT, caches, connections) behind", phaseName, measuredSeconds, MIN_SECONDS_PROPERTY,
          plain(minSeconds)));
    }
    return w;
  }

  /** One line naming every operation whose p99 the client's own hiccup p99 exceeds the share of, or null. */
  private String hiccupWarning(Map<String, Histogram> operations, Histogram hiccups) {
    if (hiccups == null || hiccups.getTotalCount() == 0) {
      return null;
    }
    long hiccupP99 = hiccups.getValueAtPercentile(99);
    List<String> bent = new ArrayList<>();
    for (String op : OPERATIONS) {
      Histogram h = operation(operations, op);
      if (h != null && h.getTotalCount() > 0) {
        long opP99 = h.getValueAtPercentile(99);
        if (hiccupP99 > maxHiccupShare * opP99) {
          bent.add(op + " p99 " + opP99 + " µs");
        }
      }
    }
    if (bent.isEmpty()) {
      return null;
    }
    return String.format(Locale.ROOT, "the client itself stalled (CLIENT-HICCUP p99 %d µs, max %d µs) for more "
        + "than %s=%s of %s: the client may have bent that tail (GC, a loaded client host)", hiccupP99,
        hiccups.getMaxValue(), MAX_HICCUP_SHARE_PROPERTY, plain(maxHiccupShare), String.join(", ", bent));
  }

  /** An operation's calls, those that succeeded ({@code READ}) and those that did not ({@code READ-FAILED}). */
  private static Histogram operation(Map<String, Histogram> operations, String op) {
    Histogram ok = operations.get(op);
    Histogram failed = operations.get(op + "-FAILED");
    if (ok == null || failed == null) {
      return ok == null ? failed : ok;
    }
    Histogram both = ok.copy();
    both.setAutoResize(true);
    both.add(failed);
    return both;
  }

  /**
   * "measured N operations: too few for p99 (needs 1,000) ..." for the reported percentiles that have fewer than
   * {@link #OPS_BEYOND_PERCENTILE} operations beyond them, or null when all have enough (or nothing ran).
   */
  static String tooFewFor(long count, List<Double> percentiles) {
    if (count == 0) {
      return null;
    }
    List<String> unreliable = new ArrayList<>();
    for (double q : percentiles) {
      long needed = needed(q);
      if (count < needed) {
        unreliable.add(String.format(Locale.ROOT, "p%s (needs %,d)", plain(q), needed));
      }
    }
    if (unreliable.isEmpty()) {
      return null;
    }
    return String.format(Locale.ROOT, "measured %,d operations: too few for %s; at least %d %s (1,000 per 1%% of "
        + "tail): treat %s as unreliable", count, String.join(", ", unreliable), OPS_BEYOND_PERCENTILE, PERCENTILE_RULE,
        unreliable.size() == 1 ? "it" : "them");
  }

  /** The operations a percentile needs: {@link #OPS_BEYOND_PERCENTILE} beyond it; 100 (the max) needs none. */
  public static long needed(double percentile) {
    double tail = (100 - percentile) / 100;
    return tail <= 0 ? 0 : (long) Math.ceil(OPS_BEYOND_PERCENTILE / tail - 1e-9);
  }

  private static String plain(double v) {
    return v == Math.rint(v) && Math.abs(v) < 1e15 ? Long.toString((long) v) : Double.toString(v);
  }
}
