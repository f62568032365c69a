package site.ycsb.launcher;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.junit.jupiter.api.Test;

class CommandTextTest {
  @Test
  void secretsAreMasked() {
    String line = CommandText.of(List.of("java", "-Djavax.net.ssl.trustStorePassword=changeit", "-p",
        "redis.password=hunter2", "-p", "mongodb.url=mongodb://bob:s3cret@db:27017/ycsb", "-p", "recordcount=10"),
        false);
    assertThat(line).doesNotContain("hunter2", "s3cret", "changeit")
        .contains("redis.password=*****", "mongodb://bob:*****@db:27017/ycsb", "recordcount=10",
            "-Djavax.net.ssl.trustStorePassword=*****");
  }

  @Test
  void wordsAreQuotedForTheShell() {
    assertThat(CommandText.of(List.of("java", "-cp", "/a/*:/b", "-p", "a=b c", "-l", "it's", ""), false))
        .isEqualTo("java -cp '/a/*:/b' -p 'a=b c' -l 'it'\"'\"'s' ''");
    assertThat(CommandText.of(List.of("java.exe", "-cp", "C:\\Program Files\\y\\lib\\*", "-p", "a=b"), true))
        .isEqualTo("java.exe -cp \"C:\\Program Files\\y\\lib\\*\" -p a=b");
  }
}
