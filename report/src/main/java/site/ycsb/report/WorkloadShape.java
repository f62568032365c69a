package site.ycsb.report;

import java.util.Map;
import site.ycsb.results.Disclosure;
import site.ycsb.workloads.DataSetSizes;

/**
 * Record size figures from a run's effective properties, used only to estimate KB/s (YCSB does not count
 * bytes): a field is fieldlength bytes, a record fieldcount fields; under a value-size distribution that sizes a
 * record by its key (gpd, lognormal, buckets, empirical, the presets) a record is the data set's mean size, spread
 * over its fields. Keys, protocol overhead and scans are not accounted for, and upstream's non-constant field
 * length distributions are taken at their maximum.
 */
public record WorkloadShape(long fieldCount, double fieldLength, boolean readAllFields, boolean writeAllFields) {

  static WorkloadShape of(Disclosure d) {
    Map<String, String> p = d == null || d.properties() == null ? Map.of() : d.properties();
    long fieldCount = number(p.get("fieldcount"), 10);
    double meanRecord = DataSetSizes.of(p).map(DataSetSizes::meanValueBytes).orElse(Double.NaN);
    return new WorkloadShape(fieldCount, Double.isNaN(meanRecord) ? number(p.get("fieldlength"), 100)
        : meanRecord / fieldCount,
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

  double recordBytes() {
    return fieldCount * fieldLength;
  }

  double readBytes() {
    return readAllFields ? recordBytes() : fieldLength;
  }

  double updateBytes() {
    return writeAllFields ? recordBytes() : fieldLength;
  }
}
