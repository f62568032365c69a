package site.ycsb.measurements.exporter;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.atomic.AtomicBoolean;
import org.junit.jupiter.api.Test;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.MappingIterator;
import tools.jackson.databind.json.JsonMapper;

/**
 * The exporters' output, byte for byte where 0.17.0 fixed it. The golden strings were produced by
 * the exporters of site.ycsb:core:0.17.0 (Jackson 1.9 DefaultPrettyPrinter for both JSON ones).
 */
class ExportersGoldenTest {
  private static final JsonMapper MAPPER = JsonMapper.builder().build();

  /** Writes the same three triples (int, double, long) through an exporter and returns the text. */
  private static String sample(Class<? extends MeasurementsExporter> type) throws Exception {
    ByteArrayOutputStream bos = new ByteArrayOutputStream();
    try (MeasurementsExporter e = type.getConstructor(OutputStream.class).newInstance(bos)) {
      e.write("OVERALL", "RunTime(ms)", 1234);
      e.write("OVERALL", "Throughput(ops/sec)", 812.5);
      e.write("READ", "Operations", 5L);
    }
    return bos.toString(StandardCharsets.UTF_8);
  }

  @Test
  void textExporterGolden() throws Exception {
    String nl = System.lineSeparator();
    assertThat(sample(TextMeasurementsExporter.class)).isEqualTo(
        "[OVERALL], RunTime(ms), 1234" + nl
        + "[OVERALL], Throughput(ops/sec), 812.5" + nl
        + "[READ], Operations, 5" + nl);
  }

  @Test
  void textExporterFormatsDoublesWithDoubleToString() throws Exception {
    ByteArrayOutputStream bos = new ByteArrayOutputStream();
    try (TextMeasurementsExporter e = new TextMeasurementsExporter(bos)) {
      e.write("READ", "AverageLatency(us)", 1.0 / 3);
      e.write("READ", "AverageLatency(us)", 100.0);
      e.write("READ", "AverageLatency(us)", 1.0e-5);
      e.write("READ", "AverageLatency(us)", Double.NaN);
      e.write("READ", "Operations", Long.MAX_VALUE);
      e.write("READ", "Below is a summary of latency in microseconds:", -1);
    }
    assertThat(bos.toString(StandardCharsets.UTF_8).split("\\R")).containsExactly(
        "[READ], AverageLatency(us), 0.3333333333333333",
        "[READ], AverageLatency(us), 100.0",
        "[READ], AverageLatency(us), 1.0E-5",
        "[READ], AverageLatency(us), NaN",
        "[READ], Operations, 9223372036854775807",
        "[READ], Below is a summary of latency in microseconds:, -1");
  }

  @Test
  void textExporterClosesItsStreamAsEveryReleaseDid() throws Exception {
    AtomicBoolean closed = new AtomicBoolean();
    OutputStream os = new ByteArrayOutputStream() {
      @Override
      public void close() {
        closed.set(true);
      }
    };
    new TextMeasurementsExporter(os).close();
    assertThat(closed).isTrue();
  }

  @Test
  void jsonExporterGolden() throws Exception {
    assertThat(sample(JSONMeasurementsExporter.class)).isEqualTo(
        "{\n"
        + "  \"metric\" : \"OVERALL\",\n"
        + "  \"measurement\" : \"RunTime(ms)\",\n"
        + "  \"value\" : 1234\n"
        + "} {\n"
        + "  \"metric\" : \"OVERALL\",\n"
        + "  \"measurement\" : \"Throughput(ops/sec)\",\n"
        + "  \"value\" : 812.5\n"
        + "} {\n"
        + "  \"metric\" : \"READ\",\n"
        + "  \"measurement\" : \"Operations\",\n"
        + "  \"value\" : 5\n"
        + "}");
  }

  @Test
  void jsonExporterIsASequenceOfObjectsThatParsesBack() throws Exception {
    String text = sample(JSONMeasurementsExporter.class);
    List<JsonNode> nodes = new ArrayList<>();
    try (MappingIterator<JsonNode> it = MAPPER.readerFor(JsonNode.class).readValues(text)) {
      while (it.hasNext()) {
        nodes.add(it.next());
      }
    }
    assertThat(nodes).hasSize(3);
    for (JsonNode n : nodes) {
      assertThat(n.isObject()).isTrue();
      assertThat(n.propertyNames()).containsExactly("metric", "measurement", "value");
    }
    assertThat(nodes.get(0).get("metric").asString()).isEqualTo("OVERALL");
    assertThat(nodes.get(0).get("value").isIntegralNumber()).isTrue();
    assertThat(nodes.get(0).get("value").asLong()).isEqualTo(1234);
    assertThat(nodes.get(1).get("value").isFloatingPointNumber()).isTrue();
    assertThat(nodes.get(1).get("value").asDouble()).isEqualTo(812.5);
    assertThat(nodes.get(2).get("measurement").asString()).isEqualTo("Operations");
  }

