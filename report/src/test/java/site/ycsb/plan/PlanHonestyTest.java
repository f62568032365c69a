package site.ycsb.plan;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionException;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.condition.DisabledOnOs;
import org.junit.jupiter.api.condition.OS;
import org.junit.jupiter.api.io.TempDir;
import site.ycsb.ChildProcesses;
import site.ycsb.testing.ProcessOutcome;

/** Plans say what is wrong in one line, a dry run refuses what the run refuses, and Ctrl-C leaves no report. */
class PlanHonestyTest {
  @TempDir
  Path tmp;


  private ProcessOutcome plan(String... args) {
    ByteArrayOutputStream out = new ByteArrayOutputStream();
    ByteArrayOutputStream err = new ByteArrayOutputStream();
    int code = PlanMain.run(List.of(args), List.of("bin/ycsb", "sweep"), List.of("bin/ycsb", "report"),
        PlanParserTest.REGISTRY, new PrintStream(out, true, StandardCharsets.UTF_8),
        new PrintStream(err, true, StandardCharsets.UTF_8), Path.of(""));
    return new ProcessOutcome(code, out.toString(StandardCharsets.UTF_8), err.toString(StandardCharsets.UTF_8));
  }

  private Path goodPlan() throws IOException {
    return Files.writeString(tmp.resolve("p.yaml"), String.join("\n",
        "databases: [{name: mem, binding: memory}]",
        "workloads: ['" + PlanDryRunTest.ROOT.resolve("workloads").resolve("workloada") + "']",
        "threads: [1]", ""));
  }

  private static void assertRefused(ProcessOutcome o, String line) {
    assertThat(o.exitCode()).as(o.err()).isEqualTo(2);
    assertThat(o.err().strip()).isEqualTo("ycsb plan: error: " + line);
  }

  @Test
  void aPlanFileThatCannotBeReadSaysWhy() throws Exception {
    Path random = tmp.resolve("random.yaml");
    byte[] bytes = new byte[4096];
    new Random(7).nextBytes(bytes);
    Files.write(random, bytes);
    assertRefused(plan(random.toString(), "--dry-run"), random + ": not a YAML text file (not UTF-8)");
    Path missing = tmp.resolve("missing.yaml");
    assertRefused(plan(missing.toString(), "--dry-run"), "cannot read the plan file " + missing
        + ": No such file or directory");
  }

  @Test
  void anUnterminatedVariableIsRefusedWithItsLine() throws Exception {
    Path p = Files.writeString(tmp.resolve("v.yaml"), String.join("\n",
        "databases: [{name: mem, binding: memory}]",
        "workloads: ['" + PlanDryRunTest.ROOT.resolve("workloads").resolve("workloada") + "']",
        "properties:",
        "  redis.host: ${REDIS_HOST",
        ""));
    assertRefused(plan(p.toString(), "--dry-run"), p + ": line 4: key 'properties.redis.host' has '${REDIS_HOST' "
        + "without its closing '}'; write ${VAR} or ${VAR:-default}");
  }

  @Test
  void aDryRunRefusesEveryOutFolderTheRunRefuses() throws Exception {
    Path p = goodPlan();
    Path file = Files.writeString(tmp.resolve("afile"), "x");
    Path full = Files.createDirectories(tmp.resolve("full"));
    Files.writeString(full.resolve("keep.txt"), "mine");
    for (String dryRun : List.of("--dry-run", "")) {
      List<String> extra = dryRun.isEmpty() ? List.of() : List.of(dryRun);
      assertRefused(plan(args(p, file, extra)), "--out " + file + ": a file of that name exists; accepted: a new or "
          + "empty folder");
      assertRefused(plan(args(p, full, extra)), "--out " + full + ": is not empty; accepted: a new or empty "
          + "folder");
      assertRefused(plan(args(p, file.resolve("x"), extra)), "--out " + file.resolve("x") + ": cannot create the "
          + "folder: " + file + " is a file");
      if (Files.isDirectory(Path.of("/proc/self"))) {
        assertRefused(plan(args(p, Path.of("/proc/x"), extra)), "cannot create the folder /proc/x: /proc does not "
            + "accept new folders");
      }
    }
    Path fresh = tmp.resolve("a").resolve("b");
    assertThat(plan(args(p, fresh, List.of("--dry-run"))).exitCode()).isZero();
    assertThat(tmp.resolve("a")).as("a dry run leaves nothing behind").doesNotExist();
  }

