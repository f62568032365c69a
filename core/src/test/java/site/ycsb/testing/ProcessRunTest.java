package site.ycsb.testing;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.condition.DisabledOnOs;
import org.junit.jupiter.api.condition.OS;
import org.junit.jupiter.api.io.TempDir;

/** The shared way tests run a command: its streams, its exit code, and its hard timeout. */
@DisabledOnOs(OS.WINDOWS)
class ProcessRunTest {
  @TempDir
  Path tmp;

  @Test
  void keepsBothStreamsAndTheExitCode() throws Exception {
    ProcessOutcome o = ProcessRun.of("bash", "-c", "echo out; echo 'ycsb: error: bad' >&2; echo more >&2; exit 3")
        .run();
    assertThat(o.exitCode()).isEqualTo(3);
    assertThat(o.outLines()).containsExactly("out");
    assertThat(o.errLines()).containsExactly("ycsb: error: bad", "more");
    assertThat(o.errorLines()).containsExactly("ycsb: error: bad");
    assertThat(o.describe()).contains("exit 3", "more", "out");
  }

  @Test
  void mergesStderrIntoStdoutAndRunsInTheFolderWithTheEnvironmentAsked() throws Exception {
    ProcessOutcome o = ProcessRun.of("bash", "-c", "pwd; echo \"$YCSB_TEST_VALUE\" >&2").in(tmp)
        .withEnv("YCSB_TEST_VALUE", "given").errIntoOut().run();
    assertThat(o.outLines()).containsExactly(tmp.toRealPath().toString(), "given");
    assertThat(o.err()).isEmpty();
  }

  @Test
  void atTheTimeoutKillsTheProcessAndWhatItStartedAndFails() throws Exception {
    Path pidFile = tmp.resolve("grandchild.pid");
    ProcessRun sleeper = ProcessRun.of("bash", "-c", "sleep 300 & echo $! > " + pidFile + "; echo started; wait")
        .timeout(Duration.ofSeconds(2));
    assertThatThrownBy(sleeper::run).isInstanceOf(AssertionError.class)
        .hasMessageContaining("no end within 2 s, killed: bash -c sleep 300").hasMessageContaining("started");
    long grandchild = Long.parseLong(java.nio.file.Files.readString(pidFile).trim());
    assertThat(ProcessHandle.of(grandchild).map(ProcessHandle::isAlive)).as("the sleep the script started")
        .isNotEqualTo(java.util.Optional.of(true));
  }

  @Test
  void aStartedProcessIsWatchedAndClosingItKillsIt() throws Exception {
    RunningProcess running = ProcessRun.of(List.of("bash", "-c", "echo ready >&2; sleep 300")).start();
    running.awaitErr("ready", Duration.ofSeconds(30));
    assertThat(running.process().isAlive()).isTrue();
    running.close();
    assertThat(running.process().isAlive()).isFalse();
  }

  @Test
  void aFreeLoopbackPortCanBeBound() throws Exception {
    int port = FreePorts.loopback();
    try (java.net.ServerSocket s = new java.net.ServerSocket(port, 1, java.net.InetAddress.getLoopbackAddress())) {
      assertThat(s.getLocalPort()).isEqualTo(port);
    }
  }
}
