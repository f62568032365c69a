package site.ycsb.report;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.jfree.chart.JFreeChart;
import org.jfree.chart.plot.XYPlot;
import org.jfree.data.xy.XYDataset;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import site.ycsb.launcher.BindingRegistry;
import site.ycsb.results.ResultsDirectory;
import site.ycsb.results.RunResult;
import site.ycsb.sweep.ResponseTimeAccess;
import site.ycsb.testing.ProcessOutcome;
import tools.jackson.databind.SerializationFeature;
import tools.jackson.databind.json.JsonMapper;

/**
 * A latency chart that carries an SLO line draws the SLO's own percentile (of its operation, or the worst one), the
 * number the capacity search judged each step by, and says so; a p99 line over p95 curves would mislead.
 */
class PngChartsSloTest {
  private static final JsonMapper JSON = JsonMapper.builder().enable(SerializationFeature.INDENT_OUTPUT).build();
  private static final List<Integer> TARGETS = List.of(150, 300);
  /** A search that ran its lower rate twice, as a retry does. */
  private static final List<Integer> RETRIED = List.of(150, 150, 300);

  @TempDir
  Path tmp;

  @Test
  void aP99SloChartDrawsEachStepsP99OfTheWorstOperationInEveryOutput() throws Exception {
    Path memory = searchFolder(tmp.resolve("memory"), "memory", "site.ycsb.db.MemoryDB", "p99<=20ms", 99, null);
    Path basic = searchFolder(tmp.resolve("basic"), "basic", "site.ycsb.BasicDB", "p99<=20ms", 99, null,
        "-p", "basicdb.simulatedelay=4");
    ReportModel m = model(memory, basic);
    ReportModel.WorkloadChart c = runChart(m);
    for (ReportModel.CurveSeries s : c.curves()) {
      assertThat(s.label()).isEqualTo(s.database() + " p99 worst op");
      assertThat(s.unavailable()).isZero();
      assertThat(s.points()).hasSize(TARGETS.size());
      for (ReportModel.CurvePoint p : s.points()) {
        // The number the search judged the step by: the p99 response time of the worst operation.
        assertThat(p.latencyUs()).as(s.database() + " at " + p.target())
            .isEqualTo(ResponseTimeAccess.percentileUs(step(s.database(), p.target()), null, 99));
      }
    }
    // With delays of 0-4 ms the p99 is not the p95 the chart drew before.
    ReportModel.CurveSeries slow = c.curves().stream().filter(s -> s.database().equals("basic")).findFirst()
        .orElseThrow();
    for (ReportModel.CurvePoint p : slow.points()) {
      StepRow row = m.rows().stream().filter(r -> r.database().equals("basic") && r.target() == p.target())
          .findFirst().orElseThrow();
      assertThat(p.latencyUs()).isGreaterThan(row.curveP95Us().doubleValue());
    }
    assertThat(PngCharts.latencyTitle(c)).isEqualTo("workloada: p99 response time (worst operation) vs throughput, "
        + "with the SLO");
    assertThat(PngCharts.latencyCurveAxis(c)).isEqualTo("p99 response time, worst operation (µs)");
    assertThat(PngCharts.latencyCaption(c)).contains("; Curves: the SLO's p99 response time of the worst operation");
    // The throughput chart, without an SLO line, keeps the report's p95.
    assertThat(PngCharts.throughputTitle(c)).contains("p95 latency (lines)");

    // PNG: the plotted values and the axis.
    JFreeChart png = PngCharts.latency(c, PngCharts.latencyTitle(c), new Palette(m), PngCharts.capacitiesOf(m, c));
    XYPlot plot = (XYPlot) png.getPlot();
    assertThat(plot.getRangeAxis().getLabel()).isEqualTo("p99 response time, worst operation (µs)");
    XYDataset data = plot.getDataset();
    for (int i = 0; i < c.curves().size(); i++) {
      ReportModel.CurveSeries s = c.curves().get(i);
      assertThat(String.valueOf(data.getSeriesKey(i))).isEqualTo(s.label());
      for (int k = 0; k < s.points().size(); k++) {
        assertThat(data.getYValue(i, k)).isEqualTo(s.points().get(k).latencyUs());
      }
    }
    assertThat(plot.getRangeMarkers(org.jfree.chart.ui.Layer.FOREGROUND).size()).isEqualTo(1);

    // HTML (the data the page draws from, and its axis) and Markdown.
    ProcessOutcome report = ReportMainTest.run(memory.toString(), basic.toString(), "-o",
        tmp.resolve("out").toString());
    assertThat(report.exitCode()).as(report.err()).isZero();
    String html = Files.readString(tmp.resolve("out/index.html"));
    assertThat(html).contains("\"label\":\"basic p99 worst op\"", "\"p99 response time, worst operation (µs)\"");
    assertThat(Files.readString(tmp.resolve("out/report.md")))
        .contains("![workloada: p99 response time (worst operation) vs throughput, with the SLO]");
    String dom = BrowserDom.dump(tmp.resolve("out/index.html"), tmp);
    assertThat(dom).contains("data-slo-lines=\"1\"").contains("data-capacity-marks=\"2\"")
        .doesNotContain("data-js-errors=\"");
  }

