package site.ycsb.db.redis;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import site.ycsb.BindingProperties;
import site.ycsb.ClientHarness;
import site.ycsb.DeclaredProperties;
import site.ycsb.TestServers;

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

  /** A mistyped redis.* property on a real run: one warning line on stderr, the run and stdout as before. */
  @Test
  void aMistypedPropertyIsOneWarningOnARealRun() {
    TestServers.Address server = TestServers.require("REDIS");
    ClientHarness.Outcome run = ClientHarness.run(RedisTestSupport.clientArgs("-load", "redis.host", server.host(),
        "redis.port", Integer.toString(server.port()), "redis.prot", "26379", "recordcount", "5",
        "table", "typo" + System.nanoTime()));
    assertThat(run.exitCode()).isZero();
    assertThat(run.err().lines().filter(l -> l.contains("is not a")))
        .containsExactly("ycsb: warning: redis.prot is not a redis property; did you mean redis.port?");
    assertThat(run.out()).doesNotContain("redis.prot").contains("[INSERT], Return=OK, 5");
  }
}
