package site.ycsb.engine;

import java.io.FileOutputStream;
import java.io.IOException;
import java.io.OutputStream;
import java.io.PrintStream;
import java.nio.file.Paths;
import java.time.Instant;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Properties;
import java.util.UUID;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
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
import site.ycsb.measurements.Measurements;
import site.ycsb.measurements.OneMeasurement;
import site.ycsb.measurements.OneMeasurementHdrHistogram;
import site.ycsb.measurements.exporter.MeasurementsExporter;
import site.ycsb.measurements.exporter.TextMeasurementsExporter;
import site.ycsb.results.ClientResources;
import site.ycsb.results.Disclosure;
import site.ycsb.results.DisclosureCollector;
import site.ycsb.results.ResultsDirectory;
import site.ycsb.results.RunResult;
import site.ycsb.results.RunResultBuilder;
import site.ycsb.results.SeriesResult;
import site.ycsb.results.ServerResult;
import site.ycsb.workloads.CoreWorkload;

/**
 * One load or transaction phase in this process: validates the configuration, runs the client
 * threads, and writes the classic output plus, with {@code results.dir}, the result and disclosure
 * documents. Every outcome, including a stop by time limit or Ctrl-C, ends with the results written.
 */
public final class BenchmarkRun {
  public static final String RESULTS_DIR_PROPERTY = "results.dir";
  public static final String RUN_ID_PROPERTY = "run.id";
  public static final String STATUS_INTERVAL_PROPERTY = "status.interval";
  /** Seconds to wait for client threads after a stop before reporting them as stuck. */
  public static final String STOP_GRACE_PROPERTY = "stop.grace";

  private final ClientArgs args;
  private final Properties props;
  private final PrintStream out;
  private final PrintStream err;
  private final CountDownLatch finished = new CountDownLatch(1);
  private volatile Workload workload;
  private volatile String stopReason;

