package site.ycsb.report;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.PrintStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.HdrHistogram.Histogram;
import org.HdrHistogram.HistogramLogWriter;
import org.jfree.chart.JFreeChart;
import org.jfree.data.xy.XYDataset;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import site.ycsb.db.MemoryDB;
import site.ycsb.results.ArrivalsResult;
import site.ycsb.results.RateShapeResult;
import site.ycsb.results.RunResult;
import site.ycsb.testing.ProcessOutcome;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.json.JsonMapper;

/**
 * "Throughput and latency over time" for runs whose rate varies: every second in order, the target beside it, a gap
 * where a second has no interval, and nothing for a run without a shape.
 */
class RateOverTimeReportTest {
  @TempDir
  Path tmp;

  @Test
  void aStepsRunIsDrawnSecondBySecondBesideItsTarget() throws Exception {
    String[] common = {"-p", "recordcount=200", "-p", "memory.name=over-time-report"};
    Fixtures.runDir(tmp.resolve("load"), MemoryDB.class.getName(), "workloadc", 1, "-load", common);
    RunResult run = Fixtures.runDir(tmp.resolve("run"), MemoryDB.class.getName(), "workloadc", 2, "-t",
        "-p", "recordcount=200", "-p", "memory.name=over-time-report", "-target", "200", "-p", "arrivals=open",
        "-p", "targetshape=steps", "-p", "targetshape.steps=100:2s,400:2s", "-p", "operationcount=0",
        "-p", "maxexecutiontime=6");
    assertThat(run.arrivals().shape().kind()).isEqualTo("steps");

    ProcessOutcome report = ReportMainTest.run(tmp.resolve("run").toString(), "-o", tmp.resolve("out").toString());
    assertThat(report.exitCode()).as(report.err()).isZero();
    JsonNode overTime = new JsonMapper().readTree(tmp.resolve("out/results.json").toFile()).get("overTime");
    assertThat(overTime).as("results.json's overTime").isNotNull().hasSize(1);
    JsonNode o = overTime.get(0);
    assertThat(o.get("kind").asString()).isEqualTo("steps");
    assertThat(o.get("operations").get(0).asString()).isEqualTo("READ");
    assertThat(o.get("latency").asString()).isEqualTo("response time");
    List<Integer> seconds = new ArrayList<>();
    o.get("seconds").forEach(s -> seconds.add(s.asInt()));
    // Every second of a 6 s run, one after the other, each measured (no gap in a healthy run).
    assertThat(seconds.size()).isGreaterThanOrEqualTo(5);
    for (int i = 1; i < seconds.size(); i++) {
      assertThat(seconds.get(i)).as("second after %s", seconds.get(i - 1)).isEqualTo(seconds.get(i - 1) + 1);
    }
    assertThat(o.get("opsPerSec")).hasSize(seconds.size()).noneMatch(JsonNode::isNull);
    assertThat(o.get("p99Us")).hasSize(seconds.size());
    // The target beside each second: 100 ops/s for the first two seconds, then 400, held after the last step.
    JsonNode target = o.get("targetOpsPerSec");
    assertThat(target).hasSize(seconds.size());
    double low = 0;
    double high = 0;
    for (int i = 0; i < seconds.size(); i++) {
      double t = target.get(i).asDouble();
      if (seconds.get(i) == 2) {
        assertThat(t).isCloseTo(100, org.assertj.core.data.Offset.offset(60.0));
        low = o.get("opsPerSec").get(i).asDouble();
      } else if (seconds.get(i) >= 4 && seconds.get(i) <= 5) {
        assertThat(t).isCloseTo(400, org.assertj.core.data.Offset.offset(1e-6));
        high = Math.max(high, o.get("opsPerSec").get(i).asDouble());
      }
    }
    assertThat(high).as("measured at 400 above measured at 100").isGreaterThan(low * 2);

    String html = Files.readString(tmp.resolve("out/index.html"));
    assertThat(html).contains("id=\"over-time-throughput-0\"").contains("id=\"over-time-latency-0\"")
        .contains("Throughput and latency over time: site.ycsb.db.MemoryDB, workloadc run, 2 threads (steps)")
        .contains("\"overTime\":");
    String md = Files.readString(tmp.resolve("out/report.md"));
    assertThat(md).contains("(charts/over-time-1-throughput.png)").contains("(charts/over-time-1-latency.png)");
    // The headline's target is the steps' mean over the run (-target 200 set no rate), and says so.
    assertThat(run.targetOpsPerSec()).isBetween(250.0, 360.0);
    assertThat(md).containsPattern("at 2 threads, target \\d+ \\(steps mean\\): p95").doesNotContain(", target 200");
    assertThat(tmp.resolve("out/charts/over-time-1-throughput.png")).isNotEmptyFile();
    assertThat(tmp.resolve("out/charts/over-time-1-latency.png")).isNotEmptyFile();
  }

