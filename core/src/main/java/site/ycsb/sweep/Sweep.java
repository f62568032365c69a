package site.ycsb.sweep;

import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Instant;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Locale;
import java.util.Properties;
import java.util.Set;
import java.util.stream.Stream;
import site.ycsb.Redactor;
import site.ycsb.db.MemoryDB;
import site.ycsb.engine.Arrivals;
import site.ycsb.engine.ClientArgs;
import site.ycsb.engine.OperationSupport;
import site.ycsb.engine.ValidityGuard;
import site.ycsb.launcher.BindingRegistry;
import site.ycsb.results.ResultsDirectory;
import site.ycsb.tool.ExitCode;

/**
 * Runs the steps of one sweep, each in a child client JVM, and keeps sweep.json up to date after every
 * step: a failed step is recorded and the sweep goes on; a stop (Ctrl-C) keeps every finished step.
 */
final class Sweep {

  private static final String CLIENT_MAIN = "site.ycsb.Client";

  private final SweepOptions options;
  private final ChildJvm jvm;
  private final List<String> commandLine;
  private final StopSwitch stopSwitch;
  private final StepRunner runner;
  private final Progress progress;
  private final KneeDetector detector;
  private final String sweepId;
  private final BeforeStepHook beforeStep;
  private final BeforeStepHook beforeLoad;
  private final FreshKeys freshKeys;
  private final boolean memoryStorePerStep;
  private final String startTime = Instant.now().toString();
  private final List<StepRecord> steps = new ArrayList<>();
  private LoadRecord load;
  private List<ValueSummary> summary = List.of();
  private Knee knee;
  private BestLatency bestLatency;
  private CapacityRecord capacity;
  /** A search's arrival model in words ({@link SearchArrivals#describe}), once it started. */
  private String arrivals;

  Sweep(SweepOptions options, ChildJvm jvm, List<String> commandLine, String sweepId, StopSwitch stopSwitch,
      PrintStream err) {
    this.options = options;
    // Each step's client is told the binding as named here, for its metrics' binding label.
    this.jvm = options.binding() == null ? jvm : jvm.withSystemProperty(BindingRegistry.BINDING_PROPERTY,
        options.binding());
    this.commandLine = commandLine;
    this.sweepId = sweepId;
    this.stopSwitch = stopSwitch;
    Redactor redactor = SweepMain.redactorFor(options.ycsbOptions());
    this.runner = new StepRunner(stopSwitch, err, redactor);
    this.progress = new Progress(err, options.dimension(), options.values().size(), options.repeat(), redactor);
    this.detector = new KneeDetector(options.kneeGain());
    this.beforeStep = options.beforeStep() == null ? null
        : new BeforeStepHook(options.beforeStep(), stopSwitch, options.stepTimeoutSeconds(), redactor);
    this.beforeLoad = options.beforeLoad() == null ? beforeStep
        : new BeforeStepHook(options.beforeLoad(), stopSwitch, options.stepTimeoutSeconds(), redactor);
    try {
      this.freshKeys = options.freshKeys() ? FreshKeys.of(options.ycsbOptions(), options.dbClass()) : null;
    } catch (SweepUsageException e) {
      throw new IllegalArgumentException(e.getMessage(), e); // SweepArgs checked it already
    }
    this.memoryStorePerStep = options.phase() == Phase.LOAD && MemoryFileDefault.isMemory(options)
        && MemoryFileDefault.setsMemoryFile(options);
  }

