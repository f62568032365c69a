package site.ycsb.sweep;

import java.nio.file.Path;
import java.util.List;

/**
 * Runs one step, or the load of a run sweep: its --before-step (or --before-load) command, then its client in a
 * child JVM, then the verdict on what the client left in the step's folder. A failing hook fails the step without
 * starting the client.
 */
final class StepExecution {
  private static final String CLIENT_MAIN = "site.ycsb.Client";

  private final SweepOptions options;
  private final ChildJvm jvm;
  private final StepRunner runner;
  private final StopSwitch stopSwitch;
  private final Progress progress;
  private final StepArguments arguments;
  private final BeforeStepHook beforeStep;
  private final BeforeStepHook beforeLoad;

  /**
   * @param beforeStep the hook before every step, or null
   * @param beforeLoad the hook before the load, or null
   */
  StepExecution(SweepOptions options, ChildJvm jvm, StepRunner runner, StopSwitch stopSwitch, Progress progress,
      StepArguments arguments, BeforeStepHook beforeStep, BeforeStepHook beforeLoad) {
    this.options = options;
    this.jvm = jvm;
    this.runner = runner;
    this.stopSwitch = stopSwitch;
    this.progress = progress;
    this.arguments = arguments;
    this.beforeStep = beforeStep;
    this.beforeLoad = beforeLoad;
  }

  /** Runs the load phase, in the folder {@code load}, with these threads. */
  LoadRecord load(int threads) throws InterruptedException {
    Path dir = options.out().resolve("load");
    HookRecord hook = runHook(beforeLoad, "load");
    if (hook != null && hook.failed()) {
      String status = hookFailureStatus();
      progress.line("load " + status + ": " + hook.failure());
      return new LoadRecord("load", status, hook.failure(), hook);
    }
    List<String> args = arguments.ofLoad(dir, threads);
    progress.loadStarting(threads);
    StepOutcome o = runClient(args, dir);
    StepVerdict v = verdict(o, dir);
    LoadRecord load = new LoadRecord("load", v.status(), v.reason(), hook);
    progress.loadFinished(load, o.elapsedMs());
    return load;
  }

  /**
   * Runs a step.
   *
   * @param position its 0-based position in the sweep
   * @param stepCount the sweep's number of steps, 0 when unknown (a capacity search)
   */
  StepRecord step(PlannedStep step, int position, int stepCount) throws InterruptedException {
    Path dir = options.out().resolve(step.dir());
    HookRecord hook = runHook(beforeStep, step.dir());
    if (hook != null && hook.failed()) {
      return new StepRecord(step.value(), step.threads(), step.target(), step.repetition(), step.dir(),
          hookFailureStatus(), hook.failure(), null, hook.elapsedMs(), null, null, null, List.of(), hook);
    }
    StepOutcome o = runClient(arguments.ofStep(step, dir, position, stepCount), dir);
    StepVerdict v = verdict(o, dir);
    StepMeasurement m = v.measurement();
    return new StepRecord(step.value(), step.threads(), step.target(), step.repetition(), step.dir(), v.status(),
        v.reason(), o.exitCode(), o.elapsedMs(), m == null ? null : m.throughput(), m == null ? null : m.p95Us(),
        m == null ? null : m.errorRate(), m == null ? List.of() : m.warnings(), hook);
  }

  /** A hook that failed because the sweep was stopped interrupted its step; any other failure failed it. */
  private String hookFailureStatus() {
    return stopSwitch.isStopped() ? StepRecord.INTERRUPTED : StepRecord.FAILED;
  }

  private StepOutcome runClient(List<String> args, Path dir) throws InterruptedException {
    return runner.run(jvm, CLIENT_MAIN, args, dir, options.status(), options.stepTimeoutSeconds());
  }

  private StepVerdict verdict(StepOutcome o, Path dir) {
    return StepVerdict.of(o, dir, options.maxErrorRate(), options.stepTimeoutSeconds());
  }

  /** Runs the hook, when there is one, before the step or load in folder {@code what}; null without a hook. */
  private HookRecord runHook(BeforeStepHook hook, String what) throws InterruptedException {
    if (hook == null) {
      return null;
    }
    HookRecord r = hook.run();
    progress.line("before " + what + ": " + r.command() + " -> "
        + (r.failed() ? r.failure() : "exit 0 (" + Progress.clock(r.elapsedMs()) + ")"));
    return r;
  }
}