  private static String[] args(Path plan, Path out, List<String> extra) {
    List<String> a = new ArrayList<>(List.of(plan.toString(), "--out", out.toString()));
    a.addAll(extra);
    return a.toArray(new String[0]);
  }

  @Test
  void aPlanThatMeasuredNothingPointsAtNoReport() throws Exception {
    Path p = Files.writeString(tmp.resolve("fails.yaml"), String.join("\n",
        "databases: [{name: mem, binding: memory, setup: 'exit 3'}]",
        "workloads: ['" + PlanDryRunTest.ROOT.resolve("workloads").resolve("workloada") + "']",
        "threads: [1]", ""));
    ProcessOutcome o = plan(p.toString(), "--out", tmp.resolve("out").toString());
    assertThat(o.exitCode()).isEqualTo(1);
    List<String> lines = o.err().strip().lines().toList();
    assertThat(lines.get(lines.size() - 1)).matches("\\[plan\\] plan fails finished with failures in \\d+ s; no "
        + "report \\(see above\\)");
    assertThat(tmp.resolve("out").resolve("report")).doesNotExist();
  }

  @Test
  @DisabledOnOs(OS.WINDOWS)
  void ctrlCDuringASetupEndsItsProcessTreeWithinASecondAndPointsAtNoReport() throws Exception {
    Path p = Files.writeString(tmp.resolve("slow.yaml"), String.join("\n",
        "databases: [{name: mem, binding: memory, setup: 'sleep 30; echo never'}]",
        "workloads: ['" + PlanDryRunTest.ROOT.resolve("workloads").resolve("workloada") + "']",
        "threads: [1]", ""));
    Plan plan = new PlanParser(PlanParserTest.REGISTRY, System::getenv).parse(p, Path.of(""));
    Path out = Files.createDirectories(tmp.resolve("out"));
    List<PlanCommand> commands = PlanCommands.of(plan, out, List.of(), null,
        new Launcher(List.of("bin/ycsb", "sweep"), List.of("bin/ycsb", "report")));
    ByteArrayOutputStream err = new ByteArrayOutputStream();
    PlanRunner runner = new PlanRunner(plan, commands, commands.get(commands.size() - 1),
        PlanSize.of(plan, List.of()), out, System.out,
        new PrintStream(err, true, StandardCharsets.UTF_8));
    CompletableFuture<Integer> running = CompletableFuture.supplyAsync(() -> {
      try {
        return runner.run();
      } catch (IOException | InterruptedException e) {
        throw new CompletionException(e);
      }
    });
    List<ProcessHandle> sleeps = ChildProcesses.await("sleep");
    assertThat(sleeps).as("the setup's child").isNotEmpty();
    long start = System.nanoTime();
    runner.stop();
    int code = running.get(10, TimeUnit.SECONDS);
    assertThat(TimeUnit.NANOSECONDS.toMillis(System.nanoTime() - start)).isLessThan(1200);
    assertThat(code).isEqualTo(130);
    Thread.sleep(100);
    for (ProcessHandle h : sleeps) {
      assertThat(ChildProcesses.running(h)).as("the setup's child outlives it").isFalse();
    }
    String log = err.toString(StandardCharsets.UTF_8);
    List<String> lines = log.strip().lines().toList();
    assertThat(lines.get(lines.size() - 1)).matches("\\[plan\\] plan slow interrupted in \\d+ s; no report "
        + "\\(see above\\)");
    assertThat(log).contains("[plan] report: nothing was measured").doesNotContain("index.html");
    assertThat(out.resolve("report")).doesNotExist();
  }
}
