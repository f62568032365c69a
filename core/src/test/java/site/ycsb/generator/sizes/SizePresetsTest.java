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
}
