package site.ycsb.metrics;

import io.prometheus.metrics.model.registry.MultiCollector;
import io.prometheus.metrics.model.snapshots.ClassicHistogramBuckets;
import io.prometheus.metrics.model.snapshots.CounterSnapshot;
import io.prometheus.metrics.model.snapshots.GaugeSnapshot;
import io.prometheus.metrics.model.snapshots.HistogramSnapshot;
import io.prometheus.metrics.model.snapshots.Labels;
import io.prometheus.metrics.model.snapshots.MetricSnapshot;
import io.prometheus.metrics.model.snapshots.MetricSnapshots;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.TreeSet;
import org.HdrHistogram.Histogram;
import site.ycsb.measurements.Measurements;
import site.ycsb.measurements.OneMeasurement;
import site.ycsb.measurements.SizeSplitSeries;
import site.ycsb.results.RunResultBuilder;

/**
 * The operations of a run, read at scrape time from the series the run keeps: counts per operation and return
 * code from the threads' return-code counters, latencies from the HDR histograms the interval sampler fills
 * (the last interval's quantiles, and everything so far in fixed buckets). Nothing here runs per operation.
 */
final class OperationCollector implements MultiCollector {
  static final String OPERATIONS = "ycsb_operations";
  static final String SERVICE_TIME = "ycsb_service_time_seconds";
  static final String RESPONSE_TIME = "ycsb_response_time_seconds";
  static final String SERVICE_TIME_INTERVAL = "ycsb_service_time_interval_seconds";
  static final String RESPONSE_TIME_INTERVAL = "ycsb_response_time_interval_seconds";
  static final String SERVICE_TIME_BY_SIZE = "ycsb_service_time_by_size_seconds";

  /** The quantiles of the last interval, as the label says them. */
  private static final double[] QUANTILES = {0.5, 0.95, 0.99, 0.999};
  /** Upper bounds of the cumulative histogram's buckets, in microseconds (50 us to 10 s; +Inf is added). */
  private static final long[] BUCKETS_US = {
      50, 100, 250, 500, 1_000, 2_500, 5_000, 10_000, 25_000, 50_000, 100_000, 250_000, 500_000,
      1_000_000, 2_500_000, 5_000_000, 10_000_000};
  private static final String INTENDED_PREFIX = "Intended-";
  private static final String OK = "OK";

  private final Measurements measurements;
  private final Labels labels;

  OperationCollector(Measurements measurements, Labels labels) {
    this.measurements = measurements;
    this.labels = labels;
  }

  @Override
  public MetricSnapshots collect() {
    CounterSnapshot.Builder operations = CounterSnapshot.builder().name(OPERATIONS)
        .help("Operations ended so far, per operation and return code (OK, NOT_FOUND, ERROR, ...)");
    HistogramSnapshot.Builder service = HistogramSnapshot.builder().name(SERVICE_TIME)
        .help("Service time (from the operation's actual start) of the operations so far, in fixed buckets");
    HistogramSnapshot.Builder response = HistogramSnapshot.builder().name(RESPONSE_TIME)
        .help("Response time (from the operation's intended start under -target) so far, in fixed buckets");
    GaugeSnapshot.Builder serviceInterval = GaugeSnapshot.builder().name(SERVICE_TIME_INTERVAL)
        .help("Service time quantiles of the last interval (about a second) of the run's HDR histograms");
    GaugeSnapshot.Builder responseInterval = GaugeSnapshot.builder().name(RESPONSE_TIME_INTERVAL)
        .help("Response time quantiles of the last interval (about a second) of the run's HDR histograms");
    boolean anyResponse = false;
    // The database operations' OK counters exist at 0 from the start: a counter that first appears at a value
    // loses that value to Prometheus' increase() and rate().
    Set<String> zeroOk = new TreeSet<>(RunResultBuilder.DB_OPERATIONS);
    for (OneMeasurement series : measurements.allSeries()) {
      String name = series.getName();
      boolean intended = name.startsWith(INTENDED_PREFIX);
      String operation = intended ? name.substring(INTENDED_PREFIX.length()) : name;
      Labels opLabels = labels.add("operation", operation);
      if (!intended) {
        Map<String, Long> counts = series.statusCounts();
        if (zeroOk.remove(name) && !counts.containsKey(OK)) {
          operations.dataPoint(counter(opLabels, OK, 0));
        }
        for (Map.Entry<String, Long> e : counts.entrySet()) {
          operations.dataPoint(counter(opLabels, e.getKey(), e.getValue()));
        }
      }
      Optional<Histogram> total = series.totalHistogram();
      if (total.isPresent() && total.get().getTotalCount() > 0) {
        (intended ? response : service).dataPoint(histogram(total.get(), opLabels));
        anyResponse |= intended;
      }
      Optional<Histogram> last = series.lastIntervalHistogram();
      // An interval without operations has no quantiles: the series has a gap there, not a made-up value.
      if (last.isPresent() && last.get().getTotalCount() > 0) {
        addQuantiles(intended ? responseInterval : serviceInterval, last.get(), opLabels);
      }
    }
    for (String operation : zeroOk) {
      operations.dataPoint(counter(labels.add("operation", operation), OK, 0));
    }
    List<MetricSnapshot> ret = new ArrayList<>(List.of(operations.build(), service.build(), serviceInterval.build()));
    if (anyResponse) {
      ret.add(response.build());
      ret.add(responseInterval.build());
    }
    if (measurements.sizeBuckets() != null) {
      ret.add(bySize());
    }
    return new MetricSnapshots(ret);
  }


