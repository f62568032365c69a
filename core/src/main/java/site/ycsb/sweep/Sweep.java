package site.ycsb.sweep;

import java.io.IOException;
import java.io.PrintStream;
import java.nio.file.Files;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import site.ycsb.Redactor;
import site.ycsb.launcher.BindingRegistry;

/**
 * Runs one sweep: its load, then its steps ({@link StepListRun}) or its capacity search ({@link CapacitySearchRun}),
 * each step in a child client JVM ({@link StepExecution}), with sweep.json kept up to date after every step
 * ({@link SweepFile}): a failed step is recorded and the sweep goes on; a stop (Ctrl-C) keeps every finished step.
 * Ends with its status ({@link SweepStatus}) and its conclusion on the console ({@link SweepConclusion}).
 */
final class Sweep {
  private final SweepOptions options;
  private final StopSwitch stopSwitch;
  private final Progress progress;
  private final StepExecution execution;
  private final SweepResults results;
  private final SweepFile file;

  Sweep(SweepOptions options, ChildJvm jvm, List<String> commandLine, String sweepId, StopSwitch stopSwitch,
      PrintStream err) {
    this.options = options;
    this.stopSwitch = stopSwitch;
    Redactor redactor = SweepMain.redactorFor(options.ycsbOptions());
    this.progress = new Progress(err, options.dimension(), options.values().size(), options.repeat(), redactor);
    BeforeStepHook beforeStep = options.beforeStep() == null ? null
        : new BeforeStepHook(options.beforeStep(), stopSwitch, options.stepTimeoutSeconds(), redactor);
    BeforeStepHook beforeLoad = options.beforeLoad() == null ? beforeStep
        : new BeforeStepHook(options.beforeLoad(), stopSwitch, options.stepTimeoutSeconds(), redactor);
    // Each step's client is told the binding as named here, for its metrics' binding label.
    ChildJvm stepJvm = options.binding() == null ? jvm
        : jvm.withSystemProperty(BindingRegistry.BINDING_PROPERTY, options.binding());
    this.execution = new StepExecution(options, stepJvm, new StepRunner(stopSwitch, err, redactor), stopSwitch,
        progress, new StepArguments(options, sweepId), beforeStep, beforeLoad);
    this.results = new SweepResults(options.values(), new KneeDetector(options.kneeGain()));
    this.file = new SweepFile(options, sweepId, commandLine);
  }

  /** Runs the sweep; returns 0, 1 (a step or the load failed), 2 (unsupported) or 130 (stopped). */
  int run() throws IOException, InterruptedException {
    Files.createDirectories(options.out());
    file.running(results);
    List<PlannedStep> plan = StepListRun.plan(options);
    int loadThreads = plan.isEmpty() ? options.threads() : plan.get(0).threads();
    String loopStatus = options.load() && !loaded(loadThreads) ? SweepManifest.INCOMPLETE
        : options.search() != null ? new CapacitySearchRun(options, execution, results, file, progress, stopSwitch)
            .run()
        : new StepListRun(options, execution, results, file, progress, stopSwitch).run(plan);
    boolean stopped = stopSwitch.isStopped();
    skipTheRest(plan, SweepStatus.notRunReason(loopStatus, stopped, results.analysis().knee(), results.steps(),
        results.load()));
    results.analyse();
    SweepStatus status = SweepStatus.of(loopStatus, stopped, results.steps(), results.load());
    file.ended(status.status(), results);
    SweepConclusion.lines(status, options.dimension().label(), results.capacity(), results.analysis(),
        results.steps(), options.out()).forEach(progress::line);
    return status.exitCode();
  }

  /** Runs the load phase; true when it completed. */
  private boolean loaded(int threads) throws IOException, InterruptedException {
    results.load(execution.load(threads));
    file.running(results);
    return StepRecord.COMPLETED.equals(results.load().status());
  }

  /** Records every planned step that did not run as skipped, for this reason. */
  private void skipTheRest(List<PlannedStep> plan, String reason) {
    Set<String> done = new HashSet<>();
    results.steps().forEach(s -> done.add(s.dir()));
    plan.stream().filter(p -> !done.contains(p.dir())).forEach(p -> results.add(StepRecord.skipped(p, reason)));
  }
}
