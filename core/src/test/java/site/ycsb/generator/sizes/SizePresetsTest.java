package site.ycsb.generator.sizes;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import org.junit.jupiter.api.Test;

class SizePresetsTest {
  @Test
  void etcValuesHaveTheTableBelow15BytesAndTheParetoAbove() {
    SizeDistribution etc = SizePresets.facebookEtcValues();
    assertThat(etc.sizeCdf(14)).isCloseTo(0.44155, within(1e-12));
    assertThat(etc.sizeCdf(2) - etc.sizeCdf(1)).isCloseTo(0.17820, within(1e-12));
    long[] sample = SampleCheck.draw(etc, 200_000);
    assertThat(SampleCheck.ksDistance(etc, sample)).isLessThan(0.005);
  }

  @Test
  void etcKeysAreGevAroundThirtyBytes() {
    SizeDistribution keys = SizePresets.facebookEtcKeys();
    long[] sample = SampleCheck.draw(keys, 200_000);
    assertThat(sample[sample.length / 2]).isBetween(30L, 36L);
    assertThat(SampleCheck.ksDistance(keys, sample)).isLessThan(0.005);
  }

  @Test
  void mixgraphValuesStayWithinDbBenchsBounds() {
    SizeDistribution mix = SizePresets.rocksdbMixgraphValues();
    long[] sample = SampleCheck.draw(mix, 200_000);
    assertThat(sample[sample.length - 1]).isLessThanOrEqualTo(1024);
    assertThat(mix.sizeCdf(9)).isLessThan(1e-3); // only wrapped sizes lie below the 10 B floor
    assertThat(SampleCheck.ksDistance(mix, sample)).isLessThan(0.005);
    assertThat(SizePresets.valuePreset("rocksdb-mixgraph")).isNotNull();
    assertThat(SizePresets.valuePreset("nope")).isNull();
  }

  @Test
  void etcBucketBoundsEndTheTableThenSplitTheTail() {
    assertThat(SizePresets.valueBucketBounds("facebook-etc")).containsExactly(15, 256, 1024, 4096);
    // The shares the bounds were chosen for (SizePresets and docs/guide/results-by-size.md state them).
    assertThat(shares(SizePresets.facebookEtcValues(), SizePresets.valueBucketBounds("facebook-etc")))
        .containsExactly(new double[] {0.4415, 0.342, 0.182, 0.033, 0.0016}, within(0.001));
  }

  @Test
  void mixgraphBucketBoundsHoldTheFloorThenSplitTheBody() {
    assertThat(SizePresets.valueBucketBounds("rocksdb-mixgraph")).containsExactly(16, 64, 256);
    assertThat(shares(SizePresets.rocksdbMixgraphValues(), SizePresets.valueBucketBounds("rocksdb-mixgraph")))
        .containsExactly(new double[] {0.422, 0.430, 0.141, 0.007}, within(0.001));
    assertThat(SizePresets.valueBucketBounds("gpd")).isNull();
    // A copy: a caller cannot change the preset's bounds.
    SizePresets.valueBucketBounds("rocksdb-mixgraph")[0] = 1;
    assertThat(SizePresets.valueBucketBounds("rocksdb-mixgraph")[0]).isEqualTo(16);
  }

  /** The share of the sizes in each bucket: below the first bound, between two, at or above the last. */
  private static double[] shares(SizeDistribution sizes, long[] bounds) {
    double[] shares = new double[bounds.length + 1];
    double below = 0;
    for (int i = 0; i < bounds.length; i++) {
      double cdf = sizes.sizeCdf(bounds[i] - 1);
      shares[i] = cdf - below;
      below = cdf;
    }
    shares[bounds.length] = 1 - below;
    return shares;
  }
}
