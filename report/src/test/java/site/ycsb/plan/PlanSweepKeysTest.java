package site.ycsb.plan;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.List;
import java.util.Map;
import java.util.stream.LongStream;
import org.junit.jupiter.api.Test;
import site.ycsb.sweep.SweepOptions;

class PlanSweepKeysTest {
  private static final PlanSweepKeys KEYS = new PlanSweepKeys(new PlanValues(new PlanVariables(name -> null)));

  @Test
  void withoutKeysTheSweepsDefaults() throws Exception {
    PlanSweepKeys.Sweeps s = KEYS.read(Map.of());
    assertThat(s.phases()).containsExactly("run");
    assertThat(s.dimension()).isEqualTo("threads");
    assertThat(s.values()).isEqualTo(SweepOptions.DEFAULT_THREADS);
    assertThat(s.repeat()).isNull();
    assertThat(s.slo()).isNull();
  }

  @Test
  void targetsWithOneThreadCountAndTheOptionsOfTheTable() throws Exception {
    PlanSweepKeys.Sweeps s = KEYS.read(Map.of("targets", List.of(100, 200), "threads", 4, "repeat", 3,
        "warmup-time", 2.5, "max-error-rate", 0.1, "stop-after-knee", true, "phases", "both"));
    assertThat(s.dimension()).isEqualTo("target");
    assertThat(s.values()).containsExactly(100L, 200L);
    assertThat(s.fixedThreads()).isEqualTo(4L);
    assertThat(s.repeat()).isEqualTo(3);
    assertThat(s.warmupTime()).isEqualTo(2.5);
    assertThat(s.maxErrorRate()).isEqualTo(0.1);
    assertThat(s.stopAfterKnee()).isTrue();
    assertThat(s.phases()).containsExactly("load", "run");
  }

  @Test
  void aSearchTakesOneThreadCount() throws Exception {
    PlanSweepKeys.Sweeps s = KEYS.read(Map.of("slo", "p99<=2ms", "slo-precision", "10%", "threads", 4));
    assertThat(s.dimension()).isEqualTo("target");
    assertThat(s.values()).containsExactly(4L);
    assertThat(s.slo()).isEqualTo(new Plan.Slo("p99<=2ms", null, "10%", null));
  }

  @Test
  void theSweepsRulesSaidWithThePlansKeys() {
    assertThatThrownBy(() -> KEYS.read(Map.of("threads", List.of(1, 2), "targets", List.of(10))))
        .hasMessage("key 'threads' and key 'targets' are both lists; a sweep varies one of them (give the other a "
            + "single value)");
    assertThatThrownBy(() -> KEYS.read(Map.of("targets", List.of(10, 5))))
        .hasMessage("key 'targets' is [10, 5]; accepted: whole numbers >= 1 in increasing order, e.g. [8, 16, 32]");
    assertThatThrownBy(() -> KEYS.read(Map.of("threads", LongStream.rangeClosed(1, 1001).boxed().toList())))
        .hasMessage("key 'threads' has 1001 values; accepted: at most 1000 (each is a step)");
    assertThatThrownBy(() -> KEYS.read(Map.of("warmup-time", -1)))
        .hasMessage("key 'warmup-time' is -1; accepted: seconds from 0 to 86400");
    assertThatThrownBy(() -> KEYS.read(Map.of("slo", "p99<=1ms", "phases", "load")))
        .hasMessage("key 'slo' searches the run phase; drop 'load' from 'phases'");
    assertThatThrownBy(() -> KEYS.read(Map.of("slo-descend", "10%")))
        .hasMessage("key 'slo-descend' needs key 'slo' (it checks a capacity search)");
    assertThatThrownBy(() -> KEYS.read(Map.of("phases", List.of())))
        .hasMessage("key 'phases' is empty; accepted: load, run, both");
  }
}
