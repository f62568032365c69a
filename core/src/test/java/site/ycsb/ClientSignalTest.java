package site.ycsb;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.condition.DisabledOnOs;
import org.junit.jupiter.api.condition.OS;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import site.ycsb.results.ResultsDirectory;
import site.ycsb.results.RunResult;
import site.ycsb.sweep.ChildJvm;
import site.ycsb.testing.ProcessRun;
import site.ycsb.testing.RunningProcess;

/**
 * A client waiting, for {@code start.at} or for a binding's init, answers Ctrl-C (SIGINT) and SIGTERM within
 * about a second, as a measuring one does: a real child JVM, a real signal.
 */
@DisabledOnOs(OS.WINDOWS)
class ClientSignalTest {
  /** "Within a second", with room for a busy shared test machine; before the fix these took 10 to 30 s. */
  private static final long ANSWER_MS = 5_000;

  @TempDir
  Path tmp;

  private RunningProcess start(Path stderr, String... args) throws IOException {
    List<String> command = ChildJvm.current().command(Client.class.getName(), List.of(args));
    return ProcessRun.of(command).keepingOutput(tmp.resolve("stdout.txt"), stderr).start();
  }

  private static String read(Path f) throws IOException {
    return Files.exists(f) ? Files.readString(f, StandardCharsets.UTF_8) : "";
  }

  /** Sends the signal; returns how long the process took to end after it (or fails after a minute). */
  private static long signalAndTime(Process p, String signal) throws Exception {
    long sent = System.nanoTime();
    if ("TERM".equals(signal)) {
      p.destroy(); // SIGTERM on POSIX systems
    } else {
      assertThat(ProcessRun.of("kill", "-" + signal, Long.toString(p.pid())).run().exitCode()).isZero();
    }
    assertThat(p.waitFor(60, TimeUnit.SECONDS)).as("ended within 60 s of SIG" + signal).isTrue();
    return TimeUnit.NANOSECONDS.toMillis(System.nanoTime() - sent);
  }

  private static Duration cpu(Process p) {
    return p.info().totalCpuDuration().orElse(Duration.ZERO);
  }

  @ParameterizedTest(name = "SIG{0}")
  @ValueSource(strings = {"TERM", "INT"})
  void theStartAtWaitParksAndEndsOnASignalWithTheResultsOfNothingMeasured(String signal) throws Exception {
    Path stderr = tmp.resolve("stderr.txt");
    Path results = tmp.resolve("results");
    try (RunningProcess running = start(stderr, "-db", "site.ycsb.db.MemoryDB", "-t", "-p", "recordcount=10",
        "-p", "operationcount=10", "-p", "start.at=2099-01-01T00:00:00Z", "-p", "results.dir=" + results)) {
      Process p = running.process();
      running.awaitErr("Waiting ", Duration.ofSeconds(60));
      Duration before = cpu(p);
      Thread.sleep(1000);
      Duration waiting = cpu(p).minus(before);
      assertThat(waiting.toMillis()).as("CPU time of 1 s spent waiting for start.at").isLessThan(300);

      long tookMs = signalAndTime(p, signal);
      String err = read(stderr);
      assertThat(tookMs).as("ms from SIG%s to exit; stderr: %s", signal, err).isLessThan(ANSWER_MS);
      assertThat(p.exitValue()).as(err).isEqualTo("TERM".equals(signal) ? 143 : 130);
      assertThat(err).contains("ycsb: stopped: interrupted");
      RunResult r = ResultsDirectory.readResult(results.resolve("result.json"));
      assertThat(r.status()).isEqualTo("stopped");
      assertThat(r.operations()).isZero();
    }
  }

  @ParameterizedTest(name = "SIG{0}")
  @ValueSource(strings = {"TERM", "INT"})
  void aBindingThatNeverFinishesItsInitDoesNotHoldASignal(String signal) throws Exception {
    Path stderr = tmp.resolve("stderr.txt");
    try (RunningProcess running = start(stderr, "-db", TestDBs.SilentInitStatsDB.class.getName(), "-t",
        "-p", "operationcount=10", "-p", "stats.timeout=60")) {
      Process p = running.process();
      running.awaitErr("Loading workload...", Duration.ofSeconds(60));
      Thread.sleep(1000); // in the statistics connection's init, which never returns

      long tookMs = signalAndTime(p, signal);
      String err = read(stderr);
      assertThat(tookMs).as("ms from SIG%s to exit; stderr: %s", signal, err).isLessThan(ANSWER_MS);
      assertThat(p.exitValue()).as(err).isEqualTo("TERM".equals(signal) ? 143 : 130);
      assertThat(err).contains("ycsb: error: interrupted while 1 client thread(s) were still initialising");
    }
  }
}
