package site.ycsb.redaction;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

class SecretColonPairRuleTest {

  @ParameterizedTest
  @CsvSource(delimiter = '|', quoteCharacter = '`', value = {
      "redis.password: S3cret PW  # the ACL user's|redis.password: *****  # the ACL user's",
      "`{\"password\": \"S3cret\", \"user\": \"u\"}`|`{\"password\": \"*****\", \"user\": \"u\"}`",
      "`{password: S3cret, user: u}`|`{password: *****, user: u}`",
      "password: S3cret, user: u|password: *****",
      "`curl -H 'Authorization: Bearer S3cret' h`|`curl -H 'Authorization: *****' h`",
      "password:S3cret|password:S3cret",
      "time: 10:00|time: 10:00"})
  void theValueOfASecretKey(String in, String out) {
    assertThat(Masking.masked(new SecretColonPairRule()::mark, in)).isEqualTo(out);
  }

  @Test
  void aKeyWithNothingAfterItOnItsLineHidesNothing() {
    assertThat(Masking.masked(new SecretColonPairRule()::mark, "token:\n  next: x")).isEqualTo("token:\n  next: x");
    assertThat(Masking.masked(new SecretColonPairRule()::mark, "a: [password: x]\npassword: y, z"))
        .isEqualTo("a: [password: *****]\npassword: *****");
  }
}
