package site.ycsb.redaction;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.junit.jupiter.api.Test;

class SecretScannerTest {

  @Test
  void theRulesAndTheKnownValues() {
    SecretScanner s = new SecretScanner(KnownSecrets.NONE.withValues(List.of("Hunter2pw")));
    assertThat(s.redact("echo Hunter2pw; redis-cli -a S3cret")).isEqualTo("echo *****; redis-cli -a *****");
  }

  @Test
  void overlappingFindsBecomeOneMask() {
    SecretScanner s = new SecretScanner(KnownSecrets.NONE.withValues(List.of("S3cretPW")));
    assertThat(s.redact("password=S3cretPW-and-more")).isEqualTo("password=*****");
  }

  @Test
  void textWithoutSecretsIsTheSameString() {
    String in = "nothing to hide";
    assertThat(new SecretScanner(KnownSecrets.NONE).redact(in)).isSameAs(in);
    assertThat(new SecretScanner(KnownSecrets.NONE).redact("")).isEmpty();
    assertThat(new SecretScanner(KnownSecrets.NONE).redact(null)).isNull();
  }
}
