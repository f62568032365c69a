package site.ycsb.plan;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.List;
import java.util.Map;
import java.util.Set;
import org.junit.jupiter.api.Test;

class PlanYamlTest {

  @Test
  void aPlanIsAMapOfKeys() throws Exception {
    Map<?, ?> top = PlanYaml.read("name: x\nthreads: [1, 2]\n");
    assertThat(top.get("name")).isEqualTo("x");
    assertThat(top.get("threads")).isEqualTo(List.of(1, 2));
    assertThatThrownBy(() -> PlanYaml.read("- a\n- b\n"))
        .hasMessage("the plan must be a map of keys (name, databases, workloads, ...), not a list");
    assertThatThrownBy(() -> PlanYaml.read("")).hasMessageEndingWith("not empty");
  }

  @Test
  void badYamlAndDuplicateKeysAreOneLineWithTheLine() {
    assertThatThrownBy(() -> PlanYaml.read("name: x\nthreads: [1, 2\n"))
        .hasMessageStartingWith("not valid YAML at line ").matches(e -> !e.getMessage().contains("\n"));
    assertThatThrownBy(() -> PlanYaml.read("name: x\nname: y\n")).hasMessageStartingWith("not valid YAML at line ");
  }

  @Test
  void valuesAreDescribedByWhatTheyAre() {
    assertThat(PlanYaml.describe(null)).isEqualTo("empty");
    assertThat(PlanYaml.describe(Map.of())).isEqualTo("a map");
    assertThat(PlanYaml.describe("a\n b")).isEqualTo("the string 'a b'");
    assertThat(PlanYaml.describe(true)).isEqualTo("the boolean true");
    assertThat(PlanYaml.describe(1.5)).isEqualTo("1.5");
    assertThat(PlanYaml.describe(new byte[3])).isEqualTo("binary data (!!binary, 3 bytes)");
    assertThat(PlanYaml.describe(Set.of())).isEqualTo("a set (!!set)");
    assertThat(PlanYaml.describe(new Object())).isEqualTo("a value of YAML type Object");
  }
}
