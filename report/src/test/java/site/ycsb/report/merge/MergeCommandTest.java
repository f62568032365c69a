package site.ycsb.report.merge;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.HdrHistogram.EncodableHistogram;
import org.HdrHistogram.Histogram;
import org.HdrHistogram.HistogramLogReader;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import site.ycsb.measurements.HistogramLogProcessorRun;
import site.ycsb.report.ReportMain;
import site.ycsb.results.ResultsDirectory;
import site.ycsb.results.RunResult;
import site.ycsb.results.RunResultBuilder;

/** Three real client runs of the memory binding (one run id, disjoint insert ranges) merged on disk. */
class MergeCommandTest {
  @TempDir
  Path tmp;

  @Test
  void mergesRealClientRunsIntoAResultsDirectory() throws Exception {
    List<Path> clients = new ArrayList<>();
    for (int c = 0; c < 3; c++) {
      Path dir = tmp.resolve("host-" + c);
      clients.add(dir);
      site.ycsb.ClientHarness.Outcome o = site.ycsb.ClientHarness.run("-db", "site.ycsb.db.MemoryDB",
          "-P", "../workloads/workloada", "-load", "-threads", "2", "-p", "recordcount=3000",
          "-p", "insertstart=" + c * 1000, "-p", "insertcount=1000", "-p", "run.id=three-hosts",
          "-p", "memory.name=merge-" + c, "-p", "results.dir=" + dir);
      assertThat(o.exitCode()).as(o.err()).isZero();
    }
    Path merged = tmp.resolve("merged");
    ByteArrayOutputStream out = new ByteArrayOutputStream();
    ByteArrayOutputStream err = new ByteArrayOutputStream();
    List<String> args = new ArrayList<>(List.of("merge"));
    clients.forEach(c -> args.add(c.toString()));
    args.addAll(List.of("-o", merged.toString()));
    int code = ReportMain.run(args.toArray(new String[0]), new PrintStream(out, true, StandardCharsets.UTF_8),
        new PrintStream(err, true, StandardCharsets.UTF_8));
    assertThat(code).as(err.toString(StandardCharsets.UTF_8)).isZero();
    assertThat(out.toString(StandardCharsets.UTF_8)).contains("Merged 3 client(s) of run three-hosts (load)");

    RunResult m = ResultsDirectory.readResult(merged.resolve("result.json"));
    Histogram expected = new Histogram(3);
    long operations = 0;
    for (Path c : clients) {
      RunResult r = ResultsDirectory.readResult(c.resolve("result.json"));
      operations += r.operations();
      expected.add(RunResultBuilder.decode(r.series().get("INSERT").histogram()));
    }
    assertThat(m.operations()).isEqualTo(operations).isEqualTo(3000);
    assertThat(m.series().get("INSERT").returns()).containsEntry("OK", 3000L);
    assertThat(RunResultBuilder.decode(m.series().get("INSERT").histogram())).isEqualTo(expected);
    assertThat(m.threads()).isEqualTo(6);
    assertThat(Files.readString(merged.resolve("merge.json"))).contains("\"clients\" : 3");
    assertThat(ResultsDirectory.readDisclosure(merged.resolve("disclosure.json")).commandLines()).hasSize(3);

    // The merged interval log is a valid HdrHistogram log whose intervals add up to the whole series.
    long intervalCount = 0;
    try (HistogramLogReader reader = new HistogramLogReader(merged.resolve("hdr/INSERT.hdr").toFile())) {
      EncodableHistogram h;
      while ((h = reader.nextIntervalHistogram()) != null) {
        intervalCount += ((Histogram) h).getTotalCount();
        assertThat(h.getTag()).isNull();
      }
    }
    assertThat(intervalCount).isEqualTo(3000);
    // ... untagged, as 0.17.0 writes its logs, so that HdrHistogram's own processor reads it.
    assertThat(HistogramLogProcessorRun.process(merged.resolve("hdr/INSERT.hdr"), tmp.resolve("processed"))
        .totalCount()).isEqualTo(3000);

    // Reporting the merged directory together with its clients counts every operation once.
    Path report = tmp.resolve("report");
    List<String> reportArgs = new ArrayList<>(List.of(merged.toString()));
    clients.forEach(c -> reportArgs.add(c.toString()));
    reportArgs.addAll(List.of("-o", report.toString()));
    assertThat(ReportMain.run(reportArgs.toArray(new String[0]), new PrintStream(out, true, StandardCharsets.UTF_8),
        new PrintStream(err, true, StandardCharsets.UTF_8))).isZero();
    String csv = Files.readString(report.resolve("results.csv"));
    assertThat(csv.lines().filter(l -> l.contains("three-hosts")).toList()).singleElement().asString()
        .contains(",merged,three-hosts,3,").contains(",3000,");
  }

