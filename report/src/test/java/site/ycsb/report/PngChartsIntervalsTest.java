package site.ycsb.report;

import static org.assertj.core.api.Assertions.assertThat;

import java.awt.geom.Rectangle2D;
import java.awt.image.BufferedImage;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import javax.imageio.ImageIO;
import org.jfree.chart.ChartRenderingInfo;
import org.jfree.chart.JFreeChart;
import org.jfree.chart.entity.CategoryItemEntity;
import org.jfree.chart.plot.CategoryPlot;
import org.jfree.chart.title.TextTitle;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import site.ycsb.launcher.BindingRegistry;

/**
 * The PNG throughput chart draws each point's 95% interval as the HTML report does: a capped whisker on the bar,
 * a translucent band along the latency line; points without an interval get neither, and the caption says what
 * the whiskers are. Pixels of the written PNG are read where the chart's own scales put the interval's ends.
 */
class PngChartsIntervalsTest {
  @TempDir
  Path out;

  /** Where a value of a series and thread count lands: the bar's (or line point's) x, an axis value's y. */
  private record Geometry(JFreeChart chart, Rectangle2D area, List<CategoryItemEntity> items) {
    static Geometry of(JFreeChart chart) {
      ChartRenderingInfo info = new ChartRenderingInfo();
      chart.createBufferedImage(PngCharts.WIDTH, PngCharts.HEIGHT, info);
      List<CategoryItemEntity> items = new ArrayList<>();
      info.getEntityCollection().getEntities().forEach(e -> {
        if (e instanceof CategoryItemEntity c) {
          items.add(c);
        }
      });
      return new Geometry(chart, info.getPlotInfo().getDataArea(), items);
    }

    Rectangle2D item(int dataset, String row, String column) {
      CategoryPlot plot = chart.getCategoryPlot();
      return items.stream().filter(e -> e.getDataset() == plot.getDataset(dataset) && e.getRowKey().equals(row)
          && e.getColumnKey().equals(column)).findFirst().orElseThrow(() -> new AssertionError(row + " " + column))
          .getArea().getBounds2D();
    }

    int y(int axis, double value) {
      CategoryPlot plot = chart.getCategoryPlot();
      return (int) Math.round(plot.getRangeAxis(axis).valueToJava2D(value, area, plot.getRangeAxisEdge(axis)));
    }
  }

  /**
   * The whisker's colour (#222), also under a band: every channel below 100, unlike the bars, the lines and the
   * grid of these charts' first two palette colours (the darkest, blue's line, has 126 in one channel).
   */
  static boolean whisker(int rgb) {
    return ((rgb >> 16) & 0xff) < 100 && ((rgb >> 8) & 0xff) < 100 && (rgb & 0xff) < 100;
  }

  static boolean whiskerNear(BufferedImage img, int x, int y) {
    for (int dx = -1; dx <= 1; dx++) {
      if (whisker(img.getRGB(x + dx, y))) {
        return true;
      }
    }
    return false;
  }

  /** Two databases at 1, 2 and 4 threads: memory of 5 runs with intervals (at 4 threads 2 runs: none), basic 1. */
  static ReportModel.WorkloadChart chart() {
    List<Double> none = Arrays.asList(null, null, null);
    ReportModel.BarSeries memory = new ReportModel.BarSeries("memory", List.of(1000.0, 1800.0, 2500.0),
        List.of(100.0, 150.0, 300.0), List.of(5, 5, 2), Arrays.asList(900.0, 1500.0, null),
        Arrays.asList(1100.0, 2000.0, null), Arrays.asList(80.0, 120.0, null), Arrays.asList(130.0, 200.0, null),
        Arrays.asList(101L, 152L, null));
    ReportModel.BarSeries basic = new ReportModel.BarSeries("basic", List.of(400.0, 700.0, 900.0),
        List.of(40.0, 45.0, 60.0), List.of(1, 1, 1), none, none, none, none, Arrays.asList(40L, 45L, 60L));
    return new ReportModel.WorkloadChart("workloada", "run", 95, List.of(1, 2, 4), List.of(basic, memory),
        List.of());
  }

  static ReportModel model(ReportModel.WorkloadChart c) {
    return new ReportModel(List.of(), List.of(), List.of(c), null, List.of(), List.of(), List.of(), List.of(),
        List.of());
  }

