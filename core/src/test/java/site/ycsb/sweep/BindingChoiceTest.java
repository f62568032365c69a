package site.ycsb.sweep;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import org.junit.jupiter.api.Test;
import site.ycsb.launcher.BindingRegistry;

class BindingChoiceTest {
  private static final BindingRegistry REGISTRY = BindingRegistry.parse("memory:site.ycsb.db.MemoryDB:core",
      "test registry");

  @Test
  void aBindingNameOrAClassOrMinusDb() throws Exception {
    assertThat(BindingChoice.of("memory", null, REGISTRY))
        .isEqualTo(new BindingChoice("site.ycsb.db.MemoryDB", "memory"));
    assertThat(BindingChoice.of(null, "site.ycsb.db.MemoryDB", REGISTRY))
        .isEqualTo(new BindingChoice("site.ycsb.db.MemoryDB", "memory"));
    assertThat(BindingChoice.of("a.b.C", null, REGISTRY)).isEqualTo(new BindingChoice("a.b.C", null));
  }

  @Test
  void noneUnknownOrTwoThatDisagree() {
    assertThatThrownBy(() -> BindingChoice.of("nosuch", null, REGISTRY)).hasMessageStartingWith("unknown binding "
        + "'nosuch'; expected one of: ");
    assertThatThrownBy(() -> BindingChoice.of(null, null, REGISTRY)).hasMessageStartingWith("no binding given");
    assertThatThrownBy(() -> BindingChoice.of("memory", "a.b.C", REGISTRY))
        .hasMessage("binding 'memory' is site.ycsb.db.MemoryDB but -db says a.b.C; give one of them");
  }
}
