package site.ycsb.measurements.exporter;

import java.io.OutputStream;
import tools.jackson.core.JsonGenerator;
import tools.jackson.core.ObjectWriteContext;
import tools.jackson.core.PrettyPrinter;
import tools.jackson.core.json.JsonFactory;
import tools.jackson.core.util.DefaultPrettyPrinter;

/** Shared set-up of the two JSON exporters. */
final class JsonExporterSupport {
  private static final JsonFactory FACTORY = new JsonFactory();

  private JsonExporterSupport() {
  }

  static JsonGenerator generator(OutputStream os, boolean pretty) {
    ObjectWriteContext context = new ObjectWriteContext.Base() {
      @Override
      public PrettyPrinter getPrettyPrinter() {
        return pretty ? new DefaultPrettyPrinter() : null;
      }

      @Override
      public boolean hasPrettyPrinter() {
        return pretty;
      }
    };
    return FACTORY.createGenerator(context, os);
  }

  static void writeTriple(JsonGenerator g, String metric, String measurement) {
    g.writeStartObject();
    g.writeStringProperty("metric", metric);
    g.writeStringProperty("measurement", measurement);
    g.writeName("value");
  }
}
