package site.ycsb.report;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import site.ycsb.testing.ProcessOutcome;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.json.JsonMapper;
import tools.jackson.databind.node.ObjectNode;

/**
 * A sweep step whose client CPU per operation grew past 1.5× the first step's is warned about, beside the
 * knee it may still be. The committed basic sweep (first run step 6.7 µs/op, knee at 4 threads, load 66.7 µs/op)
 * with its steps' client CPU rewritten.
 */
class ClientDistortionTest {
  private static final JsonMapper JSON = JsonMapper.builder().build();

  @TempDir
  Path tmp;

  @Test
  void aStepPastOneAndAHalfTimesTheFirstStepsCpuIsWarnedAboutAndStaysTheKnee() throws IOException {
    Path sweep = sweepWithClientCpu(9.9, 20.0);
    ProcessOutcome report = ReportMainTest.run(sweep.toString(), "-o", tmp.resolve("out").toString());
    assertThat(report.exitCode()).as(report.err()).isZero();
    String md = Files.readString(tmp.resolve("out/report.md"));
    String validity = md.substring(md.indexOf("## Validity warnings"));
    assertThat(validity).contains("client CPU per operation at 4 threads is 20.0 µs, 3.0× the first step's 6.7 µs:"
        + " where client and server share a host, the client may be bending the curve")
        .doesNotContain("at 2 threads").doesNotContain("at 1 threads");
    String sweeps = md.substring(md.indexOf("## Sweeps"), md.indexOf("## Validity warnings"));
    // still the knee: the warning is about the client, the figure may be right
    assertThat(sweeps).contains("| **4** |").contains("| **threads=4 rep 1** |");
    String csv = Files.readString(tmp.resolve("out/results.csv"));
    assertThat(csv.lines().filter(l -> l.contains(",knee,")).findFirst().orElseThrow())
        .contains("client CPU per operation at 4 threads");
    assertThat(Files.readString(tmp.resolve("out/results.json")))
        .contains("\"clientDistortedSteps\" : [ \"threads=4 rep 1\" ]");
  }

  @Test
  void noStepPastTheLimitMeansNoWarning() throws IOException {
    Path sweep = sweepWithClientCpu(10.0, 9.0);
    ProcessOutcome report = ReportMainTest.run(sweep.toString(), "-o", tmp.resolve("out").toString());
    assertThat(report.exitCode()).as(report.err()).isZero();
    assertThat(Files.readString(tmp.resolve("out/report.md"))).doesNotContain("client CPU per operation at");
    assertThat(Files.readString(tmp.resolve("out/results.json"))).contains("\"clientDistortedSteps\" : [ ]");
  }

  /** A copy of the basic sweep fixture whose steps at 2 and 4 threads used the given client CPU per operation. */
  private Path sweepWithClientCpu(double at2, double at4) throws IOException {
    Path source = GoldenReportTest.FIXTURES.resolve("sweep-basic");
    Path copy = tmp.resolve("sweep-basic");
    try (Stream<Path> files = Files.walk(source)) {
      for (Path f : files.toList()) {
        Path to = copy.resolve(source.relativize(f).toString());
        if (Files.isDirectory(f)) {
          Files.createDirectories(to);
        } else {
          Files.copy(f, to);
        }
      }
    }
    setClientCpu(copy.resolve("step-02-threads-2-rep-1/result.json"), at2);
    setClientCpu(copy.resolve("step-03-threads-4-rep-1/result.json"), at4);
    return copy;
  }

  private static void setClientCpu(Path result, double usPerOp) throws IOException {
    JsonNode root = JSON.readTree(result.toFile());
    ((ObjectNode) root.get("client")).put("cpuUsPerOp", usPerOp);
    Files.writeString(result, JSON.writeValueAsString(root));
  }
}
