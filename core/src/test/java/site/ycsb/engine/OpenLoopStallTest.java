package site.ycsb.engine;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.condition.DisabledOnOs;
import org.junit.jupiter.api.condition.OS;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import site.ycsb.Client;
import site.ycsb.results.ArrivalsResult;
import site.ycsb.results.ResultsDirectory;
import site.ycsb.results.RunResult;
import site.ycsb.sweep.ChildJvm;

/**
 * An open loop whose whole process stalls (SIGSTOP, then SIGCONT 300 ms later: a real stall of a real child JVM, as
 * a GC pause or a starved host is) works the arrivals that came due meanwhile off with the clients it has, which
 * can keep up, and returns to the schedule. Before, the dispatcher started one more client at every look (200 µs)
 * where the backlog had not shrunk, which the arrivals' own noise made about every other look while the clients
 * were catching up: on JDK 17 that went from 16 to 300 platform threads (bench/results/queue-mm1.md), three times
 * the CPU per operation, and the loop never caught up.
 */
@DisabledOnOs(OS.WINDOWS)
class OpenLoopStallTest {
  private static final int THREADS = 8;

  @TempDir
  Path tmp;

  @ParameterizedTest(name = "{0}")
  @ValueSource(strings = {"poisson", "uniform"})
  void afterAStallOfTheProcessTheClientsWorkTheBacklogOffWithoutNewOnes(String process) throws Exception {
    Path stderr = tmp.resolve("stderr.txt");
    Path results = tmp.resolve("results");
    // 64 simulated servers of mean 1 ms (parked, not spun): 8 clients take up to ~8,000 operations a second, the
    // schedule asks for 6,000, so they clear a backlog at ~2,000 a second.
    List<String> command = ChildJvm.current().command(Client.class.getName(), List.of("-db", "site.ycsb.db.QueueDB",
        "-t", "-threads", "" + THREADS, "-target", "4000", "-p", "arrivals=open", "-p", "arrivalprocess=" + process,
        "-p", "queue.servers=64", "-p", "queue.servicemean=1000", "-p", "queue.spinus=0", "-p", "recordcount=100",
        "-p", "operationcount=20000", "-p", "readproportion=1", "-p", "updateproportion=0",
        "-p", "results.dir=" + results));
    Process p = new ProcessBuilder(command).redirectOutput(tmp.resolve("stdout.txt").toFile())
        .redirectError(stderr.toFile()).start();
    try {
      awaitLine(p, stderr, "Open-loop arrivals");
      Thread.sleep(1500);
      signal(p, "STOP");
      Thread.sleep(300);
      signal(p, "CONT");
      assertThat(p.waitFor(60, TimeUnit.SECONDS)).as("ended within 60 s").isTrue();
    } finally {
      p.destroyForcibly();
    }
    assertThat(p.exitValue()).as(read(stderr)).isZero();
    RunResult r = ResultsDirectory.readResult(results.resolve("result.json"));
    ArrivalsResult a = r.arrivals();
    // The stall left ~1,200 arrivals due at once, and the clients were all busy with them.
    assertThat(a.maxOutstanding()).as("max outstanding").isGreaterThan(400);
    assertThat(a.maxLagMs()).as("max lag").isGreaterThan(200);
    // The clients worked them off (in about half a second) and the run ended on its schedule. A busy shared test host
    // may still need a few more clients for a while (19 on a 2-core VM losing 10-18% of its CPU to steal); before,
    // the catch-up alone started dozens.
    assertThat(a.clientsStarted()).as("clients").isLessThanOrEqualTo(3 * THREADS);
    assertThat(a.finalLagMs()).as("final lag").isLessThan(100);
    assertThat(r.operations()).isEqualTo(20000);
  }

  private static void signal(Process p, String signal) throws Exception {
    assertThat(new ProcessBuilder("kill", "-" + signal, Long.toString(p.pid())).start().waitFor()).isZero();
  }

  private static void awaitLine(Process p, Path stderr, String fragment) throws Exception {
    long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(60);
    while (!read(stderr).contains(fragment)) {
      assertThat(p.isAlive()).as("client alive; stderr: %s", read(stderr)).isTrue();
      assertThat(System.nanoTime()).as("'%s' on stderr within 60 s", fragment).isLessThan(deadline);
      Thread.sleep(20);
    }
  }

  private static String read(Path f) throws IOException {
    return Files.exists(f) ? Files.readString(f, StandardCharsets.UTF_8) : "";
  }
}
