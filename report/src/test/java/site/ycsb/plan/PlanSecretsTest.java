package site.ycsb.plan;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.condition.DisabledOnOs;
import org.junit.jupiter.api.condition.OS;
import org.junit.jupiter.api.io.TempDir;
import site.ycsb.sweep.ChildJvm;

/**
 * A plan's secrets never leave it: a password after redis-cli's -a in a hook, a JDBC URL's password parameter,
 * and ${PW} (a secret-named environment variable) expanded into a setup and a hook command. Neither the
 * console (--dry-run and a real run) nor any file of the run (plan.yaml, sweep.json, result.json,
 * disclosure.json, stdout.txt, the report's md, html, json and csv) shows them.
 */
@DisabledOnOs(OS.WINDOWS)
class PlanSecretsTest {
  private static final List<String> SECRETS = List.of("S3cretPW", "L1teralPW", "Q5ecretPW");

  @TempDir
  Path tmp;

  @Test
  void noSecretReachesTheConsoleOrAnyFile() throws Exception {
    Path plan = tmp.resolve("secret.yaml");
    Files.writeString(plan, String.join("\n",
        "properties: {recordcount: 50, operationcount: 200, db.url: 'jdbc:mysql://h/db?user=a&password=Q5ecretPW'}",
        "databases:",
        "  - name: mem",
        "    binding: memory",
        "    setup: 'echo setting up with ${PW}'",
        "    before-step: 'echo redis-cli -a L1teralPW flushall; echo flushed ${PW}'",
        "workloads: ['" + PlanDryRunTest.ROOT.resolve("workloads").resolve("workloada") + "']",
        "threads: [1]",
        ""));
    Path out = tmp.resolve("out");
    String dryRun = plan(plan.toString(), "--dry-run", "--out", out.toString());
    assertThat(dryRun).contains("--before-load 'echo redis-cli -a ***** flushall; echo flushed *****'")
        .contains("sh -c 'echo setting up with *****'").contains("password=*****");
    String run = plan(plan.toString(), "--out", out.toString());
    assertThat(run).contains("setting up with *****").contains("[plan] report:");
    for (String s : SECRETS) {
      assertThat(dryRun).doesNotContain(s);
      assertThat(run).doesNotContain(s);
    }
    assertThat(Files.readString(out.resolve("plan.yaml"))).contains("-a *****").contains("password=*****");
    List<Path> files;
    try (Stream<Path> s = Files.walk(out)) {
      files = s.filter(Files::isRegularFile).toList();
    }
    Path report = out.resolve("report");
    assertThat(files).contains(report.resolve("index.html"), report.resolve("report.md"),
        report.resolve("results.json"), report.resolve("results.csv"), out.resolve("mem").resolve("workloada-run")
            .resolve("sweep.json"));
    assertThat(files).anySatisfy(f -> assertThat(f.getFileName().toString()).isEqualTo("disclosure.json"));
    for (Path f : files) {
      String content = new String(Files.readAllBytes(f), StandardCharsets.ISO_8859_1);
      for (String s : SECRETS) {
        assertThat(content).as(f.toString()).doesNotContain(s);
      }
    }
  }

  /** Runs the plan in a JVM whose environment has PW, as a user's shell would; returns its console. */
  private String plan(String... args) throws IOException, InterruptedException {
    List<String> command = new ArrayList<>(ChildJvm.current().command(PlanHarness.class.getName(), List.of(args)));
    ProcessBuilder pb = new ProcessBuilder(command).redirectErrorStream(true);
    pb.environment().put("PW", "S3cretPW");
    Process p = pb.start();
    String console = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
    assertThat(p.waitFor(300, TimeUnit.SECONDS)).as(console).isTrue();
    assertThat(p.exitValue()).as(console).isZero();
    return console;
  }
}
