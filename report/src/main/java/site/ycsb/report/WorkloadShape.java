package site.ycsb.report;

import java.util.Map;
import site.ycsb.results.Disclosure;

/**
 * Record size figures from a run's effective properties, used only to estimate KB/s (YCSB does not count
 * bytes): a field is fieldlength bytes, a record fieldcount fields. Keys, protocol overhead, scans and
 * non-constant field length distributions are not accounted for.
 */
public record WorkloadShape(long fieldCount, long fieldLength, boolean readAllFields, boolean writeAllFields) {

  static WorkloadShape of(Disclosure d) {
    Map<String, String> p = d == null || d.properties() == null ? Map.of() : d.properties();
    return new WorkloadShape(number(p.get("fieldcount"), 10), number(p.get("fieldlength"), 100),
        !"false".equalsIgnoreCase(p.getOrDefault("readallfields", "true").trim()),
        "true".equalsIgnoreCase(p.getOrDefault("writeallfields", "false").trim()));
  }

  private static long number(String s, long fallback) {
    try {
      return s == null ? fallback : Long.parseLong(s.trim());
    } catch (NumberFormatException e) {
      return fallback;
    }
  }

  long recordBytes() {
    return fieldCount * fieldLength;
  }

  long readBytes() {
    return readAllFields ? recordBytes() : fieldLength;
  }

  long updateBytes() {
    return writeAllFields ? recordBytes() : fieldLength;
  }
}
