package site.ycsb.launcher;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.File;
import java.io.IOException;
import java.io.OutputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.zip.ZipEntry;
import java.util.zip.ZipOutputStream;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The child command for each entry of the command table, over an unpacked distribution laid out on disk. */
class JavaCommandTest {
  private static final BindingRegistry REGISTRY = BindingRegistry.parse(
      "basic:site.ycsb.BasicDB:core\nredis:site.ycsb.db.RedisClient\nmongodb:site.ycsb.db.MongoDbClient\n", "reg");

  @TempDir
  Path home;
  private Layout layout;

  @BeforeEach
  void distribution() throws IOException {
    jar(home.resolve("lib/core-1.0.0.jar"), "site/ycsb/Client.class", "site/ycsb/sweep/SweepMain.class");
    jar(home.resolve("redis-binding/lib/redis-binding-1.0.0.jar"), "site/ycsb/db/RedisClient.class");
    layout = new DistributionLayout(home);
  }

  private static void jar(Path file, String... entries) throws IOException {
    Files.createDirectories(file.getParent());
    try (OutputStream out = Files.newOutputStream(file); ZipOutputStream zip = new ZipOutputStream(out)) {
      for (String entry : entries) {
        zip.putNextEntry(new ZipEntry(entry));
        zip.closeEntry();
      }
    }
  }

  private List<String> command(String... argv) {
    return JavaCommand.of("bin/ycsb", home, home.resolve("bin/bindings.properties"), REGISTRY, layout, "java",
        List.of(argv));
  }

  private String lib(String folder) {
    return home.resolve(folder).resolve("*").toString();
  }

  @Test
  void loadRunAndShellTakeTheBinding() {
    // -Dycsb.binding: the name as typed, for the metrics' binding label (names may share a class).
    assertThat(command("load", "redis", "-P", "w", "-jvm-args", "-Xmx1g", "-cp", "/x")).containsExactly("java",
        "-Xmx1g", "-cp", String.join(File.pathSeparator, lib("lib"), lib("redis-binding/lib"), "/x"),
        "-Dycsb.binding=redis", "site.ycsb.Client", "-db", "site.ycsb.db.RedisClient", "-P", "w", "-load");
    assertThat(command("run", "basic")).endsWith("-Dycsb.binding=basic", "site.ycsb.Client", "-db",
        "site.ycsb.BasicDB", "-t");
    assertThat(command("shell", "basic", "-p", "x=1")).endsWith("site.ycsb.CommandLine", "-db", "site.ycsb.BasicDB",
        "-p", "x=1");
  }

  @Test
  void sweepPassesEverythingOnAndBringsTheBindingsJars() {
    List<String> sweep = command("sweep", "--out", "s", "redis", "-threads", "8,16");
    assertThat(sweep).contains("-Dycsb.home=" + home, "-Dycsb.bindings=" + home.resolve("bin/bindings.properties"))
        .contains(String.join(File.pathSeparator, lib("lib"), lib("redis-binding/lib")))
        .endsWith("site.ycsb.sweep.SweepMain", "--out", "s", "redis", "-threads", "8,16");
    assertThat(command("sweep", "-db", "site.ycsb.db.RedisClient")).contains(
        String.join(File.pathSeparator, lib("lib"), lib("redis-binding/lib")));
  }

  @Test
  void usageErrorsAreOneLineWithExitCodeTwo() {
    assertThatThrownBy(() -> command("frobnicate")).hasMessage(
        "unknown command 'frobnicate'; expected one of: load, run, shell, sweep, report, plan, compare "
            + "(see bin/ycsb --help)")
        .extracting(e -> ((LaunchException) e).code()).isEqualTo(2);
    assertThatThrownBy(() -> command("load", "-P", "w")).hasMessage(
        "'load' needs a binding: bin/ycsb load <binding> [options]; bindings: basic, redis, mongodb");
    assertThatThrownBy(() -> command("run", "nosuchdb")).hasMessage(
        "unknown binding 'nosuchdb'; expected one of: basic, redis, mongodb");
    assertThatThrownBy(() -> command("report", "r")).hasMessageStartingWith(
        "the 'report' command is not available in this distribution (no report/lib/ folder");
  }

  @Test
  void aBindingMissingFromTheDistributionIsAFailure() {
    assertThatThrownBy(() -> command("run", "mongodb")).hasMessageStartingWith(
        "binding 'mongodb' is not present in this distribution (no mongodb-binding/lib/ folder")
        .extracting(e -> ((LaunchException) e).code()).isEqualTo(1);
    assertThat(layout.absence(REGISTRY.entry("mongodb").orElseThrow())).isEqualTo("not in this distribution");
  }

  @Test
  void theReportNeedsItsMainClassAndGetsItsJvmDefaults() throws IOException {
    jar(home.resolve("report/lib/report-1.0.0.jar"), "site/ycsb/report/Other.class");
    assertThatThrownBy(() -> command("report", "r", "-o", "o")).hasMessage(
        "the 'report' command is not available in this build (site.ycsb.report.ReportMain is not in the report jar)");
    jar(home.resolve("report/lib/report-1.0.0.jar"), "site/ycsb/report/ReportMain.class");
    assertThat(command("report", "r", "-o", "o", "-jvm-args", "-Xmx2g")).startsWith("java",
        "-XX:TieredStopAtLevel=1", "-Djava.awt.headless=true", "-Xmx2g")
        .endsWith(String.join(File.pathSeparator, lib("lib"), lib("report/lib")), "site.ycsb.report.ReportMain",
            "r", "-o", "o");
  }

  @Test
  void helpRunsThePropertyHelpOnTheBindingsClassPath() {
    List<String> expected = List.of("java", "-cp", String.join(File.pathSeparator, lib("lib"),
        lib("redis-binding/lib")), "site.ycsb.engine.PropertyHelp", "redis", "site.ycsb.db.RedisClient");
    assertThat(JavaCommand.help("bin/ycsb", REGISTRY, layout, "java", List.of("help", "redis")))
        .isEqualTo(expected);
    assertThat(JavaCommand.asksForHelp(List.of("run", "redis", "-P", "w", "--help"))).isTrue();
    assertThat(JavaCommand.asksForHelp(List.of("run", "redis", "-P", "w"))).isFalse();
    assertThat(JavaCommand.asksForHelp(List.of("sweep", "redis", "--help"))).isFalse();
    assertThat(JavaCommand.asksForHelp(List.of())).isFalse();
    assertThat(JavaCommand.help("bin/ycsb", REGISTRY, layout, "java", List.of("run", "redis", "--help")))
        .isEqualTo(expected);
    assertThat(JavaCommand.help("bin/ycsb", REGISTRY, layout, "java", List.of("help", "workload")))
        .endsWith("site.ycsb.engine.PropertyHelp", "workload");
    assertThatThrownBy(() -> JavaCommand.help("bin/ycsb", REGISTRY, layout, "java", List.of("help", "nosuch")))
        .hasMessageStartingWith("unknown binding 'nosuch'; expected one of: ");
  }
}