  @Test
  void readsThatMissAreRequestsThatArrivedAndAreCounted() throws Exception {
    // Nothing loaded: every read misses, so the client records them all as READ-FAILED, apart from READ.
    RunResult run = Fixtures.runDir(tmp.resolve("miss"), MemoryDB.class.getName(), "workloadc", 2, "-t",
        "-p", "recordcount=200", "-p", "memory.name=over-time-misses", "-target", "300", "-p", "arrivals=open",
        "-p", "targetshape=steps", "-p", "targetshape.steps=300:4s", "-p", "operationcount=0",
        "-p", "maxexecutiontime=4");
    assertThat(run.series().get("READ").count()).isZero();
    assertThat(run.series().get("READ-FAILED").count()).isGreaterThan(900);

    ProcessOutcome report = ReportMainTest.run(tmp.resolve("miss").toString(), "-o", tmp.resolve("out").toString());
    assertThat(report.exitCode()).as(report.err()).isZero();
    JsonNode o = new JsonMapper().readTree(tmp.resolve("out/results.json").toFile()).get("overTime").get(0);
    assertThat(o.get("operations").toString()).contains("READ-FAILED");
    List<Double> ops = new ArrayList<>();
    o.get("opsPerSec").forEach(v -> ops.add(v.asDouble()));
    // The middle seconds hold the target's 300 requests each (the first and last meet the start and the stop).
    assertThat(ops.size()).isGreaterThanOrEqualTo(3);
    assertThat(ops.get(1)).isCloseTo(300, org.assertj.core.api.Assertions.within(30.0));
  }

  @Test
  void aSecondWithoutAnIntervalIsAGapNotAJoin() throws Exception {
    long zero = 1_700_000_000_000L;
    Path log = tmp.resolve("READ.hdr");
    try (PrintStream out = new PrintStream(Files.newOutputStream(log))) {
      HistogramLogWriter w = new HistogramLogWriter(out);
      w.outputStartTime(zero);
      w.setBaseTime(zero);
      w.outputBaseTime(zero);
      w.outputLegend();
      for (int second : new int[] {1, 2, 4}) {
        Histogram h = new Histogram(3);
        for (int i = 0; i < 100 * second; i++) {
          h.recordValue(10 + i % 50);
        }
        h.setStartTimeStamp(zero + (second - 1) * 1000L);
        h.setEndTimeStamp(zero + second * 1000L);
        w.outputIntervalHistogram(h);
      }
      // The stop's short intervals after the last whole second: not a second of their own, nor part of second 4.
      for (long[] tail : new long[][] {{4000, 4300}, {4300, 4310}}) {
        Histogram h = new Histogram(3);
        h.recordValue(10);
        h.setStartTimeStamp(zero + tail[0]);
        h.setEndTimeStamp(zero + tail[1]);
        w.outputIntervalHistogram(h);
      }
    }
    List<IntervalSeconds.Second> read = IntervalSeconds.read(Map.of("READ", log), zero).all();
    assertThat(read).extracting(IntervalSeconds.Second::second).containsExactly(1, 2, 4);
    assertThat(read).extracting(IntervalSeconds.Second::count).containsExactly(100L, 200L, 400L);

    RateShapeResult sine = new RateShapeResult("sine", 200.0, 0.5, 8.0, 0.0, null, zero);
    RateOverTime o = RateOverTime.of(shaped(sine), sine, List.of("READ"), "response time", read);
    assertThat(o.seconds()).containsExactly(1, 2, 3, 4);
    assertThat(o.opsPerSec()).containsExactly(100.0, 200.0, null, 400.0);
    assertThat(o.p50Us().get(2)).isNull();
    // The target is known in the gap too: the sine's mean over each second.
    assertThat(o.targetOpsPerSec()).hasSize(4).doesNotContainNull();
    double w = 2 * Math.PI / 8;
    double firstSecond = 200 + 0.5 * 200 / w * (1 - Math.cos(w));
    assertThat(o.targetOpsPerSec().get(0)).isCloseTo(firstSecond, org.assertj.core.data.Offset.offset(1e-9));

    JFreeChart png = PngCharts.overTimeThroughput(o, o.throughputTitle());
    XYDataset data = png.getXYPlot().getDataset();
    assertThat(data.getSeriesCount()).isEqualTo(2);
    assertThat(data.getItemCount(0)).isEqualTo(4);
    assertThat(data.getX(0, 2).intValue()).isEqualTo(3);
    assertThat(data.getY(0, 2)).isNull();
    assertThat(data.getSeriesKey(1)).isEqualTo("target (sine)");
  }

