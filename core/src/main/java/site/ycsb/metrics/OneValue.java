package site.ycsb.metrics;

import io.prometheus.metrics.model.snapshots.GaugeSnapshot;
import io.prometheus.metrics.model.snapshots.Labels;

/** A gauge of one data point with the run's labels: most of what the run and open-loop collectors export. */
final class OneValue {
  private OneValue() {
  }

  static GaugeSnapshot gauge(String name, String help, Labels labels, double value) {
    return GaugeSnapshot.builder().name(name).help(help)
        .dataPoint(GaugeSnapshot.GaugeDataPointSnapshot.builder().labels(labels).value(value).build()).build();
  }
}
