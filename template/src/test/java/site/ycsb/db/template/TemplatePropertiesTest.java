package site.ycsb.db.template;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import site.ycsb.BindingProperties;
import site.ycsb.DeclaredProperties;

/** Every template.* property the code reads is declared, and the README's table says what the declarations say. */
class TemplatePropertiesTest {
  @Test
  void everyPropertyTheCodeReadsIsDeclared() {
    assertThat(DeclaredProperties.undeclared(TemplateProperties.CATALOG, DeclaredProperties.namesInSources(
        Path.of("src/main/java"), Pattern.compile("\"(template\\.[A-Za-z0-9_.]+)\""), ""))).isEmpty();
  }

  @Test
  void theReadmeTableAgreesWithTheDeclarations() {
    assertThat(DeclaredProperties.tableDisagreements(TemplateProperties.CATALOG, Path.of("README.md"),
        name -> name.startsWith("template."))).isEmpty();
  }

  @Test
  void theLauncherFindsThemByTheDbClass() {
    assertThat(BindingProperties.forDbClass("site.ycsb.db.template.TemplateClient"))
        .contains(TemplateProperties.CATALOG);
  }
}
