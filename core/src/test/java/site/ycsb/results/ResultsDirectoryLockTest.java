package site.ycsb.results;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.IOException;
import java.nio.file.Path;
import java.time.Duration;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import site.ycsb.ClientHarness;
import site.ycsb.testing.ProcessRun;
import site.ycsb.testing.RunningProcess;
import site.ycsb.tool.ExitCode;

class ResultsDirectoryLockTest {
  @TempDir
  Path tmp;

  @Test
  void aSecondHolderIsRefusedWithOneLineNamingTheFirst() throws IOException {
    try (ResultsDirectoryLock held = ResultsDirectoryLock.acquire(tmp)) {
      assertThatThrownBy(() -> ResultsDirectoryLock.acquire(tmp))
          .isInstanceOf(ResultsDirectoryLock.HeldException.class)
          .hasMessageStartingWith("results.dir '" + tmp + "' is in use by another run (pid "
              + ProcessHandle.current().pid() + " on ")
          .hasMessageNotContaining("\n");
    }
    assertThat(tmp.resolve(ResultsDirectoryLock.FILE)).isEmptyFile();
    ResultsDirectoryLock.acquire(tmp).close();
  }

  @Test
  void anotherProcessHoldingTheFolderIsNamedAndItsCrashFreesTheFolder() throws Exception {
    RunningProcess holder = ProcessRun.of(Path.of(System.getProperty("java.home"), "bin", "java").toString(),
        "-cp", System.getProperty("java.class.path"), Holder.class.getName(), tmp.toString()).errIntoOut().start();
    try {
      holder.awaitOut("held", Duration.ofSeconds(60));
      assertThat(holder.out().lines().findFirst()).hasValue("held");
      assertThatThrownBy(() -> ResultsDirectoryLock.acquire(tmp))
          .isInstanceOf(ResultsDirectoryLock.HeldException.class)
          .hasMessageContaining("(pid " + holder.pid() + " on ");

      ClientHarness.Outcome refused = ClientHarness.run("-load", "-db", "site.ycsb.db.MemoryDB", "-p",
          "recordcount=10", "-p", "results.dir=" + tmp);
      assertThat(refused.exitCode()).isEqualTo(ExitCode.BAD_INPUT);
      assertThat(refused.errorLines()).singleElement().asString()
          .startsWith("ycsb: error: results.dir '" + tmp + "' is in use by another run (pid " + holder.pid());
      assertThat(tmp.resolve(ResultsDirectory.RESULT_FILE)).doesNotExist();
    } finally {
      holder.close();  // kill -9, as a crash: the lock file stays, naming a process that is gone
    }
    assertThat(tmp.resolve(ResultsDirectoryLock.FILE)).content().startsWith("pid " + holder.pid() + " on ");
    ResultsDirectoryLock.acquire(tmp).close();
    ClientHarness.Outcome ran = ClientHarness.run("-load", "-db", "site.ycsb.db.MemoryDB", "-p",
        "recordcount=10", "-p", "results.dir=" + tmp);
    assertThat(ran.exitCode()).as(ran.err()).isEqualTo(ExitCode.OK);
    assertThat(tmp.resolve(ResultsDirectory.RESULT_FILE)).exists();
    assertThat(tmp.resolve(ResultsDirectoryLock.FILE)).isEmptyFile();
  }

  /** Holds a folder's lock until killed. */
  public static final class Holder {
    public static void main(String[] args) throws Exception {
      try (ResultsDirectoryLock held = ResultsDirectoryLock.acquire(Path.of(args[0]))) {
        System.out.println("held");
        System.out.flush();
        Thread.sleep(60_000L);
      }
    }
  }
}
