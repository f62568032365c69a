package site.ycsb.redaction;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

class TextRulesTest {

  @Test
  void everyRuleIsApplied() {
    String in = "mongodb://u:A1@h password=B2 token: C3\nredis-cli -a D4";
    assertThat(Masking.masked(TextRules::mark, in))
        .isEqualTo("mongodb://u:*****@h password=***** token: *****\nredis-cli -a *****");
  }

  @Test
  void theSecretsFoundAreUnquoted() {
    assertThat(TextRules.secretsIn("redis-cli -a 'S3cret PW' x; PGPASSWORD=\"Tw0 words\" psql; mysql -pPlain1"))
        .containsExactly("S3cret PW", "Tw0 words", "Plain1");
  }

  @Test
  void noSecretNoneFound() {
    assertThat(TextRules.secretsIn("recordcount=5 redis-cli -p 6379")).isEmpty();
  }
}
