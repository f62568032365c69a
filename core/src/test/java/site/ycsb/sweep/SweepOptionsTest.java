package site.ycsb.sweep;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

class SweepOptionsTest {

  @Test
  void theBuilderStartsFromTheDefaults() {
    SweepOptions o = SweepOptions.builder().build();
    assertThat(o.dimension()).isEqualTo(Dimension.THREADS);
    assertThat(o.values()).isEqualTo(SweepOptions.DEFAULT_THREADS);
    assertThat(o.repeat()).isEqualTo(1);
    assertThat(o.maxErrorRate()).isEqualTo(SweepOptions.DEFAULT_MAX_ERROR_RATE);
    assertThat(o.kneeGain()).isEqualTo(KneeDetector.DEFAULT_MIN_GAIN);
    assertThat(o.phase()).isEqualTo(Phase.RUN);
    assertThat(o.ycsbOptions()).isEmpty();
    assertThat(o.search()).isNull();
  }

  @Test
  void aValueKeepsWhatItWasBuiltWithAndChangesOnlyIntoACopy() {
    List<String> ycsb = new ArrayList<>(List.of("-s"));
    SweepOptions o = SweepOptions.builder().dimension(Dimension.TARGET).values(List.of(10L, 20L)).threads(4)
        .ycsbOptions(ycsb).name("redis-aof").build();
    ycsb.add("-p");
    assertThat(o.ycsbOptions()).containsExactly("-s");
    SweepOptions other = o.withYcsbOptions(List.of("-p", "a=b"));
    assertThat(other.ycsbOptions()).containsExactly("-p", "a=b");
    assertThat(o.ycsbOptions()).containsExactly("-s");
    assertThat(other.name()).isEqualTo("redis-aof");
    assertThat(other.threadsAt(20)).isEqualTo(4);
    assertThat(other.targetAt(20)).isEqualTo(20);
  }
}
