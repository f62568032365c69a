package site.ycsb.metrics;

import io.prometheus.metrics.model.registry.MultiCollector;
import io.prometheus.metrics.model.snapshots.GaugeSnapshot;
import io.prometheus.metrics.model.snapshots.Labels;
import io.prometheus.metrics.model.snapshots.MetricSnapshots;

/** The run's state: whether it ended, the validity warnings so far, its sweep step, when it started. */
final class RunCollector implements MultiCollector {
  static final String FINISHED = "ycsb_run_finished";
  static final String WARNINGS = "ycsb_validity_warnings";
  static final String STEP = "ycsb_sweep_step";
  static final String STEPS = "ycsb_sweep_steps";
  static final String START = "ycsb_run_start_time_seconds";

  private final LiveRun run;
  private final Labels labels;

  RunCollector(LiveRun run, Labels labels) {
    this.run = run;
    this.labels = labels;
  }

  @Override
  public MetricSnapshots collect() {
    return MetricSnapshots.of(
        gauge(FINISHED, "1 once the run has ended (the endpoint lingers for metrics.linger seconds), else 0",
            run.finished() ? 1 : 0),
        gauge(WARNINGS, "Validity warnings raised so far (they are decided when the run ends)", run.warnings()),
        gauge(STEP, "This run's step in its sweep (1-based), 0 outside a sweep", run.step()),
        gauge(STEPS, "The steps of the sweep this run belongs to, 0 outside a sweep", run.steps()),
        gauge(START, "When the measured run started (after warm-up), Unix time; 0 before",
            run.startEpochMs() / 1000.0));
  }


  private GaugeSnapshot gauge(String name, String help, double value) {
    return OneValue.gauge(name, help, labels, value);
  }
}
