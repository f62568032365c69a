package site.ycsb.measurements.exporter;

import java.io.IOException;
import java.io.OutputStream;
import tools.jackson.core.JsonGenerator;

/**
 * One pretty-printed JSON object per triple, objects following each other (the format of every
 * release; use {@link JSONArrayMeasurementsExporter} for a single valid document).
 */
public class JSONMeasurementsExporter implements MeasurementsExporter {
  private final JsonGenerator g;

  public JSONMeasurementsExporter(OutputStream os) throws IOException {
    this.g = JsonExporterSupport.generator(os, true);
  }

  @Override
  public void write(String metric, String measurement, int i) throws IOException {
    JsonExporterSupport.writeTriple(g, metric, measurement);
    g.writeNumber(i);
    g.writeEndObject();
  }

  @Override
  public void write(String metric, String measurement, long i) throws IOException {
    JsonExporterSupport.writeTriple(g, metric, measurement);
    g.writeNumber(i);
    g.writeEndObject();
  }

  @Override
  public void write(String metric, String measurement, double d) throws IOException {
    JsonExporterSupport.writeTriple(g, metric, measurement);
    g.writeNumber(d);
    g.writeEndObject();
  }

  @Override
  public void close() throws IOException {
    g.close();
  }
}
