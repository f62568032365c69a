package compatbinding;

import java.io.IOException;
import java.io.OutputStream;
import java.io.OutputStreamWriter;
import java.io.Writer;
import java.nio.charset.StandardCharsets;

import site.ycsb.measurements.exporter.MeasurementsExporter;

/**
 * A third-party measurements exporter written against YCSB 0.17.0 (compiled by the compatibility
 * tests against site.ycsb:core:0.17.0 only): one {@code metric|measurement|value} line per value.
 * The client finds it through {@code -p exporter=compatbinding.PipeExporter} and creates it with
 * its (OutputStream) constructor.
 */
public class PipeExporter implements MeasurementsExporter {
  private final Writer out;

  public PipeExporter(OutputStream os) {
    this.out = new OutputStreamWriter(os, StandardCharsets.UTF_8);
  }

  @Override
  public void write(String metric, String measurement, int i) throws IOException {
    out.write(metric + "|" + measurement + "|int|" + i + "\n");
  }

  @Override
  public void write(String metric, String measurement, long i) throws IOException {
    out.write(metric + "|" + measurement + "|long|" + i + "\n");
  }

  @Override
  public void write(String metric, String measurement, double d) throws IOException {
    out.write(metric + "|" + measurement + "|double|" + d + "\n");
  }

  @Override
  public void close() throws IOException {
    out.close();
  }
}
