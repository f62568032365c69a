package site.ycsb;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assumptions.assumeFalse;

import java.nio.file.Path;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import site.ycsb.results.ResultsDirectory;
import site.ycsb.results.RunResult;

/** start.at: the client initialises, then starts its phase at the given wall-clock instant. */
class ClientStartAtTest {
  /** How late a start may be on a busy test machine; the clients of a CI run are checked to 100 ms. */
  private static final long TOLERANCE_MS = 250;
  /**
   * How far ahead the tests set start.at: more than the client takes to initialise on a loaded machine (at a load
   * average of 25 on 2 cores it took over 1.2 s, so start.at had passed and the run started late).
   */
  private static final long LEAD_MS = 3000;

  @TempDir
  Path tmp;

  private RunResult run(String name, String startAt, String... extra) throws Exception {
    Path dir = tmp.resolve(name);
    List<String> args = new ArrayList<>(List.of("-db", "site.ycsb.db.MemoryDB", "-t", "-p", "memory.name=" + name,
        "-p", "recordcount=10", "-p", "operationcount=50", "-threads", "2", "-p", "start.at=" + startAt,
        "-p", "results.dir=" + dir));
    args.addAll(List.of(extra));
    ClientHarness.Outcome o = ClientHarness.run(args);
    assertThat(o.exitCode()).as(o.err()).isZero();
    assertThat(o.errorLines()).as(o.err()).isEmpty();
    assumeFalse(o.err().contains("starting now, late"), "the client took longer than the lead time to initialise "
        + "(a loaded machine), so start.at had passed: the start's precision cannot be checked");
    return ResultsDirectory.readResult(dir.resolve("result.json"));
  }

  @Test
  void startsAtTheGivenEpochMillisecond() throws Exception {
    long at = System.currentTimeMillis() + LEAD_MS;
    RunResult r = run("start-epoch", Long.toString(at));
    assertThat(r.startEpochMs()).isBetween(at, at + TOLERANCE_MS);
  }

  @Test
  void startsAtTheGivenIsoInstantAndTheWarmupStartsThere() throws Exception {
    Instant at = Instant.now().plusMillis(LEAD_MS);
    RunResult r = run("start-iso", at.toString(), "-p", "warmup.time=0.3", "-p", "operationcount=0",
        "-p", "maxexecutiontime=1");
    assertThat(r.startEpochMs()).isBetween(at.toEpochMilli(), at.toEpochMilli() + TOLERANCE_MS);
    assertThat(r.warmupMs()).isBetween(250L, 300L + TOLERANCE_MS);
  }

  @Test
  void anInstantJustPastWithinTheStopGraceStartsAtOnceWithAWarning() throws Exception {
    Path dir = tmp.resolve("late");
    long at = System.currentTimeMillis() - 2000;
    ClientHarness.Outcome o = ClientHarness.run("-db", "site.ycsb.db.MemoryDB", "-t", "-p", "memory.name=late",
        "-p", "recordcount=10", "-p", "operationcount=10", "-p", "start.at=" + at, "-p", "results.dir=" + dir);
    assertThat(o.exitCode()).as(o.err()).isZero();
    assertThat(o.errLines()).anyMatch(l -> l.startsWith("ycsb: warning: start.at") && l.contains("starting now"));
  }

  @Test
  void theWaitIsAnnounced() {
    long at = System.currentTimeMillis() + 800;
    ClientHarness.Outcome o = ClientHarness.run("-db", "site.ycsb.db.MemoryDB", "-t", "-p", "memory.name=announce",
        "-p", "recordcount=10", "-p", "operationcount=10", "-threads", "3", "-p", "start.at=" + at);
    assertThat(o.exitCode()).as(o.err()).isZero();
    assertThat(o.errLines()).anyMatch(l -> l.matches("Waiting 0\\.\\d{3} s until start.at "
        + Instant.ofEpochMilli(at) + " \\(3 thread\\(s\\) connected and initialised\\)"));
  }
}
