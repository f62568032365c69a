package site.ycsb.report;

import java.awt.BasicStroke;
import java.awt.Color;
import java.io.BufferedOutputStream;
import java.io.IOException;
import java.io.OutputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.jfree.chart.ChartUtils;
import org.jfree.chart.JFreeChart;
import org.jfree.chart.axis.CategoryAxis;
import org.jfree.chart.axis.NumberAxis;
import org.jfree.chart.plot.CategoryPlot;
import org.jfree.chart.plot.DatasetRenderingOrder;
import org.jfree.chart.plot.Plot;
import org.jfree.chart.plot.ValueMarker;
import org.jfree.chart.plot.XYPlot;
import org.jfree.chart.renderer.category.BarRenderer;
import org.jfree.chart.renderer.category.LineAndShapeRenderer;
import org.jfree.chart.renderer.category.StandardBarPainter;
import org.jfree.chart.renderer.xy.XYLineAndShapeRenderer;
import org.jfree.chart.ui.RectangleAnchor;
import org.jfree.chart.ui.TextAnchor;
import org.jfree.chart.util.ShapeUtils;
import org.jfree.data.category.DefaultCategoryDataset;
import org.jfree.data.xy.XYSeries;
import org.jfree.data.xy.XYSeriesCollection;

/** The report's charts as PNG files (JFreeChart, headless AWT), referenced from {@code report.md}. */
final class PngCharts {
  static final int WIDTH = 960;
  static final int HEIGHT = 540;

  /** A written chart: its title and its path relative to the report folder. */
  record Chart(String title, String file) {
  }

  private PngCharts() {
  }

  /** The charts {@link #write} draws, in order: two per workload and phase, then the memory per record. */
  static List<Chart> plan(ReportModel m) {
    List<Chart> charts = new ArrayList<>();
    for (ReportModel.WorkloadChart c : m.charts()) {
      String slug = Fmt.slug(("load".equals(c.phase()) ? "load-" : "") + c.workload());
      charts.add(new Chart(throughputTitle(c), "charts/" + slug + "-throughput.png"));
      charts.add(new Chart(latencyTitle(c), "charts/" + slug + "-latency.png"));
    }
    if (!m.footprint().isEmpty()) {
      charts.add(new Chart(FOOTPRINT_TITLE, "charts/memory-per-record.png"));
    }
    return charts;
  }

  /** How many charts a report of this model draws (HTML and PNG alike). */
  static int count(ReportModel m) {
    return m.charts().size() * 2 + (m.footprint().isEmpty() ? 0 : 1);
  }

  static final String FOOTPRINT_TITLE = "Server memory per record (bytes, from the server's statistics)";

  static List<Chart> write(ReportModel m, Path outDir) throws IOException {
    System.setProperty("java.awt.headless", "true"); // before the first AWT class loads; no display needed
    Files.createDirectories(outDir.resolve("charts"));
    Palette palette = new Palette(m);
    List<Chart> charts = plan(m);
    for (int i = 0; i < m.charts().size(); i++) {
      ReportModel.WorkloadChart c = m.charts().get(i);
      save(outDir.resolve(charts.get(2 * i).file()), throughput(c, charts.get(2 * i).title(), palette));
      save(outDir.resolve(charts.get(2 * i + 1).file()), latency(c, charts.get(2 * i + 1).title(), palette,
          capacitiesOf(m, c)));
    }
    if (!m.footprint().isEmpty()) {
      Chart last = charts.get(charts.size() - 1);
      save(outDir.resolve(last.file()), footprint(m.footprint(), last.title(), palette));
    }
    return charts;
  }

  /** Light compression: charts are flat colours that compress well anyway, and level 9 costs seconds. */
  private static void save(Path file, JFreeChart chart) throws IOException {
    try (OutputStream out = new BufferedOutputStream(Files.newOutputStream(file))) {
      ChartUtils.writeChartAsPNG(out, chart, WIDTH, HEIGHT, false, 1);
    }
  }

  static String throughputTitle(ReportModel.WorkloadChart c) {
    int most = c.bars().stream().flatMap(b -> b.runs().stream()).mapToInt(Integer::intValue).max().orElse(1);
    return c.label() + ": throughput (bars) and p" + c.percentile() + " latency (lines) per thread count"
        + (most > 1 ? "; median of up to " + most + " runs each, with its 95% interval" : "");
  }

  static String latencyTitle(ReportModel.WorkloadChart c) {
    return c.label() + ": p" + c.percentile() + " latency vs throughput";
  }

  static String latencyAxis(ReportModel.WorkloadChart c) {
    return "p" + c.percentile() + " latency (µs)";
  }

  static JFreeChart footprint(List<ReportModel.FootprintBar> bars, String title, Palette palette) {
    DefaultCategoryDataset data = new DefaultCategoryDataset();
    for (ReportModel.FootprintBar b : bars) {
      data.addValue(b.bytesPerRecord(), b.database(), "bytes per record");
    }
    BarRenderer renderer = new BarRenderer();
    renderer.setBarPainter(new StandardBarPainter());
    renderer.setShadowVisible(false);
    for (int i = 0; i < bars.size(); i++) {
      renderer.setSeriesPaint(i, palette.color(bars.get(i).database()));
    }
    CategoryPlot plot = new CategoryPlot(data, new CategoryAxis(""), new NumberAxis("bytes per record"),
        renderer);
    plot.setRangeGridlinePaint(Color.LIGHT_GRAY);
    return onWhite(title, plot);
  }

