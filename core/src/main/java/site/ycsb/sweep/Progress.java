package site.ycsb.sweep;

import java.io.PrintStream;
import java.util.Locale;
import site.ycsb.Redactor;

/**
 * The sweep's own lines on stderr: one progress line when a step starts (elapsed, and remaining
 * estimated from the mean duration of the finished steps) and one result line when it ends.
 */
final class Progress {
  private final PrintStream err;
  private final Redactor redactor;
  private final String dimension;
  private final int valueCount;
  private final int repeat;
  private final long startNs = System.nanoTime();
  private long finishedSteps;
  private long finishedStepsMs;

  Progress(PrintStream err, Dimension dimension, int valueCount, int repeat, Redactor redactor) {
    this.err = err;
    this.redactor = redactor;
    this.dimension = dimension.label();
    this.valueCount = valueCount;
    this.repeat = repeat;
  }

  void loadStarting(int threads) {
    line("load threads=" + threads + " elapsed " + clock(elapsedMs()));
  }

  void stepStarting(PlannedStep step, int stepsLeft) {
    String remaining = finishedSteps == 0 ? "?" : "~" + clock(finishedStepsMs / finishedSteps * stepsLeft);
    line(name(step) + " elapsed " + clock(elapsedMs()) + " remaining " + remaining);
  }

  void stepFinished(PlannedStep step, StepRecord r) {
    finishedSteps++;
    finishedStepsMs += r.elapsedMs() == null ? 0 : r.elapsedMs();
    line(name(step) + " " + describe(r));
  }

  /** A capacity search's step: N is not known in advance, so the line says where the search stands instead. */
  void searchStepStarting(PlannedStep step, String role, Long low, Long high) {
    String where = SearchStep.PROBE.equals(role) ? "probe, unthrottled" : role + " [" + (low == null ? "?" : low)
        + ", " + (high == null ? "?" : high) + "]";
    line("step " + step.index() + " (search: " + where + ") threads=" + step.threads()
        + (step.target() > 0 ? " target=" + step.target() : "") + " elapsed " + clock(elapsedMs()));
  }

  void searchStepFinished(PlannedStep step, StepRecord r, SearchStep judged, Slo slo) {
    finishedSteps++;
    finishedStepsMs += r.elapsedMs() == null ? 0 : r.elapsedMs();
    String verdict = SearchStep.PROBE.equals(judged.role()) ? "upper bound"
        : (judged.meets() ? String.format(Locale.ROOT, "meets %s (%s %.0f us)", slo.text(), slo.percentileName(),
            judged.sloValueUs()) : "misses " + slo.text() + ": " + judged.why())
        + (judged.attempt() == null ? "" : "; try " + judged.attempt() + ", rate "
            + (judged.verdict() == null ? "undecided" : judged.verdict()))
        + (judged.pooledSloValueUs() == null ? "" : String.format(Locale.ROOT, " (its 3 tries pooled: %s %.0f us)",
            slo.percentileName(), judged.pooledSloValueUs()));
    line("step " + step.index() + " " + (step.target() > 0 ? "target=" + step.target() : "probe") + " "
        + describe(r) + "; " + verdict);
  }

  void loadFinished(LoadRecord r, long elapsedMs) {
    line("load " + r.status() + (r.reason() == null ? "" : ": " + r.reason()) + " (" + clock(elapsedMs) + ")");
  }

  void line(String text) {
    err.println("[sweep] " + redactor.text(text));
    err.flush();
  }

  private String name(PlannedStep step) {
    return "step " + step.index() + "/" + valueCount + " " + dimension + "=" + step.value() + " rep "
        + step.repetition() + "/" + repeat;
  }

  static String describe(StepRecord r) {
    StringBuilder sb = new StringBuilder(r.status());
    if (r.throughput() != null) {
      sb.append(String.format(Locale.ROOT, ": %.1f ops/s", r.throughput()));
      sb.append(r.p95Us() == null ? ", p95 n/a" : ", p95 " + r.p95Us() + " us");
      sb.append(String.format(Locale.ROOT, ", errors %.2f%%", r.errorRate() * 100));
    }
    if (r.reason() != null) {
      sb.append(r.throughput() == null ? ": " : "; ").append(r.reason());
    }
    if (r.elapsedMs() != null) {
      sb.append(" (").append(clock(r.elapsedMs())).append(')');
    }
    return sb.toString();
  }

  private long elapsedMs() {
    return (System.nanoTime() - startNs) / 1_000_000;
  }

  /** m:ss, or h:mm:ss from an hour on. */
  static String clock(long ms) {
    long s = Math.max(0, ms) / 1000;
    if (s >= 3600) {
      return String.format(Locale.ROOT, "%d:%02d:%02d", s / 3600, s / 60 % 60, s % 60);
    }
    return String.format(Locale.ROOT, "%d:%02d", s / 60, s % 60);
  }
}
