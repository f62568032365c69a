package site.ycsb;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Set;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** What a finished run leaves behind: its results, and no threads of its own. */
class ClientLifecycleTest {
  @TempDir
  Path tmp;

  private static Set<Thread> aliveYcsbThreads() {
    return Thread.getAllStackTraces().keySet().stream()
        .filter(t -> t.isAlive() && t.getName().startsWith("ycsb-") && !t.getName().equals("ycsb-shutdown"))
        .collect(Collectors.toSet());
  }

  private static List<String> newThreads(Set<Thread> before) {
    return aliveYcsbThreads().stream().filter(t -> !before.contains(t)).map(Thread::getName).sorted().toList();
  }

  @Test
  void aFinishedRunLeavesNoClientStatusOrSamplerThreads() throws Exception {
    Set<Thread> before = aliveYcsbThreads();
    ClientHarness.Outcome o = ClientHarness.run("-db", "site.ycsb.db.MemoryDB", "-t", "-s", "-threads", "3",
        "-p", "memory.name=ClientLifecycleTest-1", "-p", "recordcount=10", "-p", "operationcount=30",
        "-p", "results.dir=" + tmp.resolve("r1"));
    assertThat(o.exitCode()).as(o.err()).isZero();
    Thread.sleep(100);
    assertThat(newThreads(before)).filteredOn(n -> !n.equals("ycsb-terminator")).isEmpty();
  }

  @Test
  void aRunThatEndsBeforeMaxExecutionTimeLeavesNoTerminatorBehind() throws Exception {
    Set<Thread> before = aliveYcsbThreads();
    ClientHarness.Outcome o = ClientHarness.run("-db", "site.ycsb.db.MemoryDB", "-t",
        "-p", "memory.name=ClientLifecycleTest-2", "-p", "recordcount=10", "-p", "operationcount=10",
        "-p", "maxexecutiontime=30");
    assertThat(o.exitCode()).as(o.err()).isZero();
    Thread.sleep(100);
    assertThat(newThreads(before)).isEmpty();
  }

  @Test
  void anUnwritableExportFileDoesNotLoseTheResults() {
    Path dir = tmp.resolve("r3");
    ClientHarness.Outcome o = ClientHarness.run("-db", "site.ycsb.db.MemoryDB", "-t",
        "-p", "memory.name=ClientLifecycleTest-3", "-p", "recordcount=10", "-p", "operationcount=10",
        "-p", "exportfile=" + tmp.resolve("no-such-dir").resolve("x.txt"), "-p", "results.dir=" + dir);
    assertThat(o.exitCode()).isNotZero();
    assertThat(o.errorLines()).hasSize(1);
    assertThat(o.errorLines().get(0)).contains("exportfile");
    // Either rejected before the run (exit 2) or, once run, the results are kept.
    if (o.exitCode() != 2) {
      assertThat(dir.resolve("result.json")).exists();
    }
  }

  @Test
  void anExportFileOnAFullDiskEndsTheRunWithExitOneAndKeepsTheResults() {
    Assumptions.assumeTrue(Files.isWritable(Path.of("/dev/full")), "needs Linux's /dev/full");
    Path dir = tmp.resolve("r5");
    ClientHarness.Outcome o = ClientHarness.run("-db", "site.ycsb.db.MemoryDB", "-t",
        "-p", "memory.name=ClientLifecycleTest-5", "-p", "recordcount=10", "-p", "operationcount=10",
        "-p", "exportfile=/dev/full", "-p", "results.dir=" + dir);
    assertThat(o.exitCode()).isEqualTo(1);
    assertThat(o.errorLines()).containsExactly("ycsb: error: cannot write the results to '/dev/full' (exportfile): "
        + "No space left on device; the run's result.json in " + dir + " holds them");
    assertThat(dir.resolve("result.json")).exists();
  }

  @Test
  void debugOfOneRunDoesNotLeakIntoTheNext() {
    ClientHarness.Outcome first = ClientHarness.run("-db", "site.ycsb.db.MemoryDB", "-t",
        "-p", "memory.name=ClientLifecycleTest-4", "-p", "recordcount=10", "-p", "operationcount=10",
        "-p", "ycsb.debug=true");
    assertThat(first.exitCode()).isZero();
    ClientHarness.Outcome second = ClientHarness.run("-db", "no.such.DB", "-t");
    assertThat(second.exitCode()).isEqualTo(2);
    assertThat(second.err()).doesNotContain("\tat ");
  }
}