  @Test
  void jsonArrayExporterIsOneValidJsonArray() throws Exception {
    String text = sample(JSONArrayMeasurementsExporter.class);
    JsonNode root = MAPPER.readTree(text);
    assertThat(root.isArray()).isTrue();
    assertThat(root.size()).isEqualTo(3);
    assertThat(root.get(0).get("metric").asString()).isEqualTo("OVERALL");
    assertThat(root.get(0).get("measurement").asString()).isEqualTo("RunTime(ms)");
    assertThat(root.get(0).get("value").asLong()).isEqualTo(1234);
    assertThat(root.get(1).get("value").asDouble()).isEqualTo(812.5);
    assertThat(root.get(2).get("value").asLong()).isEqualTo(5);
    for (JsonNode n : root) {
      assertThat(n.propertyNames()).containsExactly("metric", "measurement", "value");
    }
  }

  @Test
  void jsonArrayExporterWithNothingWrittenIsAnEmptyArray() throws Exception {
    ByteArrayOutputStream bos = new ByteArrayOutputStream();
    new JSONArrayMeasurementsExporter(bos).close();
    JsonNode root = MAPPER.readTree(bos.toString(StandardCharsets.UTF_8));
    assertThat(root.isArray()).isTrue();
    assertThat(root.size()).isZero();
  }

  @Test
  void jsonArrayExporterGolden() throws Exception {
    // 0.17.0's JSONArrayMeasurementsExporter pretty-printed too (DefaultPrettyPrinter).
    assertThat(sample(JSONArrayMeasurementsExporter.class)).isEqualTo(
        "[ {\n"
        + "  \"metric\" : \"OVERALL\",\n"
        + "  \"measurement\" : \"RunTime(ms)\",\n"
        + "  \"value\" : 1234\n"
        + "}, {\n"
        + "  \"metric\" : \"OVERALL\",\n"
        + "  \"measurement\" : \"Throughput(ops/sec)\",\n"
        + "  \"value\" : 812.5\n"
        + "}, {\n"
        + "  \"metric\" : \"READ\",\n"
        + "  \"measurement\" : \"Operations\",\n"
        + "  \"value\" : 5\n"
        + "} ]");
  }

  @Test
  void jsonExportersEscapeNamesProperly() throws Exception {
    ByteArrayOutputStream bos = new ByteArrayOutputStream();
    try (JSONArrayMeasurementsExporter e = new JSONArrayMeasurementsExporter(bos)) {
      e.write("WEIRD \"name\"\\", "a\nb", 1);
    }
    JsonNode root = MAPPER.readTree(bos.toString(StandardCharsets.UTF_8));
    assertThat(root.get(0).get("metric").asString()).isEqualTo("WEIRD \"name\"\\");
    assertThat(root.get(0).get("measurement").asString()).isEqualTo("a\nb");
  }

  @Test
  void nanAndInfinityKeepTheJsonValidAsQuotedStrings() throws Exception {
    ByteArrayOutputStream bos = new ByteArrayOutputStream();
    try (JSONArrayMeasurementsExporter e = new JSONArrayMeasurementsExporter(bos)) {
      e.write("READ", "AverageLatency(us)", Double.NaN);
      e.write("READ", "LatencyVariance(us)", Double.POSITIVE_INFINITY);
    }
    String text = bos.toString(StandardCharsets.UTF_8);
    assertThat(text).contains("\"value\" : \"NaN\"").contains("\"value\" : \"Infinity\"");
    JsonNode root = JsonMapper.builder().build().readTree(text);
    assertThat(root.get(0).get("value").asString()).isEqualTo("NaN");
  }

  /** An exporter with only an OutputStream constructor must stay loadable by reflection. */
  @Test
  void everyExporterHasThePublicOutputStreamConstructor() throws IOException {
    for (Class<?> c : List.of(TextMeasurementsExporter.class, JSONMeasurementsExporter.class,
        JSONArrayMeasurementsExporter.class)) {
      try {
        c.getConstructor(OutputStream.class);
      } catch (NoSuchMethodException e) {
        throw new AssertionError(c + " has no public (OutputStream) constructor", e);
      }
    }
  }
}
