package site.ycsb.measurements.exporter;

import java.io.IOException;
import java.io.OutputStream;
import tools.jackson.core.JsonGenerator;
import tools.jackson.core.ObjectWriteContext;
import tools.jackson.core.PrettyPrinter;
import tools.jackson.core.json.JsonFactory;
import tools.jackson.core.util.DefaultPrettyPrinter;

/**
 * Writes each triple as a pretty-printed {@code {"metric", "measurement", "value"}} object, as 0.17.0's
 * JSON exporters did; the subclasses only decide what surrounds the objects.
 */
abstract class JsonTripleExporter implements MeasurementsExporter {
  private static final JsonFactory FACTORY = new JsonFactory();

  protected final JsonGenerator g;

  JsonTripleExporter(OutputStream os) {
    ObjectWriteContext pretty = new ObjectWriteContext.Base() {
      @Override
      public PrettyPrinter getPrettyPrinter() {
        return new DefaultPrettyPrinter();
      }

      @Override
      public boolean hasPrettyPrinter() {
        return true;
      }
    };
    this.g = FACTORY.createGenerator(pretty, os);
  }

  @Override
  public void write(String metric, String measurement, int i) throws IOException {
    startTriple(metric, measurement);
    g.writeNumber(i);
    g.writeEndObject();
  }

  @Override
  public void write(String metric, String measurement, long i) throws IOException {
    startTriple(metric, measurement);
    g.writeNumber(i);
    g.writeEndObject();
  }

  @Override
  public void write(String metric, String measurement, double d) throws IOException {
    startTriple(metric, measurement);
    g.writeNumber(d);
    g.writeEndObject();
  }

  private void startTriple(String metric, String measurement) {
    g.writeStartObject();
    g.writeStringProperty("metric", metric);
    g.writeStringProperty("measurement", measurement);
    g.writeName("value");
  }
}
