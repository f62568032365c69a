package site.ycsb.report;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Comparator;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import site.ycsb.launcher.BindingRegistry;
import site.ycsb.testing.ProcessOutcome;

/**
 * The report refuses input it does not know (one line naming the file and the field, exit 2) and never shows a
 * run it has not got as a completed one; its output folder says what is wrong with it.
 */
class ReportMainBadInputTest {
  static final Path FIXTURES = Path.of("src", "test", "resources", "fixtures");

  @TempDir
  Path tmp;

  private Path copy(String fixture) throws IOException {
    Path from = FIXTURES.resolve(fixture);
    Path to = tmp.resolve(from.getFileName());
    try (Stream<Path> s = Files.walk(from)) {
      for (Path p : s.sorted(Comparator.naturalOrder()).toList()) {
        Path target = to.resolve(from.relativize(p).toString());
        if (Files.isDirectory(p)) {
          Files.createDirectories(target);
        } else {
          Files.copy(p, target);
        }
      }
    }
    return to;
  }

  private static void edit(Path file, String from, String to) throws IOException {
    String text = Files.readString(file);
    assertThat(text).contains(from);
    Files.writeString(file, text.replaceFirst(java.util.regex.Pattern.quote(from), to));
  }

  private ProcessOutcome report(Path... inputs) {
    List<String> args = new java.util.ArrayList<>(Stream.of(inputs).map(Path::toString).toList());
    args.addAll(List.of("-o", tmp.resolve("out").toString()));
    return ReportMainTest.run(args.toArray(new String[0]));
  }

  private void assertRefused(ProcessOutcome r, String line) {
    assertThat(r.exitCode()).as(r.err()).isEqualTo(2);
    assertThat(r.err().strip().lines()).hasSize(1);
    assertThat(r.err().strip()).isEqualTo("ycsb: error: " + line);
    assertThat(tmp.resolve("out")).doesNotExist();
  }

  @Test
  void negativeCountsAreRefusedNamingTheFileAndField() throws Exception {
    Path run = copy("single/workloadb-memory");
    edit(run.resolve("result.json"), "\"operations\" : 200", "\"operations\" : -200");
    assertRefused(report(run), run.resolve("result.json") + ": field 'operations' is -200; a count cannot be "
        + "negative");
  }

  @Test
  void impossibleCountsAreRefused() throws Exception {
    Path run = copy("single/workloadb-memory");
    String text = Files.readString(run.resolve("result.json"));
    String db = text.replaceAll("(?s).*\"dbOperations\" : (\\d+).*", "$1");
    edit(run.resolve("result.json"), "\"errors\" : 0", "\"errors\" : " + (Long.parseLong(db) + 1));
    assertRefused(report(run), run.resolve("result.json") + ": field 'errors' is " + (Long.parseLong(db) + 1)
        + ", more than 'dbOperations' (" + db + "): impossible counts");
  }

  @Test
  void aNewerSchemaVersionIsRefused() throws Exception {
    Path run = copy("single/workloadb-memory");
    edit(run.resolve("result.json"), "\"schemaVersion\" : 1", "\"schemaVersion\" : 99");
    assertRefused(report(run), run.resolve("result.json") + ": field 'schemaVersion' is 99; this ycsb reads "
        + "version 1 (the file was written by a newer ycsb: report it with that one)");
    Path sweep = copy("sweep-basic");
    edit(sweep.resolve("sweep.json"), "\"schemaVersion\" : 1", "\"schemaVersion\" : 99");
    assertRefused(report(sweep), sweep.resolve("sweep.json") + ": field 'schemaVersion' is 99; this ycsb reads "
        + "version 1 (the file was written by a newer ycsb: report it with that one)");
  }

  @Test
  void aFieldOfTheWrongTypeIsNamed() throws Exception {
    Path run = copy("single/workloadb-memory");
    edit(run.resolve("result.json"), "\"operations\" : 200", "\"operations\" : \"many\"");
    ProcessOutcome r = report(run);
    assertThat(r.exitCode()).isEqualTo(2);
    assertThat(r.err()).startsWith("ycsb: error: " + run.resolve("result.json") + ": field 'operations' has the "
        + "wrong type: ");
  }