  public BenchmarkRun(ClientArgs args, PrintStream out, PrintStream err) {
    this.args = args;
    this.props = args.properties();
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
      finished.countDown();
    }
  }

  private int run() throws WorkloadException, UnknownDBException, IOException, InterruptedException {
    PropertyReader p = new PropertyReader(props);
    int threadcount = p.intValue(Client.THREAD_COUNT_PROPERTY, 1, 1);
    long target = p.longValue(Client.TARGET_PROPERTY, 0, 0);
    boolean dotransactions = p.booleanValue(Client.DO_TRANSACTIONS_PROPERTY, true);
    long maxExecutionTime = p.longValue(Client.MAX_EXECUTION_TIME, 0, 0);
    int statusInterval = p.intValue(STATUS_INTERVAL_PROPERTY, 10, 1);
    boolean status = p.booleanValue(Client.STATUS_PROPERTY, false);
    boolean trackJvm = p.booleanValue(Measurements.MEASUREMENT_TRACK_JVM_PROPERTY, false);
    long stopGraceMs = p.longValue(STOP_GRACE_PROPERTY, 10, 0) * 1000;
    long warmupOps = p.longValue(Warmup.WARMUP_OPS_PROPERTY, 0, 0);
    double warmupSeconds = p.doubleValue(Warmup.WARMUP_TIME_PROPERTY, 0, 0, Double.MAX_VALUE);
    String dbName = p.string(Client.DB_PROPERTY, "site.ycsb.BasicDB");
    String label = p.string(Client.LABEL_PROPERTY, "");
    String runId = p.string(RUN_ID_PROPERTY, UUID.randomUUID().toString());
    ExporterFactory exporterFactory = ExporterFactory.from(p);
    ValidityGuard guard = ValidityGuard.from(p);
    ResultsDirectory resultsDir = p.isSet(RESULTS_DIR_PROPERTY)
        ? new ResultsDirectory(Paths.get(p.string(RESULTS_DIR_PROPERTY, ""))) : null;
    if (resultsDir != null) {
      resultsDir.create();
    }
    if (!dotransactions && (warmupOps > 0 || warmupSeconds > 0)) {
      err.println("ycsb: warning: warm-up applies to the transaction phase (-t) only; the load phase measures "
          + "every insert");
      warmupOps = 0;
      warmupSeconds = 0;
    }

    Measurements.setProperties(props);
    Measurements measurements = new Measurements(props);
    Measurements.setMeasurements(measurements);

    err.println("Loading workload...");
    workload = loadWorkload(p.string(Client.WORKLOAD_PROPERTY, "site.ycsb.workloads.CoreWorkload"));
    workload.init(props);
    if (stopReason != null) {
      workload.requestStop();
    }
    // Read after init, as 0.17.0 does: a workload may set the counts (ConstantOccupancyWorkload does).
    long opcount = operationCount(p, dotransactions);
    if (dotransactions && opcount == 0 && maxExecutionTime == 0) {
      err.println("ycsb: warning: operationcount is " + (p.isSet(Client.OPERATION_COUNT_PROPERTY) ? "0"
          : "not set (no -P workload file?)") + " and maxexecutiontime is not set: the run goes on until "
          + "interrupted (Ctrl-C)");
    }

    List<DBWrapper> dbs = new ArrayList<>();
    for (int i = 0; i < threadcount; i++) {
      dbs.add(DBFactory.newDB(dbName, props, measurements));
    }
    ServerStatsProbe stats = ServerStatsProbe.open(dbName, props, dbs.get(0).unwrap(), err);

    err.println("Starting test.");
    CountDownLatch completeLatch = new CountDownLatch(threadcount);
    RunCoordinator coordinator = new RunCoordinator(threadcount);
    double targetPerThreadPerMs = target > 0 ? target / (double) threadcount / 1000.0 : 0;
    List<ClientThread> clients = new ArrayList<>();
    List<Thread> threads = new ArrayList<>();
    for (int i = 0; i < threadcount; i++) {
      long threadOps = opcount / threadcount + (i < opcount % threadcount ? 1 : 0);
      ClientThread client = new ClientThread(dbs.get(i), dotransactions, workload, props, threadOps,
          targetPerThreadPerMs, completeLatch);
      client.setThreadId(i);
      client.setThreadCount(threadcount);
      client.setCoordinator(coordinator);
      clients.add(client);
      Thread t = new Thread(client, "ycsb-client-" + i);
      t.setDaemon(true);
      threads.add(t);
    }
    threads.forEach(Thread::start);

    if (!coordinator.awaitInitialisation(Long.MAX_VALUE)) {
      coordinator.abort();
      completeLatch.await(stopGraceMs + 5000, TimeUnit.MILLISECONDS);
      stats.close();
      for (String failure : coordinator.failures()) {
        err.println("ycsb: error: " + failure);
      }
      Client.printDebugTraces(err, coordinator.causes());
      return ExitCode.FAILED;
    }

    ServerStatsSnapshot before = stats.snapshot();
    long startEpochMs = System.currentTimeMillis();
    Warmup warmup = new Warmup(warmupOps, warmupSeconds, measurements);
    StatusThread statusThread = null;
    if (status) {
      boolean standardStatus = measurements.type() == Measurements.MeasurementType.TIMESERIES;
      statusThread = new StatusThread(completeLatch, clients, label, standardStatus, statusInterval, trackJvm,
          measurements, out, err);
      statusThread.setWarmup(warmup);
    }
    TerminatorThread terminator = null;
    if (maxExecutionTime > 0) {
      terminator = new TerminatorThread(maxExecutionTime, workload, () -> {
        err.println("Maximum execution time of " + maxExecutionTime + " s elapsed; stopping the client threads.");
        if (stopReason == null) {
          stopReason = "maxexecutiontime reached";
        }
      });
      terminator.start();
    }
    IntervalSampler sampler = resultsDir != null || fileOutputRequested(p) ? IntervalSampler.start(measurements) : null;
    coordinator.start(warmup);
    if (statusThread != null) {
      statusThread.start();
    }

    awaitClients(completeLatch, stopGraceMs);
    if (terminator != null) {
      terminator.interrupt();
    }
    warmup.finish();
    measurements.endRecording();
    long endNs = System.nanoTime();
    long endEpochMs = System.currentTimeMillis();
    ResourceUsage usageEnd = ResourceUsage.now();
    List<String> problems = new ArrayList<>(coordinator.failures());
    long stuck = completeLatch.getCount();
    if (stuck > 0) {
      problems.add(stuck + " client thread(s) did not stop within " + stopGraceMs / 1000
          + " s of the stop request (blocked in a database call); their finished operations are included");
    }
    if (statusThread != null) {
      statusThread.join(TimeUnit.SECONDS.toMillis(statusInterval) + 1000);
    }
    if (sampler != null) {
      sampler.stop();
    }

    ServerStatsSnapshot after = stats.snapshot();
    stats.close();
    List<String> failures = coordinator.failures();
    if (stats.cleanupFailure() != null) {
      failures.add(stats.cleanupFailure());
      problems.add(stats.cleanupFailure());
    }
    try {
      workload.cleanup();
    } catch (WorkloadException | RuntimeException e) {
      problems.add("workload cleanup failed: " + ErrorText.describe(e));
    }

    long opsDone = clients.stream().mapToLong(ClientThread::getOpsDone).sum();
    long runNs = Math.max(0, endNs - warmup.endNanos());
    long runtimeMs = TimeUnit.NANOSECONDS.toMillis(runNs);
    double throughput = runNs == 0 ? 0 : opsDone * 1e9 / runNs;

    List<String> warnings = guard.warnings(new ValidityGuard.Phase(dotransactions, workload instanceof CoreWorkload,
        dbs.get(0).unwrap() instanceof MemoryDB), returnCodes(measurements), before == null ? null : before.records(),
        backoffShare(dbs, threadcount, endNs - warmup.endNanos()));

    try (MeasurementsExporter exporter = exporterFactory.create(out)) {
      exportClassic(exporter, runtimeMs, throughput, statusThread, measurements);
    }

    List<Double> percentiles = new PropertyReader(props).doubleList(OneMeasurementHdrHistogram.PERCENTILES_PROPERTY,
        OneMeasurementHdrHistogram.PERCENTILES_PROPERTY_DEFAULT, 0, 100);
    if (resultsDir != null) {
      // With upstream's hdrhistogram.fileoutput the logs go to hdrhistogram.output.path instead.
      Map<String, SeriesResult> series = RunResultBuilder.series(measurements, percentiles, !fileOutputRequested(p));
      long dbOps = 0;
      long ok = 0;
      long misses = 0;
      long errors = 0;
      for (Map.Entry<String, SeriesResult> e : series.entrySet()) {
        if (RunResultBuilder.DB_OPERATIONS.contains(e.getKey())) {
          SeriesResult s = e.getValue();
          dbOps += s.returns().values().stream().mapToLong(Long::longValue).sum();
          ok += s.hits();
          misses += s.misses();
          errors += s.errors();
        }
      }
      // Measured run only: from the end of the warm-up (its start when there is none) to the end.
      ResourceUsage usageStart = warmup.usageAtEnd();
      long cpuNs = usageEnd.cpuNs() - usageStart.cpuNs();
      long cpuMs = TimeUnit.NANOSECONDS.toMillis(cpuNs);
      double wallMs = Math.max(1, usageEnd.epochMs() - usageStart.epochMs());
      long gcTime = usageEnd.gcTimeMs() - usageStart.gcTimeMs();
      ClientResources client = new ClientResources(cpuMs, opsDone == 0 ? 0 : cpuNs / 1000.0 / opsDone,
          cpuMs / wallMs / Runtime.getRuntime().availableProcessors(), usageEnd.gcCount() - usageStart.gcCount(),
          gcTime, gcTime / wallMs, statusThread != null && trackJvm ? statusThread.getMaxUsedMem() : -1);
      String runStatus = !failures.isEmpty() ? "failed" : stopReason != null || stuck > 0 ? "stopped" : "completed";
      if (stopReason != null) {
        problems.add(0, "stopped: " + stopReason);
      }
      RunResult result = new RunResult(RunResult.SCHEMA, RunResult.SCHEMA_VERSION, runId,
          dotransactions ? "run" : "load", runStatus, problems, label, dbName, workload.getClass().getName(),
          threadcount, target, Instant.ofEpochMilli(startEpochMs).toString(),
          Instant.ofEpochMilli(endEpochMs).toString(),
          startEpochMs, runtimeMs, opsDone, throughput, dbOps, ok, misses, errors,
          runNs == 0 ? 0 : ok * 1e9 / runNs, warmup.operations(), warmup.durationMs(), series, client,
          stats.isPresent() ? ServerResult.of(before, after, stats.error()) : null, warnings);
      resultsDir.writeResult(result);
      resultsDir.writeDisclosure(disclosure(runId, dbName, dbs.get(0).unwrap().getClass(), before, startEpochMs,
          endEpochMs));
      err.println("Results written to " + resultsDir.path().toAbsolutePath());
    }
    measurements.close();

    for (String warning : warnings) {
      err.println("ycsb: warning: " + warning);
    }
    for (String problem : problems) {
      err.println("ycsb: " + (problem.startsWith("stopped") ? "" : "error: ") + problem);
    }
    Client.printDebugTraces(err, coordinator.causes());
    return failures.isEmpty() && stuck == 0 ? ExitCode.OK : ExitCode.FAILED;
  }

  /** The share of the measured time the client threads spent in their failure back-off. */
  private static double backoffShare(List<DBWrapper> dbs, int threads, long runNs) {
    long paused = 0;
    for (DBWrapper db : dbs) {
      paused += db.backoffNanos();
    }
    return runNs <= 0 ? 0 : Math.min(1, paused / ((double) runNs * threads));
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

  private void awaitClients(CountDownLatch completeLatch, long stopGraceMs) throws InterruptedException {
    while (!completeLatch.await(100, TimeUnit.MILLISECONDS)) {
      if (workload.isStopRequested()) {
        completeLatch.await(stopGraceMs, TimeUnit.MILLISECONDS);
        return;
      }
    }
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

  private Disclosure disclosure(String runId, String dbName, Class<?> dbClass, ServerStatsSnapshot server,
      long startMs, long endMs) {
    List<String> commandLines = new ArrayList<>();
    String launcher = System.getenv("YCSB_COMMAND_LINE");
    if (launcher != null && !launcher.isEmpty()) {
      commandLines.add(Redactor.redactUris(launcher));
    }
    commandLines.add("site.ycsb.Client " + Redactor.redactCommandLine(args.rawArgs()));
    return new Disclosure(Disclosure.SCHEMA, Disclosure.SCHEMA_VERSION, runId, DisclosureCollector.tool(),
        commandLines, Redactor.redact(props), DisclosureCollector.digests(args.workloadFiles()),
        DisclosureCollector.host(), DisclosureCollector.jvm(), DisclosureCollector.binding(dbName, dbClass), server,
        Instant.ofEpochMilli(startMs).toString(), Instant.ofEpochMilli(endMs).toString());
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