  /** Runs the sweep; returns 0, 1 (a step or the load failed) or 130 (stopped). */
  int run() throws IOException, InterruptedException {
    Files.createDirectories(options.out());
    save(SweepManifest.RUNNING, null);
    List<PlannedStep> plan = plan();
    int loadThreads = plan.isEmpty() ? options.threads() : plan.get(0).threads();
    String status = options.load() && !runLoad(loadThreads) ? SweepManifest.INCOMPLETE
        : options.search() != null ? runSearch() : runSteps(plan);
    if (stopSwitch.isStopped()) {
      status = SweepManifest.INCOMPLETE;
    }
    StepRecord refused = steps.stream().filter(st -> StepRecord.UNSUPPORTED.equals(st.status())).findFirst()
        .orElse(null);
    String why = stopSwitch.isStopped() ? "not run: the sweep was interrupted"
        : SweepManifest.STOPPED_AFTER_KNEE.equals(status) ? "not run: --stop-after-knee, knee at " + knee.value()
        : refused != null ? "not run: " + refused.reason()
        : "not run: the load phase " + (load == null ? "" : load.status());
    Set<String> done = new HashSet<>();
    steps.forEach(s -> done.add(s.dir()));
    plan.stream().filter(p -> !done.contains(p.dir())).forEach(p -> steps.add(StepRecord.skipped(p, why)));
    analyse();
    boolean failed = steps.stream().anyMatch(s -> StepRecord.FAILED.equals(s.status()))
        || (load != null && !StepRecord.COMPLETED.equals(load.status()));
    if (SweepManifest.COMPLETED.equals(status) && failed) {
      status = SweepManifest.COMPLETED_WITH_FAILURES;
    }
    save(status, Instant.now().toString());
    printConclusion(status);
    if (stopSwitch.isStopped()) {
      return ExitCode.INTERRUPTED;
    }
    if (SweepManifest.UNSUPPORTED.equals(status)) {
      return ExitCode.BAD_INPUT;
    }
    return failed ? ExitCode.FAILED : ExitCode.OK;
  }

  private String runSteps(List<PlannedStep> plan) throws IOException, InterruptedException {
    for (int i = 0; i < plan.size(); i++) {
      PlannedStep step = plan.get(i);
      if (stopSwitch.isStopped()) {
        return SweepManifest.INCOMPLETE;
      }
      progress.stepStarting(step, plan.size() - i);
      StepRecord r = runStep(step, i, plan.size());
      steps.add(r);
      progress.stepFinished(step, r);
      boolean lastOfValue = i + 1 == plan.size() || plan.get(i + 1).value() != step.value();
      if (lastOfValue) {
        analyse();
      }
      save(SweepManifest.RUNNING, null);
      if (StepRecord.INTERRUPTED.equals(r.status())) {
        return SweepManifest.INCOMPLETE;
      }
      if (StepRecord.UNSUPPORTED.equals(r.status())) {
        return SweepManifest.UNSUPPORTED; // every later step would be refused the same way
      }
      if (lastOfValue && options.stopAfterKnee() && knee != null && knee.value() == step.value()) {
        progress.line("knee at " + options.dimension().label() + "=" + knee.value() + ": stopping (--stop-after-knee)");
        return SweepManifest.STOPPED_AFTER_KNEE;
      }
    }
    return SweepManifest.COMPLETED;
  }

  /**
   * A capacity search: steps chosen one after another by {@link CapacitySearch}, each an ordinary step with its own
   * folder; sweep.json gets the search's record after every step.
   */
  private String runSearch() throws IOException, InterruptedException {
    SearchOptions so = options.search();
    RateSearch search = so.newSearch();
    List<SearchStep> done = new ArrayList<>();
    capacity = capacityRecord(search, done, CapacityRecord.SEARCHING);
    RateSearch.Next next = search.first();
    Properties stepProps = stepProperties();
    arrivals = SearchArrivals.describe(stepProps);
    StepLength length = StepLength.of(stepProps, so.slo());
    progress.line("arrivals: " + arrivals + " at every rate after the unthrottled probe (the search's default is "
        + "open-loop poisson, the load a service sees; -p " + Arrivals.MODE_PROPERTY + " and -p "
        + Arrivals.PROCESS_PROPERTY + " choose another)");
    progress.line(length.describe());
    if (length.warning() != null) {
      progress.line(length.warning());
    }
    int k = 0;
    while (next != null) {
      if (stopSwitch.isStopped()) {
        capacity = capacityRecord(search, done, CapacityRecord.INTERRUPTED);
        return SweepManifest.INCOMPLETE;
      }
      k++;
      String dir = SearchStep.PROBE.equals(next.role()) ? String.format(Locale.ROOT, "step-%02d-probe", k)
          : String.format(Locale.ROOT, "step-%02d-target-%d-%s", k, next.target(), next.role());
      PlannedStep step = new PlannedStep(k, next.target(), options.threads(), next.target(), 1, dir);
      progress.searchStepStarting(step, next.role(), search.low(), search.high());
      StepRecord r = runStep(step, k - 1, 0);  // a search does not know its number of steps
      steps.add(r);
      Judged measured = judgeSlo(next, r);
      next = search.after(measured.step(), measured.times());
      if (SearchStep.PROBE.equals(measured.step().role()) && search.probeThroughput() != null) {
        String below = length.warningBelow(Math.round(search.probeThroughput()));
        if (below != null) {
          progress.line(below);
        }
      }
      SearchStep judged = measured.step().judged(search.lastAttempt(), search.lastVerdict(),
          search.lastPooledUs());
      done.add(judged);
      progress.searchStepFinished(step, r, judged, so.slo());
      capacity = capacityRecord(search, done, search.done()
          ? (search.capacity() != null ? CapacityRecord.FOUND : CapacityRecord.NONE) : CapacityRecord.SEARCHING);
      save(SweepManifest.RUNNING, null);
      if (StepRecord.INTERRUPTED.equals(r.status())) {
        capacity = capacityRecord(search, done, CapacityRecord.INTERRUPTED);
        return SweepManifest.INCOMPLETE;
      }
      if (StepRecord.UNSUPPORTED.equals(r.status())) {
        capacity = capacityRecord(search, done, CapacityRecord.NONE);
        return SweepManifest.UNSUPPORTED;
      }
    }
    return SweepManifest.COMPLETED;
  }