  @Test
  void whiskersOnBarsAndBandsOnLinesWhereThePointsHaveIntervals() throws Exception {
    ReportModel.WorkloadChart c = chart();
    ReportModel m = model(c);
    PngCharts.write(m, out);
    BufferedImage img = ImageIO.read(out.resolve("charts/workloada-throughput.png").toFile());
    Geometry g = Geometry.of(PngCharts.throughput(c, PngCharts.throughputTitle(c), new Palette(m)));
    keep(out.resolve("charts"), "synthetic");

    // memory at 2 threads: a whisker from 1500 to 2000 ops/s, capped at both ends.
    Rectangle2D bar = g.item(0, "memory ops/s", "2");
    int x = (int) Math.round(bar.getCenterX());
    int lo = g.y(0, 1500);
    int hi = g.y(0, 2000);
    assertThat(hi).isLessThan(lo - 20).isGreaterThan((int) g.area.getMinY()); // 2000 fits: the axis reaches it
    int dark = 0;
    for (int y = hi + 2; y <= lo - 2; y++) {
      dark += whiskerNear(img, x, y) ? 1 : 0;
    }
    assertThat(dark).as("whisker pixels from %d to %d at x %d", hi, lo, x)
        .isGreaterThanOrEqualTo((lo - hi - 3) * 9 / 10);
    for (int y : new int[] {lo, hi}) {
      assertThat(whisker(img.getRGB(x - 4, y)) || whisker(img.getRGB(x - 4, y - 1))).as("cap left at %d", y).isTrue();
      assertThat(whisker(img.getRGB(x + 4, y)) || whisker(img.getRGB(x + 4, y - 1))).as("cap right at %d", y).isTrue();
      assertThat(whisker(img.getRGB(x + 9, y))).as("cap ends at 5 px").isFalse();
    }
    // Nothing beyond the interval: above its high end the column is free of whisker pixels.
    for (int y = (int) g.area.getMinY() + 1; y < hi - 2; y++) {
      assertThat(whiskerNear(img, x, y)).as("above the whisker at %d", y).isFalse();
    }
    // memory at 4 threads (2 runs) and every basic bar (1 run): no whisker anywhere in their column.
    for (Rectangle2D none : List.of(g.item(0, "memory ops/s", "4"), g.item(0, "basic ops/s", "1"),
        g.item(0, "basic ops/s", "2"))) {
      int nx = (int) Math.round(none.getCenterX());
      for (int y = (int) g.area.getMinY() + 1; y < g.area.getMaxY() - 1; y++) {
        assertThat(whiskerNear(img, nx, y)).as("no whisker at x %d y %d", nx, y).isFalse();
      }
    }

    // The p95 band of memory between 1 and 2 threads: at the category boundary (white between the bars), half
    // way between the two intervals' ends, the line's colour at 25% over white.
    int x1 = (int) Math.round(g.item(1, "memory p95", "1").getCenterX());
    int x2 = (int) Math.round(g.item(1, "memory p95", "2").getCenterX());
    int xm = (x1 + x2) / 2;
    int bandTop = (g.y(1, 130) + g.y(1, 200)) / 2;
    int bandBottom = (g.y(1, 80) + g.y(1, 120)) / 2;
    int lineY = (g.y(1, 100) + g.y(1, 150)) / 2;
    int tinted = 0;
    int probes = 0;
    for (int y = bandTop + 2; y <= bandBottom - 2; y++) {
      if (Math.abs(y - lineY) > 4) {
        probes++;
        tinted += band(img.getRGB(xm, y), new Palette(m).color("memory").darker().getRGB()) ? 1 : 0;
      }
    }
    assertThat(probes).isGreaterThan(10);
    assertThat(tinted).as("band pixels at x %d from %d to %d", xm, bandTop, bandBottom)
        .isGreaterThanOrEqualTo(probes * 9 / 10);
    assertThat(img.getRGB(xm, bandTop - 6) & 0xffffff).as("above the band: white or a grid line")
        .isIn(0xffffff, 0xc0c0c0);
    assertThat(img.getRGB(xm, bandBottom + 6) & 0xffffff).as("below the band").isIn(0xffffff, 0xc0c0c0);
    // basic (one run) has no band: between its points, off its line, the background stays white.
    int bx = (x1 + x2) / 2;
    int by = (g.y(1, 40) + g.y(1, 45)) / 2;
    assertThat(img.getRGB(bx, by - 8) & 0xffffff).isIn(0xffffff, 0xc0c0c0);

    // The caption line says what the whiskers are.
    assertThat(PngCharts.throughputCaption(c)).isEqualTo("Each point: the median of 1 to 5 runs' values (p95 over "
        + "all their operations: Repetitions table); whiskers (bars) and bands (lines): 93.75% interval of the "
        + "median (order statistics: the runs' min to max, as 95% needs 6 runs or more); points of fewer than 3 "
        + "runs have none");
    assertThat(g.chart().getSubtitles()).anyMatch(t -> t instanceof TextTitle tt
        && tt.getText().equals(PngCharts.throughputCaption(c)));
  }

