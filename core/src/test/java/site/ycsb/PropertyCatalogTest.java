package site.ycsb;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.List;
import java.util.Properties;
import org.junit.jupiter.api.Test;

/** Declarations, catalogs, their discovery by DB class, and reading a property through its declaration. */
class PropertyCatalogTest {
  private static final PropertyDeclaration PORT = PropertyDeclaration.integer("x.port", 7000, "the port");
  private static final PropertyDeclaration MODE = PropertyDeclaration.choice("x.mode", "fast", "how", "fast",
      "safe");

  @Test
  void aCatalogKeepsItsOrderAndFindsByName() {
    PropertyCatalog c = PropertyCatalog.of("x", "x.", PORT, MODE);
    assertThat(c.names()).containsExactly("x.port", "x.mode");
    assertThat(c.find("x.mode")).contains(MODE);
    assertThat(c.declares("x.prot")).isFalse();
    assertThat(c.ownsPrefixOf("x.prot")).isTrue();
    assertThat(c.ownsPrefixOf("xport")).isFalse();
    assertThat(PropertyCatalog.of("w", "", PORT).ownsPrefixOf("x.port")).isFalse();
  }

  @Test
  void aNameDeclaredTwiceOrAChoiceWithoutValuesIsRefused() {
    assertThatThrownBy(() -> PropertyCatalog.of("x", "x.", PORT, PORT)).hasMessage("x declares x.port twice");
    assertThatThrownBy(() -> new PropertyDeclaration("x.a", PropertyDeclaration.Type.CHOICE, "a", List.of(), "h"))
        .isInstanceOf(IllegalArgumentException.class);
    assertThatThrownBy(() -> new PropertyDeclaration("x.a", PropertyDeclaration.Type.TEXT, "a", List.of("a"), "h"))
        .isInstanceOf(IllegalArgumentException.class);
    assertThatThrownBy(() -> PropertyDeclaration.text(" x.a", null, "h")).isInstanceOf(IllegalArgumentException.class);
  }

  @Test
  void theReaderTakesTheDeclaredDefaultAndKeepsItsMessages() {
    Properties p = new Properties();
    PropertyReader r = new PropertyReader(p);
    assertThat(r.intValue(PORT, 1, 65535)).isEqualTo(7000);
    assertThat(r.choice(MODE)).isEqualTo("fast");
    assertThat(r.booleanValue(PropertyDeclaration.bool("x.on", true, "h"))).isTrue();
    assertThat(r.string(PropertyDeclaration.text("x.host", "localhost", "h"))).isEqualTo("localhost");
    p.setProperty("x.mode", "SAFE");
    p.setProperty("x.port", "0");
    assertThat(r.choice(MODE)).isEqualTo("safe");
    String byName = org.assertj.core.api.Assertions.catchThrowable(() -> r.intValue("x.port", 7000, 1, 65535))
        .getMessage();
    assertThatThrownBy(() -> r.intValue(PORT, 1, 65535)).hasMessage(byName).hasMessageContaining("x.port");
  }

  @Test
  void bindingsAreFoundByTheirDbClass() {
    assertThat(BindingProperties.forDbClass("site.ycsb.db.MemoryDB").orElseThrow().names())
        .containsExactly("memory.name", "memory.file");
    assertThat(BindingProperties.forDbClass("site.ycsb.BasicTSDB").orElseThrow().prefix()).isEqualTo("basicdb.");
    assertThat(BindingProperties.forDbClass("site.ycsb.NoSuchDB")).isEmpty();
  }
}
