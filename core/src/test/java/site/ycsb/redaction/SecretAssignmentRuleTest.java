package site.ycsb.redaction;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

class SecretAssignmentRuleTest {

  @ParameterizedTest
  @CsvSource(delimiter = '|', quoteCharacter = '`', value = {
      "jdbc:mysql://h/db?user=a&password=S3cret&x=1|jdbc:mysql://h/db?user=a&password=*****&x=1",
      "http://h/api?key=S3cret&q=1|http://h/api?key=*****&q=1",
      "PGPASSWORD='S3cret PW' psql|PGPASSWORD='*****' psql",
      "-Dredis.password=S3cret -Dx=1|-Dredis.password=***** -Dx=1",
      "password = S3cret rest|password = ***** rest",
      "password= S3cret|password= S3cret",
      "a=b;token=S3cret;c=d|a=b;token=*****;c=d",
      "key=value keyprefix=user|key=value keyprefix=user",
      "recordcount=5|recordcount=5"})
  void theValueOfASecretName(String in, String out) {
    assertThat(Masking.masked(new SecretAssignmentRule()::mark, in)).isEqualTo(out);
  }
}
