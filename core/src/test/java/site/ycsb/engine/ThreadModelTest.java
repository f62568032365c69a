package site.ycsb.engine;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.Properties;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.condition.DisabledForJreRange;
import org.junit.jupiter.api.condition.EnabledForJreRange;
import org.junit.jupiter.api.condition.JRE;
import org.junit.jupiter.api.io.TempDir;
import site.ycsb.ClientHarness;
import site.ycsb.IllegalPropertyException;
import site.ycsb.PropertyReader;
import site.ycsb.Status;
import site.ycsb.TestDBs;
import site.ycsb.results.Disclosure;
import site.ycsb.results.ResultsDirectory;
import site.ycsb.results.RunResult;
import site.ycsb.results.SeriesResult;

/**
 * {@code threadmodel}: platform threads by default; virtual threads on Java 21 and newer, where the status
 * line, the warm-up, the stop grace and the intended-time measurement work as with platform threads; on
 * Java 17 one line and exit 2. CI builds on Java 17, where the virtual-thread tests below are skipped; its
 * scripts/test-all.sh runs a virtual-thread run with a Java 21+ JDK when one is installed.
 */
class ThreadModelTest {
  private static final String ON_17 = "virtual threads need Java 21; on Java 17 the model is refused "
      + "(onJava17VirtualIsOneLineAndExit2) and scripts/test-all.sh runs a virtual-thread run with a JDK 21+ when "
      + "one is installed";

  @TempDir
  Path tmp;

  private static PropertyReader threadmodel(String value) {
    Properties p = new Properties();
    if (value != null) {
      p.setProperty(ThreadModel.PROPERTY, value);
    }
    return new PropertyReader(p);
  }

  @Test
  void platformIsTheDefaultAndVirtualNeedsJava21() {
    assertThat(ThreadModel.read(threadmodel(null), 17)).isEqualTo(ThreadModel.PLATFORM);
    assertThat(ThreadModel.read(threadmodel(" Platform "), 25)).isEqualTo(ThreadModel.PLATFORM);
    assertThat(ThreadModel.read(threadmodel("virtual"), 21)).isEqualTo(ThreadModel.VIRTUAL);
    assertThat(ThreadModel.read(threadmodel("VIRTUAL"), 25).label()).isEqualTo("virtual");
    assertThatThrownBy(() -> ThreadModel.read(threadmodel("virtual"), 17))
        .isInstanceOf(IllegalPropertyException.class)
        .hasMessage("property 'threadmodel' is 'virtual'; accepted: platform (virtual threads need Java 21 or "
            + "newer; this is Java 17)");
    assertThatThrownBy(() -> ThreadModel.read(threadmodel("green"), 25))
        .isInstanceOf(IllegalPropertyException.class)
        .hasMessage("property 'threadmodel' is 'green'; accepted: platform, virtual");
  }

  @Test
  void aPlatformRunSaysSoAndRecordsIt() throws IOException {
    Path dir = tmp.resolve("platform");
    ThreadRecordingDB.THREADS.clear();
    ClientHarness.Outcome o = ClientHarness.run("-db", ThreadRecordingDB.class.getName(), "-t", "-threads", "3",
        "-p", "operationcount=300", "-p", "results.dir=" + dir);
    assertThat(o.exitCode()).as(o.err()).isZero();
    assertThat(o.errLines()).contains("Starting test. Client threads: 3 (threadmodel=platform).");
    assertThat(ThreadRecordingDB.THREADS).containsOnlyKeys("ycsb-client-0", "ycsb-client-1", "ycsb-client-2")
        .containsValues(false).doesNotContainValue(true);
    assertThat(ResultsDirectory.readResult(dir.resolve("result.json")).threadModel()).isEqualTo("platform");
    assertThat(ResultsDirectory.readDisclosure(dir.resolve("disclosure.json")).jvm().clientThreads())
        .isEqualTo("platform");
  }

