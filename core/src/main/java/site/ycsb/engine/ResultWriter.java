package site.ycsb.engine;

import java.io.IOException;
import java.io.PrintStream;
import java.nio.file.Path;
import java.nio.file.Paths;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import site.ycsb.ErrorText;
import site.ycsb.IllegalPropertyException;
import site.ycsb.PropertyReader;
import site.ycsb.Redactor;
import site.ycsb.measurements.OneMeasurementHdrHistogram;
import site.ycsb.results.Disclosure;
import site.ycsb.results.DisclosureCollector;
import site.ycsb.results.ResultsDirectory;
import site.ycsb.results.ResultsDirectoryLock;
import site.ycsb.results.RunResult;
import site.ycsb.results.RunResultBuilder;
import site.ycsb.results.SeriesResult;
import site.ycsb.results.SizeBucketsResult;

/**
 * A phase's {@code results.dir}: created and locked before the phase starts, then result.json, disclosure.json
 * and the HdrHistogram interval logs written once it has ended, every text a user or the environment can set
 * passed through the run's redactor.
 */
final class ResultWriter {
  private final ResultsDirectory dir;
  private final ClientArgs args;
  private final Redactor redactor;
  /** The run's hold on the folder, from its start to its end; null once released. */
  private ResultsDirectoryLock lock;

  private ResultWriter(ResultsDirectory dir, ResultsDirectoryLock lock, ClientArgs args, Redactor redactor) {
    this.dir = dir;
    this.lock = lock;
    this.args = args;
    this.redactor = redactor;
  }

  /** Creates and locks the folder of {@code results.dir}; null without one. */
  static ResultWriter open(PropertyReader p, ClientArgs args, Redactor redactor) throws IOException {
    if (!p.isSet(BenchmarkRun.RESULTS_DIR_PROPERTY)) {
      return null;
    }
    String where = p.string(BenchmarkRun.RESULTS_DIR_PROPERTY, "");
    ResultsDirectory dir = new ResultsDirectory(Paths.get(where));
    try {
      dir.create();
    } catch (IOException e) {
      throw new IllegalPropertyException("property '" + BenchmarkRun.RESULTS_DIR_PROPERTY + "' is '" + where
          + "': cannot create that folder (" + ErrorText.describeFile(e) + ")");
    }
    try {
      return new ResultWriter(dir, ResultsDirectoryLock.acquire(dir.path()), args, redactor);
    } catch (ResultsDirectoryLock.HeldException e) {
      throw new IllegalPropertyException(e.getMessage());
    } catch (IOException e) {
      throw new IllegalPropertyException("property '" + BenchmarkRun.RESULTS_DIR_PROPERTY + "' is '" + where
          + "': cannot lock that folder for this run (" + ErrorText.describeFile(e) + ")");
    }
  }

  Path path() {
    return dir.path();
  }

  /** Writes result.json and disclosure.json, and says where on {@code err}. */
  void write(FinishedPhase f, PrintStream err) throws IOException {
    PhaseContext phase = f.phase();
    PhaseSettings s = phase.settings();
    MeasuredWindow window = f.window();
    PhaseTotals totals = f.totals();
    List<Double> percentiles = phase.reader().doubleList(OneMeasurementHdrHistogram.PERCENTILES_PROPERTY,
        OneMeasurementHdrHistogram.PERCENTILES_PROPERTY_DEFAULT, 0, 100);
    // With upstream's hdrhistogram.fileoutput the logs go to hdrhistogram.output.path instead.
    Map<String, SeriesResult> series = RunResultBuilder.series(f.measurements(), percentiles,
        !WindowRecorder.fileOutputRequested(phase));
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
    RunResult result = RunResult.builder().runId(s.runId()).phase(s.phase())
        .status(f.outcome().status(phase.stop().unplanned())).problems(redacted(f.outcome().problems()))
        .label(redactor.text(s.label())).database(s.dbName())
        .workload(phase.workload().getClass().getName()).threads(s.threads())
        .threadModel(s.threadModel().model().label()).targetOpsPerSec(heldTarget(s, totals.runNs()))
        .startTime(Instant.ofEpochMilli(window.startEpochMs()).toString())
        .endTime(Instant.ofEpochMilli(window.endEpochMs()).toString()).startEpochMs(window.startEpochMs())
        .runtimeMs(totals.runtimeMs()).operations(totals.operations()).throughput(totals.throughput())
        .dbOperations(dbOps).successfulOperations(ok).misses(misses).errors(errors)
        .successfulThroughput(totals.throughputOf(ok)).warmupOperations(window.warmup().operations())
        .warmupMs(window.warmup().durationMs()).series(series)
        .client(window.clientResources(totals.operations(), s.trackJvm()))
        .server(f.outcome().server()).warnings(redacted(f.warnings())).clientSlice(s.slice())
        .arrivals(f.arrivals()).sizeBuckets(SizeBucketsResult.of(f.measurements(), percentiles)).build();
    dir.writeResult(result);
    dir.writeDisclosure(disclosure(f));
    err.println("Results written to " + dir.path().toAbsolutePath());
  }

  /** Lets the next run have the folder; a failure to remove the lock file only leaves a stale file. */
  void release(PrintStream err) {
    ResultsDirectoryLock held = lock;
    lock = null;
    if (held != null) {
      try {
        held.close();
      } catch (IOException e) {
        err.println("ycsb: warning: could not release the lock of results.dir: " + ErrorText.describeFile(e));
      }
    }
  }

  private Disclosure disclosure(FinishedPhase f) {
    PhaseSettings s = f.phase().settings();
    List<String> commandLines = new ArrayList<>();
    String launcher = System.getenv("YCSB_COMMAND_LINE");
    if (launcher != null && !launcher.isEmpty()) {
      commandLines.add(redactor.text(launcher));
    }
    commandLines.add("site.ycsb.Client " + redactor.commandLine(args.rawArgs()));
    return new Disclosure(Disclosure.SCHEMA, Disclosure.SCHEMA_VERSION, s.runId(), DisclosureCollector.tool(),
        commandLines, redactor.properties(f.phase().properties()), DisclosureCollector.digests(args.workloadFiles()),
        DisclosureCollector.host(), DisclosureCollector.jvm(s.threadModel().model().label()),
        DisclosureCollector.binding(s.dbName(), f.dbClass()), f.window().before(),
        Instant.ofEpochMilli(f.window().startEpochMs()).toString(),
        Instant.ofEpochMilli(f.window().endEpochMs()).toString(),
        DisclosureCollector.plan(f.phase().properties().getProperty(BenchmarkRun.PLAN_FILE_PROPERTY)));
  }

  private List<String> redacted(List<String> texts) {
    return texts.stream().map(redactor::text).toList();
  }

  /**
   * The target the run is held to: -target, or for a steps shape (where -target sets no rate) the steps' mean over
   * the run, as the client's own check of it; a sine's -target is its mean already.
   */
  private static double heldTarget(PhaseSettings s, long runNs) {
    return s.arrivals().shape() instanceof StepRates ? TargetShape.meanTarget(s.arrivals().shape(), s.target(), runNs)
        : s.target();
  }
}
