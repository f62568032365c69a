package site.ycsb.engine;

import java.io.FileOutputStream;
import java.io.IOException;
import java.io.OutputStream;
import java.io.PrintStream;
import java.nio.file.Path;
import java.nio.file.Paths;
import java.time.Instant;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Properties;
import java.util.UUID;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import org.HdrHistogram.Histogram;
import site.ycsb.Client;
import site.ycsb.ClientThread;
import site.ycsb.DBFactory;
import site.ycsb.DBWrapper;
import site.ycsb.ErrorText;
import site.ycsb.IllegalPropertyException;
import site.ycsb.PropertyReader;
import site.ycsb.Redactor;
import site.ycsb.ServerStatsSnapshot;
import site.ycsb.StatusThread;
import site.ycsb.TerminatorThread;
import site.ycsb.UnknownDBException;
import site.ycsb.Utils;
import site.ycsb.Workload;
import site.ycsb.WorkloadException;
import site.ycsb.db.MemoryDB;
import site.ycsb.launcher.BindingRegistry;
import site.ycsb.measurements.Measurements;
import site.ycsb.measurements.OneMeasurement;
import site.ycsb.measurements.OneMeasurementHdrHistogram;
import site.ycsb.measurements.exporter.MeasurementsExporter;
import site.ycsb.measurements.exporter.TextMeasurementsExporter;
import site.ycsb.metrics.MetricsEndpoint;
import site.ycsb.metrics.MetricsSettings;
import site.ycsb.metrics.OpenLoopState;
import site.ycsb.metrics.RunLabels;
import site.ycsb.results.ArrivalsResult;
import site.ycsb.results.ClientResources;
import site.ycsb.results.ClientSlice;
import site.ycsb.results.Disclosure;
import site.ycsb.results.DisclosureCollector;
import site.ycsb.results.ResultsDirectory;
import site.ycsb.results.ResultsDirectoryLock;
import site.ycsb.results.RunResult;
import site.ycsb.results.RunResultBuilder;
import site.ycsb.results.SeriesResult;
import site.ycsb.results.ServerResult;
import site.ycsb.tool.ExitCode;
import site.ycsb.workloads.CoreWorkload;

