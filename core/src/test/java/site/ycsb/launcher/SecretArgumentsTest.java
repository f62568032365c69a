package site.ycsb.launcher;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import site.ycsb.Redactor;

/** The words of a child's command line that hold a secret go to its environment, with their option. */
class SecretArgumentsTest {
  private static final Redactor REDACTOR = Redactor.rulesOnly().withSecretValues(List.of("Hunter2pw"));

  @Test
  void secretWordsLeaveTheCommandLineWithTheirOption() {
    SecretArguments.Split s = SecretArguments.split(List.of("memory", "--name", "mem", "-p", "recordcount=10",
        "-p", "redis.password=x7", "--before-step", "redis-cli -a Hunter2pw flushall", "-p",
        "mongodb.url=mongodb://u:pw9@h/db", "--before-load=echo Hunter2pw", "--out", "o"), REDACTOR);
    assertThat(s.visible()).containsExactly("memory", "--name", "mem", "-p", "recordcount=10", "--out", "o");
    assertThat(s.secret()).containsExactly("-p", "redis.password=x7", "--before-step",
        "redis-cli -a Hunter2pw flushall", "-p", "mongodb.url=mongodb://u:pw9@h/db", "--before-load=echo Hunter2pw");
  }

  @Test
  void theEnvironmentCarriesEveryWordWhole() {
    List<String> words = List.of("-p", "a=b\\nc", "x\ny\r", "", "\\", "tail\\");
    assertThat(SecretArguments.decode(SecretArguments.encode(words))).isEqualTo(words);
    Map<String, String> env = new HashMap<>(Map.of(SecretArguments.VARIABLE, "stale"));
    new SecretArguments.Split(List.of("a"), List.of()).applyTo(env);
    assertThat(env).doesNotContainKey(SecretArguments.VARIABLE);
    new SecretArguments.Split(List.of("a"), words).applyTo(env);
    assertThat(SecretArguments.decode(env.get(SecretArguments.VARIABLE))).isEqualTo(words);
  }

  @Test
  void aValueNotWrittenByUsIsRefusedInOneLine() {
    assertThatThrownBy(() -> SecretArguments.decode("-p\\q")).isInstanceOf(IllegalArgumentException.class)
        .hasMessageContaining(SecretArguments.VARIABLE);
  }
}
