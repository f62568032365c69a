package site.ycsb.db.redis;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import site.ycsb.BindingProperties;
import site.ycsb.DeclaredProperties;

/** Every redis.* property the code reads is declared, and the README's table says what the declarations say. */
class RedisPropertiesTest {
  @Test
  void everyPropertyTheCodeReadsIsDeclared() {
    assertThat(DeclaredProperties.undeclared(RedisProperties.CATALOG, DeclaredProperties.namesInSources(
        Path.of("src/main/java"), Pattern.compile("\"(redis\\.[A-Za-z0-9_.]+)\""), ""))).isEmpty();
  }

  @Test
  void theReadmeTableAgreesWithTheDeclarations() {
    assertThat(DeclaredProperties.tableDisagreements(RedisProperties.CATALOG, Path.of("README.md"),
        name -> name.startsWith("redis."))).isEmpty();
  }

  @Test
  void theLauncherFindsThemByTheDbClass() {
    assertThat(BindingProperties.forDbClass("site.ycsb.db.RedisClient")).contains(RedisProperties.CATALOG);
  }
}
