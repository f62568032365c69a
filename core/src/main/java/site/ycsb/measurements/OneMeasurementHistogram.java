package site.ycsb.measurements;

import java.io.IOException;
import java.util.Properties;
import site.ycsb.PropertyReader;
import site.ycsb.measurements.exporter.MeasurementsExporter;

/**
 * The original fixed histogram: one bucket per millisecond up to {@code histogram.buckets}, one
 * overflow bucket. Percentiles are bucket boundaries, so they are only accurate to a millisecond.
 */
public class OneMeasurementHistogram extends OneMeasurement {
  public static final String BUCKETS = "histogram.buckets";
  public static final String BUCKETS_DEFAULT = "1000";
  public static final String VERBOSE_PROPERTY = "measurement.histogram.verbose";

  private final int buckets;
  private final boolean verbose;
  private final long[] histogram;
  private long overflow;
  private double totalSquaredLatency;
  private final RunningLatency running = new RunningLatency();

  public OneMeasurementHistogram(String name, Properties props) {
    super(name);
    PropertyReader reader = new PropertyReader(props);
    this.buckets = reader.intValue(BUCKETS, Integer.parseInt(BUCKETS_DEFAULT), 1);
    this.verbose = reader.booleanValue(VERBOSE_PROPERTY, false);
    this.histogram = new long[buckets];
  }

  @Override
  public synchronized void measure(int latency) {
    int bucket = latency / 1000;
    if (bucket >= buckets) {
      overflow++;
    } else {
      histogram[Math.max(0, bucket)]++;
    }
    running.add(latency);
    totalSquaredLatency += (double) latency * latency;
  }

  @Override
  public synchronized void exportMeasurements(MeasurementsExporter exporter) throws IOException {
    double mean = running.mean();
    double variance = totalSquaredLatency / running.operations() - mean * mean;
    exporter.write(getName(), "Operations", running.operations());
    exporter.write(getName(), "AverageLatency(us)", mean);
    exporter.write(getName(), "LatencyVariance(us)", variance);
    exporter.write(getName(), "MinLatency(us)", running.min());
    exporter.write(getName(), "MaxLatency(us)", running.max());
    long seen = 0;
    boolean wrote95 = false;
    for (int i = 0; i < buckets; i++) {
      seen += histogram[i];
      double fraction = seen / (double) running.operations();
      if (!wrote95 && fraction >= 0.95) {
        exporter.write(getName(), "95thPercentileLatency(us)", i * 1000);
        wrote95 = true;
      }
      if (fraction >= 0.99) {
        exporter.write(getName(), "99thPercentileLatency(us)", i * 1000);
        break;
      }
    }
    exportStatusCounts(exporter);
    if (verbose) {
      for (int i = 0; i < buckets; i++) {
        exporter.write(getName(), Integer.toString(i), histogram[i]);
      }
      exporter.write(getName(), ">" + buckets, overflow);
    }
  }

  @Override
  public synchronized String getSummary() {
    return running.takeWindowSummary(getName());
  }
}
