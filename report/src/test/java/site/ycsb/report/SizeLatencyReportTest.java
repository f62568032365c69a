package site.ycsb.report;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.jfree.chart.JFreeChart;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import site.ycsb.results.LatencySummary;
import site.ycsb.results.RunResult;
import site.ycsb.results.SeriesResult;
import site.ycsb.results.SizeBucketsResult;

/** The report's "latency by value size": every bucket, in bucket order, in the table, the PNG and the page. */
class SizeLatencyReportTest {
  private static final List<String> BUCKETS = List.of("<1KB", "1KB-10KB", "10KB-100KB", ">=100KB");

  @TempDir
  Path tmp;

  private static SeriesResult bucket(long count, long p50) {
    return new SeriesResult(count, Map.of(), count, 0, 0,
        new LatencySummary(p50, p50 * 3, p50, 1, Map.of("p50", p50, "p95", p50 * 2, "p99", p50 * 3)),
        null, null, null);
  }

  private static LoadedRun run() {
    // The buckets of result.json's objects in another order than their names: the order of the names counts.
    Map<String, SeriesResult> reads = new LinkedHashMap<>();
    reads.put(">=100KB", bucket(5, 900));
    reads.put("<1KB", bucket(50, 100));
    reads.put("1KB-10KB", bucket(30, 200));
    reads.put("10KB-100KB", new SeriesResult(0, Map.of(), 0, 0, 0, null, null, null, null));
    SizeBucketsResult split = new SizeBucketsResult(BUCKETS, List.of(1024L, 10240L, 102400L),
        Map.of("READ", reads), Map.of());
    RunResult r = RunResult.builder().phase("run").status("completed").threads(4).series(Map.of())
        .sizeBuckets(split).build();
    return new LoadedRun(null, "redis-run", r, null, "redis", "workloada", null, 1, List.of());
  }

  @Test
  void theTableAndTheChartsHaveEveryBucketInOrder() throws Exception {
    List<SizeLatency> split = SizeLatency.of(List.of(run()));
    assertThat(split).singleElement().satisfies(s -> {
      assertThat(s.buckets()).isEqualTo(BUCKETS);
      assertThat(s.operations().get(0).counts()).containsExactly(50L, 30L, 0L, 5L);
      assertThat(s.operations().get(0).p99Us()).containsExactly(300.0, 600.0, null, 2700.0);
    });
    ReportModel m = new ReportModel(List.of(), List.of(), List.of(), DisclosureSummary.of(List.of(run()),
        new Redaction()), List.of(), List.of(), List.of(), List.of(), List.of(), split);

    Table t = ReportTables.bySize(m);
    assertThat(t.title()).isEqualTo("Latency by value size");
    assertThat(t.rows()).extracting(row -> row.get(5).text() + ":" + row.get(6).text() + ":" + row.get(9).text())
        .containsExactly("<1KB:50:300", "1KB-10KB:30:600", "10KB-100KB:0:", ">=100KB:5:2700");

    JFreeChart png = PngCharts.bySize(split.get(0), split.get(0).title());
    assertThat(png.getCategoryPlot().getDataset().getColumnKeys()).extracting(Object::toString)
        .containsExactly("<1KB  READ 50", "1KB-10KB  READ 30", "10KB-100KB  READ 0", ">=100KB  READ 5");
    assertThat(png.getCategoryPlot().getDataset().getRowKeys()).containsExactly("READ p50", "READ p99");
    assertThat(PngCharts.plan(m)).extracting(PngCharts.Chart::file).containsExactly("charts/latency-by-size-1.png");
    List<PngCharts.Chart> written = PngCharts.write(m, tmp);
    assertThat(tmp.resolve(written.get(0).file())).isNotEmptyFile();

    String html = HtmlReport.render(m, ReportTables.all(m), new Palette(m));
    assertThat(html).contains("id=\"by-size-0\"")
        .contains("Latency by value size: redis, workloada run, 4 threads")
        .contains("\"buckets\":[\"<1KB\",\"1KB-10KB\",\"10KB-100KB\",\">=100KB\"]");
    assertThat(MarkdownReport.render(m, ReportTables.all(m), PngCharts.plan(m)))
        .contains("## Latency by value size").contains("(charts/latency-by-size-1.png)");
    assertThat(JsonReport.render(m)).contains("\"sizeLatency\"");
  }

  @Test
  void withoutASplitRunThereIsNoTableChartOrKey() throws Exception {
    ReportModel m = new ReportModel(List.of(), List.of(), List.of(), DisclosureSummary.of(List.of(),
        new Redaction()), List.of(), List.of(), List.of(), List.of(), List.of());
    assertThat(ReportTables.all(m)).noneMatch(t -> t.id().equals("by-size"));
    assertThat(PngCharts.count(m)).isZero();
    assertThat(JsonReport.render(m)).doesNotContain("sizeLatency");
    assertThat(HtmlReport.render(m, ReportTables.all(m), new Palette(m))).doesNotContain("id=\"by-size-")
        .doesNotContain("\"sizeLatency\":");
    assertThat(Files.exists(tmp)).isTrue();
  }
}
