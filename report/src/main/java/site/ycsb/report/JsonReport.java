package site.ycsb.report;

import java.util.LinkedHashMap;
import java.util.Map;
import site.ycsb.report.io.Json;

/** {@code results.json}: the whole model (schema "ycsb-report" v1), the same data the HTML page embeds. */
final class JsonReport {
  static final String SCHEMA = "ycsb-report";
  static final int SCHEMA_VERSION = 1;

  private JsonReport() {
  }

  static Map<String, Object> document(ReportModel m) {
    Map<String, Object> doc = new LinkedHashMap<>();
    doc.put("schema", SCHEMA);
    doc.put("schemaVersion", SCHEMA_VERSION);
    doc.put("rows", m.rows());
    doc.put("sweeps", m.sweeps());
    doc.put("charts", m.charts());
    doc.put("repetitions", m.repetitions());
    doc.put("footprint", m.footprint());
    doc.put("capacities", m.capacities());
    doc.put("plans", m.plans());
    doc.put("disclosure", m.disclosure());
    doc.put("notes", m.notes());
    // Only when a run was split by value size: reports of other runs stay as they were.
    if (!m.sizeLatency().isEmpty()) {
      doc.put("sizeLatency", m.sizeLatency());
    }
    // Only when a run's rate varies over time (arrivals.shape): reports of other runs stay as they were.
    if (!m.overTime().isEmpty()) {
      doc.put("overTime", m.overTime());
    }
    return doc;
  }

  static String render(ReportModel m) {
    return Json.PRETTY.writeValueAsString(document(m)) + "\n";
  }

  /** Compact JSON of any value, for embedding. */
  static String compact(Object value) {
    return Json.MAPPER.writeValueAsString(value);
  }
}
