package site.ycsb.measurements;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.Properties;
import org.junit.jupiter.api.Test;
import site.ycsb.IllegalPropertyException;
import site.ycsb.PropertyReader;

/** The buckets of measurement.sizebuckets: their bounds, names and the bucket of a size. */
class SizeBucketsTest {
  private static SizeBuckets read(String value) {
    Properties p = new Properties();
    if (value != null) {
      p.setProperty(SizeBuckets.PROPERTY, value);
    }
    return SizeBuckets.read(new PropertyReader(p));
  }

  @Test
  void boundsWithUnitsNameTheBucketsBetweenThem() {
    SizeBuckets b = read("1KB, 10KB,100kb");
    assertThat(b.names()).containsExactly("<1KB", "1KB-10KB", "10KB-100KB", ">=100KB");
    assertThat(b.bounds()).containsExactly(1024, 10240, 102400);
    assertThat(b.indexOf(0)).isZero();
    assertThat(b.indexOf(1023)).isZero();
    assertThat(b.indexOf(1024)).isEqualTo(1);
    assertThat(b.indexOf(102399)).isEqualTo(2);
    assertThat(b.indexOf(102400)).isEqualTo(3);
    assertThat(read("100,1536B,1MB").names()).containsExactly("<100B", "100B-1536B", "1536B-1MB", ">=1MB");
  }

  @Test
  void unsetMeansNoSplit() {
    assertThat(read(null)).isNull();
    // An empty value is an unset one, as for every property.
    assertThat(read(" ")).isNull();
  }

  @Test
  void autoIsTheBucketsGivenForItElseTheFixedOnes() {
    SizeBuckets preset = SizeBuckets.of(15, 256, 1024, 4096);
    Properties p = new Properties();
    p.setProperty(SizeBuckets.PROPERTY, " AUTO");
    PropertyReader reader = new PropertyReader(p);
    assertThat(SizeBuckets.isAuto(reader)).isTrue();
    assertThat(SizeBuckets.read(reader, preset)).isSameAs(preset);
    assertThat(SizeBuckets.read(reader).names()).containsExactly("<1KB", "1KB-4KB", "4KB-16KB", "16KB-64KB",
        "64KB-256KB", "256KB-1MB", ">=1MB");
    assertThat(SizeBuckets.fixed().names()).isEqualTo(SizeBuckets.read(reader).names());
    assertThat(preset.names()).containsExactly("<15B", "15B-256B", "256B-1KB", "1KB-4KB", ">=4KB");
    // Bounds given outright are not auto's: they are read as they are.
    p.setProperty(SizeBuckets.PROPERTY, "1KB,2KB");
    assertThat(SizeBuckets.isAuto(reader)).isFalse();
    assertThat(SizeBuckets.read(reader, preset).names()).containsExactly("<1KB", "1KB-2KB", ">=2KB");
  }

  @Test
  void badValuesAreRefusedNamingThePropertyAndWhatItAccepts() {
    for (String bad : new String[] {"1KB,,2KB", "10KB,1KB", "1KB,1KB", "0,1KB", "-1KB", "1XB", "auto,1KB"}) {
      assertThatThrownBy(() -> read(bad)).as(bad).isInstanceOf(IllegalPropertyException.class)
          .hasMessageStartingWith("property 'measurement.sizebuckets' is '" + bad + "'; accepted: auto, or sizes");
    }
  }
}