  @Test
  void searchesWithDifferentSlosDrawEachDatabaseAtItsOwnPercentileAndOperation() throws Exception {
    Path memory = searchFolder(tmp.resolve("memory"), "memory", "site.ycsb.db.MemoryDB", "p99.9<=20ms", 99.9,
        "READ");
    Path basic = searchFolder(tmp.resolve("basic"), "basic", "site.ycsb.BasicDB", "p50<=20ms", 50, null,
        "-p", "basicdb.simulatedelay=4");
    ReportModel.WorkloadChart c = runChart(model(memory, basic));
    assertThat(c.sharedSlo()).isNull();
    assertThat(c.curves()).extracting(ReportModel.CurveSeries::label)
        .containsExactly("basic p50 worst op", "memory p99.9 READ");
    for (ReportModel.CurvePoint p : c.curves().get(0).points()) {
      assertThat(p.latencyUs()).isEqualTo(ResponseTimeAccess.percentileUs(step("basic", p.target()), null, 50));
    }
    for (ReportModel.CurvePoint p : c.curves().get(1).points()) {
      assertThat(p.latencyUs()).isEqualTo(ResponseTimeAccess.percentileUs(step("memory", p.target()), "READ",
          99.9));
    }
    assertThat(PngCharts.latencyCurveAxis(c)).isEqualTo("latency (µs), percentile per curve in the legend");
    assertThat(PngCharts.latencyTitle(c)).contains("latency at each database's SLO percentile");
  }

  @Test
  void aStepWithoutTheSlosOperationIsLeftOutAndTheCaptionSaysSo() throws Exception {
    // workloada's run phase reads and updates: no INSERT to take a p99 of.
    Path memory = searchFolder(tmp.resolve("memory"), "memory", "site.ycsb.db.MemoryDB", "p99<=20ms", 99,
        "INSERT");
    ReportModel.WorkloadChart c = runChart(model(memory));
    ReportModel.CurveSeries s = c.curves().get(0);
    assertThat(s.points()).isEmpty();
    assertThat(s.unavailable()).isEqualTo(TARGETS.size());
    assertThat(PngCharts.latencyCaption(c)).contains("memory: 2 step(s) without a p99 of INSERT (no histogram of "
        + "it), not drawn");
    assertThat(PngCharts.latencyCurveAxis(c)).isEqualTo("p99 response time, INSERT (µs)");
  }

  @Test
  void aSweepWithoutAnSloKeepsTheReportsPercentile() throws Exception {
    Path sweep = Fixtures.sweep(tmp.resolve("plain"), "memory", "site.ycsb.db.MemoryDB", "workloada", List.of(1),
        0, null);
    ReportModel.WorkloadChart c = runChart(model(sweep));
    assertThat(c.drawsSlo()).isFalse();
    assertThat(c.curves().get(0).label()).isEqualTo("memory");
    assertThat(PngCharts.latencyCurveAxis(c)).isEqualTo("p95 latency (µs)");
    assertThat(PngCharts.latencyTitle(c)).isEqualTo("workloada: p95 latency vs throughput");
    StepRow row = model(sweep).rows().stream().filter(r -> "run".equals(r.phase())).findFirst().orElseThrow();
    assertThat(c.curves().get(0).points().get(0).latencyUs()).isEqualTo(row.curveP95Us().doubleValue());
  }

  @Test
  void aRateRunTwiceIsTheMedianOfItsRunsValuesAndTheCaptionSaysSo() throws Exception {
    Path memory = searchFolder(tmp.resolve("memory"), "memory", "site.ycsb.db.MemoryDB", "p99<=20ms", 99, null,
        RETRIED);
    ReportModel.WorkloadChart c = runChart(model(memory));
    ReportModel.CurvePoint twice = c.curves().get(0).points().stream().filter(p -> p.target() == 150).findFirst()
        .orElseThrow();
    assertThat(twice.runs()).isEqualTo(2);
    double first = ResponseTimeAccess.percentileUs(step("memory", 150, 1), null, 99);
    double second = ResponseTimeAccess.percentileUs(step("memory", 150, 2), null, 99);
    assertThat(twice.latencyUs()).isEqualTo((first + second) / 2);
    assertThat(PngCharts.latencyCaption(c)).contains("a rate run more than once (the search's retries and "
        + "confirmations): the median of its runs' values, each run a ring");
    // Each run of the rate twice run is a ring of its own: a retry decides, and the median would hide both tries.
    assertThat(c.curves().get(0).tries()).extracting(ReportModel.CurvePoint::latencyUs)
        .containsExactlyInAnyOrder(first, second);
    Palette palette = new Palette(model(memory));
    XYPlot plot = (XYPlot) PngCharts.latency(c, "t", palette, List.of()).getPlot();
    assertThat(plot.getDataset().getSeriesCount()).isEqualTo(2);
    assertThat(String.valueOf(plot.getDataset().getSeriesKey(1))).isEqualTo("memory p99 worst op runs");
    assertThat(plot.getRenderer().getSeriesVisibleInLegend(1)).isFalse();
  }

