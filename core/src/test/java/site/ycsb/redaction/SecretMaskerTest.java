package site.ycsb.redaction;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.Map;
import java.util.Properties;
import org.junit.jupiter.api.Test;

class SecretMaskerTest {
  private final SecretMasker masker = new SecretMasker(KnownSecrets.NONE);

  @Test
  void aSecretNamedValueIsHiddenWholeOthersAsText() {
    assertThat(masker.value("redis.password", "a b c")).isEqualTo(SecretScanner.MASK);
    assertThat(masker.value("redis.password", "")).isEmpty();
    assertThat(masker.value("redis.password", null)).isNull();
    assertThat(masker.value("mongodb.url", "mongodb://u:S3cret@h")).isEqualTo("mongodb://u:*****@h");
  }

  @Test
  void argumentsKeepTheirNameAndDashD() {
    assertThat(masker.argument("redis.password=S3cret")).isEqualTo("redis.password=*****");
    assertThat(masker.argument(" -Dredis.password =S3cret")).isEqualTo(" -Dredis.password =*****");
    assertThat(masker.argument("x=a=b")).isEqualTo("x=a=b");
    assertThat(masker.argument("-Dpw=S3cret")).isEqualTo("-Dpw=*****");
    assertThat(masker.argument("a b=password=S3cret")).isEqualTo("a b=password=*****");
    assertThat(masker.argument("=x")).isEqualTo("=x");
    assertThat(masker.argument(null)).isNull();
  }

  @Test
  void aCommandLineWordByWord() {
    assertThat(masker.commandLine(List.of("-p", "db.pass=S3cret", "-threads", "4")))
        .isEqualTo("-p db.pass=***** -threads 4");
  }

  @Test
  void propertiesSortedAndHidden() {
    Properties p = new Properties();
    p.setProperty("zeta", "1");
    p.setProperty("db.pass", "S3cret");
    assertThat(masker.properties(p)).containsExactly(Map.entry("db.pass", "*****"), Map.entry("zeta", "1"));
  }

  @Test
  void knownValuesAreHiddenInText() {
    SecretMasker withKnown = new SecretMasker(KnownSecrets.NONE.withValues(List.of("Hunter2pw")));
    assertThat(withKnown.text("log: Hunter2pw")).isEqualTo("log: *****");
    assertThat(withKnown.argument("note=Hunter2pw")).isEqualTo("note=*****");
  }
}
