package site.ycsb.measurements.exporter;

import java.io.Closeable;
import java.io.IOException;

/** Writes the end-of-run measurements, one (metric, measurement, value) triple at a time. */
public interface MeasurementsExporter extends Closeable {
  void write(String metric, String measurement, int i) throws IOException;

  void write(String metric, String measurement, long i) throws IOException;

  void write(String metric, String measurement, double d) throws IOException;
}
