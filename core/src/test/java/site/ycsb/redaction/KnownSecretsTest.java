package site.ycsb.redaction;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.Properties;
import org.junit.jupiter.api.Test;

class KnownSecretsTest {

  @Test
  void valuesOfSecretNamesAndSecretsInsideOtherValues() {
    KnownSecrets k = KnownSecrets.NONE.withSecretsOf(Map.of("redis.password", " Hunter2pw ",
        "mongodb.url", "mongodb://u:S3cretPW@h/db", "recordcount", "100000"));
    assertThat(k.values()).containsExactlyInAnyOrder("Hunter2pw", "S3cretPW");
  }

  @Test
  void shortAndPlainValuesAreNotSearchedFor() {
    KnownSecrets k = KnownSecrets.NONE.withValues(Arrays.asList("abc", "abcd", "true", "NONE", null, "null"));
    assertThat(k.values()).containsExactly("abcd");
  }

  @Test
  void theWorkingDirectoryIsNoSecret() {
    KnownSecrets k = KnownSecrets.NONE.withEnvironment(Map.of("PWD", "/home/user", "OLDPWD", "/tmp/dir",
        "PGPASSWORD", "S3cretPW"));
    assertThat(k.values()).containsExactly("S3cretPW");
  }

  @Test
  void argumentsAsPropertiesAndAsCommandWords() {
    KnownSecrets k = KnownSecrets.NONE.withSecretsOfArguments(Arrays.asList("-p", "redis.password=First1pw",
        "-Dx.token=Tok3nValue", "hook=redis-cli -a Lit3ralPW", "redis-cli -a Wh0leWord", null,
        "redis.password=Last1pw"));
    assertThat(k.values()).containsExactlyInAnyOrder("Wh0leWord", "Lit3ralPW", "Last1pw", "Tok3nValue");
  }

  @Test
  void propertiesAsNamedValues() {
    Properties p = new Properties();
    p.setProperty("db.pass", "Hunter2pw");
    p.setProperty("db.url", "jdbc:mysql://h/db?password=S3cretPW");
    assertThat(KnownSecrets.NONE.withSecretsOf(p).values()).containsExactlyInAnyOrder("Hunter2pw", "S3cretPW");
  }

  @Test
  void nothingNewIsTheSameSecrets() {
    KnownSecrets k = KnownSecrets.NONE.withValues(List.of("Hunter2pw"));
    assertThat(k.withValues(List.of("Hunter2pw", "pw"))).isSameAs(k);
    assertThat(k.withSecretsIn("")).isSameAs(k);
    assertThat(k.withSecretsIn(null)).isSameAs(k);
    assertThat(KnownSecrets.NONE.withSecretsOf(Map.of("recordcount", "5"))).isSameAs(KnownSecrets.NONE);
  }

  @Test
  void everyOccurrenceOfAKnownValueIsMarked() {
    KnownSecrets k = KnownSecrets.NONE.withValues(List.of("Hunter2pw", "S3cretPW"));
    assertThat(Masking.masked(k::mark, "a Hunter2pw b S3cretPW c Hunter2pw"))
        .isEqualTo("a ***** b ***** c *****");
  }
}
