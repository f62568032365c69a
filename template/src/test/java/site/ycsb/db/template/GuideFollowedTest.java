package site.ycsb.db.template;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.File;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import site.ycsb.testing.ProcessOutcome;
import site.ycsb.testing.ProcessRun;

/**
 * Follows docs/adding-a-binding.md as a newcomer would: in a temporary copy of the source tree, runs step 1's
 * commands (copy template/ to acme/, rename, delete), builds the copy with the Maven wrapper against the
 * reactor (offline, {@code verify} with the style check and the copy's own tests, never {@code install}),
 * then loads and runs a workload through site.ycsb.Client with the copied binding, and checks that a property
 * the copy refuses ends the client with exit code 2 and one line. So the guide cannot drift from what works.
 */
class GuideFollowedTest {
  private static final Path ROOT = Path.of("").toAbsolutePath().getParent();
  private static final Path GUIDE = ROOT.resolve("docs/adding-a-binding.md");
  private static final Pattern STEP_BLOCK = Pattern.compile("<!-- guide-test: (\\w+) -->\\s*```sh\\n(.*?)```",
      Pattern.DOTALL);

  @TempDir
  Path tree;

  @Test
  void aCopyOfTheTemplateMadeAsStepOneSaysBuildsLoadsRunsAndRefusesABadProperty() throws Exception {
    copySourceTree();
    String guide = Files.readString(GUIDE);
    bash(block(guide, "copy"), 60);
    assertThat(tree.resolve("acme/src/main/java/site/ycsb/db/acme/AcmeClient.java")).exists();
    try (Stream<Path> tests = Files.list(tree.resolve("acme/src/test/java/site/ycsb/db/acme"))) {
      assertThat(tests.map(p -> p.getFileName().toString())).contains("AcmeClientTest.java", "LineKvServer.java")
          .noneMatch(n -> n.contains("Guide"));
    }
    assertThat(Files.readString(tree.resolve("pom.xml"))).contains("<module>acme</module>");

    // Offline: the test must not reach the network; a newcomer's first build may need it.
    ProcessOutcome build = bash(block(guide, "build").replace("./mvnw ", "./mvnw -o "), 900);
    assertThat(build.exitCode()).as("the guide's build of the copy:\n" + build.out()).isZero();
    assertThat(build.out()).as("the copy's own tests ran").contains("site.ycsb.db.acme.AcmeWorkloadTest");
    try (Stream<Path> jars = Files.list(tree.resolve("acme/target"))) {
      assertThat(jars.map(p -> p.getFileName().toString())).contains("acme-binding-1.0.0-SNAPSHOT.jar");
    }

    try (LineKvServer server = LineKvServer.start(null)) {
      String port = "acme.port=" + server.port();
      ProcessOutcome load = client("-load", "-p", port, "-p", "recordcount=50", "-p", "dataintegrity=true");
      assertThat(load.exitCode()).as(load.out()).isZero();
      assertThat(load.out()).contains("[INSERT], Return=OK, 50");
      ProcessOutcome run = client("-t", "-p", port, "-p", "recordcount=50", "-p", "operationcount=200",
          "-p", "dataintegrity=true");
      assertThat(run.exitCode()).as(run.out()).isZero();
      assertThat(run.out()).contains("[READ], Return=OK").doesNotContain("Return=ERROR");

      ProcessOutcome refused = client("-load", "-p", "acme.port=http");
      assertThat(refused.exitCode()).as("a refused property is bad input:\n" + refused.out()).isEqualTo(2);
      assertThat(refused.out()).contains("ycsb: error: property 'acme.port' is 'http'; accepted: a whole number"
          + " from 1 to 65535").doesNotContain("\tat ");
    }
  }

  /** The root pom, every module's pom (Maven reads them all), core as built, template, the wrapper. */
  private void copySourceTree() throws IOException {
    for (String file : List.of("pom.xml", "checkstyle.xml", "mvnw", ".mvn", "core", "template", "workloads")) {
      copy(ROOT.resolve(file), tree.resolve(file));
    }
    try (Stream<Path> modules = Files.list(ROOT)) {
      for (Path pom : modules.map(m -> m.resolve("pom.xml")).filter(Files::isRegularFile).toList()) {
        Path target = tree.resolve(ROOT.relativize(pom));
        if (!Files.exists(target)) {
          Files.createDirectories(target.getParent());
          Files.copy(pom, target);
        }
      }
    }
    deleteTree(tree.resolve("template/target"));
  }

  private static String block(String guide, String name) {
    Matcher m = STEP_BLOCK.matcher(guide);
    while (m.find()) {
      if (m.group(1).equals(name)) {
        return m.group(2);
      }
    }
    throw new AssertionError("docs/adding-a-binding.md has no <!-- guide-test: " + name + " --> sh block");
  }

  private ProcessOutcome client(String... args) throws Exception {
    String classPath = String.join(File.pathSeparator, tree.resolve("core/target/classes").toString(),
        tree.resolve("core/target/dependency").toString() + File.separator + "*",
        tree.resolve("acme/target/acme-binding-1.0.0-SNAPSHOT.jar").toString());
    List<String> command = new ArrayList<>(List.of(Path.of(System.getProperty("java.home"), "bin", "java")
        .toString(), "-cp", classPath, "site.ycsb.Client", "-db", "site.ycsb.db.acme.AcmeClient",
        "-P", "workloads/workloada", "-s"));
    command.addAll(List.of(args));
    return start(command, 120);
  }

  private ProcessOutcome bash(String script, int timeoutSeconds) throws Exception {
    return start(List.of("bash", "-euo", "pipefail", "-c", script), timeoutSeconds);
  }

  private ProcessOutcome start(List<String> command, int timeoutSeconds) throws Exception {
    return ProcessRun.of(command).in(tree).errIntoOut().timeout(Duration.ofSeconds(timeoutSeconds)).run();
  }

  private static void copy(Path from, Path to) throws IOException {
    if (!Files.exists(from)) {
      return;
    }
    try (Stream<Path> all = Files.walk(from)) {
      for (Path source : all.toList()) {
        Path target = to.resolve(from.relativize(source).toString());
        if (Files.isDirectory(source)) {
          Files.createDirectories(target);
        } else {
          Files.copy(source, target, StandardCopyOption.COPY_ATTRIBUTES);
        }
      }
    }
  }

  private static void deleteTree(Path dir) throws IOException {
    if (!Files.exists(dir)) {
      return;
    }
    try (Stream<Path> all = Files.walk(dir)) {
      for (Path p : all.sorted((a, b) -> b.getNameCount() - a.getNameCount()).toList()) {
        Files.delete(p);
      }
    }
  }
}
