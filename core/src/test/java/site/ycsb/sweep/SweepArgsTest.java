package site.ycsb.sweep;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import site.ycsb.launcher.BindingRegistry;

class SweepArgsTest {
  private static final BindingRegistry REGISTRY = BindingRegistry.parse(String.join("\n",
      "# comment", "basic:site.ycsb.BasicDB:core", "memory:site.ycsb.db.MemoryDB:core",
      "redis:site.ycsb.db.RedisClient"), "test registry");

  @TempDir
  Path tmp;

  private static SweepOptions parse(String... args) throws SweepUsageException {
    return SweepArgs.parse(List.of(args), REGISTRY);
  }

  @Test
  void defaultsAreFiveThreadCountsOneRepetitionAndTheUsualThresholds() throws Exception {
    SweepOptions o = parse("memory", "--out", "x");
    assertThat(o.binding()).isEqualTo("memory");
    assertThat(o.dbClass()).isEqualTo("site.ycsb.db.MemoryDB");
    assertThat(o.dimension()).isEqualTo(Dimension.THREADS);
    assertThat(o.values()).containsExactly(8L, 16L, 32L, 64L, 128L);
    assertThat(o.repeat()).isEqualTo(1);
    assertThat(o.maxErrorRate()).isEqualTo(0.01);
    assertThat(o.kneeGain()).isEqualTo(0.10);
    assertThat(o.stepTimeoutSeconds()).isZero();
    assertThat(o.warmupSeconds()).isNull();
    assertThat(o.load()).isFalse();
    assertThat(o.stopAfterKnee()).isFalse();
    assertThat(o.target()).isZero();
  }

  @Test
  void sweepOptionsAndYcsbOptionsAreSeparated() throws Exception {
    Path workload = tmp.resolve("workloadb");
    java.nio.file.Files.writeString(workload, "readproportion=0.95\nupdateproportion=0.05\n");
    SweepOptions o = parse("redis", "-P", workload.toString(), "-threads", "2,4,8", "--out=o", "--load",
        "--repeat", "3", "--warmup-time", "5", "--max-error-rate", "0.05", "--step-timeout", "600",
        "--stop-after-knee", "--knee-gain", "0.2", "-p", "redis.host=h", "-s", "-target", "500", "-l", "lab", "-t");
    assertThat(o.binding()).isEqualTo("redis");
    assertThat(o.workload()).isEqualTo("workloadb");
    assertThat(o.values()).containsExactly(2L, 4L, 8L);
    assertThat(o.target()).isEqualTo(500);
    assertThat(o.out()).isEqualTo(Path.of("o"));
    assertThat(o.load()).isTrue();
    assertThat(o.repeat()).isEqualTo(3);
    assertThat(o.warmupSeconds()).isEqualTo(5.0);
    assertThat(o.maxErrorRate()).isEqualTo(0.05);
    assertThat(o.stepTimeoutSeconds()).isEqualTo(600);
    assertThat(o.stopAfterKnee()).isTrue();
    assertThat(o.kneeGain()).isEqualTo(0.2);
    assertThat(o.status()).isTrue();
    assertThat(o.ycsbOptions()).containsExactly("-P", workload.toString(), "-p", "redis.host=h", "-s", "-l", "lab");
    assertThat(o.threadsAt(4)).isEqualTo(4);
    assertThat(o.targetAt(4)).isEqualTo(500);
  }

  @Test
  void aTargetListSweepsTargetRatesWithFixedThreads() throws Exception {
    SweepOptions o = parse("-db", "site.ycsb.db.MemoryDB", "-target", "1000,2000,4000", "-threads", "16", "--out", "o");
    assertThat(o.binding()).isEqualTo("memory"); // mapped back from the class
    assertThat(o.dimension()).isEqualTo(Dimension.TARGET);
    assertThat(o.values()).containsExactly(1000L, 2000L, 4000L);
    assertThat(o.threadsAt(2000)).isEqualTo(16);
    assertThat(o.targetAt(2000)).isEqualTo(2000);
    assertThat(parse("memory", "-target", "10,20", "-p", "threadcount=3", "--out", "o").threadsAt(10)).isEqualTo(3);
  }

