package site.ycsb.launcher;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import org.junit.jupiter.api.Test;

class ShellWordsTest {
  @Test
  void splitsAsAShellWouldWithoutExpanding() {
    assertThat(ShellWords.split("-Xmx2g '-Dname=a b' -Dx=\"y z\"")).containsExactly("-Xmx2g", "-Dname=a b", "-Dx=y z");
    assertThat(ShellWords.split("  -Da=$HOME\t-Db=x;y  ")).containsExactly("-Da=$HOME", "-Db=x;y");
    assertThat(ShellWords.split("a\\ b \"q\\\"uote\" 'it'\\''s' ''")).containsExactly("a b", "q\"uote", "it's", "");
    assertThat(ShellWords.split("")).isEmpty();
  }

  @Test
  void anUnclosedQuoteIsAUsageError() {
    assertThatThrownBy(() -> ShellWords.split("-Da='b")).isInstanceOf(LaunchException.class)
        .hasMessage("cannot split -jvm-args '-Da='b': no closing single quote");
    assertThatThrownBy(() -> ShellWords.split("\"x")).hasMessageContaining("no closing double quote");
  }
}
