package site.ycsb.compare;

import java.time.Instant;
import java.time.format.DateTimeParseException;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import site.ycsb.engine.ClientSelfCheck;
import site.ycsb.report.LoadedRun;
import site.ycsb.report.ReportModel;
import site.ycsb.report.StepRow;

/**
 * Why the verdicts of one pair of steps may not mean what they seem: the validity warnings of each side's runs,
 * whether the two sides' runs were interleaved in time, and runs shorter than their {@code validity.minseconds}.
 *
 * @param baseWarnings the validity warnings of the base step's runs, those that differ only in their figures as one
 * @param newWarnings the same for the new step
 * @param base the base runs' time window, or null when unknown
 * @param next the new runs' time window, or null when unknown
 * @param interleaved false when every run of one side ended before the first run of the other started: then a
 *     drift of the host between the two (other load, thermal state, a neighbour's job) reads as the change; null
 *     when unknown
 * @param shortRuns runs of either side whose measured time was below their own {@code validity.minseconds}
 * @param runs runs of both sides
 * @param shortestSeconds the shortest measured time of a run of either side (0 when none was found)
 * @param minSeconds the largest {@code validity.minseconds} among the short runs (0 when none was short)
 */
record StepCaveats(List<Warning> baseWarnings, List<Warning> newWarnings, TimeWindow base,
    TimeWindow next, Boolean interleaved, int shortRuns, int runs, double shortestSeconds, double minSeconds) {

  /** Marks: a side's runs carry validity warnings. */
  static final String WARNED = "W";
  /** Marks: every run of one side ran before every run of the other. */
  static final String NOT_INTERLEAVED = "I";
  /** Marks: runs shorter than validity.minseconds. */
  static final String SHORT = "S";

  StepCaveats {
    baseWarnings = List.copyOf(baseWarnings);
    newWarnings = List.copyOf(newWarnings);
  }

  /**
   * A validity warning of one side's runs.
   *
   * @param text the warning as the first run that had it says it
   * @param runs how many of the side's runs had it, or one that differs from it only in its figures
   * @param varies true when the figures differ between those runs (then {@code text} is one example)
   */
  record Warning(String text, int runs, boolean varies) {
  }

  /** When the runs of one side ran, first start to last end. */
  record TimeWindow(long startMs, long endMs) {
    TimeWindow join(TimeWindow o) {
      return o == null ? this : new TimeWindow(Math.min(startMs, o.startMs), Math.max(endMs, o.endMs));
    }
  }

  static StepCaveats of(ReportModel.Repetitions b, ComparedSide baseSide, ReportModel.Repetitions n,
      ComparedSide newSide) {
    Tally base = Tally.of(b, baseSide);
    Tally next = Tally.of(n, newSide);
    return new StepCaveats(base.warnings(), next.warnings(), base.window, next.window,
        interleaved(base.window, next.window), base.shortRuns + next.shortRuns,
        b.n() + n.n(), runs(Math.min(base.shortest, next.shortest)), Math.max(base.minSeconds, next.minSeconds));
  }

  /** The shortest run's seconds, 0 when no run was found (an infinity JSON cannot carry). */
  private static double runs(double shortest) {
    return Double.isInfinite(shortest) ? 0 : shortest;
  }

  private static Boolean interleaved(TimeWindow base, TimeWindow next) {
    if (base == null || next == null) {
      return null;
    }
    return !(base.endMs() <= next.startMs() || next.endMs() <= base.startMs());
  }

  boolean warned() {
    return !baseWarnings.isEmpty() || !newWarnings.isEmpty();
  }

  /** The marks a verdict on this pair carries, in a fixed order; empty when nothing is said against it. */
  List<String> marks() {
    List<String> m = new ArrayList<>();
    if (warned()) {
      m.add(WARNED);
    }
    if (Boolean.FALSE.equals(interleaved())) {
      m.add(NOT_INTERLEAVED);
    }
    if (shortRuns > 0) {
      m.add(SHORT);
    }
    return List.copyOf(m);
  }

  /** What one side's step says about itself. */
  private static final class Tally {
    /** By the warning's shape (its figures blanked): the first text, the runs, whether the texts differ. */
    private final Map<String, Warning> shapes = new LinkedHashMap<>();
    private TimeWindow window;
    private int shortRuns;
    private double shortest = Double.POSITIVE_INFINITY;
    private double minSeconds;

    static Tally of(ReportModel.Repetitions step, ComparedSide side) {
      Tally t = new Tally();
      for (String label : step.runs()) {
        StepRow row = side.rows().get(label);
        if (row != null) {
          // One count per run: a run's own warnings differ in more than figures.
          row.warnings().stream().distinct().forEach(w -> t.shapes.merge(shape(w), new Warning(w, 1, false),
              (a, b) -> new Warning(a.text(), a.runs() + 1, a.varies() || !a.text().equals(b.text()))));
        }
        for (LoadedRun run : side.runsOf(label)) {
          TimeWindow w = window(run);
          t.window = w == null ? t.window : w.join(t.window);
          double seconds = run.result().runtimeMs() / 1000.0;
          t.shortest = Math.min(t.shortest, seconds);
          double limit = minSeconds(run);
          if (seconds < limit) {
            t.shortRuns++;
            t.minSeconds = Math.max(t.minSeconds, limit);
          }
        }
      }
      return t;
    }

    List<Warning> warnings() {
      return List.copyOf(shapes.values());
    }

    /** A warning with its figures blanked: "the run measured for 0.5 s" and "... for 0.9 s" are one. */
    private static String shape(String warning) {
      return warning.replaceAll("[0-9][0-9.,]*", "#");
    }

    private static TimeWindow window(LoadedRun run) {
      long start = run.result().startEpochMs();
      if (start <= 0) {
        return null;
      }
      long end = start + run.result().warmupMs() + run.result().runtimeMs();
      if (run.result().endTime() != null) {
        try {
          end = Instant.parse(run.result().endTime()).toEpochMilli();
        } catch (DateTimeParseException e) {
          // an older or foreign writer's format: the start and the durations tell the same
        }
      }
      return new TimeWindow(start, Math.max(start, end));
    }

    /** The run's own validity.minseconds (as its disclosure records it), else the client's default. */
    private static double minSeconds(LoadedRun run) {
      String v = run.disclosure() == null || run.disclosure().properties() == null ? null
          : run.disclosure().properties().get(ClientSelfCheck.MIN_SECONDS_PROPERTY);
      if (v != null) {
        try {
          return Double.parseDouble(v.strip());
        } catch (NumberFormatException e) {
          // the client would have refused to run with it; the default is what it means elsewhere
        }
      }
      return ClientSelfCheck.DEFAULT_MIN_SECONDS;
    }
  }
}
