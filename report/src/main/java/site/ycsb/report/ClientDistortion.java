package site.ycsb.report;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import site.ycsb.results.ClientResources;

/**
 * Flags the steps of a sweep whose client CPU per operation grew past {@link #GROWTH_LIMIT} times the first
 * step's. Where client and server share a host, a client that spends more per operation takes CPU from the
 * server and bends the curve by itself. The step stays eligible as knee or best latency: its figure may still
 * be right (the client may have had cores to spare), so the report shows the warning beside it and leaves the
 * judgement to the reader.
 */
final class ClientDistortion {
  /** Growth of the client's CPU per operation over the sweep's first step beyond which a step is flagged. */
  static final double GROWTH_LIMIT = 1.5;

  private ClientDistortion() {
  }

  /**
   * A sweep's runs after the check and the steps it flagged.
   *
   * @param runs the sweep's runs in its order, a flagged step's with the warning added to its notes
   * @param steps the flagged steps, named as the sweeps table names steps ("threads=512 rep 1")
   */
  record Flagged(List<LoadedRun> runs, List<String> steps) {
    Flagged {
      runs = List.copyOf(runs);
      steps = List.copyOf(steps);
    }
  }

  /** The check of one sweep; the first step is the first run-phase step with a client CPU figure. */
  static Flagged check(LoadedSweep sweep) {
    LoadedRun first = sweep.runs().stream().filter(ClientDistortion::measured).findFirst().orElse(null);
    if (first == null) {
      return new Flagged(sweep.runs(), List.of());
    }
    double base = first.result().client().cpuUsPerOp();
    List<LoadedRun> runs = new ArrayList<>();
    List<String> steps = new ArrayList<>();
    for (LoadedRun r : sweep.runs()) {
      double perOp = measured(r) ? r.result().client().cpuUsPerOp() : 0;
      if (perOp <= GROWTH_LIMIT * base) {
        runs.add(r);
        continue;
      }
      StepContext step = r.step();
      List<String> notes = new ArrayList<>(r.notes());
      notes.add(String.format(Locale.ROOT, "client CPU per operation at %s is %.1f µs, %.1f× the first step's"
          + " %.1f µs: where client and server share a host, the client may be bending the curve",
          where(step), perOp, perOp / base, base));
      runs.add(new LoadedRun(r.dir(), r.label(), r.result(), r.disclosure(), r.database(), r.workload(), step,
          r.clients(), notes));
      steps.add(step.dimension() + "=" + Fmt.value(step.value()) + " rep " + step.repetition());
    }
    return new Flagged(runs, steps);
  }

  /** A run-phase step with a client CPU figure: the sweep's load has another cost per operation. */
  private static boolean measured(LoadedRun r) {
    if (!r.hasResult() || !"run".equals(r.result().phase())) {
      return false;
    }
    ClientResources c = r.result().client();
    return c != null && c.cpuUsPerOp() > 0;
  }

  private static String where(StepContext step) {
    return "target".equals(step.dimension())
        ? "target " + Fmt.value(step.value()) + " ops/s"
        : Fmt.value(step.value()) + " threads";
  }
}
