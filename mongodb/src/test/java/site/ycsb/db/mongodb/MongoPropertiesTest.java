package site.ycsb.db.mongodb;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import site.ycsb.BindingProperties;
import site.ycsb.DeclaredProperties;

/** Every mongodb.* property the code reads is declared, and the README's table says what the declarations say. */
class MongoPropertiesTest {
  @Test
  void everyPropertyTheCodeReadsIsDeclared() {
    assertThat(DeclaredProperties.undeclared(MongoProperties.CATALOG, DeclaredProperties.namesInSources(
        Path.of("src/main/java"), Pattern.compile("\"(mongodb\\.[A-Za-z0-9_.]+)\""), ""))).isEmpty();
  }

  @Test
  void theReadmeTableAgreesWithTheDeclarations() {
    assertThat(DeclaredProperties.tableDisagreements(MongoProperties.CATALOG, Path.of("README.md"),
        name -> name.startsWith("mongodb."))).isEmpty();
  }

  @Test
  void theLauncherFindsThemByTheDbClass() {
    assertThat(BindingProperties.forDbClass("site.ycsb.db.MongoDbClient")).contains(MongoProperties.CATALOG);
  }
}
