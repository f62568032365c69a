package site.ycsb.measurements.exporter;

import java.io.IOException;
import java.io.OutputStream;
import tools.jackson.core.JsonGenerator;

/**
 * All triples as one JSON array of {@code {"metric", "measurement", "value"}} objects, pretty-printed as
 * 0.17.0 did.
 */
public class JSONArrayMeasurementsExporter implements MeasurementsExporter {
  private final JsonGenerator g;

  public JSONArrayMeasurementsExporter(OutputStream os) throws IOException {
    this.g = JsonExporterSupport.generator(os, true);
    g.writeStartArray();
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
    g.writeEndArray();
    g.close();
  }
}
