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
import site.ycsb.VirtualThreadReady;
import site.ycsb.VirtualThreads;
import site.ycsb.results.Disclosure;
import site.ycsb.results.ResultsDirectory;
import site.ycsb.results.RunResult;
import site.ycsb.results.SeriesResult;
import site.ycsb.tool.ExitCode;

/**
 * {@code threadmodel}: auto by default (the rule in {@link ThreadModel#choose}); virtual threads on Java 21 and
 * newer, where the status line, the warm-up, the stop grace and the intended-time measurement work as with
 * platform threads; on Java 17 one line and exit 2. CI builds on Java 17, where the virtual-thread tests below
 * are skipped; its scripts/test-all.sh runs them with a Java 21+ JDK when one is installed.
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

  private static ThreadModel.Choice choose(String value, int threads, Class<?> db, int java, int cores) {
    return ThreadModel.choose(threadmodel(value), threads, db.getName(), java, cores);
  }

  @Test
  void namedModelsAreTakenAsTheyAreAndVirtualNeedsJava21() {
    assertThat(choose(" Platform ", 512, ReadyDB.class, 25, 2)).isEqualTo(new ThreadModel.Choice(
        ThreadModel.PLATFORM, null));
    assertThat(choose("virtual", 1, TestDBs.OkDB.class, 21, 2).model()).isEqualTo(ThreadModel.VIRTUAL);
    assertThat(choose("VIRTUAL", 1, TestDBs.OkDB.class, 25, 2).describe()).isEqualTo("virtual");
    assertThatThrownBy(() -> choose("virtual", 8, ReadyDB.class, 17, 2))
        .isInstanceOf(IllegalPropertyException.class)
        .hasMessage("property 'threadmodel' is 'virtual'; accepted: auto, platform (virtual threads need Java 21 "
            + "or newer; this is Java 17)");
    assertThatThrownBy(() -> choose("green", 8, ReadyDB.class, 25, 2))
        .isInstanceOf(IllegalPropertyException.class)
        .hasMessage("property 'threadmodel' is 'green'; accepted: auto, platform, virtual");
  }

  @Test
  void autoIsTheDefaultAndPicksVirtualFromEightThreadsPerCoreForAReadyBindingOnJava24() {
    assertThat(choose(null, 16, ReadyDB.class, 25, 2))
        .isEqualTo(new ThreadModel.Choice(ThreadModel.VIRTUAL, "for 16 threads on 2 cores"));
    assertThat(choose("auto", 15, ReadyDB.class, 25, 2))
        .isEqualTo(new ThreadModel.Choice(ThreadModel.PLATFORM, "for 15 threads on 2 cores"));
    assertThat(choose("auto", 512, ReadyDB.class, 24, 64).model()).isEqualTo(ThreadModel.VIRTUAL);
    assertThat(choose("auto", 511, ReadyDB.class, 24, 64).model()).isEqualTo(ThreadModel.PLATFORM);
    assertThat(choose("auto", 1, ReadyDB.class, 25, 1).describe()).isEqualTo("auto: platform, for 1 thread on 1 core");
    // Java 21 to 23 still pin on a monitor; Java 17 has no virtual threads.
    assertThat(choose(null, 512, ReadyDB.class, 23, 2))
        .isEqualTo(new ThreadModel.Choice(ThreadModel.PLATFORM, "Java 23"));
    assertThat(choose(null, 512, ReadyDB.class, 17, 2).describe()).isEqualTo("auto: platform, Java 17");
    // A binding that never waits, or one nobody checked, stays on platform threads.
    assertThat(choose(null, 512, TestDBs.OkDB.class, 25, 2))
        .isEqualTo(new ThreadModel.Choice(ThreadModel.PLATFORM, "OkDB is not @VirtualThreadReady"));
    assertThat(choose(null, 512, ReadySubclassDB.class, 25, 2).model()).isEqualTo(ThreadModel.PLATFORM);
    assertThat(ThreadModel.choose(threadmodel(null), 512, "no.such.Binding", 25, 2))
        .isEqualTo(new ThreadModel.Choice(ThreadModel.PLATFORM, "Binding is not @VirtualThreadReady"));
  }

  @Test
  void fromSixtyFourThreadsBeforeJava21OneNoteSaysWhatANewerJavaWouldChange() {
    ThreadModel.Choice auto17 = choose(null, 64, ReadyDB.class, 17, 2);
    assertThat(ThreadModel.newerJavaNote(auto17, 64, ReadyDB.class.getName(), 17, 2)).isEqualTo("ycsb: note: the "
        + "64 client threads are platform threads (one operating-system thread each) on Java 17; on Java 24+ auto "
        + "runs them as virtual threads (on 2 cores 1.2-2x the throughput of platform threads at 128 and 512 "
        + "threads), on Java 21-23 with -p threadmodel=virtual");
    assertThat(ThreadModel.newerJavaNote(auto17, 64, ReadyDB.class.getName(), 17, 16)).isEqualTo("ycsb: note: the "
        + "64 client threads are platform threads (one operating-system thread each) on Java 17; Java 21+ runs them "
        + "as virtual threads with -p threadmodel=virtual; auto picks them on Java 24+ from 8 threads per core (128 "
        + "here)");
    assertThat(ThreadModel.newerJavaNote(choose(null, 100, TestDBs.OkDB.class, 17, 2), 100,
        TestDBs.OkDB.class.getName(), 17, 2)).endsWith("Java 21+ runs them as virtual threads with -p "
        + "threadmodel=virtual (OkDB is not @VirtualThreadReady, so auto keeps platform threads)");
    // Below 64 threads, from Java 21, or with platform named by the user: nothing to say.
    assertThat(ThreadModel.newerJavaNote(choose(null, 63, ReadyDB.class, 17, 2), 63, ReadyDB.class.getName(), 17,
        2)).isNull();
    assertThat(ThreadModel.newerJavaNote(choose(null, 64, ReadyDB.class, 21, 2), 64, ReadyDB.class.getName(), 21,
        2)).isNull();
    assertThat(ThreadModel.newerJavaNote(choose("platform", 64, ReadyDB.class, 17, 2), 64,
        ReadyDB.class.getName(), 17, 2)).isNull();
  }

  @Test
  @DisabledForJreRange(min = JRE.JAVA_21, disabledReason = "the note is for Java 17 to 20")
  void aRunOfSixtyFourThreadsOnJava17PrintsTheNoteOnceOnStderrOnly() {
    ClientHarness.Outcome o = ClientHarness.run("-db", ReadyDB.class.getName(), "-t", "-threads", "64",
        "-p", "operationcount=640");
    assertThat(o.exitCode()).as(o.err()).isZero();
    assertThat(o.errLines().stream().filter(l -> l.startsWith("ycsb: note: the 64 client threads are platform "
        + "threads")).count()).as(o.err()).isEqualTo(1);
    assertThat(o.out()).doesNotContain("platform threads").doesNotContain("ycsb: note");
    ClientHarness.Outcome few = ClientHarness.run("-db", ReadyDB.class.getName(), "-t", "-threads", "63",
        "-p", "operationcount=630");
    assertThat(few.exitCode()).as(few.err()).isZero();
    assertThat(few.err()).doesNotContain("ycsb: note");
  }

  /** A binding marked ready. */
  @VirtualThreadReady
  public static class ReadyDB extends TestDBs.OkDB {
  }

  /** The mark is not inherited. */
  public static final class ReadySubclassDB extends ReadyDB {
  }

  /** A binding whose replies a reactor reads gains from virtual threads with fewer threads per core. */
  @VirtualThreadReady(fromThreadsPerCore = 4)
  public static class ReactorDB extends TestDBs.OkDB {
  }

  @Test
  void aBindingNamesItsOwnThreadsPerCoreForAuto() {
    assertThat(choose(null, 8, ReactorDB.class, 25, 2))
        .isEqualTo(new ThreadModel.Choice(ThreadModel.VIRTUAL, "for 8 threads on 2 cores"));
    assertThat(choose(null, 7, ReactorDB.class, 25, 2).model()).isEqualTo(ThreadModel.PLATFORM);
    assertThat(choose(null, 8, ReadyDB.class, 25, 2).model()).isEqualTo(ThreadModel.PLATFORM);
    assertThat(choose(null, 8, ReactorDB.class, 23, 2).model()).isEqualTo(ThreadModel.PLATFORM);
    assertThat(ThreadModel.newerJavaNote(choose(null, 64, ReactorDB.class, 17, 32), 64, ReactorDB.class.getName(),
        17, 32)).endsWith("auto picks them on Java 24+ from 4 threads per core (128 here)");
  }

  @Test
  void aPlatformRunSaysSoAndRecordsIt() throws IOException {
    Path dir = tmp.resolve("platform");
    ThreadRecordingDB.THREADS.clear();
    ClientHarness.Outcome o = ClientHarness.run("-db", ThreadRecordingDB.class.getName(), "-t", "-threads", "3",
        "-p", "operationcount=300", "-p", "results.dir=" + dir);
    assertThat(o.exitCode()).as(o.err()).isZero();
    assertThat(o.errLines()).contains("Starting test. Client threads: 3 (threadmodel=auto: platform, "
        + "ThreadRecordingDB is not @VirtualThreadReady).");
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
        + "auto, platform, virtual");
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
        + "auto, platform (virtual threads need Java 21 or newer; this is Java " + Runtime.version().feature()
        + ")");
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
    assertThat(r.status()).isEqualTo("completed");
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
        + "(2 running operations (in or between database calls)); their finished operations are included");
    assertThat(Files.readString(dir.resolve("result.json"))).contains("\"status\" : \"stopped\"")
        .contains("\"threadModel\" : \"virtual\"");
  }

  @Test
  @EnabledForJreRange(min = JRE.JAVA_21, disabledReason = ON_17)
  void virtualThreadsKeepTheTargetScheduleSoAStallShowsInTheIntendedTime() throws IOException {
    // As ClientTrustworthyResultsTest's platform case: 1,000 reads/s for 3 s, a 200 ms stall once per second.
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

  @Test
  @EnabledForJreRange(min = JRE.JAVA_24, disabledReason = "auto picks virtual threads from Java 24 on")
  void autoRunsAReadyBindingOnVirtualThreadsFromEightThreadsPerCore() throws IOException {
    Path dir = tmp.resolve("auto");
    ThreadRecordingDB.THREADS.clear();
    int cores = Runtime.getRuntime().availableProcessors();
    int threads = ReadyRecordingDB.class.getAnnotation(VirtualThreadReady.class).fromThreadsPerCore() * cores;
    ClientHarness.Outcome o = ClientHarness.run("-db", ReadyRecordingDB.class.getName(), "-t", "-threads",
        String.valueOf(threads), "-p", "operationcount=" + 10 * threads, "-p", "results.dir=" + dir);
    assertThat(o.exitCode()).as(o.err()).isZero();
    assertThat(o.errLines()).contains("Starting test. Client threads: " + threads + " (threadmodel=auto: virtual, for "
        + threads + " threads on " + cores + " core" + (cores == 1 ? "" : "s") + ").");
    assertThat(ThreadRecordingDB.THREADS).hasSize(threads).doesNotContainValue(false);
    assertThat(ResultsDirectory.readResult(dir.resolve("result.json")).threadModel()).isEqualTo("virtual");
    assertThat(ResultsDirectory.readDisclosure(dir.resolve("disclosure.json")).jvm().clientThreads())
        .isEqualTo("virtual");
  }

  /** {@link ThreadRecordingDB}, marked ready: it waits in every operation. */
  @VirtualThreadReady
  public static final class ReadyRecordingDB extends ThreadRecordingDB {
  }

  /**
   * Answers OK after 50 us of waiting, as a network round trip would, and records, per client thread name,
   * whether the thread that called it was virtual. (Virtual threads are not preempted: without the wait, as
   * many threads as carriers would run and the others would wait for them to end.)
   */
  public static class ThreadRecordingDB extends TestDBs.SameAnswerDB {
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
