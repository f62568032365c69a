package site.ycsb.redaction;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

class RedisCliPasswordTest {
  private final RedisCliPassword redis = new RedisCliPassword();

  @Test
  void theClients() {
    assertThat(redis.runs("redis-cli")).isTrue();
    assertThat(redis.runs("valkey-cli")).isTrue();
    assertThat(redis.runs("keydb-cli")).isTrue();
    assertThat(redis.runs("redis-server")).isFalse();
  }

  @Test
  void itsOptions() {
    assertThat(redis.option("-a", 0, 2, "-a", new MaskRanges())).isEqualTo(NextWord.MASK_WORD);
    assertThat(redis.option("auth", 0, 4, "auth", new MaskRanges())).isEqualTo(NextWord.MASK_REST);
    assertThat(redis.option("AUTH", 0, 4, "AUTH", new MaskRanges())).isEqualTo(NextWord.MASK_REST);
    assertThat(redis.option("-h", 0, 2, "-h", new MaskRanges())).isNull();
    assertThat(redis.takesBareOptionNames()).isTrue();
  }

  @ParameterizedTest
  @CsvSource(delimiter = '|', quoteCharacter = '`', value = {
      "redis-cli -a S3cret flushall|redis-cli -a ***** flushall",
      "redis-cli -h h -a 'S3cret PW' flushall|redis-cli -h h -a ***** flushall",
      "valkey-cli AUTH admin S3cret|valkey-cli AUTH ***** *****",
      "keydb-cli CONFIG SET masterauth S3cret|keydb-cli CONFIG SET masterauth *****",
      "redis-cli -p 6379 flushall && ls -a /tmp|redis-cli -p 6379 flushall && ls -a /tmp",
      "ls -a /tmp|ls -a /tmp",
      "echo auth x y|echo auth x y"})
  void inACommand(String in, String out) {
    assertThat(Masking.masked(new CommandPasswordRule()::mark, in)).isEqualTo(out);
  }
}
