package site.ycsb.report;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.jfree.chart.JFreeChart;
import org.jfree.chart.annotations.XYAnnotation;
import org.jfree.chart.annotations.XYTextAnnotation;
import org.jfree.chart.plot.XYPlot;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import site.ycsb.sweep.SearchStep;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.json.JsonMapper;

/**
 * Every point of a latency-vs-throughput curve names its step (threads or target) in the PNG and on the HTML page,
 * the curve goes in sweep order even where throughput falls as threads grow, and a curve of a capacity search's SLO
 * holds only response times of steps with a target, each step that missed saying why. The model is the plan a user
 * ran: Redis and memcached, workloads A and E at 8, 16 and 32 threads, and a capacity search of Redis on A.
 */
class PngChartsCurveLabelsTest {
  private static final JsonMapper JSON = JsonMapper.builder().build();
  /** The search's target-rate guard message as sweep.json kept it from a client that printed one decimal. */
  private static final String TARGET_MISS = "validity warning: target not reached: 10351.1 ops/s is 95.0% of "
      + "-target 10899 (below validity.mintargetratio 0.95): the client or the database could not keep up, so the "
      + "run measured a lighter load than the target";

  @TempDir
  Path tmp;

  private static ReportModel.Metric metric(double v) {
    return new ReportModel.Metric(List.of(v), v, null, null);
  }

  private static ReportModel.Repetitions group(String db, String workload, int threads, double target,
      double throughput, double p95Us, Double sloUs) {
    Map<String, ReportModel.Metric> m = new LinkedHashMap<>();
    m.put("throughput", metric(throughput));
    m.put("p95Us", metric(p95Us));
    if (target > 0) {
      m.put("respP95Us", metric(p95Us));
    }
    if (sloUs != null) {
      m.put(ReportBuilder.SLO_METRIC, metric(sloUs));
    }
    return new ReportModel.Repetitions(db, "", workload, "run", false, threads, target,
        List.of(db + "-" + workload + "-" + threads + "-" + (long) target), m);
  }

  /** The user's plan as the report models it. */
  static ReportModel model() {
    List<ReportModel.Repetitions> groups = new ArrayList<>();
    // Workload A: Redis's throughput falls as threads grow (10.5k, 9.5k, 7.8k ops/s).
    groups.add(group("redis", "workloada", 8, 0, 10500, 900, 41000.0));
    groups.add(group("redis", "workloada", 16, 0, 9500, 1900, 52000.0));
    groups.add(group("redis", "workloada", 32, 0, 7800, 4100, 66000.0));
    groups.add(group("memcached", "workloada", 8, 0, 9800, 800, 2900.0));
    groups.add(group("memcached", "workloada", 16, 0, 10200, 1500, 4800.0));
    groups.add(group("memcached", "workloada", 32, 0, 9900, 3100, 8800.0));
    // Redis's capacity search on A, 8 threads: its paced steps (the unthrottled probe is the 8-thread run above).
    groups.add(group("redis", "workloada", 8, 5450, 5448, 2100, 2600.0));
    groups.add(group("redis", "workloada", 8, 7266, 7262, 3300, 4100.0));
    groups.add(group("redis", "workloada", 8, 8174, 8170, 4400, 5200.0));
    groups.add(group("redis", "workloada", 8, 10899, 10351.1, 5200, 6100.0));
    groups.add(group("redis", "workloada", 8, 13500, 11020, 22000, 27000.0));
    // Workload E.
    groups.add(group("redis", "workloade", 8, 0, 4200, 1300, null));
    groups.add(group("redis", "workloade", 16, 0, 4600, 2500, null));
    groups.add(group("redis", "workloade", 32, 0, 4400, 5600, null));
    groups.add(group("memcached", "workloade", 8, 0, 3900, 1500, null));
    groups.add(group("memcached", "workloade", 16, 0, 4100, 2900, null));
    groups.add(group("memcached", "workloade", 32, 0, 4000, 6100, null));
    List<SearchStep> steps = List.of(
        new SearchStep("s1", SearchStep.PROBE, 0, 10500.0, 41000.0, 700.0, 41000.0, false, "p99 41000 us is over "
            + "10000 us"),
        new SearchStep("s2", SearchStep.BRACKET, 10899, 10351.1, 6100.0, 900.0, 6100.0, false, TARGET_MISS),
        new SearchStep("s3", SearchStep.BRACKET, 13500, 11020.0, 27000.0, 900.0, 27000.0, false, "p99 27000 us is "
            + "over 10000 us"),
        new SearchStep("s4", SearchStep.BISECT, 5450, 5448.0, 2600.0, 500.0, 2600.0, true, null),
        new SearchStep("s5", SearchStep.BISECT, 8174, 8170.0, 5200.0, 600.0, 5200.0, false,
            "validity warning: 2.5% of READ returned NOT_FOUND (30 of 1200)"),
        new SearchStep("s6", SearchStep.CONFIRM, 7266, 7262.0, 4100.0, 600.0, 4100.0, true, null));
    List<ReportModel.MissedStep> missed = steps.stream().filter(s -> !s.meets()).map(s -> new ReportModel.MissedStep(
        s.role(), s.target(), s.throughput(), s.sloValueUs(), MissReason.of(s, "p99", 10000))).toList();
    ReportModel.Capacity capacity = new ReportModel.Capacity("redis", "workloada", "p99<=10ms", 10000, null,
        "found", 7266L, 7262.0, 600.0, 4100.0, steps.size(), 7266L, 8174L, "confirmed by a repeat", 99, "", missed);
    SloCurve.ByWorkload slos = new SloCurve.ByWorkload(List.of(capacity));
    return new ReportModel(List.of(), List.of(), ReportBuilder.charts(groups, 95, slos),
        new ReportModel.DisclosureSection(List.of(), Map.of(), Map.of(), List.of(), List.of()), List.of(), List.of(),
        List.of(), List.of(capacity), groups);
  }