  /** With {@code -Dpng.keep=DIR}, a copy of the charts to look at (DIR/NAME/*.png). */
  static void keep(Path dir, String name) throws java.io.IOException {
    String to = System.getProperty("png.keep");
    if (to != null) {
      Path d = Path.of(to, name);
      Files.createDirectories(d);
      try (var files = Files.list(dir)) {
        for (Path f : files.toList()) {
          Files.copy(f, d.resolve(f.getFileName()), java.nio.file.StandardCopyOption.REPLACE_EXISTING);
        }
      }
    }
  }

  /** A band pixel: the line's colour at {@link BandLineRenderer#ALPHA} over white, give or take rounding. */
  static boolean band(int rgb, int line) {
    for (int shift : new int[] {16, 8, 0}) {
      double want = 255 * (1 - BandLineRenderer.ALPHA) + ((line >> shift) & 0xff) * BandLineRenderer.ALPHA;
      if (Math.abs(((rgb >> shift) & 0xff) - want) > 4) {
        return false;
      }
    }
    return true;
  }

  @Test
  void aPointWhoseNeighboursHaveNoIntervalGetsAShortBand() throws Exception {
    List<Double> none = Arrays.asList(null, null, null);
    ReportModel.BarSeries memory = new ReportModel.BarSeries("memory", List.of(1000.0, 1800.0, 2500.0),
        List.of(100.0, 150.0, 300.0), List.of(2, 5, 2), none, none, Arrays.asList(null, 60.0, null),
        Arrays.asList(null, 240.0, null), Arrays.asList(101L, 152L, 301L));
    ReportModel.BarSeries basic = new ReportModel.BarSeries("basic", List.of(400.0, 700.0, 900.0),
        List.of(40.0, 45.0, 50.0), List.of(1, 1, 1), none, none, none, none, Arrays.asList(40L, 45L, 50L));
    ReportModel.WorkloadChart c = new ReportModel.WorkloadChart("workloada", "run", 95, List.of(1, 2, 4),
        List.of(basic, memory), List.of());
    ReportModel m = model(c);
    PngCharts.write(m, out);
    BufferedImage img = ImageIO.read(out.resolve("charts/workloada-throughput.png").toFile());
    Geometry g = Geometry.of(PngCharts.throughput(c, PngCharts.throughputTitle(c), new Palette(m)));
    int line = new Palette(m).color("memory").darker().getRGB();
    int x = (int) Math.round(g.item(1, "memory p95", "2").getCenterX());
    int probes = 0;
    int tinted = 0;
    for (int y = g.y(1, 240) + 2; y <= g.y(1, 60) - 2; y++) {
      if (Math.abs(y - g.y(1, 150)) > 6) { // off the point's marker and the line through it
        probes++;
        tinted += band(img.getRGB(x - 4, y), line) ? 1 : 0;
        assertThat(band(img.getRGB(x + 10, y), line)).as("the lone band ends 6 px from the point, at %d", y)
            .isFalse();
      }
    }
    assertThat(probes).isGreaterThan(10);
    assertThat(tinted).isGreaterThanOrEqualTo(probes * 9 / 10);
  }

  @Test
  void theCaptionGivesTheExactCoverageBelowSixRunsAndNinetyFiveFromSix() {
    assertThat(PngCharts.percent(site.ycsb.stats.MedianInterval.coverage(5))).isEqualTo("93.75%");
    assertThat(PngCharts.percent(site.ycsb.stats.MedianInterval.coverage(4))).isEqualTo("87.5%");
    assertThat(PngCharts.percent(site.ycsb.stats.MedianInterval.coverage(3))).isEqualTo("75%");
    ReportModel.BarSeries eight = new ReportModel.BarSeries("memory", List.of(1000.0), List.of(100.0), List.of(8),
        List.of(900.0), List.of(1100.0), List.of(80.0), List.of(130.0), List.of(101L));
    ReportModel.WorkloadChart c = new ReportModel.WorkloadChart("workloada", "run", 99, List.of(1), List.of(eight),
        List.of());
    assertThat(PngCharts.throughputCaption(c)).isEqualTo("Each point: the median of 8 runs' values (p99 over all "
        + "their operations: Repetitions table); whiskers (bars) and bands (lines): 95% interval of the median "
        + "(order statistics)");
    assertThat(PngCharts.latencyCaption(c)).isEqualTo("Each point: the median of 8 runs' values (p99 over all "
        + "their operations: Repetitions table); intervals: throughput chart and Repetitions table");
  }

