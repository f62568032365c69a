package site.ycsb.db.mysqlmemcached;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import site.ycsb.BindingProperties;
import site.ycsb.DeclaredProperties;
import site.ycsb.PropertyCatalog;

/**
 * Every mysql-memcached.* property the code reads is declared (the names are PREFIX + "name"), and the README's
 * table of them and of memcached.hosts says what the declarations say; the other memcached.* ones are the memcached
 * binding's, checked there.
 */
class MysqlMemcachedPropertiesTest {
  @Test
  void everyPropertyTheCodeReadsIsDeclared() {
    assertThat(DeclaredProperties.undeclared(MysqlMemcachedProperties.CATALOG, DeclaredProperties.namesInSources(
        Path.of("src/main/java"), Pattern.compile("PREFIX \\+ \"([A-Za-z0-9_.]+)\""),
        MysqlMemcachedSettings.PREFIX))).isEmpty();
  }

  @Test
  void theReadmeTableAgreesWithTheDeclarations() {
    PropertyCatalog documented = PropertyCatalog.of("mysql-memcached", MysqlMemcachedSettings.PREFIX,
        MysqlMemcachedProperties.CATALOG.declarations().stream().filter(d -> own(d.name())).toList());
    assertThat(DeclaredProperties.tableDisagreements(documented, Path.of("README.md"),
        MysqlMemcachedPropertiesTest::own)).isEmpty();
  }

  @Test
  void theLauncherFindsThemByTheDbClassWithTheMemcachedOnes() {
    assertThat(BindingProperties.forDbClass("site.ycsb.db.MysqlMemcachedClient"))
        .contains(MysqlMemcachedProperties.CATALOG);
    assertThat(MysqlMemcachedProperties.CATALOG.declares("memcached.protocol")).isTrue();
  }

  private static boolean own(String name) {
    return name.startsWith(MysqlMemcachedSettings.PREFIX) || name.equals("memcached.hosts");
  }
}
