package site.ycsb.plan;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

class PlanDatabasesTest {
  private static final PlanDatabases DATABASES = new PlanDatabases(PlanParserTest.REGISTRY,
      new PlanValues(new PlanVariables(name -> null)));

  @Test
  void eachDatabaseWithItsKeys() throws Exception {
    List<PlanDatabase> dbs = DATABASES.read(List.of(Map.of("name", "mem", "binding", "memory",
        "properties", Map.of("a", 1), "setup", "true", "before-step", "echo")));
    assertThat(dbs).containsExactly(new PlanDatabase("mem", "memory", Map.of("a", "1"), "true", "echo"));
  }

  @Test
  void whatADatabaseMustHave() {
    assertThatThrownBy(() -> DATABASES.read(List.of("redis"))).hasMessage("key 'databases[0]' must be a map (name, "
        + "binding, properties, setup, before-step), not the string 'redis'");
    assertThatThrownBy(() -> DATABASES.read(List.of(Map.of("binding", "memory"))))
        .hasMessageStartingWith("key 'databases[0].name' is missing");
    assertThatThrownBy(() -> DATABASES.read(List.of(Map.of("name", "m"))))
        .hasMessageStartingWith("key 'databases[0].binding' is missing");
    assertThatThrownBy(() -> DATABASES.read(List.of(Map.of("name", "m", "binding", "nosuch"))))
        .hasMessageStartingWith("key 'databases[0].binding' is 'nosuch'; accepted: ").hasMessageContaining("memory");
    assertThatThrownBy(() -> DATABASES.read(List.of(Map.of("name", "m", "binding", "memory"),
        Map.of("name", "m", "binding", "memory")))).hasMessageStartingWith(
            "key 'databases[1].name': 'm' is used twice");
    assertThatThrownBy(() -> DATABASES.read(List.of(Map.of("name", "m", "binding", "memory", "port", 1))))
        .hasMessage("unknown key 'databases[0].port'; accepted: before-step, binding, name, properties, setup");
  }
}
