package site.ycsb.redaction;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

class CurlUserPasswordTest {
  private final CurlUserPassword curl = new CurlUserPassword();

  @Test
  void curlAndWgetAreTheTools() {
    assertThat(curl.runs("curl")).isTrue();
    assertThat(curl.runs("wget")).isTrue();
    assertThat(curl.runs("curlie")).isFalse();
  }

  @Test
  void theSeparateOptionHidesAfterTheColonOfTheNextWord() {
    for (String option : new String[] {"-u", "--user", "-U", "--proxy-user", "--http-user"}) {
      assertThat(curl.option(option, 0, option.length(), option, new MaskRanges()))
          .isEqualTo(NextWord.MASK_AFTER_COLON);
    }
  }

  @Test
  void otherWordsAreNotItsOptions() {
    assertThat(curl.option("-v", 0, 2, "-v", new MaskRanges())).isNull();
    assertThat(curl.option("--user-agent", 0, 12, "--user-agent", new MaskRanges())).isNull();
  }

  @ParameterizedTest
  @CsvSource(delimiter = '|', quoteCharacter = '`', value = {
      "curl -u user:S3cret http://h|curl -u user:***** http://h",
      "curl -uuser:S3cret http://h|curl -uuser:***** http://h",
      "curl --user=user:S3cret http://h|curl --user=user:***** http://h",
      "wget --http-user 'user:S3cret PW' h|wget --http-user 'user:*****' h",
      "curl -u user http://h|curl -u user http://h",
      "curl -U-:x http://h|curl -U-:x http://h",
      "`sh -c 'curl -U p:S3cret h'`|`sh -c 'curl -U p:***** h'`"})
  void inACommand(String in, String out) {
    assertThat(Masking.masked(new CommandPasswordRule()::mark, in)).isEqualTo(out);
  }
}