  private static ReportModel.WorkloadChart chart(ReportModel m, String workload) {
    return m.charts().stream().filter(c -> c.workload().equals(workload)).findFirst().orElseThrow();
  }

  private static ReportModel.CurveSeries curve(ReportModel.WorkloadChart c, String db) {
    return c.curves().stream().filter(s -> s.database().equals(db)).findFirst().orElseThrow();
  }

  @Test
  void curvesGoInSweepOrderEachPointLabelledWithItsThreadsOrTarget() {
    ReportModel m = model();
    ReportModel.CurveSeries redisE = curve(chart(m, "workloade"), "redis");
    assertThat(redisE.points()).extracting(ReportModel.CurvePoint::label).containsExactly("8 thr", "16 thr",
        "32 thr");
    // Workload A's Redis curve is the search's SLO: its paced steps by target, never the unthrottled runs.
    ReportModel.CurveSeries redisA = curve(chart(m, "workloada"), "redis");
    assertThat(redisA.points()).extracting(ReportModel.CurvePoint::label).containsExactly("5,450/s", "7,266/s",
        "8,174/s", "10,899/s", "13,500/s");
    assertThat(redisA.points()).allMatch(p -> p.target() > 0);
    assertThat(redisA.unthrottled()).extracting(ReportModel.CurvePoint::label).containsExactly("8 thr", "16 thr",
        "32 thr");
    // memcached ran no search: on the SLO's chart its unthrottled runs (service times) are apart too, labelled.
    ReportModel.CurveSeries memcachedA = curve(chart(m, "workloada"), "memcached");
    assertThat(memcachedA.points()).isEmpty();
    assertThat(memcachedA.unthrottled()).extracting(ReportModel.CurvePoint::throughput)
        .containsExactly(9800.0, 10200.0, 9900.0);
  }

  @Test
  void everyStepThatMissedTheSloSaysWhyOnTheChartAndInTheCapacityTable() {
    ReportModel m = model();
    ReportModel.CurveSeries redisA = curve(chart(m, "workloada"), "redis");
    assertThat(redisA.missed()).extracting(ReportModel.CurvePoint::label).containsExactly("8,174/s", "10,899/s",
        "13,500/s");
    assertThat(redisA.missed()).extracting(ReportModel.CurvePoint::missed).containsExactly(
        "validity guard: 2.5% of READ returned NOT_FOUND (30 of 1200)",
        "target not reached: a validity guard, not the latency: 10351.1 ops/s is 94.97% of the target 10,899/s, "
            + "below validity.mintargetratio 0.95",
        "latency: p99 27,000 µs, over the SLO's 10,000 µs");
    String table = ReportTables.missedSteps(m.capacities().get(0));
    assertThat(table).contains("probe (unthrottled): latency: p99 41,000 µs, over the SLO's 10,000 µs",
        "bracket at 10,899/s: target not reached: a validity guard, not the latency: 10351.1 ops/s is 94.97%",
        "bisect at 8,174/s: validity guard: 2.5% of READ returned NOT_FOUND").doesNotContain("95.0%");
  }

