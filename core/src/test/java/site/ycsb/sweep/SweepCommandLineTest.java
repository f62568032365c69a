package site.ycsb.sweep;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.List;
import org.junit.jupiter.api.Test;

class SweepCommandLineTest {

  private static SweepCommandLine read(String... args) throws SweepUsageException {
    return SweepCommandLine.read(List.of(args));
  }

  @Test
  void sweepOptionsAreReadByTheTableAndTheRestPassesOn() throws Exception {
    SweepCommandLine line = read("memory", "--out=o", "--load", "--repeat", "3", "--knee-gain", "0.2", "-p", "a=b",
        "-s", "-threads", "1,2", "-l", "lab", "-t");
    assertThat(line.binding()).isEqualTo("memory");
    assertThat(line.<String>get(SweepOption.OUT, null)).isEqualTo("o");
    assertThat(line.has(SweepOption.LOAD)).isTrue();
    assertThat(line.<Long>get(SweepOption.REPEAT, 1L)).isEqualTo(3L);
    assertThat(line.<Double>get(SweepOption.KNEE_GAIN, 0.1)).isEqualTo(0.2);
    assertThat(line.steps(SweepOption.THREADS)).containsExactly(1L, 2L);
    assertThat(line.steps(SweepOption.TARGET)).isNull();
    assertThat(line.ycsbOptions()).containsExactly("-p", "a=b", "-s", "-l", "lab");
    assertThat(line.status()).isTrue();
  }

  @Test
  void stepListsAreReadOnlyWhenAsked() throws Exception {
    SweepCommandLine line = read("memory", "-threads", "4,2");
    assertThatThrownBy(() -> line.steps(SweepOption.THREADS)).hasMessageStartingWith("-threads is '4,2'");
  }

  @Test
  void anUnknownOptionListsEveryAcceptedOne() {
    assertThatThrownBy(() -> read("memory", "--bogus")).hasMessage("unknown option '--bogus'; accepted: --out, --load, "
        + "--phase, --before-step, --before-load, --fresh-keys, --name, --repeat, --warmup-time, --max-error-rate, "
        + "--step-timeout, --knee-gain, --stop-after-knee, --slo, --slo-operation, --slo-precision, --slo-descend, "
        + "-threads, -target, -P, -p, -s, -l, -db (see bin/ycsb sweep --help)");
  }

  @Test
  void valuesAndArgumentsThatDoNotFit() {
    assertThatThrownBy(() -> read("memory", "--out")).hasMessage("option --out needs a value");
    assertThatThrownBy(() -> read("memory", "--slo", "--out", "o"))
        .hasMessageStartingWith("option --slo needs a value, not the option --out");
    assertThatThrownBy(() -> read("memory", "basic")).hasMessage("unexpected argument 'basic': only one binding may "
        + "be named (it is 'memory')");
    assertThatThrownBy(() -> read("memory", "-load")).hasMessageStartingWith("-load is not a sweep option");
    assertThatThrownBy(() -> read("memory", "--name", " ")).hasMessage("--name is empty; accepted: a name, e.g. "
        + "redis-aof");
    assertThatThrownBy(() -> read("memory", "--warmup-time=-1"))
        .hasMessage("--warmup-time is '-1'; accepted: seconds from 0 to 86400");
  }
}
