package site.ycsb.plan;

import java.time.Duration;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import site.ycsb.sweep.SearchOptions;

/**
 * How big a plan is before it starts: its sweeps, the client runs they start (steps, each a JVM of its own) and a
 * lower bound of its duration, from what the plan states (warm-up, {@code maxexecutiontime}) and a JVM's start.
 * A plan above {@link #CONSENT_STEPS} steps runs only when the user says so ({@code --yes}, or the plan's key
 * {@code max-steps} at or above its size): a matrix typed with one zero too many would otherwise run for weeks.
 *
 * @param sweeps the sweeps the plan starts
 * @param steps the client runs of those sweeps, loads included (a capacity search counted at its most)
 * @param atMost true when {@code steps} is an upper bound (capacity searches)
 * @param seconds the least time those steps take, in seconds
 * @param openEnded true when steps run longer than {@code seconds} says (no maxexecutiontime: until their
 *     operationcount is done)
 */
record PlanSize(long sweeps, long steps, boolean atMost, double seconds, boolean openEnded) {
  /** Steps above which a plan needs consent. */
  static final long CONSENT_STEPS = 10_000;
  /** What a step costs besides its measured time: a JVM's start, the binding's connect, the results written. */
  static final double STEP_OVERHEAD_S = 2;

  static PlanSize of(Plan plan, List<String> ycsbOptions) {
    long perDatabase = (long) plan.workloads().size() * plan.phases().size();
    long sweeps = perDatabase * plan.databases().size() * (PlanCommands.interleaved(plan) ? plan.repeat() : 1);
    long steps = 0;
    double seconds = 0;
    boolean openEnded = false;
    Map<String, String> given = properties(ycsbOptions);
    for (PlanDatabase db : plan.databases()) {
      Map<String, String> p = new HashMap<>(plan.properties());
      p.putAll(db.properties());
      p.putAll(given);
      Double runTime = seconds(p.get("maxexecutiontime"));
      openEnded |= runTime == null;
      double warmup = plan.warmupTime() == null ? 0 : plan.warmupTime();
      for (String phase : plan.phases()) {
        long sweepSteps = stepsOfSweep(plan, phase);
        long count = sweeps / plan.databases().size() / plan.phases().size();
        long load = Plan.RUN.equals(phase) ? 1 : 0; // a run sweep loads first
        steps += count * (sweepSteps + load);
        double measured = runTime == null ? 0 : runTime;
        seconds += count * (sweepSteps * (STEP_OVERHEAD_S + measured + (Plan.RUN.equals(phase) ? warmup : 0))
            + load * STEP_OVERHEAD_S);
      }
    }
    return new PlanSize(sweeps, steps, plan.slo() != null, seconds, openEnded);
  }

  /** The steps of one sweep of {@code phase}, its load aside. */
  private static long stepsOfSweep(Plan plan, String phase) {
    if (plan.slo() != null && Plan.RUN.equals(phase)) {
      return SearchOptions.MAX_STEPS;
    }
    long repeat = plan.repeat() == null || PlanCommands.interleaved(plan) ? 1 : plan.repeat();
    return plan.values().size() * repeat;
  }

  /** The {@code -p key=value} options of the plan's command line. */
  private static Map<String, String> properties(List<String> ycsbOptions) {
    Map<String, String> ret = new HashMap<>();
    for (int i = 0; i + 1 < ycsbOptions.size(); i++) {
      if ("-p".equals(ycsbOptions.get(i)) && ycsbOptions.get(i + 1).contains("=")) {
        String kv = ycsbOptions.get(++i);
        ret.put(kv.substring(0, kv.indexOf('=')).strip(), kv.substring(kv.indexOf('=') + 1).strip());
      }
    }
    return ret;
  }

  private static Double seconds(String value) {
    if (value == null) {
      return null;
    }
    try {
      double v = Double.parseDouble(value.strip());
      return v > 0 ? v : null;
    } catch (NumberFormatException e) {
      return null;
    }
  }

  /** Whether the plan may start: within {@link #CONSENT_STEPS}, or consented to by --yes or max-steps. */
  boolean consented(boolean yes, Long maxSteps) {
    return steps <= CONSENT_STEPS || yes || (maxSteps != null && steps <= maxSteps);
  }

  /** The one line said before the first step: "plan NAME: 3 sweeps, 18 steps, at least 1:02 (...)". */
  String describe() {
    return String.format(Locale.ROOT, "%,d sweep%s, %s%,d step%s (client runs), estimated %s%s", sweeps,
        sweeps == 1 ? "" : "s", atMost ? "at most " : "", steps, steps == 1 ? "" : "s",
        openEnded ? "at least " : "", duration(seconds))
        + (openEnded ? " (steps without maxexecutiontime run until their operationcount is done)" : "");
  }

  /** 45 s, 12 min, 3.5 h, 12 days. */
  static String duration(double seconds) {
    Duration d = Duration.ofSeconds((long) Math.ceil(seconds));
    if (d.toMinutes() < 2) {
      return d.toSeconds() + " s";
    }
    if (d.toHours() < 2) {
      return d.toMinutes() + " min";
    }
    if (d.toDays() < 2) {
      return String.format(Locale.ROOT, "%.1f h", seconds / 3600);
    }
    return String.format(Locale.ROOT, "%,.0f days", seconds / 86_400);
  }
}
