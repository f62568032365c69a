package site.ycsb.redaction;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

class DashPPasswordTest {

  @Test
  void theFamilies() {
    assertThat(DashPPassword.MONGO_STYLE.runs("mongosh")).isTrue();
    assertThat(DashPPassword.MONGO_STYLE.runs("couchbase-cli")).isTrue();
    assertThat(DashPPassword.MONGO_STYLE.runs("mysql")).isFalse();
    assertThat(DashPPassword.MYSQL_STYLE.runs("mysqladmin")).isTrue();
    assertThat(DashPPassword.MYSQL_STYLE.runs("mariadb-dump")).isTrue();
    assertThat(DashPPassword.MYSQL_STYLE.runs("mongo")).isFalse();
  }

  @Test
  void aBareDashPTakesTheNextWordOnlyInTheMongoFamily() {
    assertThat(DashPPassword.MONGO_STYLE.option("-p", 0, 2, "-p", new MaskRanges())).isEqualTo(NextWord.MASK_WORD);
    assertThat(DashPPassword.MYSQL_STYLE.option("-p", 0, 2, "-p", new MaskRanges())).isNull();
  }

  @ParameterizedTest
  @CsvSource(delimiter = '|', quoteCharacter = '`', value = {
      "mysql -uroot -pS3cret -e x|mysql -uroot -p***** -e x",
      "mariadb-admin -pS3cret ping|mariadb-admin -p***** ping",
      "mysql -p -h host db|mysql -p -h host db",
      "mysql --port=1 -p--x|mysql --port=1 -p--x",
      "mongosh -u u -p S3cret h|mongosh -u u -p ***** h",
      "cbc cat k -pS3cret|cbc cat k -p***** ",
      "`sh -c 'sshpass -pS3cret ssh h'`|`sh -c 'sshpass -p***** ssh h'`",
      "`sh -c 'mysql -pS3cret'`|`sh -c 'mysql -p*****'`",
      "ls -pS3cret|ls -pS3cret"})
  void inACommand(String in, String out) {
    assertThat(Masking.masked(new CommandPasswordRule()::mark, in).strip()).isEqualTo(out.strip());
  }
}
