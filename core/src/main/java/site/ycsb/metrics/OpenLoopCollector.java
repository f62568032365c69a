package site.ycsb.metrics;

import io.prometheus.metrics.model.registry.MultiCollector;
import io.prometheus.metrics.model.snapshots.CounterSnapshot;
import io.prometheus.metrics.model.snapshots.GaugeSnapshot;
import io.prometheus.metrics.model.snapshots.Labels;
import io.prometheus.metrics.model.snapshots.MetricSnapshots;
import java.util.function.Supplier;

/**
 * The open loop of an {@code arrivals=open} run ({@link OpenLoopState}), read at scrape time. Registered only for
 * open runs: a closed run has no queue, no clients started during the run and no schedule of its own to lag.
 */
final class OpenLoopCollector implements MultiCollector {
  static final String OUTSTANDING = "ycsb_open_outstanding_operations";
  static final String MAX_OUTSTANDING = "ycsb_open_max_outstanding_operations";
  static final String CLIENTS = "ycsb_open_clients";
  static final String MAX_CLIENTS = "ycsb_open_max_clients";
  static final String QUEUED = "ycsb_open_queued_arrivals";
  static final String LAG = "ycsb_open_schedule_lag_seconds";
  static final String MAX_LAG = "ycsb_open_max_schedule_lag_seconds";
  static final String MAX_DISPATCH_LAG = "ycsb_open_max_dispatch_lag_seconds";

  private final Supplier<OpenLoopState> state;
  private final Labels labels;

  OpenLoopCollector(Supplier<OpenLoopState> state, Labels labels) {
    this.state = state;
    this.labels = labels;
  }

  @Override
  public MetricSnapshots collect() {
    OpenLoopState s = state.get();
    return MetricSnapshots.of(
        gauge(OUTSTANDING, "Operations handed to the clients on their schedule and not yet finished", s.outstanding()),
        gauge(MAX_OUTSTANDING, "The most outstanding operations at once so far", s.maxOutstanding()),
        gauge(CLIENTS, "Client threads started so far (those before the run included)", s.clients()),
        gauge(MAX_CLIENTS, "The cap on client threads (openloop.maxclients)", s.maxClients()),
        CounterSnapshot.builder().name(QUEUED)
            .help("Arrivals that came due with every client busy and waited for one to finish")
            .dataPoint(CounterSnapshot.CounterDataPointSnapshot.builder().labels(labels).value(s.queuedArrivals())
                .build()).build(),
        gauge(LAG, "How far behind its schedule the loop is now: the age of the oldest due arrival no client has "
            + "taken", s.lagSeconds()),
        gauge(MAX_LAG, "The longest a measured operation so far started after its scheduled time",
            s.maxLagSeconds()),
        gauge(MAX_DISPATCH_LAG, "The longest the dispatcher woke after the time it parked for, so far",
            s.maxDispatchLagSeconds()));
  }

  private GaugeSnapshot gauge(String name, String help, double value) {
    return OneValue.gauge(name, help, labels, value);
  }
}
