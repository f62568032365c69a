package site.ycsb.engine;

import java.io.IOException;
import java.io.PrintStream;
import java.util.List;
import java.util.Properties;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import site.ycsb.DBWrapper;
import site.ycsb.PropertyReader;
import site.ycsb.Redactor;
import site.ycsb.ServerStatsSnapshot;
import site.ycsb.UnknownDBException;
import site.ycsb.Workload;
import site.ycsb.WorkloadException;
import site.ycsb.measurements.Measurements;
import site.ycsb.measurements.SizeBuckets;
import site.ycsb.metrics.MetricsSettings;
import site.ycsb.tool.ExitCode;
import site.ycsb.workloads.AutoSizeBuckets;
import site.ycsb.workloads.ReplayWorkload;

/**
 * One load or transaction phase in this process, as a sequence of named steps: read the settings, prepare the
 * workload, start the clients, measure, see how it ended, warn, export, write the results, report. Every outcome,
 * including a stop by time limit or Ctrl-C, ends with the results written.
 */
public final class BenchmarkRun {
  /** The plan file of {@code bin/ycsb plan} a run belongs to; its text goes into the disclosure. */
  public static final String PLAN_FILE_PROPERTY = "plan.file";

  public static final String RESULTS_DIR_PROPERTY = "results.dir";
  public static final String RUN_ID_PROPERTY = "run.id";
  public static final String STATUS_INTERVAL_PROPERTY = "status.interval";
  /** Seconds to wait for client threads after a stop before reporting them as stuck. */
  public static final String STOP_GRACE_PROPERTY = "stop.grace";
  /** Set by a sweep for each step's metrics: the step (1-based), the steps, the database's --name. */
  public static final String METRICS_STEP_PROPERTY = "metrics.step";
  public static final String METRICS_STEPS_PROPERTY = "metrics.steps";
  public static final String METRICS_NAME_PROPERTY = "metrics.name";

  private final ClientArgs args;
  private final Properties props;
  /** Hides the run's secrets, and wherever they occur the values of its secret properties, in all it writes. */
  private final Redactor redactor;
  private final PrintStream out;
  private final PrintStream err;
  private final CountDownLatch finished = new CountDownLatch(1);
  private final PhaseStop stop = new PhaseStop();
  /** Set as soon as it exists, so that a stop reaches it even during its init. */
  private volatile Workload workload;
  /** The run's results.dir, held (locked) from its start to its end; null without one. */
  private ResultWriter results;

  /** The parts read before the phase starts that its later steps use. */
  private record Parts(ClassicExport export, RunWarnings warnings, Measurements measurements, RunMetrics metrics) {
  }

  public BenchmarkRun(ClientArgs args, PrintStream out, PrintStream err) {
    this.args = args;
    this.props = args.properties();
    this.redactor = Redactor.standard().withSecretsOf(props);
    this.out = out;
    this.err = err;
  }

  /** Asks a running benchmark to stop (Ctrl-C) and waits until its results are written. */
  public void interrupt(long waitMs) {
    stop.interrupt();
    Workload w = workload;
    if (w != null) {
      w.requestStop();
    }
    try {
      finished.await(waitMs, TimeUnit.MILLISECONDS);
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
    }
  }

  /** Runs the phase; configuration errors surface as IllegalArgumentException or the named exceptions. */
  public int execute() throws WorkloadException, UnknownDBException, IOException, InterruptedException {
    try {
      return run();
    } finally {
      if (results != null) {
        results.release(err);
        results = null;
      }
      finished.countDown();
    }
  }

  /** Reads and checks everything before any connection, in the order its errors are reported. */
  private int run() throws WorkloadException, UnknownDBException, IOException, InterruptedException {
    long startedNs = System.nanoTime();
    PropertyReader p = new PropertyReader(props);
    PhaseSettings s = PhaseSettings.read(p, err);
    ClassicExport export = ClassicExport.from(p);
    RunWarnings warnings = RunWarnings.from(p);
    MetricsSettings metricsSettings = MetricsSettings.read(p);
    results = ResultWriter.open(p, args, redactor);
    Measurements measurements = installMeasurements(p);
    Workload w = initWorkload(p);
    if (s.dotransactions() && w instanceof ReplayWorkload r && r.timedArrivals() != null) {
      s = s.withTimedArrivals(p);
    }
    PhaseContext phase = new PhaseContext(p, s, w, stop, out, err);
    long opcount = PhaseWorkload.checkedOperationCount(p, s, w, err);
    String refused = PhaseWorkload.unsupportedOperation(s, phase.workload(), props);
    if (refused == null) {
      refused = ExpirySupport.refusal(s, phase.workload(), props);
    }
    if (refused != null) {
      err.println("ycsb: error: " + refused);
      return ExitCode.BAD_INPUT;
    }
    try (RunMetrics metrics = RunMetrics.start(metricsSettings, phase, args.workloadFiles(), measurements,
        redactor)) {
      return run(phase, new Parts(export, warnings, measurements, metrics), opcount, startedNs);
    }
  }

