package site.ycsb.db.memcached;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import site.ycsb.BindingProperties;
import site.ycsb.DeclaredProperties;

/** Every memcached.* property the code reads is declared, and the README's table says what the declarations say. */
class MemcachedPropertiesTest {
  @Test
  void everyPropertyTheCodeReadsIsDeclared() {
    assertThat(DeclaredProperties.undeclared(MemcachedProperties.CATALOG, DeclaredProperties.namesInSources(
        Path.of("src/main/java"), Pattern.compile("\"(memcached\\.[A-Za-z0-9_.]+)\""), ""))).isEmpty();
  }

  @Test
  void theReadmeTableAgreesWithTheDeclarations() {
    assertThat(DeclaredProperties.tableDisagreements(MemcachedProperties.CATALOG, Path.of("README.md"),
        name -> name.startsWith("memcached."))).isEmpty();
  }

  @Test
  void theLauncherFindsThemByTheDbClass() {
    assertThat(BindingProperties.forDbClass("site.ycsb.db.MemcachedClient")).contains(MemcachedProperties.CATALOG);
  }
}
