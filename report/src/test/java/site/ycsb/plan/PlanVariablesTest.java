package site.ycsb.plan;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.Map;
import org.junit.jupiter.api.Test;

class PlanVariablesTest {
  private static final PlanVariables VARIABLES = new PlanVariables(Map.of("HOST", "h1", "PW", "s3cret")::get);

  @Test
  void variablesAndDefaultsAreReplaced() throws Exception {
    assertThat(VARIABLES.substitute("${HOST}:${PORT:-6379}", "k")).isEqualTo("h1:6379");
    assertThatThrownBy(() -> VARIABLES.substitute("${PORT}", "properties.p")).hasMessage("key 'properties.p' uses "
        + "${PORT}, which is not set; set it or give a default: ${PORT:-value}");
    assertThatThrownBy(() -> VARIABLES.substitute("x ${OPEN", "setup"))
        .hasMessage("key 'setup' has '${OPEN' without its closing '}'; write ${VAR} or ${VAR:-default}");
  }

  @Test
  void theExpandedVariablesAreThoseSet() {
    assertThat(VARIABLES.expanded("a: ${PW}\nb: ${UNSET:-x}\nc: ${HOST}")).containsExactly(Map.entry("PW", "s3cret"),
        Map.entry("HOST", "h1"));
  }
}
