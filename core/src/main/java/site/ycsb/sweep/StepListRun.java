package site.ycsb.sweep;

import java.io.IOException;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * The steps of a list sweep: every value of -threads or -target, each --repeat times, in order; sweep.json written
 * after every step, the summary and knee updated once all repetitions of a value ran. Ends early when the sweep is
 * stopped, a step is interrupted or refused as unsupported, or with --stop-after-knee at the knee.
 */
final class StepListRun {
  private final SweepOptions options;
  private final StepExecution execution;
  private final SweepResults results;
  private final SweepFile file;
  private final Progress progress;
  private final StopSwitch stopSwitch;

  StepListRun(SweepOptions options, StepExecution execution, SweepResults results, SweepFile file,
      Progress progress, StopSwitch stopSwitch) {
    this.options = options;
    this.execution = execution;
    this.results = results;
    this.file = file;
    this.progress = progress;
    this.stopSwitch = stopSwitch;
  }

  /** The steps of these options, value by value, each value's repetitions together. */
  static List<PlannedStep> plan(SweepOptions options) {
    List<PlannedStep> ret = new ArrayList<>();
    int width = Math.max(2, Integer.toString(options.values().size()).length());
    for (int i = 0; i < options.values().size(); i++) {
      long value = options.values().get(i);
      for (int rep = 1; rep <= options.repeat(); rep++) {
        String dir = String.format(Locale.ROOT, "step-%0" + width + "d-%s-%d-rep-%d", i + 1,
            options.dimension().label(), value, rep);
        ret.add(new PlannedStep(i + 1, value, options.threadsAt(value), options.targetAt(value), rep, dir));
      }
    }
    return ret;
  }

  /** Runs the planned steps; returns the sweep's status: completed, incomplete, unsupported or stopped-after-knee. */
  String run(List<PlannedStep> plan) throws IOException, InterruptedException {
    for (int i = 0; i < plan.size(); i++) {
      PlannedStep step = plan.get(i);
      if (stopSwitch.isStopped()) {
        return SweepManifest.INCOMPLETE;
      }
      progress.stepStarting(step, plan.size() - i);
      StepRecord r = execution.step(step, i, plan.size());
      results.add(r);
      progress.stepFinished(step, r);
      boolean lastOfValue = i + 1 == plan.size() || plan.get(i + 1).value() != step.value();
      if (lastOfValue) {
        results.analyse();
      }
      file.running(results);
      if (StepRecord.INTERRUPTED.equals(r.status())) {
        return SweepManifest.INCOMPLETE;
      }
      if (StepRecord.UNSUPPORTED.equals(r.status())) {
        return SweepManifest.UNSUPPORTED; // every later step would be refused the same way
      }
      Knee knee = results.analysis().knee();
      if (lastOfValue && options.stopAfterKnee() && knee != null && knee.value() == step.value()) {
        progress.line("knee at " + options.dimension().label() + "=" + knee.value() + ": stopping (--stop-after-knee)");
        return SweepManifest.STOPPED_AFTER_KNEE;
      }
    }
    return SweepManifest.COMPLETED;
  }
}
