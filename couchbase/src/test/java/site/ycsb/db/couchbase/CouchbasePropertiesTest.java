package site.ycsb.db.couchbase;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import site.ycsb.BindingProperties;
import site.ycsb.DeclaredProperties;

/**
 * Every couchbase.* property the code reads is declared (it asks its view for the name without the prefix), and
 * the README's table says what the declarations say.
 */
class CouchbasePropertiesTest {
  @Test
  void everyPropertyTheCodeReadsIsDeclared() {
    assertThat(DeclaredProperties.undeclared(CouchbaseProperties.CATALOG, DeclaredProperties.namesInSources(
        Path.of("src/main/java"),
        Pattern.compile("(?:v\\.(?:string|raw|bool|integer|choice)\\(|PREFIX \\+ )\"([A-Za-z0-9_.]+)\""),
        CouchbaseSettings.PREFIX))).isEmpty();
  }

  @Test
  void theReadmeTableAgreesWithTheDeclarations() {
    assertThat(DeclaredProperties.tableDisagreements(CouchbaseProperties.CATALOG, Path.of("README.md"),
        name -> name.startsWith(CouchbaseSettings.PREFIX))).isEmpty();
  }

  @Test
  void theLauncherFindsThemByTheDbClass() {
    assertThat(BindingProperties.forDbClass("site.ycsb.db.couchbase.CouchbaseClient"))
        .contains(CouchbaseProperties.CATALOG);
  }
}
