package site.ycsb.launcher;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

class LaunchArgsTest {
  @Test
  void theBindingIsTakenAndLauncherOptionsAreRemovedWherEverTheyAre() {
    LaunchArgs a = LaunchArgs.split(List.of("-jvm-args", "-Xmx1g '-Da=b c'", "-P", "workloads/workloada", "redis",
        "-cp", "/x", "-p", "a=b", "-cp", "/y", "-s"), true);
    assertThat(a.bindingName()).isEqualTo("redis");
    assertThat(a.passthrough()).containsExactly("-P", "workloads/workloada", "-p", "a=b", "-s");
    assertThat(a.extraClasspath()).containsExactly("/x", "/y");
    assertThat(a.jvmArgs()).containsExactly("-Xmx1g", "-Da=b c");
  }

  @Test
  void withoutTakingTheBindingTheFirstPositionalIsRememberedAndPassedOn() {
    LaunchArgs a = LaunchArgs.split(List.of("--out", "results/s", "redis", "-db", "site.ycsb.X", "-threads", "8,16"),
        false);
    assertThat(a.bindingName()).isEqualTo("redis");
    assertThat(a.dbValue()).isEqualTo("site.ycsb.X");
    assertThat(a.passthrough()).containsExactly("--out", "results/s", "redis", "-db", "site.ycsb.X", "-threads",
        "8,16");
  }

  @Test
  void aValueThatLooksLikeANumberOrAFileIsStillAValue() {
    LaunchArgs a = LaunchArgs.split(List.of("basic", "-target", "-1", "-l", "-label-", "-P", "x"), true);
    assertThat(a.passthrough()).containsExactly("-target", "-1", "-l", "-label-", "-P", "x");
  }

  @ParameterizedTest
  @ValueSource(strings = {"-P", "-p", "-threads", "-target", "-l", "-db", "-cp", "-jvm-args", "--out"})
  void anOptionWithoutItsValueIsOneLineNamingIt(String option) {
    assertThatThrownBy(() -> LaunchArgs.split(List.of("basic", option), true)).isInstanceOf(LaunchException.class)
        .hasMessage("option " + option + " needs a value").extracting(e -> ((LaunchException) e).code()).isEqualTo(2);
    // and it does not swallow the next option
    assertThatThrownBy(() -> LaunchArgs.split(List.of("basic", option, "-threads", "4"), true))
        .hasMessage("option " + option + " needs a value");
    assertThatThrownBy(() -> LaunchArgs.split(List.of("basic", option, "-s"), true))
        .hasMessage("option " + option + " needs a value");
  }
}
