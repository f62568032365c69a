package site.ycsb.engine;

import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import site.ycsb.ServerStatsSnapshot;
import site.ycsb.StatusThread;
import site.ycsb.TerminatorThread;
import site.ycsb.measurements.Measurements;
import site.ycsb.measurements.OneMeasurementHdrHistogram;

/**
 * Starts a phase's initialised clients together and records its measured window until they end, are stopped, or
 * the stop grace runs out; beside them the warm-up, the hiccup meter, the status line ({@code -s}) or progress
 * line, the time limit ({@code maxexecutiontime}) and the interval sampler.
 */
final class WindowRecorder {
  private final PhaseContext phase;
  private final Measurements measurements;
  private final RunMetrics metrics;

  WindowRecorder(PhaseContext phase, Measurements measurements, RunMetrics metrics) {
    this.phase = phase;
    this.measurements = measurements;
    this.metrics = metrics;
  }

  /**
   * Runs the window. {@code sampleIntervals}: whether the series are sampled as the run goes (for results.dir's
   * interval logs or the metrics); {@code before}: the server's figures taken just before.
   */
  MeasuredWindow record(RunningClients clients, ServerStatsSnapshot before, boolean sampleIntervals,
      FailFast failFast) throws InterruptedException {
    PhaseSettings s = phase.settings();
    long startEpochMs = System.currentTimeMillis();
    Warmup warmup = new Warmup(s.warmupOps(), s.warmupSeconds(), measurements);
    HiccupMeter hiccups = HiccupMeter.start(measurements);
    metrics.watch(warmup);
    StatusThread statusThread = null;
    if (s.status()) {
      boolean standardStatus = measurements.type() == Measurements.MeasurementType.TIMESERIES;
      statusThread = new StatusThread(clients.done(), clients.threads(), s.label(), standardStatus,
          s.statusInterval(), s.trackJvm(), measurements, phase.out(), phase.err());
      statusThread.setWarmup(warmup);
    }
    TerminatorThread terminator = null;
    if (s.maxExecutionTime() > 0) {
      terminator = new TerminatorThread(s.maxExecutionTime(), phase.workload(), () -> {
        phase.err().println("Maximum execution time of " + s.maxExecutionTime()
            + " s elapsed; stopping the client threads.");
        phase.stop().timeUp();
      });
      terminator.start();
    }
    // On a terminal, and without -s (whose lines it would garble), a progress line that rewrites itself.
    boolean showProgress = !s.status() && ProgressLine.onTerminal();
    IntervalSampler sampler = sampleIntervals || showProgress || fileOutputRequested(phase)
        ? IntervalSampler.start(measurements, warmup) : null;
    failFast.start();
    clients.coordinator().start(warmup);
    if (statusThread != null) {
      statusThread.start();
    }
    ProgressLine progress = showProgress ? ProgressLine.start(new ProgressLine.Source(s.phase(), clients.threads(),
        measurements, PhaseWorkload.operationCount(phase.reader(), s.dotransactions()), s.maxExecutionTime(),
        metrics::measuredStartMs), phase.err()) : null;

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
    return new MeasuredWindow(startEpochMs, endEpochMs, endNs, usageEnd, warmup, warmupCut, statusThread, before,
        graceLeftMs);
  }

  /** Whether upstream's {@code hdrhistogram.fileoutput} asks for interval logs of its own. */
  static boolean fileOutputRequested(PhaseContext phase) {
    return phase.reader().booleanValue(OneMeasurementHdrHistogram.FILE_OUTPUT_PROPERTY, false);
  }

  /**
   * Waits until the client threads end; after a stop request, for at most the grace. Returns the grace
   * left when they ended (0 when it ran out), or -1 when they ended without a stop.
   */
  private long awaitClients(CountDownLatch completeLatch, long stopGraceMs) throws InterruptedException {
    while (!completeLatch.await(100, TimeUnit.MILLISECONDS)) {
      if (phase.workload().isStopRequested()) {
        long stopped = System.nanoTime();
        completeLatch.await(stopGraceMs, TimeUnit.MILLISECONDS);
        return Math.max(0, stopGraceMs - TimeUnit.NANOSECONDS.toMillis(System.nanoTime() - stopped));
      }
    }
    return -1;
  }
}
