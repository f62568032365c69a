package site.ycsb.generator.sizes;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.within;

import org.junit.jupiter.api.Test;

class WeightedBucketsTest {
  @Test
  void readsRangesWithUnitsAndDrawsUniformlyInsideEach() {
    WeightedBuckets b = WeightedBuckets.parse("0-400KB:0.7,400KB-1MB:0.2,1MB-10MB:0.1");
    assertThat(b.buckets()).hasSize(3);
    assertThat(b.buckets().get(1).low()).isEqualTo(400 * 1024);
    assertThat(b.cdf(400 * 1024)).isCloseTo(0.7, within(1e-12));
    assertThat(b.cdf(200 * 1024)).isCloseTo(0.35, within(1e-12));
    assertThat(b.quantile(0.9)).isCloseTo(1 << 20, within(1e-3));
    RoundedSizes sizes = RoundedSizes.down(b);
    long[] sample = SampleCheck.draw(sizes, 200_000);
    assertThat(SampleCheck.ksDistance(sizes, sample)).isLessThan(0.005);
    assertThat(sample[sample.length - 1]).isLessThan(10L << 20);
  }

  @Test
  void refusesWeightsThatDoNotSumToOne() {
    assertThatThrownBy(() -> WeightedBuckets.parse("0-10:0.7,10-20:0.2")).hasMessageContaining("sum to 1");
  }

  @Test
  void refusesBadBuckets() {
    assertThatThrownBy(() -> WeightedBuckets.parse("0-10"))
        .hasMessageContaining("'0-10' is not a bucket: write low-high:weight");
    assertThatThrownBy(() -> WeightedBuckets.parse("10-5:1")).hasMessageContaining("low < high");
    assertThatThrownBy(() -> WeightedBuckets.parse("0-10:0.5,5-20:0.5")).hasMessageContaining("overlaps");
    assertThatThrownBy(() -> WeightedBuckets.parse("0-10XB:1")).hasMessageContaining("is not a size");
    assertThatThrownBy(() -> WeightedBuckets.parse("0-10:x")).hasMessageContaining("must be a number");
    assertThatThrownBy(() -> WeightedBuckets.parse("0-10:0,10-20:1")).hasMessageContaining("above 0");
  }
}
