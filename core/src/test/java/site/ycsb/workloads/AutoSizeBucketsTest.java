package site.ycsb.workloads;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Properties;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import site.ycsb.IllegalPropertyException;
import site.ycsb.PropertyReader;

/** measurement.sizebuckets=auto: the buckets follow the value sizes fieldlengthdistribution draws. */
class AutoSizeBucketsTest {
  private static final String[] FIXED = {"<1KB", "1KB-4KB", "4KB-16KB", "16KB-64KB", "64KB-256KB", "256KB-1MB",
      ">=1MB"};

  @TempDir
  Path tmp;

  private static AutoSizeBuckets auto(String... keyValues) {
    Properties p = new Properties();
    p.setProperty("measurement.sizebuckets", "auto");
    for (int i = 0; i < keyValues.length; i += 2) {
      p.setProperty(keyValues[i], keyValues[i + 1]);
    }
    return AutoSizeBuckets.of(new PropertyReader(p));
  }

  @Test
  void aPresetBringsItsOwnBounds() {
    AutoSizeBuckets etc = auto("fieldlengthdistribution", "facebook-etc");
    assertThat(etc.buckets().names()).containsExactly("<15B", "15B-256B", "256B-1KB", "1KB-4KB", ">=4KB");
    assertThat(etc.note()).isEqualTo("ycsb: note: measurement.sizebuckets=auto splits by "
        + "<15B,15B-256B,256B-1KB,1KB-4KB,>=4KB (the facebook-etc preset's own bounds)");
    // The kind is read as the workload reads it: case aside.
    assertThat(auto("fieldlengthdistribution", "RocksDB-Mixgraph").buckets().names())
        .containsExactly("<16B", "16B-64B", "64B-256B", ">=256B");
  }

  @Test
  void weightedRangesGiveTheirBounds() {
    AutoSizeBuckets b = auto("fieldlengthdistribution", "buckets",
        "fieldlengthbuckets", "0-400KB:0.7,400KB-1MB:0.2,1MB-10MB:0.1");
    assertThat(b.buckets().names()).containsExactly("<400KB", "400KB-1MB", "1MB-10MB", ">=10MB");
    assertThat(b.basis()).isEqualTo("the bounds of fieldlengthbuckets");
  }

  @Test
  void parametricKindsSplitAtTheirRoundedMedianP90AndP99() throws IOException {
    AutoSizeBuckets gpd = auto("fieldlengthdistribution", "gpd", "fieldlength.sigma", "25.45",
        "fieldlength.k", "0.2615");
    assertThat(gpd.buckets().names()).containsExactly("<19B", "19B-80B", "80B-230B", ">=230B");
    assertThat(gpd.basis()).isEqualTo("p50, p90, p99 of fieldlengthdistribution=gpd, rounded");
    // ln-normal around 4 KB: median 4096 B (fewer than ten KB: rounded in bytes), p90 14.4 KB, p99 41 KB.
    assertThat(auto("fieldlengthdistribution", "lognormal", "fieldlength.mu", String.valueOf(Math.log(4096)),
        "fieldlength.sigma", "1").buckets().names()).containsExactly("<4100B", "4100B-14KB", "14KB-41KB",
        ">=41KB");
    Path file = Files.writeString(tmp.resolve("sizes.csv"), "100,0.5\n1KB,0.9\n10KB,1\n");
    assertThat(auto("fieldlengthdistribution", "empirical", "fieldlength.file", file.toString()).buckets().names())
        .containsExactly("<100B", "100B-1000B", "1000B-9300B", ">=9300B");
  }

  @Test
  void upstreamKindsKeepTheFixedBounds() {
    AutoSizeBuckets constant = auto();
    assertThat(constant.buckets().names()).containsExactly(FIXED);
    assertThat(constant.basis()).isEqualTo("the fixed bounds, for upstream's fieldlengthdistribution=constant");
    for (String kind : new String[] {"uniform", "zipfian", "histogram"}) {
      assertThat(auto("fieldlengthdistribution", kind).buckets().names()).as(kind).containsExactly(FIXED);
    }
  }

  @Test
  void aDistributionOfZeroSizesKeepsTheFixedBounds() throws IOException {
    Path file = Files.writeString(tmp.resolve("zero.csv"), "0,1\n");
    AutoSizeBuckets zero = auto("fieldlengthdistribution", "empirical", "fieldlength.file", file.toString());
    assertThat(zero.buckets().names()).containsExactly(FIXED);
    assertThat(zero.basis()).isEqualTo("the fixed bounds: every quantile of fieldlengthdistribution=empirical is 0 B");
  }

  @Test
  void theDistributionsPropertiesAreCheckedAsTheWorkloadChecksThem() {
    assertThatThrownBy(() -> auto("fieldlengthdistribution", "gpd", "fieldlength.k", "0.2"))
        .isInstanceOf(IllegalPropertyException.class)
        .hasMessageContaining("fieldlengthdistribution=gpd needs the property fieldlength.sigma");
    assertThatThrownBy(() -> auto("fieldlengthdistribution", "pareto"))
        .isInstanceOf(IllegalPropertyException.class)
        .hasMessageStartingWith("property 'fieldlengthdistribution' is 'pareto'; accepted: constant, uniform");
  }
}