  @Test
  void everyPngCurvePointCarriesItsLabel() {
    ReportModel m = model();
    Palette palette = new Palette(m);
    for (ReportModel.WorkloadChart c : m.charts()) {
      JFreeChart png = PngCharts.latency(c, PngCharts.latencyTitle(c), palette, PngCharts.capacitiesOf(m, c));
      List<XYTextAnnotation> texts = new ArrayList<>();
      for (XYAnnotation a : ((XYPlot) png.getPlot()).getAnnotations()) {
        if (a instanceof XYTextAnnotation t) {
          texts.add(t);
        }
      }
      for (ReportModel.CurveSeries s : c.curves()) {
        List<ReportModel.CurvePoint> all = new ArrayList<>(s.points());
        all.addAll(s.unthrottled());
        for (ReportModel.CurvePoint p : all) {
          assertThat(texts).as("%s %s at %s", c.workload(), s.database(), p.label()).anyMatch(t ->
              t.getText().equals(p.label()) && t.getX() == p.throughput() && t.getY() == p.latencyUs());
        }
        for (ReportModel.CurvePoint p : s.missed()) {
          assertThat(texts).as("why %s missed", p.label()).anyMatch(t -> t.getText().equals(
              MissReason.headline(p.missed())) && t.getX() == p.throughput() && t.getY() == p.latencyUs());
        }
      }
    }
  }

  @Test
  void everyHtmlCurvePointCarriesItsLabel() throws Exception {
    ReportModel m = model();
    Path page = tmp.resolve("index.html");
    Files.writeString(page, HtmlReport.render(m, ReportTables.all(m), new Palette(m)), StandardCharsets.UTF_8);
    keep(m, page);
    String dom = BrowserDom.dump(page, tmp);
    assertThat(dom).doesNotContain("data-js-errors=\"").contains("data-point-labels=\"");
    JsonNode drawn = JSON.readTree(dom.replaceAll("(?s).*data-point-labels=\"([^\"]*)\".*", "$1")
        .replace("&quot;", "\"").replace("&amp;", "&"));
    List<String> labels = new ArrayList<>();
    drawn.forEach(n -> labels.add(n.asString()));
    int expected = 0;
    for (int i = 0; i < m.charts().size(); i++) {
      for (ReportModel.CurveSeries s : m.charts().get(i).curves()) {
        for (ReportModel.CurvePoint p : s.points()) {
          assertThat(labels).contains("latency-" + i + "|" + s.label() + "|" + p.label());
          expected++;
        }
        for (ReportModel.CurvePoint p : s.unthrottled()) {
          assertThat(labels).contains("latency-" + i + "|" + s.database() + " " + PngCharts.UNTHROTTLED + "|"
              + p.label());
          expected++;
        }
        for (ReportModel.CurvePoint p : s.missed()) {
          assertThat(labels).contains("latency-" + i + "|" + s.database() + " missed the SLO|"
              + MissReason.headline(p.missed()));
          expected++;
        }
      }
    }
    assertThat(labels).hasSize(expected);
  }

  /** With -Dcharts.keep=DIR, the page and the PNG charts of the model are kept there to be looked at. */
  @Test
  void aLabelAtTheAxisEndIsDrawnWholeOnTheHtmlPage() throws Exception {
    // One paced run: its point sits where the throughput axis ends (2000), its label "2,004/s" to be read whole.
    List<ReportModel.Repetitions> groups = List.of(group("memory", "workloada", 4, 2004, 1991.6, 819, null));
    ReportModel m = new ReportModel(List.of(), List.of(), ReportBuilder.charts(groups, 95,
        new SloCurve.ByWorkload(List.of())), new ReportModel.DisclosureSection(List.of(), Map.of(), Map.of(),
        List.of(), List.of()), List.of(), List.of(), List.of(), List.of(), groups);
    Path page = tmp.resolve("index.html");
    Files.writeString(page, HtmlReport.render(m, ReportTables.all(m), new Palette(m)), StandardCharsets.UTF_8);
    String dom = BrowserDom.dump(page, tmp);
    assertThat(dom).doesNotContain("data-js-errors=\"").contains("data-point-labels=\"")
        .contains("2,004/s").contains("data-clipped-labels=\"[]\"");
  }

  private static void keep(ReportModel m, Path page) throws Exception {
    String to = System.getProperty("charts.keep");
    if (to != null) {
      Path dir = Files.createDirectories(Path.of(to));
      Files.copy(page, dir.resolve("index.html"), java.nio.file.StandardCopyOption.REPLACE_EXISTING);
      PngCharts.write(m, dir);
    }
  }
}
