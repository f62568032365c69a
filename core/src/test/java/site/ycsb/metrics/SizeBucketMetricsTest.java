package site.ycsb.metrics;

import static org.assertj.core.api.Assertions.assertThat;

import io.prometheus.metrics.model.snapshots.HistogramSnapshot;
import io.prometheus.metrics.model.snapshots.Labels;
import io.prometheus.metrics.model.snapshots.MetricSnapshot;
import java.util.List;
import java.util.Properties;
import org.junit.jupiter.api.Test;
import site.ycsb.measurements.Measurements;

/** With measurement.sizebuckets, the service time per operation and value-size bucket, under a size label. */
class SizeBucketMetricsTest {
  private static List<MetricSnapshot> scrape(Measurements m) {
    return new OperationCollector(m, Labels.EMPTY).collect().stream().toList();
  }

  @Test
  void eachBucketWithOperationsIsOneHistogramLabelledWithItsName() {
    Properties p = new Properties();
    p.setProperty("measurement.sizebuckets", "1KB,10KB");
    Measurements m = new Measurements(p);
    m.sizeSplit("READ").recordersForCurrentThread()[1].record(250);
    m.sizeSplit("READ").recordersForCurrentThread()[1].record(350);
    m.sizeSplit("READ").recordersForCurrentThread()[2].record(900);
    m.sampleAll();
    HistogramSnapshot bySize = (HistogramSnapshot) scrape(m).stream()
        .filter(s -> s.getMetadata().getName().equals("ycsb_service_time_by_size_seconds")).findFirst().orElseThrow();
    assertThat(bySize.getDataPoints()).extracting(d -> d.getLabels().get("size") + "=" + d.getCount())
        .containsExactly("1KB-10KB=2", ">=10KB=1");
    assertThat(bySize.getDataPoints()).allMatch(d -> "READ".equals(d.getLabels().get("operation")));
  }

  @Test
  void withoutThePropertyThereIsNoSuchFamily() {
    Measurements m = new Measurements(new Properties());
    m.sampleAll();
    assertThat(scrape(m)).noneMatch(s -> s.getMetadata().getName().startsWith("ycsb_service_time_by_size"));
  }
}