  @Test
  void aReportOfRepeatedStepsDrawsWhiskersAndOneWithoutRepetitionsNone() throws Exception {
    Path sweep = out.resolve("sweep");
    assertThat(ChartPointEndToEndTest.sweep(sweep, "-threads", "1,2", "--repeat", "3")).isZero();
    Path report = out.resolve("report");
    assertThat(ReportMain.run(new String[] {sweep.toString(), "-o", report.toString()}, GoldenReportTest.quiet(),
        GoldenReportTest.quiet())).isZero();
    ReportModel m = ChartPointEndToEndTest.model(sweep);
    ReportModel.WorkloadChart c = m.charts().stream().filter(k -> "run".equals(k.phase())).findFirst().orElseThrow();
    BufferedImage img = ImageIO.read(report.resolve("charts/workloada-throughput.png").toFile());
    keep(report.resolve("charts"), "sweep");
    Geometry g = Geometry.of(PngCharts.throughput(c, PngCharts.throughputTitle(c), new Palette(m)));
    ReportModel.BarSeries memory = c.bars().get(0);
    for (int i = 0; i < c.threads().size(); i++) {
      assertThat(memory.runs().get(i)).isEqualTo(3);
      int x = (int) Math.round(g.item(0, "memory ops/s", c.threads().get(i).toString()).getCenterX());
      int lo = g.y(0, memory.throughputLow().get(i));
      int hi = g.y(0, memory.throughputHigh().get(i));
      // Two things cross the whisker where the measured values put them: the bar's top edge (the median) and,
      // with one database, the latency line's marker in the same column. Neither's pixels are probed.
      int median = g.y(0, memory.throughput().get(i));
      Rectangle2D marker = g.item(1, "memory p" + c.percentile(), c.threads().get(i).toString());
      int probed = 0;
      int dark = 0;
      List<Integer> light = new java.util.ArrayList<>();
      for (int y = hi; y <= lo; y++) {
        if (Math.abs(y - median) > 2 && (y < marker.getMinY() - 2 || y > marker.getMaxY() + 2)) {
          probed++;
          if (whiskerNear(img, x, y)) {
            dark++;
          } else {
            light.add(y);
          }
        }
      }
      assertThat(dark).as("whisker of %s threads from %d to %d (median at %d, marker %s): light at %s",
          c.threads().get(i), hi, lo, median, marker, light)
          .isGreaterThanOrEqualTo(probed * 9 / 10);
      assertThat(whiskerNear(img, x - 4, hi) || whiskerNear(img, x - 4, hi - 1)).as("cap").isTrue();
    }
    assertThat(Files.readString(report.resolve("report.md"))).contains("*Each point: the median of 3 runs' values",
        "75% interval of the median (order statistics");
    assertThat(Files.readString(report.resolve("index.html"))).contains("75% interval of the median");
    // The HTML page draws the same: a whisker per bar and a band per line point (counted by the page itself).
    String dom = BrowserDom.dump(report.resolve("index.html"), out);
    assertThat(dom).doesNotContain("data-js-errors=\"").contains("data-interval-whiskers=\"2\"",
        "data-interval-bands=\"2\"");

    // The committed fixtures: one run per step, so no whisker pixel in any throughput chart's plot area.
    Path plain = out.resolve("plain");
    ReportModel pm = ReportBuilder.build(new InputScanner(BindingRegistry.empty())
        .scan(List.of(GoldenReportTest.FIXTURES)));
    PngCharts.write(pm, plain);
    for (ReportModel.WorkloadChart pc : pm.charts()) {
      assertThat(PngCharts.throughputCaption(pc)).isEmpty();
      String slug = Fmt.slug(("load".equals(pc.phase()) ? "load-" : "") + pc.workload());
      BufferedImage p = ImageIO.read(plain.resolve("charts/" + slug + "-throughput.png").toFile());
      Geometry pg = Geometry.of(PngCharts.throughput(pc, PngCharts.throughputTitle(pc), new Palette(pm)));
      for (int x = (int) pg.area.getMinX() + 2; x < pg.area.getMaxX() - 2; x++) {
        for (int y = (int) pg.area.getMinY() + 1; y < pg.area.getMaxY() - 1; y++) {
          assertThat(whisker(p.getRGB(x, y))).as("%s: no whisker pixel at %d,%d", slug, x, y).isFalse();
        }
      }
    }
  }
}