  @Test
  void differentWorkloadsAreRefusedUnlessForcedAndTheWarningIsKeptAndShown() throws Exception {
    List<String> args = new ArrayList<>(List.of("merge"));
    for (String w : List.of("workloada", "workloadb")) {
      Path dir = tmp.resolve("client-" + w);
      site.ycsb.ClientHarness.Outcome o = site.ycsb.ClientHarness.run("-db", "site.ycsb.db.MemoryDB",
          "-P", "../workloads/" + w, "-load", "-p", "recordcount=200", "-p", "run.id=mixed",
          "-p", "memory.name=mixed-" + w, "-p", "results.dir=" + dir);
      assertThat(o.exitCode()).as(o.err()).isZero();
      args.add(dir.toString());
    }
    Path merged = tmp.resolve("merged");
    args.addAll(List.of("-o", merged.toString()));
    ByteArrayOutputStream out = new ByteArrayOutputStream();
    ByteArrayOutputStream err = new ByteArrayOutputStream();
    int code = ReportMain.run(args.toArray(new String[0]), new PrintStream(out, true, StandardCharsets.UTF_8),
        new PrintStream(err, true, StandardCharsets.UTF_8));
    String refusal = err.toString(StandardCharsets.UTF_8);
    assertThat(code).as(refusal).isEqualTo(2);
    assertThat(refusal.strip().lines()).singleElement().asString()
        .startsWith("ycsb: error: cannot merge: the clients ran different workloads: client-workloada ran "
            + "workloada (").contains("readproportion=0.5").contains("; client-workloadb ran workloadb (")
        .contains("readproportion=0.95").endsWith("(--force merges them anyway, with the warning kept in the merged "
            + "result.json)");
    assertThat(merged).doesNotExist();

    args.add("--force");
    out.reset();
    err.reset();
    code = ReportMain.run(args.toArray(new String[0]), new PrintStream(out, true, StandardCharsets.UTF_8),
        new PrintStream(err, true, StandardCharsets.UTF_8));
    assertThat(code).as(err.toString(StandardCharsets.UTF_8)).isZero();
    assertThat(err.toString(StandardCharsets.UTF_8)).contains("ycsb: warning: the clients ran different workloads: "
        + "client-workloada ran workloada");
    assertThat(out.toString(StandardCharsets.UTF_8)).doesNotContain("warning");
    RunResult m = ResultsDirectory.readResult(merged.resolve("result.json"));
    assertThat(m.warnings()).anyMatch(w -> w.startsWith("merge: the clients ran different workloads: "));

    Path report = tmp.resolve("report");
    assertThat(ReportMain.run(new String[] {merged.toString(), "-o", report.toString()},
        new PrintStream(out, true, StandardCharsets.UTF_8), new PrintStream(err, true, StandardCharsets.UTF_8)))
        .isZero();
    assertThat(Files.readString(report.resolve("results.json"))).contains("merge: the clients ran different "
        + "workloads");
  }

  @Test
  void intervalsAreAlignedByAbsoluteTime() throws Exception {
    Path a = tmp.resolve("a.hdr");
    Path b = tmp.resolve("b.hdr");
    writeLog(a, 1_000_000L, new long[] {0, 1000, 2000}, 10);
    writeLog(b, 1_001_000L, new long[] {0, 1000}, 5); // starts one second later: same slots as a's 2nd, 3rd
    Path out = tmp.resolve("m.hdr");
    assertThat(IntervalLogMerger.merge(List.of(a, b), "READ", out)).isEqualTo(3);
    List<IntervalLogMerger.Interval> merged = IntervalLogMerger.read(out);
    assertThat(merged).extracting(i -> i.histogram().getTotalCount()).containsExactly(10L, 15L, 15L);
    assertThat(merged).extracting(IntervalLogMerger.Interval::startMs)
        .containsExactly(1_000_000L, 1_001_000L, 1_002_000L);
    // The inputs are tagged, as this tool's logs were before; the merged log is not.
    assertThat(merged).allMatch(i -> i.histogram().getTag() == null);
    assertThat(Files.readAllLines(out).get(0)).isEqualTo("#[Logging for: READ]");
    assertThat(HistogramLogProcessorRun.process(out, tmp.resolve("m-processed")).totalCount()).isEqualTo(40);
  }

  /** A full disk is named as such, not as "cannot write" alone: /dev/full fails every write with ENOSPC. */
  @Test
  void aFullDiskIsNamedInTheError() throws Exception {
    Path full = Path.of("/dev/full");
    Assumptions.assumeTrue(Files.isWritable(full), "needs Linux's /dev/full");
    Path a = tmp.resolve("a.hdr");
    writeLog(a, 1_000_000L, new long[] {0, 1000}, 10);
    assertThatThrownBy(() -> IntervalLogMerger.merge(List.of(a), "READ", full)).isInstanceOf(IOException.class)
        .hasMessage("cannot write /dev/full: No space left on device");
  }

  private static void writeLog(Path file, long baseMs, long[] offsets, int values) throws Exception {
    try (PrintStream ps = new PrintStream(Files.newOutputStream(file), false, StandardCharsets.UTF_8)) {
      org.HdrHistogram.HistogramLogWriter w = new org.HdrHistogram.HistogramLogWriter(ps);
      w.outputLogFormatVersion();
      w.outputStartTime(baseMs);
      w.setBaseTime(baseMs);
      w.outputBaseTime(baseMs);
      w.outputLegend();
      for (long off : offsets) {
        Histogram h = new Histogram(3);
        for (int i = 0; i < values; i++) {
          h.recordValue(100 + i);
        }
        h.setStartTimeStamp(baseMs + off);
        h.setEndTimeStamp(baseMs + off + 1000);
        h.setTag("READ"); // as logs of earlier versions were
        w.outputIntervalHistogram(h);
      }
    }
  }
}
