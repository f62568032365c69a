package site.ycsb.measurements.exporter;

import java.io.IOException;
import java.io.OutputStream;

/**
 * All triples as one JSON array of {@code {"metric", "measurement", "value"}} objects, pretty-printed as
 * 0.17.0 did.
 */
public class JSONArrayMeasurementsExporter extends JsonTripleExporter {
  public JSONArrayMeasurementsExporter(OutputStream os) throws IOException {
    super(os);
    g.writeStartArray();
  }

  @Override
  public void close() throws IOException {
    g.writeEndArray();
    g.close();
  }
}
