package site.ycsb.plan;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/** Every example in plans/ parses and prints its commands with --dry-run, from the project's root. */
class PlanDryRunTest {
  static final Path ROOT = Path.of("..").toAbsolutePath().normalize();

  static Stream<Path> plans() throws IOException {
    try (Stream<Path> s = Files.list(ROOT.resolve("plans"))) {
      return s.filter(p -> p.toString().endsWith(".yaml")).sorted().toList().stream();
    }
  }

  @ParameterizedTest
  @MethodSource("plans")
  void dryRunPrintsEveryCommandAndExits0(Path plan) throws Exception {
    ByteArrayOutputStream out = new ByteArrayOutputStream();
    ByteArrayOutputStream err = new ByteArrayOutputStream();
    // Workload paths in plans are relative to the project's root, where bin/ycsb plan runs.
    int code = PlanMain.run(List.of(ROOT.relativize(plan).toString(), "--dry-run", "--out",
        "/tmp/x-h-report-dry-run"),
        List.of("bin/ycsb", "sweep"), List.of("bin/ycsb", "report"), PlanParserTest.REGISTRY,
        new PrintStream(out, true, StandardCharsets.UTF_8), new PrintStream(err, true, StandardCharsets.UTF_8),
        ROOT);
    String printed = out.toString(StandardCharsets.UTF_8);
    assertThat(code).as(err.toString(StandardCharsets.UTF_8)).isZero();
    assertThat(printed).contains("bin/ycsb sweep ").contains("bin/ycsb report ")
        .contains("-o /tmp/x-h-report-dry-run/report");
    assertThat(Path.of("/tmp/x-h-report-dry-run")).as("a dry run writes nothing").doesNotExist();
  }
}
