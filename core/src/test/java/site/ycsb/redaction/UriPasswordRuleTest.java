package site.ycsb.redaction;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

class UriPasswordRuleTest {

  @ParameterizedTest
  @CsvSource(delimiter = '|', quoteCharacter = '`', value = {
      "mongodb://u:S3cret@h/db|mongodb://u:*****@h/db",
      "redis://:S3cret@h:6379/0|redis://:*****@h:6379/0",
      "mongodb+srv://admin:p%40ss@c.example.net/?w=1|mongodb+srv://admin:*****@c.example.net/?w=1",
      "mongodb://u:p@ss:w/rd@h/db|mongodb://u:*****@h/db",
      "`'redis://u:a b@h' x`|`'redis://u:*****@h' x`",
      "a redis://u:p@h1 or mongodb://v:q@h2.|a redis://u:*****@h1 or mongodb://v:*****@h2.",
      "mongodb://user@host/db|mongodb://user@host/db",
      "http://host:8080/path|http://host:8080/path",
      "://u:p@h|://u:p@h"})
  void thePasswordThroughTheLastAt(String in, String out) {
    assertThat(Masking.masked(new UriPasswordRule()::mark, in)).isEqualTo(out);
  }
}
