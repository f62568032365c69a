package site.ycsb;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import site.ycsb.engine.BenchmarkRun;
import site.ycsb.engine.ClientArgs;

/**
 * maxexecutiontime + stop.grace bounds the whole phase whatever the database does, and the statistics
 * connection never holds the run for longer than stats.timeout; the results measured are written.
 */
class ClientDeadlineTest {
  @TempDir
  Path tmp;

  private static long millisSince(long startNs) {
    return TimeUnit.NANOSECONDS.toMillis(System.nanoTime() - startNs);
  }

  @Test
  void statisticsThatNeverComeWaitOnlyTheStatsTimeout() throws Exception {
    long start = System.nanoTime();
    ClientHarness.Outcome o = ClientHarness.run("-db", TestDBs.SilentStatsDB.class.getName(), "-t",
        "-p", "operationcount=1000", "-p", "stats.timeout=1", "-p", "results.dir=" + tmp.resolve("r"));
    long took = millisSince(start);
    assertThat(o.exitCode()).as(o.err()).isZero();
    // Below the default stats.timeout (10 s), so the 1 s set here is what ended the wait; the margin is for a
    // loaded host (4 s was exceeded at load 20-30).
    assertThat(took).isLessThan(8000);
    assertThat(o.warningsBesidesSelfCheck()).containsExactly(
        "ycsb: warning: cannot read server statistics: no answer within 1.0 s (stats.timeout, or what was left of "
            + "stop.grace)");
    assertThat(o.count("READ", "Operations") + o.count("UPDATE", "Operations")).isEqualTo(1000);
    assertThat(tmp.resolve("r/result.json")).exists();
  }

  @Test
  void theStatisticsConnectionOpensBesideTheClientThreadsNotBeforeThem() throws Exception {
    long start = System.nanoTime();
    ClientHarness.Outcome o = ClientHarness.run("-db", TestDBs.SlowInitStatsDB.class.getName(), "-t",
        "-p", "operationcount=10", "-threads", "2", "-p", "results.dir=" + tmp.resolve("r"));
    long took = millisSince(start);
    assertThat(o.exitCode()).as(o.err()).isZero();
    // 1.5 s to connect, paid once: in turn (statistics first, then the threads) it was 3 s and more.
    assertThat(took).isBetween(1500L, 2900L);
    assertThat(Files.readString(tmp.resolve("r/result.json"))).contains("\"slow\"");
  }

  @Test
  void anInitThatNeverReturnsEndsTheProcessWithinMaxExecutionTimeAndGrace() {
    long start = System.nanoTime();
    ClientHarness.Outcome o = ClientHarness.run("-db", TestDBs.SilentInitDB.class.getName(), "-t",
        "-p", "operationcount=0", "-p", "maxexecutiontime=1", "-p", "stop.grace=1", "-threads", "2");
    long took = millisSince(start);
    assertThat(o.exitCode()).isEqualTo(1);
    assertThat(took).isBetween(1900L, 3500L);
    assertThat(o.errorLines()).containsExactly("ycsb: error: 2 client thread(s) did not finish initialising within "
        + "2 s (maxexecutiontime + stop.grace): is the server answering?");
  }

  @Test
  void aDatabaseThatStopsAnsweringMidRunStillEndsOnTimeWithItsResults() throws Exception {
    TestDBs.GoesSilentDB.reset();
    long start = System.nanoTime();
    ClientHarness.Outcome o = ClientHarness.run("-db", TestDBs.GoesSilentDB.class.getName(), "-t",
        "-p", "operationcount=0", "-p", "maxexecutiontime=2", "-p", "stop.grace=1", "-threads", "2",
        "-p", "results.dir=" + tmp.resolve("r"));
    long took = millisSince(start);
    // 2 s run + 1 s grace + at least 1 s for the last statistics.
    assertThat(took).isBetween(2900L, 5000L);
    assertThat(o.exitCode()).isEqualTo(1);
    assertThat(o.errorLines()).contains("ycsb: error: 2 client thread(s) did not stop within 1 s of the stop request "
        + "(2 running operations (in or between database calls)); their finished operations are included");
    assertThat(o.count("READ", "Operations") + o.count("UPDATE", "Operations")).isBetween(98L, 100L);
    assertThat(Files.readString(tmp.resolve("r/result.json"))).contains("\"status\" : \"stopped\"");
  }

  @Test
  void aSigtermWhileTheDatabaseIsSilentStillWritesTheResults() throws Exception {
    TestDBs.GoesSilentDB.reset();
    ClientArgs args = ClientArgs.parse(new String[] {"-db", TestDBs.GoesSilentDB.class.getName(), "-t",
        "-p", "operationcount=0", "-p", "stop.grace=1", "-threads", "2", "-p", "results.dir=" + tmp.resolve("r")});
    java.io.ByteArrayOutputStream out = new java.io.ByteArrayOutputStream();
    java.io.PrintStream stream = new java.io.PrintStream(out, true, java.nio.charset.StandardCharsets.UTF_8);
    BenchmarkRun run = new BenchmarkRun(args, stream, stream);
    Thread runner = new Thread(() -> {
      try {
        run.execute();
      } catch (Exception e) {
        throw new IllegalStateException(e);
      }
    });
    runner.setDaemon(true);
    runner.start();
    Thread.sleep(1000);
    long start = System.nanoTime();
    run.interrupt(30_000);  // what the shutdown hook does on SIGTERM or Ctrl-C
    long took = millisSince(start);
    // 1 s grace + at least 1 s for the last statistics, never the hook's 30 s.
    assertThat(took).as(out.toString()).isBetween(1900L, 4000L);
    assertThat(Files.readString(tmp.resolve("r/result.json"))).contains("\"status\" : \"stopped\"")
        .contains("interrupted");
  }
}