  @Test
  void theLogsOfSeveralOperationsAreAddedSecondBySecondAndKeptApart() throws Exception {
    long zero = 1_700_000_000_000L;
    // The sampler's ticks come a few ms after the schedule's start; a log of one operation begins a second late.
    Path reads = log("READ.hdr", zero, new long[][] {{8, 1008, 10, 100}, {1008, 2008, 20, 100}, {2008, 3008, 30, 100}});
    Path updates = log("UPDATE.hdr", zero, new long[][] {{1008, 2008, 5, 1000}, {2008, 3008, 6, 1000}});
    IntervalSeconds.Seconds read = IntervalSeconds.read(new java.util.LinkedHashMap<>(Map.of("READ", reads,
        "UPDATE", updates)), zero);
    assertThat(read.all()).extracting(IntervalSeconds.Second::second).containsExactly(1, 2, 3);
    assertThat(read.all()).extracting(IntervalSeconds.Second::count).containsExactly(10L, 25L, 36L);
    // Of 20 reads at 100 µs and 5 updates at 1000 µs, the p99 is an update's: the histograms are added.
    assertThat(read.all().get(1).p50Us()).isEqualTo(100L);
    assertThat(read.all().get(1).p99Us()).isBetween(999L, 1001L);
    assertThat(read.byOperation().get("READ")).extracting(IntervalSeconds.Second::count).containsExactly(10L, 20L, 30L);
    assertThat(read.byOperation().get("UPDATE")).extracting(IntervalSeconds.Second::second).containsExactly(2, 3);
    assertThat(read.all().get(0).opsPerSec()).isEqualTo(10.0);
  }

  /** An interval log as a run writes it; each interval {from ms, to ms, count, value µs} after {@code zero}. */
  private Path log(String name, long zero, long[][] intervals) throws Exception {
    Path file = tmp.resolve(name);
    try (PrintStream out = new PrintStream(Files.newOutputStream(file))) {
      HistogramLogWriter w = new HistogramLogWriter(out);
      w.outputStartTime(zero);
      w.setBaseTime(zero);
      w.outputBaseTime(zero);
      w.outputLegend();
      for (long[] i : intervals) {
        Histogram h = new Histogram(3);
        h.recordValueWithCount(i[3], i[2]);
        h.setStartTimeStamp(zero + i[0]);
        h.setEndTimeStamp(zero + i[1]);
        w.outputIntervalHistogram(h);
      }
    }
    return file;
  }

  @Test
  void aRunMarkedAsVaryingWithoutACurveIsDrawnWithoutATarget() {
    RateShapeResult trace = new RateShapeResult("trace", null, null, null, null, null, 0L);
    RateOverTime o = RateOverTime.of(shaped(trace), trace, List.of("READ"), "response time",
        List.of(new IntervalSeconds.Second(1, 0, 1, 50, 10L, 20L, 30L)));
    assertThat(o.targetOpsPerSec()).isEmpty();
    assertThat(PngCharts.overTimeThroughput(o, "t").getXYPlot().getDataset().getSeriesCount()).isEqualTo(1);
  }

  @Test
  void aRunWithoutAShapeAddsNothing() throws Exception {
    String[] common = {"-p", "recordcount=50", "-p", "operationcount=100", "-p", "memory.name=no-shape-report"};
    Fixtures.runDir(tmp.resolve("load"), MemoryDB.class.getName(), "workloadc", 1, "-load", common);
    Fixtures.runDir(tmp.resolve("run"), MemoryDB.class.getName(), "workloadc", 1, "-t", "-target", "500",
        "-p", "arrivals=open", "-p", "recordcount=50", "-p", "operationcount=100", "-p", "memory.name=no-shape-report");
    ProcessOutcome report = ReportMainTest.run(tmp.resolve("run").toString(), "-o", tmp.resolve("out").toString());
    assertThat(report.exitCode()).as(report.err()).isZero();
    assertThat(Files.readString(tmp.resolve("out/results.json"))).doesNotContain("overTime");
    // The page's script draws such charts when there are any; the page has neither their canvases nor their data.
    assertThat(Files.readString(tmp.resolve("out/index.html"))).doesNotContain("id=\"over-time-")
        .doesNotContain("\"overTime\":").doesNotContain("over time:");
    assertThat(Files.readString(tmp.resolve("out/report.md"))).doesNotContain("over-time");
    assertThat(tmp.resolve("out/charts")).isDirectoryNotContaining("glob:**over-time*");
  }

  private static LoadedRun shaped(RateShapeResult shape) {
    RunResult r = RunResult.builder().phase("run").status("completed").threads(2).series(Map.of())
        .arrivals(new ArrivalsResult("open", "uniform", 8, 2, 2, 0, 0, 0, 0, null, shape)).build();
    return new LoadedRun(null, "memory-run", r, null, "memory", "workloadc", null, 1, List.of());
  }
}
