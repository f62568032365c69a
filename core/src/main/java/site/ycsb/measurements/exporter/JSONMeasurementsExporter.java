package site.ycsb.measurements.exporter;

import java.io.IOException;
import java.io.OutputStream;

/**
 * One pretty-printed JSON object per triple, objects following each other (the format of every
 * release; use {@link JSONArrayMeasurementsExporter} for a single valid document).
 */
public class JSONMeasurementsExporter extends JsonTripleExporter {
  public JSONMeasurementsExporter(OutputStream os) throws IOException {
    super(os);
  }

  @Override
  public void close() throws IOException {
    g.close();
  }
}