  /**
   * With {@code measurement.sizebuckets}: the service time of successful operations per operation and value-size
   * bucket ({@code size} label, the bucket's name), a family of its own so that summing the unsplit one over its
   * labels still counts each operation once.
   */
  private HistogramSnapshot bySize() {
    HistogramSnapshot.Builder bySize = HistogramSnapshot.builder().name(SERVICE_TIME_BY_SIZE)
        .help("Service time of the successful operations so far per value-size bucket (measurement.sizebuckets)");
    for (SizeSplitSeries split : measurements.sizeSplits()) {
      List<? extends OneMeasurement> series = split.series();
      for (int i = 0; i < series.size(); i++) {
        Optional<Histogram> total = series.get(i).totalHistogram();
        if (total.isPresent() && total.get().getTotalCount() > 0) {
          bySize.dataPoint(histogram(total.get(), labels.add("operation", split.operation())
              .add("size", split.buckets().names().get(i))));
        }
      }
    }
    return bySize.build();
  }

  private static CounterSnapshot.CounterDataPointSnapshot counter(Labels opLabels, String returnCode, long value) {
    return CounterSnapshot.CounterDataPointSnapshot.builder().labels(opLabels.add("return_code", returnCode))
        .value(value).build();
  }

  private static HistogramSnapshot.HistogramDataPointSnapshot histogram(Histogram h, Labels labels) {
    double[] bounds = new double[BUCKETS_US.length + 1];
    long[] counts = new long[BUCKETS_US.length + 1];
    long below = 0;
    for (int i = 0; i < BUCKETS_US.length; i++) {
      bounds[i] = BUCKETS_US[i] / 1e6;
      long upTo = h.getCountBetweenValues(0, BUCKETS_US[i]);
      counts[i] = upTo - below;
      below = upTo;
    }
    bounds[BUCKETS_US.length] = Double.POSITIVE_INFINITY;
    counts[BUCKETS_US.length] = h.getTotalCount() - below;
    return HistogramSnapshot.HistogramDataPointSnapshot.builder().labels(labels)
        .classicHistogramBuckets(ClassicHistogramBuckets.of(bounds, counts))
        .sum(h.getMean() * h.getTotalCount() / 1e6).build();
  }

  private static void addQuantiles(GaugeSnapshot.Builder gauge, Histogram h, Labels labels) {
    for (double q : QUANTILES) {
      double value = h.getValueAtPercentile(q * 100) / 1e6;
      gauge.dataPoint(GaugeSnapshot.GaugeDataPointSnapshot.builder()
          .labels(labels.add("quantile", Double.toString(q))).value(value).build());
    }
  }
}
