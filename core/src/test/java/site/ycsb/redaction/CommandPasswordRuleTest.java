package site.ycsb.redaction;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

class CommandPasswordRuleTest {

  @ParameterizedTest
  @CsvSource(delimiter = '|', quoteCharacter = '`', value = {
      "tool --auth-token S3cret --verbose|tool --auth-token ***** --verbose",
      "tool --password --verbose x|tool --password --verbose x",
      "tool --password 'S3cret PW' x|tool --password ***** x",
      "tool password S3cret|tool password S3cret",
      "redis-cli CONFIG SET requirepass S3cret|redis-cli CONFIG SET requirepass *****",
      "redis-cli -p 6379 flushall; ls -a /tmp|redis-cli -p 6379 flushall; ls -a /tmp",
      "redis-cli AUTH u S3cret; echo done|redis-cli AUTH ***** ***** echo done",
      "`redis-cli AUTH u S3cret\necho done`|`redis-cli AUTH ***** *****\necho done`",
      "/usr/bin/REDIS-CLI.exe -a S3cret x|/usr/bin/REDIS-CLI.exe -a ***** x",
      "`sh -c \"redis-cli -a S3cret\"`|`sh -c \"redis-cli -a *****\"`",
      "curl -u u:S3cret mongo -p S3cret2|curl -u u:***** mongo -p *****",
      "ls -a /tmp|ls -a /tmp"})
  void passwordsOfCommands(String in, String out) {
    assertThat(Masking.masked(new CommandPasswordRule()::mark, in)).isEqualTo(out);
  }
}