  @Test
  void aCorruptHistogramNamesTheInputFileAndField() throws Exception {
    Path run = copy("single/workloadb-memory");
    edit(run.resolve("result.json"), "\"histogram\" : \"HISTF", "\"histogram\" : \"!HISTF");
    ProcessOutcome r = report(run);
    assertThat(r.exitCode()).as(r.err()).isEqualTo(2);
    assertThat(r.err().strip()).matches("ycsb: error: " + java.util.regex.Pattern.quote(run.resolve("result.json")
        .toString()) + ": field 'series\\.[A-Z-]+\\.histogram' is not an HDR histogram \\(Illegal base64 "
        + "character 21\\)");
    assertThat(tmp.resolve("out")).doesNotExist();

    // Base64 that is no histogram fails where it is decoded, named the same way.
    Path other = copy("clients/client-a");
    Path file = other.resolve("result.json");
    tools.jackson.databind.json.JsonMapper json = tools.jackson.databind.json.JsonMapper.builder().build();
    tools.jackson.databind.node.ObjectNode doc = (tools.jackson.databind.node.ObjectNode) json.readTree(file.toFile());
    ((tools.jackson.databind.node.ObjectNode) doc.get("series").get("INSERT")).put("histogram", "AAAAAAAA");
    json.writeValue(file.toFile(), doc);
    r = report(other);
    assertThat(r.exitCode()).as(r.err()).isEqualTo(2);
    assertThat(r.err().strip()).startsWith("ycsb: error: " + file + ": field 'series.INSERT.histogram' is not an "
        + "HDR histogram (");
    assertThat(tmp.resolve("out")).doesNotExist();
  }

  @Test
  void aSweepWhoseStepFoldersAreGoneShowsNoCompletedRow() throws Exception {
    Path sweep = copy("sweep-basic");
    for (String step : List.of("step-01-threads-1-rep-1", "step-02-threads-2-rep-1", "step-03-threads-4-rep-1")) {
      deleteTree(sweep.resolve(step));
    }
    ReportModel m = model(sweep);
    List<StepRow> steps = m.rows().stream().filter(r -> !r.run().endsWith("/load")).toList();
    assertThat(steps).hasSize(3).allSatisfy(r -> {
      assertThat(r.status()).isEqualTo("missing");
      assertThat(r.warnings()).anyMatch(w -> w.contains("sweep.json marks it completed, but "
          + "sweep-basic/step-0"));
    });
    assertThat(m.sweeps().get(0).failedSteps()).isEqualTo(3);
    for (List<Table.Cell> row : ReportTables.summary(m).rows()) {
      if (!row.get(row.size() - 1).text().endsWith("/load")) {
        assertThat(row.get(6).text()).isEqualTo("missing");
        assertThat(row.get(7).text()).as("ops/s of a step without a result").isEmpty();
      }
    }
  }

  @Test
  void failedStepsOfALoadSweepAreLabelledLoad() throws Exception {
    Path sweep = copy("sweep-basic");
    edit(sweep.resolve("sweep.json"), "\"status\" : \"completed\",\n    \"reason\" : null",
        "\"status\" : \"failed\",\n    \"reason\" : \"client exit code 1\"");
    edit(sweep.resolve("sweep.json"), "\"schemaVersion\" : 1,", "\"schemaVersion\" : 1, \"phase\" : \"load\",");
    deleteTree(sweep.resolve("step-01-threads-1-rep-1"));
    StepRow failed = model(sweep).rows().stream().filter(r -> "failed".equals(r.status())).findFirst().orElseThrow();
    assertThat(failed.phase()).isEqualTo("load");
  }

  @Test
  void aStepFolderGivenWithItsSweepCountsOnce() throws Exception {
    Path sweep = copy("sweep-basic");
    int alone = model(sweep).rows().size();
    assertThat(model(sweep, sweep.resolve("step-01-threads-1-rep-1")).rows()).hasSize(alone);
    assertThat(model(sweep.resolve("step-01-threads-1-rep-1"), sweep).rows()).hasSize(alone);
  }