  static JFreeChart throughput(ReportModel.WorkloadChart c, String title, Palette palette) {
    DefaultCategoryDataset bars = new DefaultCategoryDataset();
    DefaultCategoryDataset lines = new DefaultCategoryDataset();
    for (ReportModel.BarSeries s : c.bars()) {
      for (int i = 0; i < c.threads().size(); i++) {
        String category = Integer.toString(c.threads().get(i));
        bars.addValue(s.throughput().get(i), s.database() + " ops/s", category);
        lines.addValue(s.latencyUs().get(i), s.database() + " p" + c.percentile(), category);
      }
    }
    BarRenderer barRenderer = new BarRenderer();
    barRenderer.setBarPainter(new StandardBarPainter());
    barRenderer.setShadowVisible(false);
    LineAndShapeRenderer lineRenderer = new LineAndShapeRenderer(true, true);
    for (int i = 0; i < c.bars().size(); i++) {
      Color color = palette.color(c.bars().get(i).database());
      barRenderer.setSeriesPaint(i, color);
      lineRenderer.setSeriesPaint(i, color.darker());
      lineRenderer.setSeriesStroke(i, new BasicStroke(2.5f));
    }
    CategoryPlot plot = new CategoryPlot(bars, new CategoryAxis("client threads"), new NumberAxis("ops/s"),
        barRenderer);
    plot.setDataset(1, lines);
    plot.setRangeAxis(1, new NumberAxis(latencyAxis(c)));
    plot.mapDatasetToRangeAxis(1, 1);
    plot.setRenderer(1, lineRenderer);
    plot.setDatasetRenderingOrder(DatasetRenderingOrder.FORWARD);
    plot.setRangeGridlinePaint(Color.LIGHT_GRAY);
    return onWhite(title, plot);
  }

  /** The capacity searches of the chart's workload (run phase only: a search runs the transaction phase). */
  static List<ReportModel.Capacity> capacitiesOf(ReportModel m, ReportModel.WorkloadChart c) {
    return "run".equals(c.phase()) ? m.capacities().stream().filter(k -> k.workload().equals(c.workload())).toList()
        : List.of();
  }

  static JFreeChart latency(ReportModel.WorkloadChart c, String title, Palette palette) {
    return latency(c, title, palette, List.of());
  }

  /**
   * The latency curve, with each SLO of a capacity search as a dashed horizontal line and each database's
   * capacity marked on it (a triangle at the capacity's rate).
   */
  static JFreeChart latency(ReportModel.WorkloadChart c, String title, Palette palette,
      List<ReportModel.Capacity> capacities) {
    XYSeriesCollection data = new XYSeriesCollection();
    XYLineAndShapeRenderer renderer = new XYLineAndShapeRenderer(true, true);
    int i = 0;
    for (ReportModel.CurveSeries s : c.curves()) {
      XYSeries series = new XYSeries(s.database(), false, true);
      for (ReportModel.CurvePoint p : s.points()) {
        series.add(p.throughput(), p.latencyUs());
      }
      data.addSeries(series);
      renderer.setSeriesPaint(i, palette.color(s.database()));
      renderer.setSeriesStroke(i, new BasicStroke(2f));
      i++;
    }
    for (ReportModel.Capacity k : capacities) {
      if (k.capacity() == null) {
        continue;
      }
      XYSeries mark = new XYSeries(k.database() + " capacity at " + k.slo(), false, true);
      mark.add(k.capacity().doubleValue(), k.limitUs()); // on the SLO line; it also keeps the line in range
      data.addSeries(mark);
      renderer.setSeriesPaint(i, palette.color(k.database()));
      renderer.setSeriesLinesVisible(i, false);
      renderer.setSeriesShape(i, ShapeUtils.createUpTriangle(7f));
      i++;
    }
    XYPlot plot = new XYPlot(data, new NumberAxis("throughput (ops/s)"), new NumberAxis(latencyAxis(c)),
        renderer);
    capacities.stream().map(ReportModel.Capacity::slo).distinct().forEach(slo -> {
      ReportModel.Capacity k = capacities.stream().filter(x -> x.slo().equals(slo)).findFirst().orElseThrow();
      ValueMarker line = new ValueMarker(k.limitUs(), Color.RED, new BasicStroke(1.5f, BasicStroke.CAP_BUTT,
          BasicStroke.JOIN_MITER, 10f, new float[] {6f, 4f}, 0f));
      line.setLabel("SLO " + slo);
      line.setLabelAnchor(RectangleAnchor.TOP_LEFT);
      line.setLabelTextAnchor(TextAnchor.BOTTOM_LEFT);
      plot.addRangeMarker(line);
    });
    plot.setRangeGridlinePaint(Color.LIGHT_GRAY);
    plot.setDomainGridlinePaint(Color.LIGHT_GRAY);
    return onWhite(title, plot);
  }

  /** The chart of {@code plot} with a legend, plot and chart on white. */
  private static JFreeChart onWhite(String title, Plot plot) {
    plot.setBackgroundPaint(Color.WHITE);
    JFreeChart chart = new JFreeChart(title, JFreeChart.DEFAULT_TITLE_FONT, plot, true);
    chart.setBackgroundPaint(Color.WHITE);
    return chart;
  }
}
