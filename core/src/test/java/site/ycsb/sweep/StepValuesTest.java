package site.ycsb.sweep;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.Collections;
import java.util.List;
import org.junit.jupiter.api.Test;

class StepValuesTest {

  @Test
  void valuesAreAtLeastOneAndIncreasing() {
    assertThat(StepValues.increasing(List.of(1L, 2L, 30L))).isTrue();
    assertThat(StepValues.increasing(List.of(8L, 4L))).isFalse();
    assertThat(StepValues.increasing(List.of(2L, 2L))).isFalse();
    assertThat(StepValues.increasing(List.of(0L))).isFalse();
  }

  @Test
  void aCommandLineListIsCommaSeparated() throws Exception {
    assertThat(StepValues.parse("-target", "10, 20,30", Long.MAX_VALUE)).containsExactly(10L, 20L, 30L);
    for (String bad : List.of("8,x", "4,2", "0", "1,,2", "")) {
      assertThatThrownBy(() -> StepValues.parse("-threads", bad, Integer.MAX_VALUE))
          .hasMessage("-threads is '" + bad + "'; accepted: a comma-separated list of whole numbers >= 1 in "
              + "increasing order, e.g. 8,16,32");
    }
  }

  @Test
  void atMostAThousandValues() throws Exception {
    StepValues.checkCount("-threads", 1000);
    assertThatThrownBy(() -> StepValues.checkCount("key 'threads'", 1001))
        .hasMessage("key 'threads' has 1001 values; accepted: at most 1000 (each is a step)");
    String many = String.join(",", Collections.nCopies(1001, "1"));
    assertThatThrownBy(() -> StepValues.parse("-threads", many, Integer.MAX_VALUE))
        .hasMessage("-threads has 1001 values; accepted: at most 1000 (each is a step)");
  }
}