  @Test
  void anOutputFolderThatCannotTakeTheReportIsNamedWithWhatIsWrong() throws Exception {
    Path run = copy("single/workloadb-memory");
    Path file = Files.writeString(tmp.resolve("afile"), "x");
    ProcessOutcome r = ReportMainTest.run(run.toString(), "-o", file.toString());
    assertThat(r.exitCode()).isEqualTo(2);
    assertThat(r.err().strip()).isEqualTo("ycsb: error: -o " + file + ": a file of that name exists; accepted: "
        + "a new or empty folder");
    r = ReportMainTest.run(run.toString(), "-o", file.resolve("sub").toString());
    assertThat(r.err().strip()).isEqualTo("ycsb: error: -o " + file.resolve("sub") + ": cannot create the folder: "
        + file + " is a file");
    Path full = Files.createDirectories(tmp.resolve("full"));
    Files.writeString(full.resolve("notes.txt"), "mine");
    r = ReportMainTest.run(run.toString(), "-o", full.toString());
    assertThat(r.err().strip()).isEqualTo("ycsb: error: -o " + full + ": is not empty and holds no earlier report; "
        + "accepted: a new or empty folder, or an earlier report's");
    assertThat(full.resolve("notes.txt")).hasContent("mine");
    if (Files.isDirectory(Path.of("/proc/self"))) {
      r = ReportMainTest.run(run.toString(), "-o", "/proc/x");
      assertThat(r.exitCode()).isEqualTo(2);
      assertThat(r.err().strip()).isEqualTo("ycsb: error: cannot create the folder /proc/x: /proc does not accept "
          + "new folders");
    }
  }

  @Test
  void anEarlierReportIsReplacedWholeAndNothingIsLeftBeside() throws Exception {
    Path run = copy("single/workloadb-memory");
    Path out = tmp.resolve("rep");
    assertThat(ReportMainTest.run(run.toString(), "-o", out.toString()).exitCode()).isZero();
    Files.writeString(out.resolve("report.md"), "stale");
    ProcessOutcome again = ReportMainTest.run(run.toString(), "-o", out.toString());
    assertThat(again.exitCode()).as(again.err()).isZero();
    assertThat(Files.readString(out.resolve("report.md"))).isNotEqualTo("stale");
    try (Stream<Path> s = Files.list(tmp)) {
      assertThat(s.map(p -> p.getFileName().toString())).as("no staging folder left").noneMatch(n -> n
          .startsWith("."));
    }
  }

  @Test
  void aReportThatFailsHalfWayLeavesTheFolderAsItWasAndOneThatSucceedsReplacesItWhole() throws Exception {
    Path sweep = copy("sweep-basic");
    Path out = Files.createDirectories(tmp.resolve("earlier"));
    for (String f : List.of("index.html", "results.json", "report.md", "results.csv")) {
      Files.writeString(out.resolve(f), "old");
    }
    Files.writeString(out.resolve("charts"), "not a folder"); // written in place, the charts would fail here
    ProcessOutcome r = ReportMainTest.run(sweep.toString(), "-o", out.toString());
    assertThat(r.exitCode()).as(r.err()).isZero();
    assertThat(out.resolve("charts")).isDirectory();
    try (Stream<Path> pngs = Files.list(out.resolve("charts"))) {
      assertThat(pngs.toList()).isNotEmpty().allSatisfy(p -> assertThat(Files.size(p)).isPositive());
    }
    for (String f : List.of("index.html", "results.json", "report.md", "results.csv")) {
      assertThat(Files.readString(out.resolve(f))).as(f).isNotEqualTo("old");
    }
  }

  private static ReportModel model(Path... inputs) throws Exception {
    return ReportBuilder.build(new InputScanner(BindingRegistry.fromSystemProperties()).scan(List.of(inputs)));
  }

  private static void deleteTree(Path dir) throws IOException {
    try (Stream<Path> s = Files.walk(dir)) {
      for (Path p : s.sorted(Comparator.reverseOrder()).toList()) {
        Files.delete(p);
      }
    }
  }
}