  private RunResult step(String database, double target) throws Exception {
    return step(database, target, 1);
  }

  private RunResult step(String database, double target, int rep) throws Exception {
    return ResultsDirectory.readResult(tmp.resolve(database).resolve(stepDir((int) target, rep))
        .resolve(ResultsDirectory.RESULT_FILE));
  }

  private static ReportModel model(Path... inputs) throws Exception {
    return ReportBuilder.build(new InputScanner(BindingRegistry.fromSystemProperties()).scan(List.of(inputs)));
  }

  private static ReportModel.WorkloadChart runChart(ReportModel m) {
    return m.charts().stream().filter(c -> "run".equals(c.phase())).findFirst().orElseThrow();
  }

  private static String stepDir(int target, int rep) {
    return "step-target-" + target + "-rep-" + rep;
  }

  /**
   * A sweep folder as a capacity search leaves it: run steps at target rates (1 thread) and sweep.json with its
   * capacitySearch, the capacity at the lower rate.
   */
  private static Path searchFolder(Path dir, String binding, String dbClass, String slo, double percentile,
      String operation, String... extra) throws Exception {
    return searchFolder(dir, binding, dbClass, slo, percentile, operation, TARGETS, extra);
  }

  private static Path searchFolder(Path dir, String binding, String dbClass, String slo, double percentile,
      String operation, List<Integer> targets, String... extra) throws Exception {
    Files.createDirectories(dir);
    Path store = dir.resolve("store.bin");
    List<String> common = new ArrayList<>(List.of("-p", "recordcount=200", "-p", "operationcount=300",
        "-p", "memory.file=" + store, "-p", "basicdb.verbose=false"));
    common.addAll(List.of(extra));
    Fixtures.runDir(dir.resolve("load"), dbClass, "workloada", 1, "-load", common.toArray(new String[0]));
    List<Object> steps = new ArrayList<>();
    Map<Integer, Integer> reps = new LinkedHashMap<>();
    for (int target : targets) {
      int rep = reps.merge(target, 1, Integer::sum);
      List<String> args = new ArrayList<>(common);
      args.addAll(List.of("-target", Integer.toString(target)));
      RunResult r = Fixtures.runDir(dir.resolve(stepDir(target, rep)), dbClass, "workloada", 1, "-t",
          args.toArray(new String[0]));
      Map<String, Object> s = new LinkedHashMap<>();
      s.put("value", target);
      s.put("threads", 1);
      s.put("target", target);
      s.put("repetition", rep);
      s.put("dir", stepDir(target, rep));
      s.put("status", "completed");
      s.put("exitCode", 0);
      s.put("elapsedMs", 1000);
      s.put("throughput", r.throughput());
      steps.add(s);
    }
    Files.deleteIfExists(store);
    Map<String, Object> c = new LinkedHashMap<>();
    c.put("slo", slo);
    c.put("percentile", percentile);
    c.put("limitUs", 20000.0);
    c.put("operation", operation);
    c.put("precision", 0.05);
    c.put("status", "found");
    c.put("reason", "confirmed by a repeat");
    c.put("probeThroughput", 1000.0);
    c.put("bracketLow", TARGETS.get(0));
    c.put("bracketHigh", TARGETS.get(1));
    c.put("capacity", TARGETS.get(0));
    c.put("capacityThroughput", (double) TARGETS.get(0));
    c.put("stepsUsed", TARGETS.size());
    c.put("steps", List.of());
    Map<String, Object> m = new LinkedHashMap<>();
    m.put("schema", "ycsb-sweep");
    m.put("schemaVersion", 1);
    m.put("sweepId", "sweep-" + binding + "-slo");
    m.put("binding", binding);
    m.put("database", dbClass);
    m.put("workload", "workloada");
    m.put("dimension", "target");
    m.put("values", targets.stream().distinct().toList());
    m.put("repeat", 1);
    m.put("status", "completed");
    m.put("commandLine", List.of("bin/ycsb", "sweep", binding, "--slo", slo));
    m.put("load", Map.of("dir", "load", "status", "completed"));
    m.put("steps", steps);
    m.put("capacitySearch", c);
    Files.writeString(dir.resolve("sweep.json"), JSON.writeValueAsString(m));
    return dir;
  }
}
