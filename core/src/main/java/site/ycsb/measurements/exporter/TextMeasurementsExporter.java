package site.ycsb.measurements.exporter;

import java.io.BufferedWriter;
import java.io.IOException;
import java.io.OutputStream;
import java.io.OutputStreamWriter;
import java.nio.charset.StandardCharsets;

/** The classic output: one {@code [METRIC], Measurement, value} line per triple. */
public class TextMeasurementsExporter implements MeasurementsExporter {
  private final BufferedWriter out;

  public TextMeasurementsExporter(OutputStream os) {
    this.out = new BufferedWriter(new OutputStreamWriter(os, StandardCharsets.UTF_8));
  }

  @Override
  public void write(String metric, String measurement, int i) throws IOException {
    line(metric, measurement, Integer.toString(i));
  }

  @Override
  public void write(String metric, String measurement, long i) throws IOException {
    line(metric, measurement, Long.toString(i));
  }

  @Override
  public void write(String metric, String measurement, double d) throws IOException {
    line(metric, measurement, Double.toString(d));
  }

  private void line(String metric, String measurement, String value) throws IOException {
    out.write('[');
    out.write(metric);
    out.write("], ");
    out.write(measurement);
    out.write(", ");
    out.write(value);
    out.newLine();
  }

  /** Flushes; the underlying stream is closed too, as in every release (System.out included). */
  @Override
  public void close() throws IOException {
    out.close();
  }
}