  /** A search step as judged against the SLO, with its response times when it is a valid measurement. */
  private record Judged(SearchStep step, ResponseTimes times) {
  }

  /**
   * Whether a search step met the SLO: it completed, no validity guard flagged it and its percentile is in. Its
   * response times go with it when it is a valid measurement (met the SLO or only missed the limit), for the pool of
   * {@link RateVerdict}.
   */
  private Judged judgeSlo(RateSearch.Next next, StepRecord r) {
    SearchOptions so = options.search();
    ResponseTimes times = ResponseTimes.NONE;
    Path file = options.out().resolve(r.dir()).resolve(ResultsDirectory.RESULT_FILE);
    if (Files.isRegularFile(file)) {
      try {
        times = ResponseTimes.of(ResultsDirectory.readResult(file));
      } catch (IOException e) {
        times = ResponseTimes.NONE;
      }
    }
    Double sloValue = times.percentileUs(so.operation(), so.slo().percentile());
    String why = null;
    boolean valid = false;
    if (!StepRecord.COMPLETED.equals(r.status())) {
      why = "step " + r.status() + (r.reason() == null ? "" : ": " + r.reason());
    } else if (!r.disqualifyingWarnings().isEmpty()) {
      // The client's check of itself (a short step, few operations for a percentile) is shown, not disqualifying,
      // as for the knee: it says how far to trust the figure, not that the database failed the step.
      why = "validity warning: " + r.disqualifyingWarnings().get(0);
    } else if (sloValue == null) {
      why = "no " + (so.operation() == null ? "database" : so.operation()) + " operation was measured";
    } else {
      valid = true;
      if (!so.slo().meets(sloValue)) {
        why = String.format(Locale.ROOT, "%s %.0f us is over %.0f us", so.slo().percentileName(), sloValue,
            so.slo().limitUs());
      }
    }
    SearchStep step = new SearchStep(r.dir(), next.role(), next.target(), r.throughput(), sloValue,
        times.percentileUs(so.operation(), 50), times.percentileUs(so.operation(), 99), why == null, why);
    return new Judged(step, valid ? times : null);
  }

  private CapacityRecord capacityRecord(RateSearch search, List<SearchStep> done, String status) {
    SearchOptions so = options.search();
    SearchStep confirmed = null;
    if (search.capacity() != null) {
      // The last try that met the SLO at the capacity: of its confirmation (a recheck above it, when there was one,
      // runs at a higher rate), or of the brute force's rate.
      for (SearchStep st : done) {
        if ((SearchStep.CONFIRM.equals(st.role()) || SearchStep.RETRY.equals(st.role())
            || SearchStep.DESCEND.equals(st.role())) && st.meets() && st.target() == search.capacity()) {
          confirmed = st;
        }
      }
    }
    return new CapacityRecord(so.slo().text(), so.slo().percentile(), so.slo().limitUs(), so.operation(),
        so.precision(), status, search.reason(), search.probeThroughput(), search.low(), search.high(),
        search.capacity(), confirmed == null ? null : confirmed.throughput(),
        confirmed == null ? null : confirmed.p50Us(), confirmed == null ? null : confirmed.p99Us(), done.size(),
        done, so.descend() == null ? CapacityRecord.BISECT : CapacityRecord.DESCEND, so.descend(), arrivals,
        CapacityBasis.flagged(search.capacity(), search.high(), done, steps));
  }

