package site.ycsb.report;

import static org.assertj.core.api.Assertions.assertThat;

import java.awt.Color;
import java.awt.geom.Rectangle2D;
import java.awt.image.BufferedImage;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import org.jfree.chart.ChartRenderingInfo;
import org.jfree.chart.JFreeChart;
import org.jfree.chart.entity.CategoryItemEntity;
import org.jfree.chart.plot.CategoryPlot;
import org.junit.jupiter.api.Test;

/**
 * The PNG throughput chart draws its latency lines above its bars: wherever a latency point or a stretch of line
 * lies over a bar (its own database's or another's), the pixel there has the line's colour, not the bar's. The
 * positions come from the chart's own rendering info (bars) and axes (points), the colours from the written image.
 */
class PngChartsLatencyOverBarsTest {

  /**
   * Redis and memcached at 8, 16 and 32 threads, and a database of its own so that a bar stands right under each
   * point: latencies that put points and lines across the bars.
   */
  static ReportModel.WorkloadChart chart() {
    List<Double> none = Arrays.asList(null, null, null);
    List<Integer> one = List.of(1, 1, 1);
    ReportModel.BarSeries memcached = new ReportModel.BarSeries("memcached", List.of(9800.0, 10200.0, 9900.0),
        List.of(700.0, 1500.0, 3100.0), one, none, none, none, none, Arrays.asList(700L, 1500L, 3100L));
    ReportModel.BarSeries redis = new ReportModel.BarSeries("redis", List.of(10500.0, 9500.0, 7800.0),
        List.of(800.0, 1700.0, 4000.0), one, none, none, none, none, Arrays.asList(800L, 1700L, 4000L));
    return new ReportModel.WorkloadChart("workloade", "run", 95, List.of(8, 16, 32), List.of(memcached, redis),
        List.of());
  }

  /** One database: each latency point stands on its own bar, at the category's middle. */
  static ReportModel.WorkloadChart single() {
    List<Double> none = Arrays.asList(null, null, null);
    ReportModel.BarSeries redis = new ReportModel.BarSeries("redis", List.of(10500.0, 9500.0, 7800.0),
        List.of(1200.0, 1900.0, 2600.0), List.of(1, 1, 1), none, none, none, none, Arrays.asList(1200L, 1900L,
        2600L));
    return new ReportModel.WorkloadChart("workloada", "run", 95, List.of(8, 16, 32), List.of(redis), List.of());
  }

  @Test
  void aLatencyPointOnItsOwnBarIsDrawnAboveIt() {
    assertThat(checkLines(single())).as("positions checked").isGreaterThanOrEqualTo(3);
  }

  @Test
  void latencyLinesCrossingOtherBarsAreDrawnAboveThem() {
    assertThat(checkLines(chart())).as("positions checked").isGreaterThanOrEqualTo(6);
  }

  /** Checks every point and stretch of line that lies over a bar; returns how many positions were checked. */
  private static int checkLines(ReportModel.WorkloadChart c) {
    ReportModel m = PngChartsIntervalsTest.model(c);
    Palette palette = new Palette(m);
    JFreeChart chart = PngCharts.throughput(c, PngCharts.throughputTitle(c), palette);
    ChartRenderingInfo info = new ChartRenderingInfo();
    BufferedImage img = chart.createBufferedImage(PngCharts.WIDTH, PngCharts.HEIGHT, info);
    Rectangle2D area = info.getPlotInfo().getDataArea();
    CategoryPlot plot = chart.getCategoryPlot();
    List<Rectangle2D> bars = new ArrayList<>();
    info.getEntityCollection().getEntities().forEach(e -> {
      if (e instanceof CategoryItemEntity i && i.getDataset() == plot.getDataset(0)) {
        bars.add(i.getArea().getBounds2D());
      }
    });
    assertThat(bars).isNotEmpty();
    int checked = 0;
    for (int s = 0; s < c.bars().size(); s++) {
      ReportModel.BarSeries series = c.bars().get(s);
      Color line = PngCharts.latencyColor(palette.color(series.database()));
      double[] xs = new double[c.threads().size()];
      double[] ys = new double[c.threads().size()];
      for (int k = 0; k < xs.length; k++) {
        xs[k] = plot.getDomainAxis().getCategoryMiddle(k, xs.length, area, plot.getDomainAxisEdge());
        ys[k] = plot.getRangeAxis(1).valueToJava2D(series.latencyUs().get(k), area, plot.getRangeAxisEdge(1));
      }
      for (int k = 0; k < xs.length; k++) {
        // The point itself, then the line to the next one at every 4 px.
        List<double[]> at = new ArrayList<>();
        at.add(new double[] {xs[k], ys[k]});
        if (k + 1 < xs.length) {
          for (double x = xs[k] + 10; x < xs[k + 1] - 10; x += 4) {
            at.add(new double[] {x, ys[k] + (ys[k + 1] - ys[k]) * (x - xs[k]) / (xs[k + 1] - xs[k])});
          }
        }
        for (double[] p : at) {
          int x = (int) Math.round(p[0]);
          int y = (int) Math.round(p[1]);
          Rectangle2D bar = bars.stream().filter(b -> inside(b, x, y)).findFirst().orElse(null);
          if (bar == null) {
            continue;
          }
          // The line's width straddles pixel rows: the nearest of the row above, this and below counts.
          int rgb = img.getRGB(x, y);
          for (int dy = -1; dy <= 1; dy += 2) {
            if (distance(new Color(img.getRGB(x, y + dy)), line) < distance(new Color(rgb), line)) {
              rgb = img.getRGB(x, y + dy);
            }
          }
          assertThat(closer(rgb, line, barColor(img, bar, x, y)))
              .as("%s's latency at (%d, %d) over a bar: pixel %06x, line %06x", series.database(), x, y,
                  rgb & 0xffffff, line.getRGB() & 0xffffff)
              .isTrue();
          checked++;
        }
      }
    }
    return checked;
  }

  /** Well inside the bar: its edges are anti-aliased. */
  private static boolean inside(Rectangle2D bar, int x, int y) {
    return x > bar.getMinX() + 3 && x < bar.getMaxX() - 3 && y > bar.getMinY() + 3 && y < bar.getMaxY() - 3;
  }

  /** The bar's own colour, read at its bottom (no line runs along the axis). */
  private static Color barColor(BufferedImage img, Rectangle2D bar, int x, int y) {
    return new Color(img.getRGB(x, (int) Math.round(bar.getMaxY()) - 2));
  }

  /** True when the pixel is nearer the line's colour than the bar's. */
  static boolean closer(int rgb, Color line, Color bar) {
    Color p = new Color(rgb);
    return distance(p, line) < distance(p, bar);
  }

  static int distance(Color a, Color b) {
    return Math.abs(a.getRed() - b.getRed()) + Math.abs(a.getGreen() - b.getGreen())
        + Math.abs(a.getBlue() - b.getBlue());
  }
}
