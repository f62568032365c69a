package site.ycsb;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import site.ycsb.results.ResultsDirectory;
import site.ycsb.results.RunResult;

/**
 * A phase in which every operation fails ends early with exit 1 and one line naming the first failure, its
 * results written; the failure back-off never makes a run longer than it would be without it plus stop.grace.
 */
class ClientFailFastTest {
  @TempDir
  Path tmp;

  /** The outcome and the wall time of one run. */
  private record Timed(ClientHarness.Outcome outcome, long ms) {
  }

  private static Timed run(String db, String... extra) {
    List<String> a = new ArrayList<>(List.of("-db", db, "-t", "-p", "recordcount=100", "-p", "readproportion=1",
        "-p", "updateproportion=0", "-threads", "1"));
    a.addAll(List.of(extra));
    long start = System.nanoTime();
    ClientHarness.Outcome o = ClientHarness.run(a);
    return new Timed(o, TimeUnit.NANOSECONDS.toMillis(System.nanoTime() - start));
  }

  @Test
  void theFirstThousandOperationsAllFailingEndTheRunWithOneLineAndTheResultsWritten() throws IOException {
    Path dir = tmp.resolve("results");
    // Without the back-off the 1,000 failures take milliseconds; without fail-fast the 100,000 reads would run on.
    Timed t = run(TestDBs.ErrorDB.class.getName(), "-p", "operationcount=100000", "-p", "errorbackoff.ms=0",
        "-p", "results.dir=" + dir);
    ClientHarness.Outcome o = t.outcome();
    assertThat(o.exitCode()).as(o.err()).isEqualTo(1);
    assertThat(o.errorLines()).as(o.err()).containsExactly("ycsb: error: fail-fast: the first 1000 operations of "
        + "the run all failed (validity.failfast.count=1000; 0 turns this off); the first: READ returned ERROR");
    assertThat(o.count("READ", "Return=ERROR")).isBetween(1000L, 1100L);
    RunResult r = ResultsDirectory.readResult(dir.resolve("result.json"));
    assertThat(r.status()).isEqualTo("failed");
    assertThat(r.problems()).first().asString().startsWith("fail-fast: the first 1000 operations");
    assertThat(r.errors()).isEqualTo(r.dbOperations()).isBetween(1000L, 1100L);
    assertThat(t.ms()).isLessThan(10_000);
  }

  @Test
  void withTheBackOffTheSecondsLimitEndsItAndTheLineSaysWhatTheBindingThrew() {
    // One thread backing off does about 10 failing operations a second: the seconds limit comes first.
    Timed t = run(TestDBs.ThrowingDB.class.getName(), "-p", "operationcount=10000",
        "-p", "validity.failfast.seconds=2");
    ClientHarness.Outcome o = t.outcome();
    assertThat(o.exitCode()).as(o.err()).isEqualTo(1);
    assertThat(o.errorLines()).as(o.err()).singleElement().asString()
        .matches("ycsb: error: fail-fast: not one operation succeeded in the first 2 s of the run, \\d+ failed "
            + "\\(validity.failfast.seconds=2; 0 turns this off\\); the first: READ threw "
            + "java.lang.IllegalStateException: WRONGTYPE Operation against a key holding the wrong kind of value");
    assertThat(o.count("READ", "Return=ERROR")).isBetween(5L, 100L);
    assertThat(t.ms()).isLessThan(8_000);
  }

  @Test
  void aRunWithSomeSuccessesIsNotCut() {
    // Its first 99 operations fail, the 100th succeeds: within the first 150, so the run goes on.
    Timed t = run(TestDBs.RarelyOkDB.class.getName(), "-p", "operationcount=5000", "-p", "errorbackoff.ms=0",
        "-p", "validity.failfast.count=150");
    ClientHarness.Outcome o = t.outcome();
    assertThat(o.exitCode()).as(o.err()).isZero();
    assertThat(o.count("READ", "Return=OK")).isEqualTo(50);
    assertThat(o.count("READ", "Return=ERROR")).isEqualTo(4950);
    assertThat(o.err()).doesNotContain("fail-fast");
  }

  @Test
  void zeroTurnsItOff() {
    Timed t = run(TestDBs.ErrorDB.class.getName(), "-p", "operationcount=3000", "-p", "errorbackoff.ms=0",
        "-p", "validity.failfast.count=0", "-p", "validity.failfast.seconds=0");
    assertThat(t.outcome().exitCode()).as(t.outcome().err()).isZero();
    assertThat(t.outcome().count("READ", "Return=ERROR")).isEqualTo(3000);
  }

  @Test
  void anOperationCountRunPausesAtMostStopGraceInAll() {
    // 300 failures in a row at one thread: 1 + 2 + ... + 64 ms, then 100 ms each, about 29 s of pauses before.
    Timed t = run(TestDBs.ErrorDB.class.getName(), "-p", "operationcount=300", "-p", "stop.grace=1",
        "-p", "validity.failfast.count=0", "-p", "validity.failfast.seconds=0");
    assertThat(t.outcome().exitCode()).as(t.outcome().err()).isZero();
    assertThat(t.outcome().count("READ", "Return=ERROR")).isEqualTo(300);
    assertThat(t.ms()).isLessThan(6_000);
  }

  @Test
  void aPauseEndsWhenTheRunsTimeIsUp() {
    // Pauses of 1, 2, 4 ... ms up to a minute: the one under way at 5 s (from 4.1 s) would last until 8.2 s,
    // past maxexecutiontime + stop.grace, and the thread would be reported stuck.
    Timed t = run(TestDBs.ErrorDB.class.getName(), "-p", "operationcount=0", "-p", "maxexecutiontime=5",
        "-p", "stop.grace=1", "-p", "errorbackoff.ms=60000", "-p", "validity.failfast.count=0",
        "-p", "validity.failfast.seconds=0");
    ClientHarness.Outcome o = t.outcome();
    // Before: "1 client thread(s) did not stop within 1 s of the stop request", exit 1.
    assertThat(o.errorLines()).as(o.err()).isEmpty();
    assertThat(o.exitCode()).as(o.err()).isZero();
  }
}