  @Test
  void aBadThreadModelIsOneLineAndExit2() {
    ClientHarness.Outcome o = ClientHarness.run("-db", TestDBs.OkDB.class.getName(), "-t",
        "-p", "operationcount=10", "-p", "threadmodel=green");
    assertThat(o.exitCode()).isEqualTo(ExitCode.BAD_INPUT);
    assertThat(o.errorLines()).containsExactly("ycsb: error: property 'threadmodel' is 'green'; accepted: "
        + "platform, virtual");
    assertThat(o.err()).doesNotContain("\tat ").doesNotContain("Starting test");
  }

  @Test
  @DisabledForJreRange(min = JRE.JAVA_21, disabledReason = "tests the refusal on Java 17 to 20; Java 21+ runs "
      + "virtual threads (the tests below)")
  void onJava17VirtualIsOneLineAndExit2() {
    ClientHarness.Outcome o = ClientHarness.run("-db", TestDBs.OkDB.class.getName(), "-t",
        "-p", "operationcount=10", "-p", "threadmodel=virtual");
    assertThat(o.exitCode()).isEqualTo(ExitCode.BAD_INPUT);
    assertThat(o.errorLines()).containsExactly("ycsb: error: property 'threadmodel' is 'virtual'; accepted: "
        + "platform (virtual threads need Java 21 or newer; this is Java " + Runtime.version().feature() + ")");
    assertThat(o.err()).doesNotContain("\tat ").doesNotContain("Starting test");
    assertThat(o.out()).doesNotContain("[OVERALL]");
  }

  @Test
  @EnabledForJreRange(min = JRE.JAVA_21, disabledReason = ON_17)
  void virtualClientThreadsRunWithWarmupStatusAndResults() throws IOException {
    Path dir = tmp.resolve("virtual");
    ThreadRecordingDB.THREADS.clear();
    ClientHarness.Outcome o = ClientHarness.run("-db", ThreadRecordingDB.class.getName(), "-t", "-threads", "4",
        "-p", "threadmodel=virtual", "-p", "operationcount=0", "-p", "maxexecutiontime=2",
        "-p", "warmup.time=0.5", "-s", "-p", "status.interval=1", "-p", "results.dir=" + dir);
    assertThat(o.exitCode()).as(o.err()).isZero();
    assertThat(o.errLines()).contains("Starting test. Client threads: 4 (threadmodel=virtual).");
    assertThat(ThreadRecordingDB.THREADS).as("thread name -> virtual").containsOnlyKeys("ycsb-client-0",
        "ycsb-client-1", "ycsb-client-2", "ycsb-client-3").doesNotContainValue(false);
    assertThat(o.errLines().stream().filter(l -> l.contains(" sec: ") && l.contains(" operations; ")))
        .as(o.err()).isNotEmpty();
    RunResult r = ResultsDirectory.readResult(dir.resolve("result.json"));
    assertThat(r.threadModel()).isEqualTo("virtual");
    assertThat(r.status()).isEqualTo("stopped");
    assertThat(r.warmupOperations()).isPositive();
    assertThat(r.warmupMs()).isBetween(400L, 1500L);
    assertThat(r.operations()).isPositive().isEqualTo(o.count("READ", "Operations") + o.count("UPDATE",
        "Operations"));
    Disclosure d = ResultsDirectory.readDisclosure(dir.resolve("disclosure.json"));
    assertThat(d.jvm().clientThreads()).isEqualTo("virtual");
    assertThat(d.properties()).containsEntry("threadmodel", "virtual");
  }

  @Test
  @EnabledForJreRange(min = JRE.JAVA_21, disabledReason = ON_17)
  void virtualThreadsBlockedInTheDatabaseEndWithinTheGrace() throws IOException {
    TestDBs.GoesSilentDB.reset();
    Path dir = tmp.resolve("silent");
    long start = System.nanoTime();
    ClientHarness.Outcome o = ClientHarness.run("-db", TestDBs.GoesSilentDB.class.getName(), "-t",
        "-p", "threadmodel=virtual", "-p", "operationcount=0", "-p", "maxexecutiontime=2", "-p", "stop.grace=1",
        "-threads", "2", "-p", "results.dir=" + dir);
    long took = TimeUnit.NANOSECONDS.toMillis(System.nanoTime() - start);
    assertThat(took).isBetween(2900L, 5000L);
    assertThat(o.exitCode()).isEqualTo(ExitCode.FAILED);
    assertThat(o.errorLines()).contains("ycsb: error: 2 client thread(s) did not stop within 1 s of the stop request "
        + "(blocked in a database call); their finished operations are included");
    assertThat(Files.readString(dir.resolve("result.json"))).contains("\"status\" : \"stopped\"")
        .contains("\"threadModel\" : \"virtual\"");
  }

