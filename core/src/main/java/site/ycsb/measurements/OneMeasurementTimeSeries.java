package site.ycsb.measurements;

import java.io.IOException;
import java.util.ArrayList;
import java.util.List;
import java.util.Properties;
import site.ycsb.PropertyReader;
import site.ycsb.measurements.exporter.MeasurementsExporter;

/** Average latency per time unit of {@code timeseries.granularity} milliseconds since the start. */
public class OneMeasurementTimeSeries extends OneMeasurement {
  public static final String GRANULARITY = "timeseries.granularity";
  public static final String GRANULARITY_DEFAULT = "1000";

  private final int granularity;
  private final long start = System.currentTimeMillis();
  private final List<SeriesUnit> series = new ArrayList<>();
  private long currentUnit = -1;
  private long unitCount;
  private long unitSum;
  private final RunningLatency running = new RunningLatency();

  public OneMeasurementTimeSeries(String name, Properties props) {
    super(name);
    this.granularity = new PropertyReader(props).intValue(GRANULARITY, Integer.parseInt(GRANULARITY_DEFAULT), 1);
  }

  private void closeUnitIfPast(boolean force) {
    long unit = (System.currentTimeMillis() - start) / granularity * granularity;
    if (currentUnit >= 0 && (force || unit > currentUnit) && unitCount > 0) {
      series.add(new SeriesUnit(currentUnit, unitSum / (double) unitCount));
      unitCount = 0;
      unitSum = 0;
    }
    if (unit > currentUnit) {
      currentUnit = unit;
    }
  }

  @Override
  public synchronized void measure(int latency) {
    closeUnitIfPast(false);
    unitCount++;
    unitSum += latency;
    running.add(latency);
  }

  @Override
  public synchronized void exportMeasurements(MeasurementsExporter exporter) throws IOException {
    closeUnitIfPast(true);
    exporter.write(getName(), "Operations", running.operations());
    exporter.write(getName(), "AverageLatency(us)", running.mean());
    exporter.write(getName(), "MinLatency(us)", running.min());
    exporter.write(getName(), "MaxLatency(us)", running.max());
    exportStatusCounts(exporter);
    for (SeriesUnit unit : series) {
      exporter.write(getName(), Long.toString(unit.time), unit.average);
    }
  }

  @Override
  public synchronized String getSummary() {
    return running.takeWindowSummary(getName());
  }
}