  /** The properties every step starts from: the ycsb options, with the warm-up a step gets. */
  private Properties stepProperties() {
    List<String> args = new ArrayList<>(options.ycsbOptions());
    args.addAll(List.of("-db", options.dbClass()));
    if (options.warmupSeconds() != null) {
      args.addAll(List.of("-p", "warmup.time=" + options.warmupSeconds()));
    }
    return ClientArgs.parse(args.toArray(new String[0])).properties();
  }

  List<PlannedStep> plan() {
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

  private boolean runLoad(int threads) throws IOException, InterruptedException {
    Path dir = options.out().resolve("load");
    HookRecord hook = runHook(beforeLoad, "load");
    if (hook != null && hook.failed()) {
      String status = stopSwitch.isStopped() ? StepRecord.INTERRUPTED : StepRecord.FAILED;
      load = new LoadRecord("load", status, hook.failure(), hook);
      progress.line("load " + status + ": " + hook.failure());
      save(SweepManifest.RUNNING, null);
      return false;
    }
    List<String> args = new ArrayList<>(List.of("-load", "-db", options.dbClass()));
    args.addAll(options.ycsbOptions());
    args.addAll(List.of("-threads", Integer.toString(threads)));
    // The load is unthrottled, which only a closed loop can be: -p arrivals=open is for the steps.
    args.addAll(List.of("-p", Arrivals.MODE_PROPERTY + "=closed"));
    args.addAll(resultArgs(dir, sweepId + "-load"));
    args.addAll(metricsArgs("load", 0));
    progress.loadStarting(threads);
    StepOutcome o = runner.run(jvm, CLIENT_MAIN, args, dir, options.status(), options.stepTimeoutSeconds());
    Verdict v = judge(o, dir);
    load = new LoadRecord("load", v.status, v.reason, hook);
    progress.loadFinished(load, o.elapsedMs());
    save(SweepManifest.RUNNING, null);
    return StepRecord.COMPLETED.equals(v.status);
  }

  private StepRecord runStep(PlannedStep step, int position, int stepCount) throws InterruptedException {
    Path dir = options.out().resolve(step.dir());
    HookRecord hook = runHook(beforeStep, step.dir());
    if (hook != null && hook.failed()) {
      String status = stopSwitch.isStopped() ? StepRecord.INTERRUPTED : StepRecord.FAILED;
      return new StepRecord(step.value(), step.threads(), step.target(), step.repetition(), step.dir(), status,
          hook.failure(), null, hook.elapsedMs(), null, null, null, List.of(), hook);
    }
    boolean loadPhase = options.phase() == Phase.LOAD;
    List<String> args = new ArrayList<>(List.of(loadPhase ? "-load" : "-t", "-db", options.dbClass()));
    args.addAll(options.ycsbOptions());
    args.addAll(List.of("-threads", Integer.toString(step.threads()), "-target", Long.toString(step.target())));
    if (options.search() != null && step.target() == 0) {
      // A search's probe is unthrottled, which only a closed loop can be: -p arrivals=open is for the steps after.
      args.addAll(List.of("-p", Arrivals.MODE_PROPERTY + "=closed"));
    }
    // A load step's warm-up would insert records it does not count: warm-up is for run steps only.
    if (options.warmupSeconds() != null && !loadPhase) {
      args.addAll(List.of("-p", "warmup.time=" + options.warmupSeconds()));
    }
    if (freshKeys != null) {
      args.addAll(freshKeys.argsOfStep(position));
    }
    if (memoryStorePerStep) {
      args.addAll(List.of("-p", MemoryDB.FILE_PROPERTY + "="
          + dir.resolve(MemoryFileDefault.FILE_NAME).toAbsolutePath()));
    }
    args.addAll(resultArgs(dir, sweepId + "-" + step.dir()));
    args.addAll(metricsArgs(Integer.toString(position + 1), stepCount));
    StepOutcome o = runner.run(jvm, CLIENT_MAIN, args, dir, options.status(), options.stepTimeoutSeconds());
    Verdict v = judge(o, dir);
    StepMeasurement m = v.measurement();
    return new StepRecord(step.value(), step.threads(), step.target(), step.repetition(), step.dir(), v.status,
        v.reason, o.exitCode(), o.elapsedMs(), m == null ? null : m.throughput(), m == null ? null : m.p95Us(),
        m == null ? null : m.errorRate(), m == null ? List.of() : m.warnings(), hook);
  }

  /** Runs --before-step, when given, before the step or load in folder {@code what}; null without a hook. */
  private HookRecord runHook(BeforeStepHook hook, String what) throws InterruptedException {
    if (hook == null) {
      return null;
    }
    HookRecord r = hook.run();
    progress.line("before " + what + ": " + r.command() + " -> "
        + (r.failed() ? r.failure() : "exit 0 (" + Progress.clock(r.elapsedMs()) + ")"));
    return r;
  }

  /**
   * With {@code -p metrics.port=N} each step's process serves the metrics on that port in turn (the previous
   * step's endpoint has closed after its linger); these label its metrics with the step and the sweep's --name,
   * so that one Prometheus job tells the steps of a sweep, and the sweeps of a plan, apart.
   */
  private List<String> metricsArgs(String step, int stepCount) {
    boolean metricsOn = options.ycsbOptions().stream().anyMatch(o -> o.startsWith("metrics.port="));
    if (!metricsOn) {
      return List.of();
    }
    List<String> ret = new ArrayList<>(List.of("-p", "metrics.step=" + step, "-p", "metrics.steps=" + stepCount));
    if (options.name() != null && !options.name().isBlank()) {
      ret.addAll(List.of("-p", "metrics.name=" + options.name()));
    }
    return ret;
  }

  private static List<String> resultArgs(Path dir, String runId) {
    return List.of("-p", "results.dir=" + dir.toAbsolutePath(), "-p", "run.id=" + runId);
  }

  /** How a step ended, with what it measured (null when it wrote no result). */
  private record Verdict(String status, String reason, StepMeasurement measurement) {
  }

  /** Decides how a step ended, from the process outcome and its result.json. */
  private Verdict judge(StepOutcome o, Path dir) {
    StepMeasurement m = null;
    String readError = null;
    try {
      m = StepMeasurement.read(dir);
    } catch (IOException e) {
      readError = e.getMessage();
    }
    if (o.startError() != null) {
      return failed(m, o.startError());
    }
    if (o.interrupted() && (o.exitCode() == null || o.exitCode() != 0)) {
      return new Verdict(StepRecord.INTERRUPTED, "the sweep was interrupted (SIGINT/SIGTERM) during this step", m);
    }
    if (o.timedOut()) {
      return failed(m, String.format(Locale.ROOT, "step timeout: stopped after %.0f s (--step-timeout)",
          options.stepTimeoutSeconds()));
    }
    if (o.exitCode() != 0) {
      String line = firstErrorLine(dir.resolve("stderr.txt"));
      if (o.exitCode() == ExitCode.BAD_INPUT && line != null && line.startsWith(OperationSupport.PREFIX)) {
        return new Verdict(StepRecord.UNSUPPORTED, line, m);
      }
      return failed(m, "client exit code " + o.exitCode() + (line == null ? "" : ": " + line));
    }
    if (m == null) {
      return failed(m, readError != null ? readError : "the client wrote no result.json");
    }
    if ("failed".equals(m.status())) {
      return failed(m, m.problems().isEmpty() ? "the client reported the run as failed" : m.problems().get(0));
    }
    if (m.errorRate() > options.maxErrorRate()) {
      // Calls the binding answered NOT_IMPLEMENTED count as errors, but the database did not fail them: say so.
      List<String> warnings = m.warnings() == null ? List.of() : m.warnings();
      String unimplemented = warnings.stream().filter(w -> w.startsWith(ValidityGuard.NOT_IMPLEMENTED_WARNING))
          .findFirst().orElse(null);
      if (unimplemented != null) {
        return failed(m, unimplemented);
      }
      return failed(m, String.format(Locale.ROOT,
          "error rate %.2f%% (%d of %d operations) is over --max-error-rate %.2f%%",
          m.errorRate() * 100, m.errors(), m.dbOperations(), options.maxErrorRate() * 100));
    }
    return new Verdict(StepRecord.COMPLETED, null, m);
  }

  private static Verdict failed(StepMeasurement m, String reason) {
    return new Verdict(StepRecord.FAILED, oneLine(reason), m);
  }

  static String oneLine(String s) {
    String line = s.replaceAll("\\s*\\R\\s*", " ").strip();
    return line.length() > 400 ? line.substring(0, 400) + "..." : line;
  }

  /** The client's first "ycsb: error:" line, without the prefix. */
  static String firstErrorLine(Path stderr) {
    if (!Files.isRegularFile(stderr)) {
      return null;
    }
    try (Stream<String> lines = Files.lines(stderr, StandardCharsets.UTF_8)) {
      return lines.filter(l -> l.startsWith("ycsb: error: ")).map(l -> oneLine(l.substring(13))).findFirst()
          .orElse(null);
    } catch (IOException | java.io.UncheckedIOException e) {
      return null;
    }
  }

  /** Summary per value (repetitions that ran), knee and best latency on the medians. */
  private void analyse() {
    List<ValueSummary> sums = new ArrayList<>();
    List<CurvePoint> points = new ArrayList<>();
    for (long value : options.values()) {
      List<StepRecord> ofValue = steps.stream()
          .filter(s -> s.value() == value && !StepRecord.SKIPPED.equals(s.status())).toList();
      if (ofValue.isEmpty()) {
        continue;
      }
      ValueSummary s = ValueSummary.of(value, ofValue);
      sums.add(s);
      CurvePoint p = s.toPoint();
      // A step whose own client flagged it (reads of nothing, most operations failed) says nothing about
      // the database: it can be neither the knee nor the best latency.
      boolean flagged = ofValue.stream().anyMatch(st -> !st.disqualifyingWarnings().isEmpty());
      if (p != null && !flagged) {
        points.add(p);
      }
    }
    summary = List.copyOf(sums);
    knee = detector.findKnee(points).orElse(null);
    bestLatency = KneeDetector.bestLatency(points).orElse(null);
  }

  /** The refusal of an unsupported sweep, or null. */
  private String refused(String status) {
    return SweepManifest.UNSUPPORTED.equals(status) ? steps.stream()
        .filter(st -> StepRecord.UNSUPPORTED.equals(st.status())).map(StepRecord::reason).findFirst().orElse(null)
        : null;
  }

  private void save(String status, String endTime) throws IOException {
    ManifestFile.write(options.out(), new SweepManifest(SweepManifest.SCHEMA, SweepManifest.SCHEMA_VERSION,
        sweepId, options.binding(), options.dbClass(), options.workload(), options.dimension().label(),
        options.values(), options.repeat(), status, commandLine, startTime, endTime, load, List.copyOf(steps),
        summary, knee, bestLatency, options.phase().label(), options.name(), capacity));
  }

  private void printConclusion(String status) {
    String dim = options.dimension().label();
    if (capacity != null) {
      progress.line(capacity.capacity() != null
          ? String.format(Locale.ROOT, "capacity at %s: %d ops/s (measured %.1f ops/s, p50 %.0f us, p99 %.0f us; "
              + "%s; %d steps%s)", capacity.slo(), capacity.capacity(), capacity.capacityThroughput(),
              capacity.capacityP50Us(), capacity.capacityP99Us(), capacity.reason(), capacity.stepsUsed(),
              capacity.arrivals() == null ? "" : ", " + capacity.arrivals() + " arrivals")
          : "capacity at " + capacity.slo() + ": none (" + (capacity.reason() == null ? capacity.status()
              : capacity.reason()) + "; " + capacity.stepsUsed() + " steps)");
      if (capacity.flaggedBasis() != null) {
        progress.line("the capacity rests on steps the client's check of itself flagged: "
            + capacity.flaggedBasis() + "; their percentiles are not reliable (see the step length line above)");
      }
    } else if (knee != null) {
      progress.line("knee: " + dim + "=" + knee.value() + " (" + knee.reason() + ")");
    } else {
      progress.line("knee: none found");
    }
    if (bestLatency != null) {
      progress.line(String.format(Locale.ROOT, "best latency: %s=%d (p95 %.0f us)", dim, bestLatency.value(),
          bestLatency.p95Us()));
    }
    for (StepRecord s : steps) {
      if (!s.disqualifyingWarnings().isEmpty()) {
        progress.line(dim + "=" + s.value() + " rep " + s.repetition() + " is not eligible for knee or best "
            + "latency: " + s.disqualifyingWarnings().get(0));
      }
    }
    SelfCheckTally selfChecks = SelfCheckTally.of(steps);
    if (selfChecks.warnedSteps() > 0) {
      progress.line("the client's check of itself warned in " + selfChecks.describe() + ": those steps' figures "
          + "reflect the client's host as much as the database (each step's result.json says how)");
    }
    long failed = steps.stream().filter(s -> StepRecord.FAILED.equals(s.status())).count();
    if (refused(status) != null) {
      progress.line(refused(status));
    }
    progress.line("sweep " + status + (failed > 0 ? ", " + failed + " step(s) failed" : "") + "; manifest "
        + options.out().resolve(SweepManifest.FILE));
  }
}