  @Test
  @EnabledForJreRange(min = JRE.JAVA_21, disabledReason = ON_17)
  void virtualThreadsKeepTheTargetScheduleSoAStallShowsInTheIntendedTime() throws IOException {
    // As TrustworthyResultsTest's platform case: 1,000 reads/s for 3 s, a 200 ms stall once per second.
    Path dir = tmp.resolve("target");
    ClientHarness.Outcome o = ClientHarness.run("-db", TestDBs.StallingDB.class.getName(), "-t",
        "-p", "threadmodel=virtual", "-p", "recordcount=100", "-p", "operationcount=3000",
        "-p", "readproportion=1", "-p", "updateproportion=0", "-target", "1000", "-threads", "1",
        "-p", "results.dir=" + dir);
    assertThat(o.exitCode()).as(o.err()).isZero();
    RunResult r = ResultsDirectory.readResult(dir.resolve("result.json"));
    SeriesResult service = r.series().get("READ");
    SeriesResult intended = r.series().get("Intended-READ");
    assertThat(intended.count()).isEqualTo(service.count()).isEqualTo(3000);
    assertThat(intended.latencyUs().percentiles().get("p99")).isGreaterThanOrEqualTo(150_000L);
    assertThat(service.latencyUs().percentiles().get("p99")).isLessThan(10_000L);
    assertThat(r.runtimeMs()).isBetween(2800L, 4500L);
  }

  @Test
  @EnabledForJreRange(min = JRE.JAVA_21, disabledReason = ON_17)
  void fiveHundredTwelveVirtualClientsEachRunTheirShare() {
    ClientHarness.Outcome o = ClientHarness.run("-db", "site.ycsb.db.MemoryDB", "-load", "-threads", "512",
        "-p", "threadmodel=virtual", "-p", "memory.name=ThreadModelTest-512", "-p", "recordcount=5120");
    assertThat(o.exitCode()).as(o.err()).isZero();
    assertThat(o.count("INSERT", "Return=OK")).isEqualTo(5120);
  }

  /**
   * Answers OK after 50 us of waiting, as a network round trip would, and records, per client thread name,
   * whether the thread that called it was virtual. (Virtual threads are not preempted: without the wait, as
   * many threads as carriers would run and the others would wait for them to end.)
   */
  public static final class ThreadRecordingDB extends TestDBs.SameAnswerDB {
    static final Map<String, Boolean> THREADS = new ConcurrentHashMap<>();

    @Override
    protected Status answer() {
      Thread t = Thread.currentThread();
      THREADS.put(t.getName(), VirtualThreads.isVirtual(t));
      java.util.concurrent.locks.LockSupport.parkNanos(50_000);
      return Status.OK;
    }
  }

  @Test
  void virtualThreadsAreAvailableExactlyFromJava21() {
    assertThat(VirtualThreads.available()).isEqualTo(Runtime.version().feature() >= 21);
    assertThat(VirtualThreads.isVirtual(Thread.currentThread())).isFalse();
    if (VirtualThreads.available()) {
      assertThat(VirtualThreads.isVirtual(VirtualThreads.unstarted(() -> { }, "v"))).isTrue();
    } else {
      assertThatThrownBy(() -> VirtualThreads.unstarted(() -> { }, "v")).hasMessageContaining("Java 21");
    }
    assertThat(List.of(ThreadModel.values())).extracting(ThreadModel::label).containsExactly("platform", "virtual");
  }
}