/**
 * One load or transaction phase in this process: validates the configuration, runs the client
 * threads, and writes the classic output plus, with {@code results.dir}, the result and disclosure
 * documents. Every outcome, including a stop by time limit or Ctrl-C, ends with the results written.
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
  private volatile Workload workload;
  private volatile String stopReason;
  /**
   * The stop reason of a run that reached its maxexecutiontime: its planned end (upstream's runs are often bounded
   * so), so such a run whose threads all stopped in time is complete, not stopped.
   */
  private static final String TIME_UP = "maxexecutiontime reached";
  /** The one line of a phase ended by {@link FailFast}, or null. */
  private volatile String failFastReason;
  /** The phase's warm-up once the run is measured, which knows when measurement started; for the metrics. */
  private volatile Warmup currentWarmup;
  /** The phase's open loop once its clients are started ({@code arrivals=open}); for the metrics. */
  private volatile OpenLoop currentOpenLoop;
  /** The run's hold on its results.dir, from its start to its end; null without one. */
  private ResultsDirectoryLock resultsLock;

  public BenchmarkRun(ClientArgs args, PrintStream out, PrintStream err) {
    this.args = args;
    this.props = args.properties();
    this.redactor = Redactor.standard().withSecretsOf(props);
    this.out = out;
    this.err = err;
  }

  /** Asks a running benchmark to stop (Ctrl-C) and waits until its results are written. */
  public void interrupt(long waitMs) {
    stopReason = "interrupted";
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
      releaseResultsDirectory();
      finished.countDown();
    }
  }

  private int run() throws WorkloadException, UnknownDBException, IOException, InterruptedException {
    long startedNs = System.nanoTime();
    PropertyReader p = new PropertyReader(props);
    Settings s = Settings.read(p, err);
    ExporterFactory exporterFactory = ExporterFactory.from(p);
    ValidityGuard guard = ValidityGuard.from(p);
    ClientSelfCheck selfCheck = ClientSelfCheck.from(p);
    MetricsSettings metricsSettings = MetricsSettings.read(p);
    ResultsDirectory resultsDir = resultsDirectory(p);
    Measurements measurements = installMeasurements();
    long opcount = initWorkload(p, s);
    String refused = unsupportedOperation(s);
    if (refused != null) {
      err.println("ycsb: error: " + refused);
      return ExitCode.BAD_INPUT;
    }
    if (metricsSettings == null) {
      return run(p, s, exporterFactory, guard, selfCheck, resultsDir, measurements, opcount, startedNs, null);
    }
    // Closed (after lingering) on every way out, so the port is free for a sweep's next step.
    try (MetricsEndpoint metrics = MetricsEndpoint.start(metricsSettings, runLabels(p, s), measurements,
        stepNumber(p), p.intValue(METRICS_STEPS_PROPERTY, 0, 0), this::measuredStartMs,
        s.arrivals().open() ? () -> openLoopState(s) : null,
        line -> {
          if (Client.isDebugging()) {
            err.println("ycsb: debug: " + line);
          }
        },
        line -> err.println("ycsb: warning: " + redactor.text(line)))) {
      err.println("Metrics at " + metrics.url());
      return run(p, s, exporterFactory, guard, selfCheck, resultsDir, measurements, opcount, startedNs, metrics);
    }
  }

  /** The sweep step's number for the metrics; 0 outside a sweep and for its load ({@code metrics.step=load}). */
  private static int stepNumber(PropertyReader p) {
    String step = p.string(METRICS_STEP_PROPERTY, "").trim();
    return step.matches("[0-9]{1,9}") ? Integer.parseInt(step) : 0;
  }

  /** When the measured run started (after warm-up), epoch ms; 0 before. */
  private long measuredStartMs() {
    Warmup w = currentWarmup;
    return w == null ? 0 : w.endEpochMs();
  }

  /** The open loop at a scrape; before its clients are started, its figures at the start. */
  private OpenLoopState openLoopState(Settings s) {
    OpenLoop loop = currentOpenLoop;
    return loop == null ? OpenLoopState.notStarted(s.threads(), s.arrivals().maxClients()) : loop.state();
  }

  /** The labels of the run's metrics. */
  private RunLabels runLabels(PropertyReader p, Settings s) {
    String binding = BindingRegistry.bindingNameOf(s.dbName());
    String workloadName = args.workloadFiles().isEmpty()
        ? p.string(Client.WORKLOAD_PROPERTY, CoreWorkload.class.getName())
        : String.join(",", args.workloadFiles().stream().map(f -> String.valueOf(f.getFileName())).toList());
    return new RunLabels(s.runId(), s.slice() == null ? "0" : Integer.toString(s.slice().index()), binding,
        p.string(METRICS_NAME_PROPERTY, binding), workloadName, s.dotransactions() ? "run" : "load", s.threads(),
        s.target(), p.isSet(METRICS_STEP_PROPERTY) ? p.string(METRICS_STEP_PROPERTY, "") : "");
  }

  private int run(PropertyReader p, Settings s, ExporterFactory exporterFactory, ValidityGuard guard,
      ClientSelfCheck selfCheck, ResultsDirectory resultsDir, Measurements measurements, long opcount, long startedNs,
      MetricsEndpoint metrics)
      throws WorkloadException, UnknownDBException, IOException, InterruptedException {
    FailFast failFast = FailFast.from(p, s.dotransactions() ? "run" : "load", reason -> {
      failFastReason = reason;
      workload.requestStop();
    });
    List<DBWrapper> dbs = newDatabases(s, measurements);
    ServerStatsProbe stats = ServerStatsProbe.open(s.dbName(), props, dbs.get(0).unwrap(), err);

    // Upstream prints "Starting test."; the line keeps those words first for scripts that wait for them.
    err.println("Starting test. Client threads: " + s.threads() + " (" + ThreadModel.PROPERTY + "="
        + s.threadModel().describe() + ").");
    String javaNote = ThreadModel.newerJavaNote(s.threadModel(), s.threads(), s.dbName());
    if (javaNote != null) {
      err.println(javaNote);
    }
    if (s.arrivals().open()) {
      err.println(s.arrivals().note(s.target(), s.threads()));
    }
    Clients clients = startClients(s, dbs, opcount, failFast);
    if (!initialised(clients, s, startedNs)) {
      return abort(clients, s, stats);
    }
    IllegalPropertyException statsRefused = stats.awaitOpen(() -> stopReason != null);
    if (statsRefused != null) {
      abort(clients, s, stats);
      err.println("ycsb: error: " + statsRefused.getMessage());
      return ExitCode.BAD_INPUT;
    }
    stats.showOpenFailure();
    ServerStatsSnapshot before = stats.snapshot();
    if (s.startAt() != null) {
      long late = StartAt.lateMs(s.startAt());
      if (late > s.stopGraceMs()) {
        err.println("ycsb: error: " + StartAt.tooLate(s.startAt(), late, s.stopGraceMs(),
            " once the threads had initialised").getMessage());
        abort(clients, s, stats);
        return ExitCode.BAD_INPUT;
      }
      StartAt.await(s.startAt(), s.threads(), workload::isStopRequested, err);
    }
    Window window = measure(s, p, measurements, clients, before, resultsDir != null || metrics != null, failFast);
    Ending ending = end(s, clients, stats, window);

    long opsDone = clients.threads().stream().mapToLong(ClientThread::getOpsDone).sum();
    List<DBWrapper> allDbs = clients.dbs();
    long runNs = Math.max(0, window.endNs() - window.warmup().endNanos());
    List<String> warnings = new ArrayList<>(guard.warnings(new ValidityGuard.Phase(s.dotransactions(),
        workload instanceof CoreWorkload, dbs.get(0).unwrap() instanceof MemoryDB), returnCodes(measurements),
        window.before() == null ? null : window.before().records(), backoffShare(allDbs, runNs)));
    warnings.addAll(selfCheck.warnings(s.dotransactions() ? "run" : "load", operationHistograms(measurements),
        clientHistogram(measurements, HiccupMeter.SERIES), cpuShare(window), runNs / 1e9,
        window.usageEnd().jitMsSince(window.warmup().usageAtEnd()),
        window.usageEnd().stealShareSince(window.warmup().usageAtEnd()), p.doubleList(
            OneMeasurementHdrHistogram.PERCENTILES_PROPERTY, OneMeasurementHdrHistogram.PERCENTILES_PROPERTY_DEFAULT,
            0, 100)));
    String targetMissed = guard.targetNotReached(s.target(), opsDone, runNs, s.threads(),
        s.arrivals().poisson());
    if (targetMissed != null) {
      warnings.add(targetMissed);
    }
    if (clients.openLoop() != null && clients.openLoop().startRefused() != null) {
      warnings.add(clients.openLoop().startRefused());
    }
    // Wrong data is a failed run (exit 1), as lost writes are; it stays among the warnings so sweeps flag it too.
    ending = ending.failedBy(guard.failedVerification(returnCodes(measurements)));
    if (metrics != null) {
      measurements.sampleAll();
      metrics.finished(warnings.size());
    }
    // A failed export (a full disk, a closed file) must not lose what was measured: result.json is still written,
    // and the run ends with exit 1 naming both.
    Path kept = resultsDir == null ? null : resultsDir.path();
    String exportFailure = null;
    try (MeasurementsExporter exporter = exporterFactory.create(out)) {
      exportClassic(exporter, TimeUnit.NANOSECONDS.toMillis(runNs), throughput(opsDone, runNs), window.status(),
          measurements);
    } catch (IOException e) {
      exportFailure = exporterFactory.failure(ErrorText.describe(e), kept);
    }
    if (exportFailure == null && exporterFactory.toStdout() && out.checkError()) {
      // PrintStream swallows write errors (stdout redirected to a full disk or closed); it only keeps a flag.
      exportFailure = exporterFactory.failure("the stream reported a write error (closed, or a full disk)", kept);
    }
    if (resultsDir != null) {
      writeResults(resultsDir, p, s, measurements, window, ending, stats, opsDone, runNs, warnings,
          dbs.get(0).unwrap().getClass(), arrivalsResult(s, clients));
    }
    String logFailure = null;
    try {
      measurements.close();
    } catch (IOException e) {
      logFailure = e.getMessage();
    }
    return report(warnings, ending.failedBy(exportFailure).failedBy(logFailure), clients.coordinator());
  }

  /** What the phase runs with, read and checked before anything starts. */
  private record Settings(int threads, long target, boolean dotransactions, long maxExecutionTime,
      int statusInterval, boolean status, boolean trackJvm, long stopGraceMs, long warmupOps, double warmupSeconds,
      String dbName, String label, String runId, ClientSlice slice, Instant startAt, ThreadModel.Choice threadModel,
      Arrivals arrivals) {

    static Settings read(PropertyReader p, PrintStream err) {
      boolean dotransactions = p.booleanValue(Client.DO_TRANSACTIONS_PROPERTY, true);
      // This client's share first: it sets the target, insertstart and insertcount read below and by the workload.
      ClientSlice slice = ClientSlicing.read(p);
      if (slice != null) {
        ClientSlicing.KeyRange keys = ClientSlicing.apply(slice, p.properties(), !dotransactions);
        err.println("Client " + slice.index() + " of " + slice.count() + ": "
            + (keys == null ? "the whole key space" : "inserts keys " + keys)
            + (p.longValue(Client.TARGET_PROPERTY, 0, 0) > 0
                ? ", target " + p.string(Client.TARGET_PROPERTY, "") + " ops/s" : ""));
      }
      long warmupOps = p.longValue(Warmup.WARMUP_OPS_PROPERTY, 0, 0);
      double warmupSeconds = p.doubleValue(Warmup.WARMUP_TIME_PROPERTY, 0, 0, Double.MAX_VALUE);
      if (!dotransactions && (warmupOps > 0 || warmupSeconds > 0)) {
        err.println("ycsb: warning: warm-up applies to the transaction phase (-t) only; the load phase measures "
            + "every insert");
        warmupOps = 0;
        warmupSeconds = 0;
      }
      int threads = p.intValue(Client.THREAD_COUNT_PROPERTY, 1, 1);
      String dbName = p.string(Client.DB_PROPERTY, "site.ycsb.BasicDB");
      long target = p.longValue(Client.TARGET_PROPERTY, 0, 0);
      Arrivals arrivals = Arrivals.read(p, target, threads);
      return new Settings(threads, target,
          dotransactions, p.longValue(Client.MAX_EXECUTION_TIME, 0, 0), p.intValue(STATUS_INTERVAL_PROPERTY, 10, 1),
          p.booleanValue(Client.STATUS_PROPERTY, false),
          p.booleanValue(Measurements.MEASUREMENT_TRACK_JVM_PROPERTY, false),
          p.longValue(STOP_GRACE_PROPERTY, 10, 0) * 1000, warmupOps, warmupSeconds,
          dbName, p.string(Client.LABEL_PROPERTY, ""), p.string(RUN_ID_PROPERTY, UUID.randomUUID().toString()), slice,
          startAt(p), arrivals.open() ? ThreadModel.chooseOpenLoop(p, dbName) : ThreadModel.choose(p, threads, dbName),
          arrivals);
    }

    private static Instant startAt(PropertyReader p) {
      Instant at = StartAt.read(p);
      if (at != null) {
        StartAt.checkNotPast(at, p.longValue(STOP_GRACE_PROPERTY, 10, 0) * 1000);
      }
      return at;
    }
  }

  /**
   * The client threads of the phase and their bindings (an open loop adds to both as it starts clients), the
   * latch they count down when they end, their coordinator, and the open loop or null.
   */
  private record Clients(List<ClientThread> threads, List<DBWrapper> dbs, CountDownLatch done,
      RunCoordinator coordinator, OpenLoop openLoop, int notStartedOnStop) {
    /** Client threads that have not ended. */
    long stuck() {
      return openLoop == null ? done.getCount() : openLoop.stuck(done.getCount());
    }
  }

  /** The measured window: when it started and ended, and what ran beside the client threads. */
  private record Window(long startEpochMs, long endEpochMs, long endNs, ResourceUsage usageEnd, Warmup warmup,
      boolean warmupCut, StatusThread status, ServerStatsSnapshot before, long graceLeftMs) {
  }

  /** How the phase ended: problems to print, failures that make it exit 1, threads that never came back. */
  private record Ending(List<String> problems, List<String> failures, long stuck, ServerStatsSnapshot after) {
    /** This ending with one more failure, printed as an error; itself when {@code failure} is null. */
    Ending failedBy(String failure) {
      if (failure == null) {
        return this;
      }
      List<String> p = new ArrayList<>(problems);
      p.add(failure);
      List<String> f = new ArrayList<>(failures);
      f.add(failure);
      return new Ending(p, f, stuck, after);
    }
  }

  private ResultsDirectory resultsDirectory(PropertyReader p) throws IOException {
    if (!p.isSet(RESULTS_DIR_PROPERTY)) {
      return null;
    }
    String where = p.string(RESULTS_DIR_PROPERTY, "");
    ResultsDirectory dir = new ResultsDirectory(Paths.get(where));
    try {
      dir.create();
    } catch (IOException e) {
      throw new IllegalPropertyException("property '" + RESULTS_DIR_PROPERTY + "' is '" + where
          + "': cannot create that folder (" + ErrorText.describeFile(e) + ")");
    }
    try {
      resultsLock = ResultsDirectoryLock.acquire(dir.path());
    } catch (ResultsDirectoryLock.HeldException e) {
      throw new IllegalPropertyException(e.getMessage());
    } catch (IOException e) {
      throw new IllegalPropertyException("property '" + RESULTS_DIR_PROPERTY + "' is '" + where
          + "': cannot lock that folder for this run (" + ErrorText.describeFile(e) + ")");
    }
    return dir;
  }

  /** Lets the next run have the results.dir; a failure to remove the lock file only leaves a stale file. */
  private void releaseResultsDirectory() {
    ResultsDirectoryLock lock = resultsLock;
    resultsLock = null;
    if (lock != null) {
      try {
        lock.close();
      } catch (IOException e) {
        err.println("ycsb: warning: could not release the lock of results.dir: " + ErrorText.describeFile(e));
      }
    }
  }

  private Measurements installMeasurements() {
    Measurements.setProperties(props);
    Measurements measurements = new Measurements(props);
    Measurements.setMeasurements(measurements);
    return measurements;
  }

  /**
   * The one-line refusal of a phase whose operation mix needs an operation the binding declares it does not
   * implement ({@link OperationSupport}), or null: refused before any connection, so no run measures nothing.
   */
  private String unsupportedOperation(Settings s) {
    Class<?> dbClass;
    try {
      dbClass = DBFactory.findClass(s.dbName());
    } catch (ClassNotFoundException | LinkageError e) {
      return null; // the binding's own start names a missing class
    }
    return OperationSupport.refusal(BindingRegistry.bindingNameOf(s.dbName()), dbClass,
        OperationSupport.needed(workload.getClass(), props, s.dotransactions()));
  }

  /** Loads and initialises the workload; returns the operation count, read after init as 0.17.0 does. */
  private long initWorkload(PropertyReader p, Settings s) throws WorkloadException {
    err.println("Loading workload...");
    workload = loadWorkload(p.string(Client.WORKLOAD_PROPERTY, "site.ycsb.workloads.CoreWorkload"));
    workload.init(props);
    if (stopReason != null) {
      workload.requestStop();
    }
    // A workload may set the counts (ConstantOccupancyWorkload does).
    long opcount = operationCount(p, s.dotransactions());
    if (s.dotransactions() && opcount == 0 && s.maxExecutionTime() == 0) {
      err.println("ycsb: warning: operationcount is " + (p.isSet(Client.OPERATION_COUNT_PROPERTY) ? "0"
          : "not set (no -P workload file?)") + " and maxexecutiontime is not set: the run goes on until "
          + "interrupted (Ctrl-C)");
    }
    if (!s.dotransactions() && opcount == 0) {
      if (s.maxExecutionTime() == 0) {
        throw unboundedLoad(p);
      }
      // Allowed (a load that fills for a time), but said: a -P file that was not read looks the same.
      err.println("ycsb: warning: neither " + Client.RECORD_COUNT_PROPERTY + " nor " + Client.INSERT_COUNT_PROPERTY
          + " is set (no -P workload file?): the load inserts until " + Client.MAX_EXECUTION_TIME + " ("
          + s.maxExecutionTime() + " s) elapses");
    }
    return opcount;
  }

  /**
   * A load without a count would insert until interrupted, growing the database without bound (0.17.0 loaded
   * nothing): unlike a run without operationcount, which goes on over a key space of fixed size, it is refused.
   */
  private static IllegalPropertyException unboundedLoad(PropertyReader p) {
    String name = p.isSet(Client.INSERT_COUNT_PROPERTY) ? Client.INSERT_COUNT_PROPERTY : Client.RECORD_COUNT_PROPERTY;
    String value = p.isSet(name) ? "is '" + p.string(name, "") + "'"
        : "is not set (no -P workload file?), nor is " + Client.INSERT_COUNT_PROPERTY;
    return new IllegalPropertyException("property '" + name + "' " + value + ": the load would insert until "
        + "interrupted; accepted: the number of records to insert (a whole number >= 1), or set "
        + Client.MAX_EXECUTION_TIME + " to insert until it elapses");
  }

  private List<DBWrapper> newDatabases(Settings s, Measurements measurements) throws UnknownDBException {
    List<DBWrapper> dbs = new ArrayList<>();
    for (int i = 0; i < s.threads(); i++) {
      dbs.add(DBFactory.newDB(s.dbName(), props, measurements));
    }
    return dbs;
  }

  /** Starts every client thread; each initialises its binding and waits for the coordinator's start. */
  private Clients startClients(Settings s, List<DBWrapper> dbs, long opcount, FailFast failFast) {
    boolean open = s.arrivals().open();
    // An open loop's dispatcher counts the latch down too, once it and every client it started have ended.
    CountDownLatch done = new CountDownLatch(s.threads() + (open ? 1 : 0));
    RunCoordinator coordinator = new RunCoordinator(s.threads());
    double targetPerThreadPerMs = s.target() > 0 && !open ? s.target() / (double) s.threads() / 1000.0 : 0;
    List<ClientThread> clients = new CopyOnWriteArrayList<>();
    List<DBWrapper> allDbs = new CopyOnWriteArrayList<>(dbs);
    long budgetMs = opcount > 0 ? s.stopGraceMs() : FailureBackoff.UNLIMITED;
    OpenLoop loop = !open ? null : new OpenLoop(s.arrivals(), s.target(), s.threads(), opcount, coordinator,
        workload::isStopRequested, (self, id, clientDone) -> {
          DBWrapper db = newDatabase(s);
          db.guardedBy(failFast, workload::isStopRequested, budgetMs);
          allDbs.add(db);
          ClientThread client = newClient(s, db, 0, 0, clientDone, coordinator, id);
          client.setArrivals(s.arrivals().poisson(), self, true);
          clients.add(client);
          try {
            s.threadModel().model().newThread(client, "ycsb-client-" + id).start();
          } catch (OutOfMemoryError e) {
            clients.remove(client);
            allDbs.remove(db);
            throw e;
          }
        }, done);
    List<Thread> threads = new ArrayList<>();
    int notStarted = 0;
    for (int i = 0; i < s.threads(); i++) {
      long threadOps = open ? 0 : opcount / s.threads() + (i < opcount % s.threads() ? 1 : 0);
      // A thread with an operation count may pause at most stop.grace in all (see FailureBackoff).
      dbs.get(i).guardedBy(failFast, workload::isStopRequested, budgetMs);
      ClientThread client = newClient(s, dbs.get(i), threadOps, targetPerThreadPerMs, done, coordinator, i);
      client.setArrivals(s.arrivals().poisson(), loop, false);
      clients.add(client);
      threads.add(s.threadModel().model().newThread(client, "ycsb-client-" + i));
    }
    if (loop != null) {
      Thread dispatcher = new Thread(loop, "ycsb-arrivals");
      dispatcher.setDaemon(true);
      threads.add(dispatcher);
    }
    currentOpenLoop = loop;
    for (int i = 0; i < threads.size(); i++) {
      if (stopReason != null && i < s.threads()) {
        // Stopped while thousands of threads were being started: start no more, so that the stop is answered
        // within its bound; those never started count down the latches they would have.
        coordinator.stoppedBeforeStart(s.threads() - i);
        for (int k = i; k < threads.size(); k++) {
          done.countDown();
        }
        notStarted = s.threads() - i;
        break;
      }
      try {
        threads.get(i).start();
      } catch (OutOfMemoryError e) {
        // The operating system refused a thread (its limits, or memory for the stack): the run fails as when a
        // client cannot initialise, and the threads never started count down the latches they would have.
        String which = i < s.threads() ? "client thread " + (i + 1) + " of " + s.threads()
            : "the open loop's dispatcher thread";
        coordinator.notStarted(Math.max(0, s.threads() - i), "could not start " + which + ": " + e.getMessage()
            + "; run fewer -threads, raise the limits (" + ThreadModel.OS_THREAD_LIMITS + "), or use -p "
            + ThreadModel.PROPERTY + "=virtual (Java 21+)");
        for (int k = i; k < threads.size(); k++) {
          done.countDown();
        }
        break;
      }
    }
    return new Clients(clients, allDbs, done, coordinator, loop, notStarted);
  }

  private ClientThread newClient(Settings s, DBWrapper db, long ops, double targetPerMs, CountDownLatch done,
      RunCoordinator coordinator, int id) {
    ClientThread client = new ClientThread(db, s.dotransactions(), workload, props, ops, targetPerMs, done);
    client.setThreadId(id);
    client.setThreadCount(s.threads());
    client.setCoordinator(coordinator);
    return client;
  }

  /** One more binding instance for a client an open loop starts during the run. */
  private DBWrapper newDatabase(Settings s) {
    try {
      return DBFactory.newDB(s.dbName(), props, Measurements.getMeasurements());
    } catch (UnknownDBException e) {
      // The same class made the first clients' instances.
      throw new IllegalStateException(e);
    }
  }

  /** What the client threads that have not ended are doing, by stage. */
  private static String stages(Clients clients) {
    List<ClientThread> started = clients.threads().subList(0, clients.threads().size() - clients.notStartedOnStop());
    String stages = ClientStage.describe(started.stream().map(ClientThread::stage).toList());
    return stages.isEmpty() ? "an open loop's dispatcher" : stages;
  }

  /** How the operations arrived (result.json's {@code arrivals}); null without a target. */
  private static ArrivalsResult arrivalsResult(Settings s, Clients clients) {
    if (s.target() <= 0) {
      return null;
    }
    if (clients.openLoop() != null) {
      return clients.openLoop().result();
    }
    long maxLag = 0;
    long lastLag = 0;
    long backlog = 0;
    for (ClientThread t : clients.threads()) {
      maxLag = Math.max(maxLag, t.maxScheduleLagNs());
      lastLag = Math.max(lastLag, t.lastScheduleLagNs());
      backlog = Math.max(backlog, t.warmupBacklogNs());
    }
    return new ArrivalsResult(s.arrivals().mode(), s.arrivals().process(), s.arrivals().maxClients(), s.threads(),
        s.threads(), 0, OpenLoop.millis(maxLag), OpenLoop.millis(lastLag), 0, OpenLoop.millis(backlog));
  }

  /**
   * Waits for every thread's init; false when one failed, the run was interrupted, or (with
   * maxexecutiontime) the phase has been starting for longer than maxexecutiontime + stop.grace, so that a
   * server that never answers cannot hold the process past that bound even before the measured run begins.
   */
  private boolean initialised(Clients clients, Settings s, long startedNs) throws InterruptedException {
    RunCoordinator coordinator = clients.coordinator();
    long limitMs = s.maxExecutionTime() > 0 ? s.maxExecutionTime() * 1000 + s.stopGraceMs() : Long.MAX_VALUE;
    while (!coordinator.awaitInitialisation(stopReason != null ? 0 : 100)) {
      if (coordinator.initFailed()) {
        return false;  // the others would most likely fail the same way, each after its own time-out
      }
      if (stopReason != null) {
        coordinator.failed(stopReason + " while " + coordinator.initialising() + " client thread(s) were still "
            + "initialising (" + stages(clients) + ")" + (clients.notStartedOnStop() > 0
                ? "; " + clients.notStartedOnStop() + " of " + s.threads() + " were never started" : ""));
        return false;
      }
      if (TimeUnit.NANOSECONDS.toMillis(System.nanoTime() - startedNs) > limitMs) {
        coordinator.failed(coordinator.initialising() + " client thread(s) did not finish initialising within "
            + limitMs / 1000 + " s (maxexecutiontime + stop.grace): is the server answering?");
        return false;
      }
    }
    return !coordinator.initFailed();
  }

  /** A thread could not initialise: the others are released without running, and the phase fails. */
  private int abort(Clients clients, Settings s, ServerStatsProbe stats) throws InterruptedException {
    clients.coordinator().abort();
    // Threads still blocked in init will not come back; the others clean up within the grace. After Ctrl-C
    // the wait for them is shorter, so that a signal is answered within a second.
    clients.done().await(clients.coordinator().initialising() > 0
        ? Math.min(stopReason != null ? 250 : 1000, s.stopGraceMs()) : s.stopGraceMs() + 5000, TimeUnit.MILLISECONDS);
    stats.close();
    for (Throwable cause : clients.coordinator().causes()) {
      IllegalPropertyException badInput = ErrorText.propertyError(cause);
      if (badInput != null) {
        err.println("ycsb: error: " + badInput.getMessage());
        return ExitCode.BAD_INPUT;
      }
    }
    for (String failure : clients.coordinator().failures()) {
      err.println("ycsb: error: " + failure);
    }
    Client.printDebugTraces(err, clients.coordinator().causes());
    return ExitCode.FAILED;
  }

  /** Starts the clients together and waits until they end, are stopped, or the stop grace runs out. */
  private Window measure(Settings s, PropertyReader p, Measurements measurements, Clients clients,
      ServerStatsSnapshot before, boolean sampleIntervals, FailFast failFast) throws InterruptedException {
    long startEpochMs = System.currentTimeMillis();
    Warmup warmup = new Warmup(s.warmupOps(), s.warmupSeconds(), measurements);
    HiccupMeter hiccups = HiccupMeter.start(measurements);
    currentWarmup = warmup;
    StatusThread statusThread = null;
    if (s.status()) {
      boolean standardStatus = measurements.type() == Measurements.MeasurementType.TIMESERIES;
      statusThread = new StatusThread(clients.done(), clients.threads(), s.label(), standardStatus,
          s.statusInterval(), s.trackJvm(), measurements, out, err);
      statusThread.setWarmup(warmup);
    }
    TerminatorThread terminator = null;
    if (s.maxExecutionTime() > 0) {
      terminator = new TerminatorThread(s.maxExecutionTime(), workload, () -> {
        err.println("Maximum execution time of " + s.maxExecutionTime()
            + " s elapsed; stopping the client threads.");
        if (stopReason == null) {
          stopReason = TIME_UP;
        }
      });
      terminator.start();
    }
    // On a terminal, and without -s (whose lines it would garble), a progress line that rewrites itself.
    boolean showProgress = !s.status() && ProgressLine.onTerminal();
    IntervalSampler sampler = sampleIntervals || showProgress || fileOutputRequested(p)
        ? IntervalSampler.start(measurements, warmup) : null;
    failFast.start();
    clients.coordinator().start(warmup);
    if (statusThread != null) {
      statusThread.start();
    }
    ProgressLine progress = showProgress ? ProgressLine.start(new ProgressLine.Source(
        s.dotransactions() ? "run" : "load", clients.threads(), measurements,
        operationCount(p, s.dotransactions()), s.maxExecutionTime(), this::measuredStartMs), err) : null;

    long graceLeftMs = awaitClients(clients.done(), s.stopGraceMs());
    if (progress != null) {
      progress.stop();
    }
    if (terminator != null) {
      terminator.interrupt();
    }
    boolean warmupCut = warmup.isActive();
    warmup.finish();
    measurements.setRecording(false);
    hiccups.stop();
    long endNs = System.nanoTime();
    long endEpochMs = System.currentTimeMillis();
    ResourceUsage usageEnd = ResourceUsage.now();
    if (statusThread != null) {
      statusThread.join(TimeUnit.SECONDS.toMillis(s.statusInterval()) + 1000);
    }
    if (sampler != null) {
      sampler.stop();
    }
    return new Window(startEpochMs, endEpochMs, endNs, usageEnd, warmup, warmupCut, statusThread, before,
        graceLeftMs);
  }

  /** The "after" statistics once the threads have cleaned up, then every cleanup left, and what went wrong. */
  private Ending end(Settings s, Clients clients, ServerStatsProbe stats, Window window) {
    List<String> problems = new ArrayList<>(clients.coordinator().failures());
    long stuck = clients.stuck();
    if (stuck > 0) {
      problems.add(stuck + " client thread(s) did not stop within " + s.stopGraceMs() / 1000
          + " s of the stop request (" + stages(clients) + "); their finished operations are included");
    }
    // After a stop, the last statistics may use what is left of the grace (at least a second), so that
    // maxexecutiontime + stop.grace bounds the run whatever the server does.
    ServerStatsSnapshot after = stats.snapshot(window.graceLeftMs() < 0 ? Long.MAX_VALUE
        : Math.max(1000, window.graceLeftMs()));
    stats.close();
    List<String> failures = clients.coordinator().failures();
    if (failFastReason != null) {
      failures.add(0, failFastReason);
      problems.add(0, failFastReason);
    }
    if (stats.cleanupFailure() != null) {
      failures.add(stats.cleanupFailure());
      problems.add(stats.cleanupFailure());
    }
    try {
      workload.cleanup();
    } catch (WorkloadException | RuntimeException e) {
      problems.add("workload cleanup failed: " + ErrorText.describe(e));
    }
    if (window.warmupCut() && (stopReason == null || TIME_UP.equals(stopReason))) {
      // A run that ended inside its warm-up measured nothing: not a result, however cleanly it ended.
      String cut = "nothing was measured: the warm-up (" + Warmup.WARMUP_OPS_PROPERTY + "=" + s.warmupOps() + ", "
          + Warmup.WARMUP_TIME_PROPERTY + "=" + s.warmupSeconds() + " s) had not ended when the run did ("
          + (stopReason != null ? stopReason + "; " : "the workload had no more operations; ")
          + "lower the warm-up or raise maxexecutiontime/operationcount)";
      failures.add(cut);
      problems.add(cut);
    }
    if (stopReason != null && !TIME_UP.equals(stopReason)) {
      problems.add(0, "stopped: " + stopReason);
    }
    return new Ending(problems, failures, stuck, after);
  }

  private void writeResults(ResultsDirectory dir, PropertyReader p, Settings s, Measurements measurements,
      Window window, Ending ending, ServerStatsProbe stats, long opsDone, long runNs, List<String> warnings,
      Class<?> dbClass, ArrivalsResult arrivals) throws IOException {
    List<Double> percentiles = p.doubleList(OneMeasurementHdrHistogram.PERCENTILES_PROPERTY,
        OneMeasurementHdrHistogram.PERCENTILES_PROPERTY_DEFAULT, 0, 100);
    // With upstream's hdrhistogram.fileoutput the logs go to hdrhistogram.output.path instead.
    Map<String, SeriesResult> series = RunResultBuilder.series(measurements, percentiles, !fileOutputRequested(p));
    long dbOps = 0;
    long ok = 0;
    long misses = 0;
    long errors = 0;
    for (Map.Entry<String, SeriesResult> e : series.entrySet()) {
      if (RunResultBuilder.DB_OPERATIONS.contains(e.getKey())) {
        SeriesResult r = e.getValue();
        dbOps += r.returns().values().stream().mapToLong(Long::longValue).sum();
        ok += r.hits();
        misses += r.misses();
        errors += r.errors();
      }
    }
    String runStatus = !ending.failures().isEmpty() ? "failed"
        : stopReason != null && !TIME_UP.equals(stopReason) || ending.stuck() > 0 ? "stopped" : "completed";
    RunResult result = RunResult.builder().runId(s.runId()).phase(s.dotransactions() ? "run" : "load")
        .status(runStatus).problems(redacted(ending.problems())).label(redactor.text(s.label())).database(s.dbName())
        .workload(workload.getClass().getName()).threads(s.threads())
        .threadModel(s.threadModel().model().label()).targetOpsPerSec(s.target())
        .startTime(Instant.ofEpochMilli(window.startEpochMs()).toString())
        .endTime(Instant.ofEpochMilli(window.endEpochMs()).toString()).startEpochMs(window.startEpochMs())
        .runtimeMs(TimeUnit.NANOSECONDS.toMillis(runNs)).operations(opsDone).throughput(throughput(opsDone, runNs))
        .dbOperations(dbOps).successfulOperations(ok).misses(misses).errors(errors)
        .successfulThroughput(throughput(ok, runNs)).warmupOperations(window.warmup().operations())
        .warmupMs(window.warmup().durationMs()).series(series).client(clientResources(s, window, opsDone))
        .server(stats.isPresent() ? ServerResult.of(window.before(), ending.after(), stats.error()) : null)
        .warnings(redacted(warnings)).clientSlice(s.slice()).arrivals(arrivals).build();
    dir.writeResult(result);
    dir.writeDisclosure(disclosure(s, dbClass, window.before(), window.startEpochMs(), window.endEpochMs()));
    err.println("Results written to " + dir.path().toAbsolutePath());
  }

  /** The client's own CPU and GC over the measured run: from the end of the warm-up (its start without one). */
  private static ClientResources clientResources(Settings s, Window window, long opsDone) {
    ResourceUsage start = window.warmup().usageAtEnd();
    ResourceUsage end = window.usageEnd();
    long cpuNs = end.cpuNs() - start.cpuNs();
    long cpuMs = TimeUnit.NANOSECONDS.toMillis(cpuNs);
    double wallMs = Math.max(1, end.epochMs() - start.epochMs());
    long gcTime = end.gcTimeMs() - start.gcTimeMs();
    return new ClientResources(cpuMs, opsDone == 0 ? 0 : cpuNs / 1000.0 / opsDone,
        cpuShare(window), end.gcCount() - start.gcCount(), gcTime,
        gcTime / wallMs, window.status() != null && s.trackJvm() ? window.status().getMaxUsedMem() : -1);
  }

  /** The client's CPU time over the measured run / (its wall time × available processors), 0..1. */
  private static double cpuShare(Window window) {
    ResourceUsage start = window.warmup().usageAtEnd();
    ResourceUsage end = window.usageEnd();
    double wallMs = Math.max(1, end.epochMs() - start.epochMs());
    return TimeUnit.NANOSECONDS.toMillis(end.cpuNs() - start.cpuNs()) / wallMs
        / Runtime.getRuntime().availableProcessors();
  }

  /** The operation series' total histograms by name (series without an HdrHistogram are left out). */
  private static Map<String, Histogram> operationHistograms(Measurements measurements) {
    Map<String, Histogram> ret = new LinkedHashMap<>();
    for (OneMeasurement m : measurements.operationSeries()) {
      m.sample();
      m.totalHistogram().ifPresent(h -> ret.put(m.getName(), h));
    }
    return ret;
  }

  /** The total histogram of one of the client's own series, or null. */
  private static Histogram clientHistogram(Measurements measurements, String name) {
    OneMeasurement m = measurements.clientSeries(name);
    m.sample();
    return m.totalHistogram().orElse(null);
  }

  private static double throughput(long operations, long runNs) {
    return runNs == 0 ? 0 : operations * 1e9 / runNs;
  }

  private List<String> redacted(List<String> texts) {
    return texts.stream().map(redactor::text).toList();
  }

  /** Prints the warnings and problems, last, where they are seen; the exit code. */
  private int report(List<String> warnings, Ending ending, RunCoordinator coordinator) {
    for (String warning : warnings) {
      if (!ending.problems().contains(warning)) {
        err.println("ycsb: warning: " + redactor.text(warning));
      }
    }
    for (String problem : ending.problems()) {
      err.println("ycsb: " + (problem.startsWith("stopped") ? "" : "error: ") + redactor.text(problem));
    }
    Client.printDebugTraces(err, coordinator.causes());
    return ending.failures().isEmpty() && ending.stuck() == 0 ? ExitCode.OK : ExitCode.FAILED;
  }

  /** The share of the measured time the client threads spent in their failure back-off. */
  private static double backoffShare(List<DBWrapper> dbs, long runNs) {
    long paused = 0;
    for (DBWrapper db : dbs) {
      paused += db.backoffNanos();
    }
    return runNs <= 0 ? 0 : Math.min(1, paused / ((double) runNs * dbs.size()));
  }

  /** Return-code counts of every operation series, for the validity checks. */
  private static Map<String, Map<String, Long>> returnCodes(Measurements measurements) {
    Map<String, Map<String, Long>> ret = new LinkedHashMap<>();
    for (OneMeasurement m : measurements.operationSeries()) {
      ret.put(m.getName(), m.statusCounts());
    }
    return ret;
  }

  private static long operationCount(PropertyReader p, boolean dotransactions) {
    if (dotransactions) {
      return p.longValue(Client.OPERATION_COUNT_PROPERTY, 0, 0);
    }
    if (p.isSet(Client.INSERT_COUNT_PROPERTY)) {
      return p.longValue(Client.INSERT_COUNT_PROPERTY, 0, 0);
    }
    return p.longValue(Client.RECORD_COUNT_PROPERTY, Long.parseLong(Client.DEFAULT_RECORD_COUNT), 0);
  }

  private static boolean fileOutputRequested(PropertyReader p) {
    return p.booleanValue(OneMeasurementHdrHistogram.FILE_OUTPUT_PROPERTY, false);
  }

  /**
   * Waits until the client threads end; after a stop request, for at most the grace. Returns the grace
   * left when they ended (0 when it ran out), or -1 when they ended without a stop.
   */
  private long awaitClients(CountDownLatch completeLatch, long stopGraceMs) throws InterruptedException {
    while (!completeLatch.await(100, TimeUnit.MILLISECONDS)) {
      if (workload.isStopRequested()) {
        long stopped = System.nanoTime();
        completeLatch.await(stopGraceMs, TimeUnit.MILLISECONDS);
        return Math.max(0, stopGraceMs - TimeUnit.NANOSECONDS.toMillis(System.nanoTime() - stopped));
      }
    }
    return -1;
  }


  private static Workload loadWorkload(String className) throws WorkloadException {
    try {
      Class<?> c = Class.forName(className, true, Thread.currentThread().getContextClassLoader());
      if (!Workload.class.isAssignableFrom(c)) {
        throw new WorkloadException("class '" + className + "' (property workload) is not a site.ycsb.Workload");
      }
      return (Workload) c.getDeclaredConstructor().newInstance();
    } catch (ClassNotFoundException | LinkageError e) {
      throw new WorkloadException("cannot load the workload class '" + className
          + "' (property workload); the standard one is site.ycsb.workloads.CoreWorkload", e);
    } catch (ReflectiveOperationException e) {
      throw new WorkloadException("cannot instantiate workload class '" + className + "': " + ErrorText.describe(e), e);
    }
  }

  private void exportClassic(MeasurementsExporter exporter, long runtimeMs, double throughput,
      StatusThread statusThread, Measurements measurements) throws IOException {
    exporter.write("OVERALL", "RunTime(ms)", runtimeMs);
    exporter.write("OVERALL", "Throughput(ops/sec)", throughput);
    long totalCount = 0;
    long totalTime = 0;
    for (Map.Entry<String, Long[]> gc : Utils.getGCStatst().entrySet()) {
      long count = gc.getValue()[0];
      long time = gc.getValue()[1];
      exporter.write("TOTAL_GCS_" + gc.getKey(), "Count", count);
      exporter.write("TOTAL_GC_TIME_" + gc.getKey(), "Time(ms)", time);
      exporter.write("TOTAL_GC_TIME_%_" + gc.getKey(), "Time(%)", percent(time, runtimeMs));
      totalCount += count;
      totalTime += time;
    }
    exporter.write("TOTAL_GCs", "Count", totalCount);
    exporter.write("TOTAL_GC_TIME", "Time(ms)", totalTime);
    exporter.write("TOTAL_GC_TIME_%", "Time(%)", percent(totalTime, runtimeMs));
    if (statusThread != null && statusThread.trackJVMStats()) {
      exporter.write("MAX_MEM_USED", "MBs", statusThread.getMaxUsedMem());
      exporter.write("MIN_MEM_USED", "MBs", statusThread.getMinUsedMem());
      exporter.write("MAX_THREADS", "Count", statusThread.getMaxThreads());
      exporter.write("MIN_THREADS", "Count", statusThread.getMinThreads());
      exporter.write("MAX_SYS_LOAD_AVG", "Load", statusThread.getMaxLoadAvg());
      exporter.write("MIN_SYS_LOAD_AVG", "Load", statusThread.getMinLoadAvg());
    }
    measurements.exportMeasurements(exporter);
  }

  private static double percent(long part, long whole) {
    return whole == 0 ? 0 : part * 100.0 / whole;
  }

  private Disclosure disclosure(Settings s, Class<?> dbClass, ServerStatsSnapshot server, long startMs,
      long endMs) {
    List<String> commandLines = new ArrayList<>();
    String launcher = System.getenv("YCSB_COMMAND_LINE");
    if (launcher != null && !launcher.isEmpty()) {
      commandLines.add(redactor.text(launcher));
    }
    commandLines.add("site.ycsb.Client " + redactor.commandLine(args.rawArgs()));
    return new Disclosure(Disclosure.SCHEMA, Disclosure.SCHEMA_VERSION, s.runId(), DisclosureCollector.tool(),
        commandLines, redactor.properties(props), DisclosureCollector.digests(args.workloadFiles()),
        DisclosureCollector.host(), DisclosureCollector.jvm(s.threadModel().model().label()),
        DisclosureCollector.binding(s.dbName(), dbClass), server,
        Instant.ofEpochMilli(startMs).toString(), Instant.ofEpochMilli(endMs).toString(),
        DisclosureCollector.plan(props.getProperty(PLAN_FILE_PROPERTY)));
  }

  /** Creates the exporter named by {@code exporter}, writing to {@code exportfile} or stdout. */
  private static final class ExporterFactory {
    private final Class<? extends MeasurementsExporter> type;
    private final String file;

    private ExporterFactory(Class<? extends MeasurementsExporter> type, String file) {
      this.type = type;
      this.file = file;
    }

    static ExporterFactory from(PropertyReader p) {
      String name = p.string(Client.EXPORTER_PROPERTY, TextMeasurementsExporter.class.getName());
      Class<?> c;
      try {
        c = Class.forName(name, true, Thread.currentThread().getContextClassLoader());
      } catch (ClassNotFoundException | LinkageError e) {
        throw new IllegalPropertyException(Client.EXPORTER_PROPERTY, name,
            "a MeasurementsExporter class such as site.ycsb.measurements.exporter.TextMeasurementsExporter, "
            + "JSONMeasurementsExporter or JSONArrayMeasurementsExporter");
      }
      if (!MeasurementsExporter.class.isAssignableFrom(c)) {
        throw new IllegalPropertyException(Client.EXPORTER_PROPERTY, name, "a class implementing "
            + MeasurementsExporter.class.getName());
      }
      String file = p.isSet(Client.EXPORT_FILE_PROPERTY) ? p.string(Client.EXPORT_FILE_PROPERTY, null) : null;
      if (file != null) {
        // Fail before the run, not after it: create (or truncate) the file now.
        try (OutputStream probe = new FileOutputStream(file)) {
          probe.flush();
        } catch (IOException e) {
          throw new IllegalPropertyException("property '" + Client.EXPORT_FILE_PROPERTY + "' is '" + file
              + "': cannot write it (" + e.getMessage() + ")");
        }
      }
      return new ExporterFactory(c.asSubclass(MeasurementsExporter.class), file);
    }

    boolean toStdout() {
      return file == null;
    }

    /** The one line saying that the results could not be exported, and where they were kept. */
    String failure(String why, Path kept) {
      String where = file == null ? "stdout" : "'" + file + "' (" + Client.EXPORT_FILE_PROPERTY + ")";
      return "cannot write the results to " + where + ": " + why
          + (kept == null ? "" : "; the run's result.json in " + kept + " holds them");
    }

    MeasurementsExporter create(PrintStream stdout) throws IOException {
      OutputStream os = file == null ? new NonClosingOutputStream(stdout) : new FileOutputStream(file);
      try {
        return type.getConstructor(OutputStream.class).newInstance(os);
      } catch (ReflectiveOperationException e) {
        os.close();
        throw new IOException("cannot create exporter " + type.getName() + ": " + ErrorText.describe(e), e);
      }
    }
  }

  /** Lets an exporter close its stream without closing stdout, which the client still uses. */
  private static final class NonClosingOutputStream extends java.io.FilterOutputStream {
    NonClosingOutputStream(OutputStream out) {
      super(out);
    }

    @Override
    public void write(byte[] b, int off, int len) throws IOException {
      out.write(b, off, len);
    }

    @Override
    public void close() throws IOException {
      flush();
    }
  }
}