  /** The phase itself: clients started, measured, ended, and what it measured written and judged. */
  private int run(PhaseContext phase, Parts parts, long opcount, long startedNs)
      throws UnknownDBException, IOException, InterruptedException {
    PhaseSettings s = phase.settings();
    Measurements measurements = parts.measurements();
    FailFast failFast = FailFast.from(phase.reader(), s.phase(), reason -> {
      stop.failFast(reason);
      workload.requestStop();
    });
    ClientLaunch launch = new ClientLaunch(phase, parts.metrics());
    List<DBWrapper> dbs = launch.newDatabases(measurements);
    String replayRefused = phase.workload() instanceof ReplayWorkload r ? r.refusal(dbs.get(0)) : null;
    if (replayRefused != null) {
      err.println("ycsb: error: " + replayRefused);
      return ExitCode.BAD_INPUT;
    }
    ServerStatsProbe stats = ServerStatsProbe.open(s.dbName(), props, dbs.get(0).unwrap(), err);
    launch.announce();
    RunningClients clients = launch.start(dbs, opcount, failFast);
    if (!launch.initialised(clients, startedNs)) {
      return launch.abort(clients, stats);
    }
    StartGate gate = new StartGate(phase, launch, stats);
    if (!gate.serverStatsOpened(clients)) {
      return ExitCode.BAD_INPUT;
    }
    ServerStatsSnapshot before = stats.snapshot();
    if (!gate.startAtReached(clients)) {
      return ExitCode.BAD_INPUT;
    }
    MeasuredWindow window = new WindowRecorder(phase, measurements, parts.metrics())
        .record(clients, before, results != null || parts.metrics().serving(), failFast);
    RunOutcome outcome = PhaseEnd.collect(phase, clients, stats, window);
    PhaseTotals totals = new PhaseTotals(clients.operations(), window.runNs());

    List<String> warnings = parts.warnings().of(phase, measurements, window, clients, totals);
    outcome = outcome.failedBy(parts.warnings().failedVerification(measurements));
    parts.metrics().finished(measurements, warnings.size());
    String exportFailure = parts.export().write(out, totals, window.status(), measurements,
        results == null ? null : results.path());
    if (results != null) {
      results.write(new FinishedPhase(phase, measurements, window, outcome, totals, warnings, clients.arrivals(s),
          dbs.get(0).unwrap().getClass()), err);
    }
    String logFailure = closeMeasurements(measurements);
    return new ConsoleVerdict(err, redactor).print(warnings, outcome.failedBy(exportFailure).failedBy(logFailure),
        clients.coordinator());
  }

  /** The run's measurements; with {@code measurement.sizebuckets=auto}, a note of the buckets it stands for. */
  private Measurements installMeasurements(PropertyReader p) {
    Measurements.setProperties(props);
    SizeBuckets auto = null;
    if (SizeBuckets.isAuto(p)) {
      AutoSizeBuckets chosen = AutoSizeBuckets.of(p);
      err.println(chosen.note());
      auto = chosen.buckets();
    }
    Measurements measurements = new Measurements(props, auto);
    Measurements.setMeasurements(measurements);
    return measurements;
  }

  /** Loads and initialises the workload, which a stop asked for during its init reaches too. */
  private Workload initWorkload(PropertyReader p) throws WorkloadException {
    err.println("Loading workload...");
    workload = PhaseWorkload.instantiate(p);
    workload.init(props);
    if (stop.requested()) {
      workload.requestStop();
    }
    return workload;
  }

  /** Closes the measurements (their interval logs); the one-line failure, or null. */
  private static String closeMeasurements(Measurements measurements) {
    try {
      measurements.close();
      return null;
    } catch (IOException e) {
      return e.getMessage();
    }
  }
}