  @Test
  void aDbClassNotInTheRegistryRunsWithoutABindingName() throws Exception {
    SweepOptions o = parse("site.ycsb.sweep.StepTestDB", "-threads", "1", "--out", "o");
    assertThat(o.binding()).isNull();
    assertThat(o.dbClass()).isEqualTo("site.ycsb.sweep.StepTestDB");
  }

  @Test
  void badInputIsOneClearLine() {
    assertBad("--out DIR is required", "memory");
    assertBad("-threads is '8,x'; accepted: a comma-separated list", "memory", "--out", "o", "-threads", "8,x");
    assertBad("-threads is '16,8'", "memory", "--out", "o", "-threads", "16,8");
    assertBad("-threads is '0,8'", "memory", "--out", "o", "-threads", "0,8");
    assertBad("-threads is '8,,16'", "memory", "--out", "o", "-threads", "8,,16");
    assertBad("-target is 'fast'", "memory", "--out", "o", "-target", "fast");
    assertBad("both lists", "memory", "--out", "o", "-threads", "1,2", "-target", "10,20");
    assertBad("unknown option '--frobnicate'", "memory", "--out", "o", "--frobnicate");
    assertBad("unknown option '-x'", "memory", "--out", "o", "-x");
    assertBad("unknown binding 'nosuchdb'; expected one of: basic, memory, redis", "nosuchdb", "--out", "o");
    assertBad("no binding given", "--out", "o");
    assertBad("only one binding", "memory", "redis", "--out", "o");
    assertBad("use --load", "memory", "--out", "o", "-load");
    assertBad("--repeat is '0'; accepted: a whole number from 1", "memory", "--out", "o", "--repeat", "0");
    assertBad("--max-error-rate is '2'; accepted: a fraction from 0 to 1", "memory", "--out", "o",
        "--max-error-rate", "2");
    assertBad("--knee-gain is '0'", "memory", "--out", "o", "--knee-gain", "0");
    assertBad("--warmup-time is '-1'", "memory", "--out", "o", "--warmup-time", "-1");
    assertBad("option --out needs a value", "memory", "--out");
    assertBad("option --slo needs a value, not the option --out", "memory", "--slo", "--out", "o");
    assertBad("--slo-descend needs --slo", "memory", "--out", "o", "--slo-descend", "10%");
    assertBad("--slo-precision does not apply with --slo-descend", "memory", "--out", "o", "--slo", "p99<=1ms",
        "--slo-descend", "10%", "--slo-precision", "5%");
    assertBad("--slo-descend is '0%'; accepted: a share from 0.1% to 50%", "memory", "--out", "o", "--slo",
        "p99<=1ms", "--slo-descend", "0%");
    assertBad("-p results.dir cannot be given", "memory", "--out", "o", "-p", "results.dir=x");
    assertBad("workload file 'no/such/workload' (-P) does not exist", "memory", "--out", "o", "-P", "no/such/workload");
    assertBad("-p needs key=value", "memory", "--out", "o", "-p", "novalue");
    assertBad("but -db says", "memory", "-db", "site.ycsb.BasicDB", "--out", "o");
    assertBad("property 'threadmodel' is 'green'; accepted: auto, platform, virtual", "memory", "--out", "o",
        "-p", "threadmodel=green");
  }

  @Test
  void sloDescendAsksForTheBruteForceCheck() throws Exception {
    SearchOptions so = parse("memory", "--out", "o", "--slo", "p99<=20ms", "--slo-descend", "10%").search();
    assertThat(so.descend()).isEqualTo(0.10);
    assertThat(so.newSearch()).isInstanceOf(DescendingSearch.class);
    SearchOptions search = parse("memory", "--out", "o", "--slo", "p99<=20ms").search();
    assertThat(search.descend()).isNull();
    assertThat(search.newSearch()).isInstanceOf(CapacitySearch.class);
  }

