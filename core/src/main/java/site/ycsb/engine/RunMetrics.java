package site.ycsb.engine;

import java.nio.file.Path;
import java.util.List;
import site.ycsb.Client;
import site.ycsb.PropertyReader;
import site.ycsb.Redactor;
import site.ycsb.launcher.BindingRegistry;
import site.ycsb.measurements.Measurements;
import site.ycsb.metrics.MetricsEndpoint;
import site.ycsb.metrics.MetricsSettings;
import site.ycsb.metrics.OpenLoopState;
import site.ycsb.metrics.RunLabels;
import site.ycsb.workloads.CoreWorkload;

/**
 * The phase's metrics endpoint ({@code metrics.port}; none without it), and what it and the progress line read
 * from their own threads while the phase runs: when the measured run started, and the open loop.
 */
final class RunMetrics implements AutoCloseable {
  private final MetricsEndpoint endpoint;
  private final int threads;
  private final int maxClients;
  private volatile Warmup warmup;
  private volatile OpenLoop openLoop;

  private RunMetrics(MetricsSettings settings, PhaseContext phase, List<Path> workloadFiles,
      Measurements measurements, Redactor redactor) {
    PhaseSettings s = phase.settings();
    this.threads = s.threads();
    this.maxClients = s.arrivals().maxClients();
    if (settings == null) {
      this.endpoint = null;
      return;
    }
    PropertyReader p = phase.reader();
    this.endpoint = MetricsEndpoint.start(settings, labels(p, s, workloadFiles), measurements, stepNumber(p),
        p.intValue(BenchmarkRun.METRICS_STEPS_PROPERTY, 0, 0), this::measuredStartMs,
        s.arrivals().open() ? this::openLoopState : null,
        line -> {
          if (Client.isDebugging()) {
            phase.err().println("ycsb: debug: " + line);
          }
        },
        line -> phase.err().println("ycsb: warning: " + redactor.text(line)));
    phase.err().println("Metrics at " + endpoint.url());
  }

  /**
   * Starts the endpoint of {@code settings} (none when null) and prints its address. Closed, after lingering, on
   * every way out of the phase, so that the port is free for a sweep's next step.
   */
  static RunMetrics start(MetricsSettings settings, PhaseContext phase, List<Path> workloadFiles,
      Measurements measurements, Redactor redactor) {
    return new RunMetrics(settings, phase, workloadFiles, measurements, redactor);
  }

  /** Whether an endpoint serves the metrics (they need the measurements sampled while the phase runs). */
  boolean serving() {
    return endpoint != null;
  }

  /** The phase's warm-up, once the run is measured: it knows when measurement started. */
  void watch(Warmup phaseWarmup) {
    this.warmup = phaseWarmup;
  }

  /** The phase's open loop ({@code arrivals=open}), once its clients are being started. */
  void watch(OpenLoop loop) {
    this.openLoop = loop;
  }

  /** When the measured run started (after warm-up), epoch ms; 0 before. */
  long measuredStartMs() {
    Warmup w = warmup;
    return w == null ? 0 : w.endEpochMs();
  }

  /** The open loop at a scrape; before its clients are started, its figures at the start. */
  OpenLoopState openLoopState() {
    OpenLoop loop = openLoop;
    return loop == null ? OpenLoopState.notStarted(threads, maxClients) : loop.state();
  }

  /** The phase's last figures and its number of warnings, for the scrapes while the endpoint lingers. */
  void finished(Measurements measurements, int warnings) {
    if (endpoint != null) {
      measurements.sampleAll();
      endpoint.finished(warnings);
    }
  }

  @Override
  public void close() {
    if (endpoint != null) {
      endpoint.close();
    }
  }

  /** The sweep step's number for the metrics; 0 outside a sweep and for its load ({@code metrics.step=load}). */
  static int stepNumber(PropertyReader p) {
    String step = p.string(BenchmarkRun.METRICS_STEP_PROPERTY, "").trim();
    return step.matches("[0-9]{1,9}") ? Integer.parseInt(step) : 0;
  }

  /** The labels of the run's metrics. */
  static RunLabels labels(PropertyReader p, PhaseSettings s, List<Path> workloadFiles) {
    String binding = BindingRegistry.bindingNameOf(s.dbName());
    String workloadName = workloadFiles.isEmpty()
        ? p.string(Client.WORKLOAD_PROPERTY, CoreWorkload.class.getName())
        : String.join(",", workloadFiles.stream().map(f -> String.valueOf(f.getFileName())).toList());
    return new RunLabels(s.runId(), s.slice() == null ? "0" : Integer.toString(s.slice().index()), binding,
        p.string(BenchmarkRun.METRICS_NAME_PROPERTY, binding), workloadName, s.phase(), s.threads(),
        s.target(), p.isSet(BenchmarkRun.METRICS_STEP_PROPERTY)
            ? p.string(BenchmarkRun.METRICS_STEP_PROPERTY, "") : "");
  }
}
