package site.ycsb.sweep;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.LinkedHashMap;
import java.util.Map;
import org.HdrHistogram.Histogram;
import org.junit.jupiter.api.Test;
import site.ycsb.results.RunResultBuilder;
import site.ycsb.results.SeriesResult;

class StepMeasurementTest {
  private static SeriesResult series(long... latencies) {
    Histogram h = new Histogram(3);
    for (long l : latencies) {
      h.recordValue(l);
    }
    return new SeriesResult(latencies.length, Map.of(), 0, 0, 0, null, RunResultBuilder.encode(h), null, null);
  }

  @Test
  void p95IsThatOfAllOperationsTogetherIncludingFailedOnesNotAnAverage() {
    Map<String, SeriesResult> s = new LinkedHashMap<>();
    long[] reads = new long[90];
    java.util.Arrays.fill(reads, 100);
    s.put("READ", series(reads));
    s.put("UPDATE-FAILED", series(5000, 5000, 5000, 5000, 5000, 5000, 5000, 5000, 5000, 5000));
    s.put("CLEANUP", series(999_999));
    s.put("Intended-READ", series(888_888));
    // 90 reads at 100 us and 10 failed updates at 5 ms: p95 of the union is 5 ms (an average of the two
    // per-series p95s would say 2.55 ms)
    assertThat(StepMeasurement.overallP95(s)).isBetween(4990L, 5010L);
    s.remove("UPDATE-FAILED");
    assertThat(StepMeasurement.overallP95(s)).isEqualTo(100L);
    assertThat(StepMeasurement.overallP95(Map.of("CLEANUP", series(5)))).isNull();
  }
}