  @Test
  void theThreadModelIsPassedToEveryStepAndCheckedFirst() throws Exception {
    if (Runtime.version().feature() >= 21) {
      assertThat(parse("memory", "--out", "o", "-p", "threadmodel=virtual").ycsbOptions())
          .containsExactly("-p", "threadmodel=virtual");
    } else {
      assertBad("property 'threadmodel' is 'virtual'; accepted: auto, platform (virtual threads need Java 21 or "
          + "newer; this is Java " + Runtime.version().feature() + ")", "memory", "--out", "o",
          "-p", "threadmodel=virtual");
    }
    assertThat(parse("memory", "--out", "o", "-p", "threadmodel=platform").ycsbOptions())
        .containsExactly("-p", "threadmodel=platform");
  }

  @Test
  void aWorkloadFileMustBeARegularFileThatEveryStepCanReadAgain() throws Exception {
    assertBad("-P " + tmp + " is a directory, not a workload file", "memory", "-P", tmp.toString(), "--out", "o");
    // A pipe, as -P <(...) gives: /dev/null is the device at hand here, refused the same way.
    assertBad("-P /dev/null is not a regular file (a pipe or device): every step reads the workload files again",
        "memory", "-P", "/dev/null", "--out", "o");
    assertBad("workload file '" + tmp.resolve("absent") + "' (-P) does not exist", "memory", "-P",
        tmp.resolve("absent").toString(), "--out", "o");
  }

  /**
   * A descriptor's path (stdin redirected from a file, /dev/fd/N, /proc/self/fd/N) leads to a regular file here, but
   * to something else in each step: refused by its name, through any links, whatever it leads to.
   */
  @Test
  void aWorkloadFileNamedByADescriptorOfThisProcessIsRefused() throws Exception {
    Path workload = tmp.resolve("workload.properties");
    java.nio.file.Files.writeString(workload, "recordcount=10\n");
    try (java.nio.channels.FileChannel open = java.nio.channels.FileChannel.open(workload)) {
      String fd = null;
      try (var fds = java.nio.file.Files.list(Path.of("/proc/self/fd"))) {
        for (Path link : fds.toList()) {
          try {
            if (java.nio.file.Files.readSymbolicLink(link).equals(workload)) {
              fd = link.getFileName().toString();
            }
          } catch (java.io.IOException gone) {
            // the descriptor of the listing itself
          }
        }
      }
      assertThat(fd).isNotNull();
      assertBad("-P /proc/self/fd/" + fd + " names descriptor " + fd + " of this process, not a file: every step "
          + "reads the workload files again in a JVM of its own", "memory", "-P", "/proc/self/fd/" + fd, "--out", "o");
      assertBad("-P /dev/fd/" + fd + " names descriptor " + fd, "memory", "-P", "/dev/fd/" + fd, "--out", "o");
      Path link = tmp.resolve("link");
      java.nio.file.Files.createSymbolicLink(link, Path.of("/dev/fd/" + fd));
      assertBad("-P " + link + " names descriptor " + fd, "memory", "-P", link.toString(), "--out", "o");
    }
    // This JVM's standard input may be a pipe (refused as such) or a file (refused as a descriptor): never read.
    assertBad("every step reads the workload files again", "memory", "-P", "/dev/stdin", "--out", "o");
    assertBad("every step reads the workload files again", "memory", "-P", "/proc/self/fd/0", "--out", "o");
    assertThat(parse("memory", "-P", workload.toString(), "--out", "o").ycsbOptions())
        .containsExactly("-P", workload.toString());
  }

  private static void assertBad(String expected, String... args) {
    assertThatThrownBy(() -> parse(args)).isInstanceOf(SweepUsageException.class).hasMessageContaining(expected)
        .satisfies(e -> assertThat(e.getMessage()).doesNotContain("\n"));
  }

  @Test
  void mainPrintsOneLineAndExitsWith2OnBadInputAndRefusesAnOldSweepFolder() throws Exception {
    assertMainBad(List.of("memory", "-threads", "8,x", "--out", tmp.toString()), "-threads is '8,x'");
    java.nio.file.Files.writeString(tmp.resolve("sweep.json"), "{}");
    assertMainBad(List.of("memory", "--out", tmp.toString()), "already holds a sweep");
    assertMainBad(List.of("memory", "--out", tmp.resolve("sweep.json").toString()),
        "sweep.json: a file of that name exists; accepted: a new or empty folder");
  }

  @Test
  void anOutFolderThatHoldsAnythingOrCannotBeMadeIsRefusedInOneLine() throws Exception {
    Path old = java.nio.file.Files.createDirectories(tmp.resolve("old").resolve("step-01-threads-1-rep-1"));
    java.nio.file.Files.writeString(old.resolve("result.json"), "{}");
    assertMainBad(List.of("memory", "--out", tmp.resolve("old").toString()),
        "old: is not empty; accepted: a new or empty folder");
    assertThat(old.resolve("result.json")).hasContent("{}");
    Path file = java.nio.file.Files.writeString(tmp.resolve("afile"), "x");
    assertMainBad(List.of("memory", "--out", file.resolve("sub").toString()),
        "cannot create the folder: " + file + " is a file");
    if (java.nio.file.Files.isDirectory(Path.of("/proc/self"))) {
      assertMainBad(List.of("memory", "--out", "/proc/x"), "cannot create the folder /proc/x: /proc does not "
          + "accept new folders");
    }
  }

  private static void assertMainBad(List<String> args, String expected) {
    ByteArrayOutputStream err = new ByteArrayOutputStream();
    ByteArrayOutputStream out = new ByteArrayOutputStream();
    int code = SweepMain.run(new ArrayList<>(args), ChildJvm.current(), REGISTRY,
        new PrintStream(out, true, StandardCharsets.UTF_8), new PrintStream(err, true, StandardCharsets.UTF_8));
    String text = err.toString(StandardCharsets.UTF_8);
    assertThat(code).isEqualTo(2);
    assertThat(text.strip().lines()).hasSize(1);
    assertThat(text).startsWith("ycsb sweep: error: ").contains(expected).doesNotContain("Exception");
  }

  @Test
  void helpGoesToStdoutWithExitCode0() {
    ByteArrayOutputStream out = new ByteArrayOutputStream();
    int code = SweepMain.run(List.of("--help"), ChildJvm.current(), REGISTRY,
        new PrintStream(out, true, StandardCharsets.UTF_8), System.err);
    assertThat(code).isZero();
    assertThat(out.toString(StandardCharsets.UTF_8)).contains("Usage: bin/ycsb sweep").contains("--stop-after-knee");
  }

  @Test
  void aCapacitySearchDefaultsToOpenLoopPoissonArrivals() throws Exception {
    SweepOptions o = parse("memory", "--slo", "p99<=10ms", "--out", "o");
    assertThat(o.ycsbOptions()).containsSubsequence("-p", "arrivals=open", "-p", "arrivalprocess=poisson");
  }

  @Test
  void aUsersOwnArrivalsWinOverTheSearchsDefault() throws Exception {
    SweepOptions closed = parse("memory", "-p", "arrivals=closed", "--slo", "p99<=10ms", "--out", "o");
    assertThat(closed.ycsbOptions()).doesNotContain("arrivals=open", "arrivalprocess=poisson");
    SweepOptions uniform = parse("memory", "-p", "arrivalprocess=uniform", "--slo", "p99<=10ms",
        "--out", "o");
    assertThat(uniform.ycsbOptions()).contains("arrivals=open").doesNotContain("arrivalprocess=poisson");
    // A sweep that is no search keeps the client's own default.
    assertThat(parse("memory", "-threads", "1,2", "--out", "o").ycsbOptions())
        .doesNotContain("arrivals=open");
  }

  @Test
  void aBadArrivalsValueIsRefusedBeforeTheSearch() {
    assertThatThrownBy(() -> parse("memory", "-p", "arrivals=sometimes", "--slo", "p99<=10ms",
        "--out", "o")).isInstanceOf(SweepUsageException.class).hasMessageContaining("arrivals");
  }
}
