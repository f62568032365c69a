package site.ycsb.report;

import java.awt.BasicStroke;
import java.awt.Color;
import java.awt.Font;
import java.io.BufferedOutputStream;
import java.io.IOException;
import java.io.OutputStream;
import java.math.BigDecimal;
import java.math.RoundingMode;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.IntSummaryStatistics;
import java.util.List;
import java.util.TreeSet;
import org.jfree.chart.ChartUtils;
import org.jfree.chart.JFreeChart;
import org.jfree.chart.annotations.XYAnnotation;
import org.jfree.chart.annotations.XYTextAnnotation;
import org.jfree.chart.axis.CategoryAxis;
import org.jfree.chart.axis.LogAxis;
import org.jfree.chart.axis.NumberAxis;
import org.jfree.chart.axis.ValueAxis;
import org.jfree.chart.plot.CategoryPlot;
import org.jfree.chart.plot.DatasetRenderingOrder;
import org.jfree.chart.plot.Plot;
import org.jfree.chart.plot.ValueMarker;
import org.jfree.chart.plot.XYPlot;
import org.jfree.chart.renderer.category.BarRenderer;
import org.jfree.chart.renderer.category.LineAndShapeRenderer;
import org.jfree.chart.renderer.category.StandardBarPainter;
import org.jfree.chart.renderer.xy.XYLineAndShapeRenderer;
import org.jfree.chart.title.TextTitle;
import org.jfree.chart.ui.RectangleAnchor;
import org.jfree.chart.ui.TextAnchor;
import org.jfree.chart.util.ShapeUtils;
import org.jfree.data.category.DefaultCategoryDataset;
import org.jfree.data.xy.XYSeries;
import org.jfree.data.xy.XYSeriesCollection;
import site.ycsb.stats.MedianInterval;

/** The report's charts as PNG files (JFreeChart, headless AWT), referenced from {@code report.md}. */
final class PngCharts {
  static final int WIDTH = 960;
  static final int HEIGHT = 540;
  private static final Font CAPTION_FONT = new Font(Font.SANS_SERIF, Font.PLAIN, 12);

  /** A written chart: its title, its path relative to the report folder and its caption line ("" for none). */
  record Chart(String title, String file, String caption) {
  }

  private PngCharts() {
  }

  /** The charts {@link #write} draws, in order: two per workload and phase, then the memory per record. */
  static List<Chart> plan(ReportModel m) {
    List<Chart> charts = new ArrayList<>();
    for (ReportModel.WorkloadChart c : m.charts()) {
      String slug = Fmt.slug(("load".equals(c.phase()) ? "load-" : "") + c.workload());
      charts.add(new Chart(throughputTitle(c), "charts/" + slug + "-throughput.png", throughputCaption(c)));
      charts.add(new Chart(latencyTitle(c), "charts/" + slug + "-latency.png", latencyCaption(c)));
    }
    if (!m.footprint().isEmpty()) {
      charts.add(new Chart(FOOTPRINT_TITLE, "charts/memory-per-record.png", ""));
    }
    for (int i = 0; i < m.sizeLatency().size(); i++) {
      charts.add(new Chart(m.sizeLatency().get(i).title(), "charts/latency-by-size-" + (i + 1) + ".png",
          BY_SIZE_CAPTION));
    }
    for (int i = 0; i < m.overTime().size(); i++) {
      RateOverTime o = m.overTime().get(i);
      charts.add(new Chart(o.throughputTitle(), "charts/over-time-" + (i + 1) + "-throughput.png", ""));
      charts.add(new Chart(o.latencyTitle(), "charts/over-time-" + (i + 1) + "-latency.png", o.caption()));
    }
    return charts;
  }

  /** How many charts a report of this model draws (HTML and PNG alike). */
  static int count(ReportModel m) {
    return m.charts().size() * 2 + (m.footprint().isEmpty() ? 0 : 1) + m.sizeLatency().size()
        + m.overTime().size() * 2;
  }

  static final String BY_SIZE_CAPTION = "p50 (solid) and p99 (dashed) of each operation per value-size bucket, "
      + "smallest values first; no point where no operation fell in a bucket.";

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
    int first = m.charts().size() * 2;
    if (!m.footprint().isEmpty()) {
      Chart footprintChart = charts.get(first++);
      save(outDir.resolve(footprintChart.file()), footprint(m.footprint(), footprintChart.title(), palette));
    }
    for (SizeLatency s : m.sizeLatency()) {
      Chart c = charts.get(first++);
      save(outDir.resolve(c.file()), bySize(s, c.title()));
    }
    for (RateOverTime o : m.overTime()) {
      Chart c = charts.get(first++);
      save(outDir.resolve(c.file()), overTimeThroughput(o, c.title()));
      c = charts.get(first++);
      save(outDir.resolve(c.file()), overTimeLatency(o, c.title()));
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
    return c.label() + ": throughput (bars) and p" + c.percentile() + " latency (lines) per thread count";
  }

  /**
   * The throughput chart's caption line (HTML and PNG alike): how its points were made and what the whiskers
   * and bands are, or "" when every point is one run.
   */
  static String throughputCaption(ReportModel.WorkloadChart c) {
    return withMissing(c, repetitionsCaption(c));
  }

  /**
   * A caption led by the databases that ran the chart's workload but are not in it, and why: a database silently
   * absent from a comparison reads as one that was never tried.
   */
  static String withMissing(ReportModel.WorkloadChart c, String caption) {
    if (c.missing().isEmpty()) {
      return caption;
    }
    String missing = "Not in this chart: " + String.join(", ", c.missing());
    return caption.isEmpty() ? missing : missing + "; " + caption;
  }

  private static String repetitionsCaption(ReportModel.WorkloadChart c) {
    // Its parts are joined with "; " and hold none, so that the HTML page can set each on a line of its own.
    String points = pointsCaption(c);
    if (points.isEmpty()) {
      return "";
    }
    TreeSet<Integer> withInterval = new TreeSet<>();
    boolean without = false;
    for (ReportModel.BarSeries b : c.bars()) {
      for (int i = 0; i < b.runs().size(); i++) {
        boolean has = at(b.throughputLow(), i) != null || at(b.latencyLow(), i) != null;
        if (has) {
          withInterval.add(b.runs().get(i));
        } else if (b.runs().get(i) > 0) {
          without = true;
        }
      }
    }
    if (withInterval.isEmpty()) {
      return points + "; no interval (" + MedianInterval.MIN_REPETITIONS + " or more runs make one)";
    }
    String coverage;
    if (withInterval.first() >= 6) {
      coverage = "95% interval of the median (order statistics)";
    } else {
      List<String> each = new ArrayList<>();
      for (int n : withInterval.descendingSet()) {
        each.add(percent(MedianInterval.coverage(n)) + (withInterval.size() > 1 ? " at " + n + " runs" : ""));
      }
      coverage = String.join(", ", each) + " interval of the median (order statistics: the runs' min to max, "
          + "as 95% needs 6 runs or more)";
    }
    return points + "; whiskers (bars) and bands (lines): " + coverage
        + (without ? "; points of fewer than " + MedianInterval.MIN_REPETITIONS + " runs have none" : "");
  }

  /**
   * How the points of a chart were made, or "" when every point is one run: the median of the runs' values, the
   * percentile over all their operations being in the Repetitions table.
   */
  static String pointsCaption(ReportModel.WorkloadChart c) {
    IntSummaryStatistics runs = c.bars().stream().flatMap(b -> b.runs().stream()).filter(n -> n > 0)
        .mapToInt(Integer::intValue).summaryStatistics();
    if (runs.getCount() == 0 || runs.getMax() < 2) {
      return "";
    }
    String n = runs.getMin() == runs.getMax() ? Integer.toString(runs.getMax())
        : runs.getMin() + " to " + runs.getMax();
    return "Each point: the median of " + n + " runs' values (p" + c.percentile()
        + " over all their operations: Repetitions table)";
  }

  /**
   * The latency chart's caption line: which latency its curves draw where it is an SLO's, the steps left out for
   * want of it, and how its points were made (their intervals are on the throughput chart).
   */
  static String latencyCaption(ReportModel.WorkloadChart c) {
    return withMissing(c, curvesCaption(c));
  }

  private static String curvesCaption(ReportModel.WorkloadChart c) {
    List<String> parts = new ArrayList<>();
    if (c.curves().stream().anyMatch(s -> !s.points().isEmpty() || !s.unthrottled().isEmpty())) {
      parts.add("Points in sweep order (arrows: the way it went), each labelled with its " + (c.curves().stream()
          .flatMap(s -> s.points().stream()).anyMatch(p -> p.target() > 0) ? "target rate (/s) or " : "")
          + "client threads (thr)");
    }
    if (c.drawsSlo()) {
      SloCurve shared = c.sharedSlo();
      parts.add(shared != null
          ? "Curves: the SLO's " + shared.percentileName() + " response time of " + (shared.operation() == null
              ? "the worst operation (each apart)" : shared.operation())
              + ", as the capacity search judged each step with a target rate"
          : "Curves: each database's own SLO percentile and operation (legend), as its capacity search judged "
              + "each step; a database without a search: p" + c.percentile());
      if (c.curves().stream().anyMatch(s -> !s.unthrottled().isEmpty())) {
        parts.add("runs without a target (the search's probe, a thread sweep's steps) have a service time, not a "
            + "response time: hollow diamonds, not on the curve");
      }
      if (c.curves().stream().anyMatch(s -> !s.missed().isEmpty())) {
        parts.add("× a step that missed the SLO, with why (latency, or the validity guard it missed; the Capacity "
            + "table lists each)");
      }
      if (c.curves().stream().anyMatch(s -> s.points().stream().anyMatch(p -> p.runs() > 1))) {
        parts.add("a rate run more than once (the search's retries and confirmations): the median of its runs' "
            + "values, each run a ring");
      }
      for (ReportModel.CurveSeries s : c.curves()) {
        if (s.unavailable() > 0) {
          parts.add(s.database() + ": " + s.unavailable() + " step(s) without a " + s.slo().percentileName()
              + " of " + s.slo().operationName() + " (no histogram of it), not drawn");
        }
      }
    }
    String points = pointsCaption(c);
    if (!points.isEmpty()) {
      parts.add(points.replace("(p" + c.percentile() + " over all their operations: Repetitions table)",
          c.drawsSlo() ? "(the Repetitions table has p50/p95/p99 over all their operations)"
              : "(p" + c.percentile() + " over all their operations: Repetitions table)"));
      parts.add("intervals: throughput chart and Repetitions table");
    }
    return String.join("; ", parts);
  }

  /** A coverage as the caption prints it: 93.75%, 87.5%, 75%. */
  static String percent(double share) {
    return BigDecimal.valueOf(100 * share).setScale(2, RoundingMode.HALF_UP).stripTrailingZeros().toPlainString()
        + "%";
  }

  private static Double at(List<Double> values, int i) {
    return values != null && i < values.size() ? values.get(i) : null;
  }

  static String latencyTitle(ReportModel.WorkloadChart c) {
    if (c.drawsSlo()) {
      SloCurve s = c.sharedSlo();
      return c.label() + ": " + (s == null ? "latency at each database's SLO percentile"
          : s.percentileName() + " response time (" + s.operationName() + ")") + " vs throughput, with the SLO";
    }
    return c.label() + ": p" + c.percentile() + " latency vs throughput";
  }

  /** The latency chart's vertical axis: the SLO's percentile where its curves draw one. */
  static String latencyCurveAxis(ReportModel.WorkloadChart c) {
    if (c.drawsSlo()) {
      SloCurve s = c.sharedSlo();
      return s == null ? "latency (µs), percentile per curve in the legend" : s.axis();
    }
    return latencyAxis(c);
  }

  static String latencyAxis(ReportModel.WorkloadChart c) {
    return "p" + c.percentile() + " latency (µs)";
  }

  /**
   * One line per operation and percentile across the buckets, in bucket order; p99 dashed. The latency axis is
   * logarithmic (a p50 of 100 µs and a p99 of 60 ms share it) unless a value is below 1 µs.
   */
  static JFreeChart bySize(SizeLatency s, String title) {
    DefaultCategoryDataset data = new DefaultCategoryDataset();
    for (SizeLatency.Operation o : s.operations()) {
      for (int i = 0; i < s.buckets().size(); i++) {
        data.addValue(o.p50Us().get(i), o.operation() + " p50", s.buckets().get(i));
        data.addValue(o.p99Us().get(i), o.operation() + " p99", s.buckets().get(i));
      }
    }
    ValueAxis latencyAxis = s.logScale() ? new LogAxis("latency (µs, log scale)") : new NumberAxis("latency (µs)");
    if (latencyAxis instanceof LogAxis log) {
      log.setBase(10);
      log.setStandardTickUnits(NumberAxis.createIntegerTickUnits());
      log.setNumberFormatOverride(new java.text.DecimalFormat("#,##0"));
    }
    LineAndShapeRenderer renderer = new LineAndShapeRenderer(true, true);
    Color[] colors = {new Color(0x1f77b4), new Color(0xd62728), new Color(0x2ca02c), new Color(0x9467bd)};
    for (int i = 0; i < s.operations().size(); i++) {
      Color c = colors[i % colors.length];
      renderer.setSeriesPaint(2 * i, c);
      renderer.setSeriesPaint(2 * i + 1, c);
      renderer.setSeriesStroke(2 * i, new BasicStroke(2.5f));
      renderer.setSeriesStroke(2 * i + 1, new BasicStroke(2.5f, BasicStroke.CAP_ROUND, BasicStroke.JOIN_ROUND, 1f,
          new float[] {8f, 6f}, 0f));
    }
    CategoryAxis sizes = new CategoryAxis("value size, and the operations in each bucket");
    sizes.setMaximumCategoryLabelLines(3);
    for (int i = 0; i < s.buckets().size(); i++) {
      sizes.addCategoryLabelToolTip(s.buckets().get(i), s.countsText(i));
    }
    CategoryPlot plot = new CategoryPlot(countLabelled(data, s), sizes, latencyAxis, renderer);
    plot.setRangeGridlinePaint(Color.LIGHT_GRAY);
    return onWhite(title, plot);
  }

  /** The dataset with each bucket named with its counts ({@code <1KB  READ 5, UPDATE 6}), for the axis labels. */
  private static DefaultCategoryDataset countLabelled(DefaultCategoryDataset data, SizeLatency s) {
    DefaultCategoryDataset ret = new DefaultCategoryDataset();
    for (int r = 0; r < data.getRowCount(); r++) {
      for (int i = 0; i < s.buckets().size(); i++) {
        ret.addValue(data.getValue(r, i), data.getRowKey(r), s.buckets().get(i) + "  " + s.countsText(i));
      }
    }
    return ret;
  }

  static final String OVER_TIME_AXIS = "seconds since the schedule began";

  /** The latency-over-time chart's axis: logarithmic when every value is at least 1 µs. */
  static String overTimeLatencyAxis(RateOverTime o) {
    return o.logScale() ? "latency (µs, log scale)" : "latency (µs)";
  }

  /**
   * Measured ops/s per second (solid, a dot each second) and the target's mean over the same second (dotted); a
   * second without an interval is a gap in the measured line.
   */
  static JFreeChart overTimeThroughput(RateOverTime o, String title) {
    XYSeriesCollection data = new XYSeriesCollection();
    data.addSeries(perSecond("measured ops/s", o.seconds(), o.opsPerSec()));
    if (!o.targetOpsPerSec().isEmpty()) {
      data.addSeries(perSecond("target (" + o.kind() + ")", o.seconds(), o.targetOpsPerSec()));
    }
    XYLineAndShapeRenderer renderer = new XYLineAndShapeRenderer(true, false);
    renderer.setSeriesPaint(0, new Color(0x1f77b4));
    renderer.setSeriesStroke(0, new BasicStroke(2f));
    renderer.setSeriesShapesVisible(0, true);
    renderer.setSeriesShape(0, ShapeUtils.createDiamond(2f));
    renderer.setSeriesPaint(1, Color.DARK_GRAY);
    renderer.setSeriesStroke(1, new BasicStroke(2f, BasicStroke.CAP_ROUND, BasicStroke.JOIN_ROUND, 1f,
        new float[] {2f, 4f}, 0f));
    NumberAxis ops = new NumberAxis("ops/s");
    ops.setAutoRangeIncludesZero(true);
    XYPlot plot = new XYPlot(data, secondsAxis(), ops, renderer);
    plot.setRangeGridlinePaint(Color.LIGHT_GRAY);
    plot.setDomainGridlinePaint(Color.LIGHT_GRAY);
    return onWhite(title, plot);
  }

  /** p50, p95 and p99 of each second; a gap where a second had no operation. */
  static JFreeChart overTimeLatency(RateOverTime o, String title) {
    XYSeriesCollection data = new XYSeriesCollection();
    data.addSeries(perSecond("p50", o.seconds(), o.p50Us()));
    data.addSeries(perSecond("p95", o.seconds(), o.p95Us()));
    data.addSeries(perSecond("p99", o.seconds(), o.p99Us()));
    XYLineAndShapeRenderer renderer = new XYLineAndShapeRenderer(true, false);
    Color[] colors = {new Color(0x2ca02c), new Color(0xff7f0e), new Color(0xd62728)};
    for (int i = 0; i < colors.length; i++) {
      renderer.setSeriesPaint(i, colors[i]);
      renderer.setSeriesStroke(i, new BasicStroke(2f));
    }
    ValueAxis latencyAxis = o.logScale() ? new LogAxis(overTimeLatencyAxis(o)) : new NumberAxis(overTimeLatencyAxis(o));
    if (latencyAxis instanceof LogAxis log) {
      log.setBase(10);
      log.setStandardTickUnits(NumberAxis.createIntegerTickUnits());
      log.setNumberFormatOverride(new java.text.DecimalFormat("#,##0"));
    }
    XYPlot plot = new XYPlot(data, secondsAxis(), latencyAxis, renderer);
    plot.setRangeGridlinePaint(Color.LIGHT_GRAY);
    plot.setDomainGridlinePaint(Color.LIGHT_GRAY);
    return onWhite(title, plot);
  }

  private static NumberAxis secondsAxis() {
    NumberAxis axis = new NumberAxis(OVER_TIME_AXIS);
    axis.setAutoRangeIncludesZero(false);
    axis.setStandardTickUnits(NumberAxis.createIntegerTickUnits());
    return axis;
  }

  /** One point a second, in order; a null value is a gap the renderer does not bridge. */
  private static XYSeries perSecond(String name, List<Integer> seconds, List<? extends Number> values) {
    XYSeries s = new XYSeries(name, false, false);
    for (int i = 0; i < seconds.size(); i++) {
      s.add(seconds.get(i), values.get(i));
    }
    return s;
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
    BarRenderer barRenderer = new WhiskerBarRenderer(Intervals.throughput(c));
    LineAndShapeRenderer lineRenderer = new BandLineRenderer(Intervals.latency(c));
    for (int i = 0; i < c.bars().size(); i++) {
      Color color = palette.color(c.bars().get(i).database());
      barRenderer.setSeriesPaint(i, color);
      lineRenderer.setSeriesPaint(i, latencyColor(color));
      lineRenderer.setSeriesStroke(i, new BasicStroke(2.5f));
      lineRenderer.setSeriesShape(i, new java.awt.geom.Ellipse2D.Double(-4.5, -4.5, 9, 9));
    }
    // Each point ringed in white, as on the HTML page: it stays in sight on a bar of its own colour.
    lineRenderer.setUseOutlinePaint(true);
    lineRenderer.setDrawOutlines(true);
    lineRenderer.setDefaultOutlinePaint(Color.WHITE);
    lineRenderer.setDefaultOutlineStroke(new BasicStroke(1.5f));
    lineRenderer.setAutoPopulateSeriesOutlinePaint(false);
    lineRenderer.setAutoPopulateSeriesOutlineStroke(false);
    CategoryPlot plot = new CategoryPlot(bars, new CategoryAxis("client threads"), new NumberAxis("ops/s"),
        barRenderer);
    plot.setDataset(1, lines);
    plot.setRangeAxis(1, new NumberAxis(latencyAxis(c)));
    plot.mapDatasetToRangeAxis(1, 1);
    plot.setRenderer(1, lineRenderer);
    // Bars first, then the latency lines above them.
    plot.setDatasetRenderingOrder(DatasetRenderingOrder.FORWARD);
    plot.setRangeGridlinePaint(Color.LIGHT_GRAY);
    return captioned(onWhite(title, plot), throughputCaption(c));
  }

  /** A latency line's colour: its database's, darker, so that it shows over that database's bars. */
  static Color latencyColor(Color database) {
    return database.darker();
  }

  /** The chart with its caption line under the title, when there is one. */
  private static JFreeChart captioned(JFreeChart chart, String caption) {
    if (!caption.isEmpty()) {
      TextTitle line = new TextTitle(caption, CAPTION_FONT);
      line.setPaint(Color.DARK_GRAY);
      chart.addSubtitle(0, line);
    }
    return chart;
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
    List<XYAnnotation> notes = new ArrayList<>();
    int i = 0;
    for (ReportModel.CurveSeries s : c.curves()) {
      // In sweep order, not sorted by throughput: a curve that turns back is drawn as it went.
      XYSeries series = new XYSeries(s.label(), false, true);
      for (ReportModel.CurvePoint p : s.points()) {
        series.add(p.throughput(), p.latencyUs());
        notes.add(pointLabel(p.label(), p, latencyColor(palette.color(s.database()))));
      }
      data.addSeries(series);
      renderer.setSeriesPaint(i, palette.color(s.database()));
      renderer.setSeriesStroke(i, new BasicStroke(2f));
      notes.add(new DirectionArrows(s.points(), palette.color(s.database())));
      i++;
    }
    for (ReportModel.CurveSeries s : c.curves()) {
      if (s.unthrottled().isEmpty()) {
        continue;
      }
      // Runs without a target (the search's probe): a service time, apart from the response-time curve.
      XYSeries unthrottled = new XYSeries(s.database() + " " + UNTHROTTLED, false, true);
      for (ReportModel.CurvePoint p : s.unthrottled()) {
        unthrottled.add(p.throughput(), p.latencyUs());
        notes.add(pointLabel(p.label(), p, latencyColor(palette.color(s.database()))));
      }
      data.addSeries(unthrottled);
      renderer.setSeriesPaint(i, palette.color(s.database()));
      renderer.setSeriesLinesVisible(i, false);
      renderer.setSeriesShape(i, ShapeUtils.createDiamond(6f));
      renderer.setSeriesShapesFilled(i, false);
      i++;
    }
    for (ReportModel.CurveSeries s : c.curves()) {
      if (s.missed().isEmpty()) {
        continue;
      }
      // Each step that missed the SLO, and why: its latency, or the validity guard it missed.
      XYSeries missed = new XYSeries(s.database() + " missed the SLO", false, true);
      for (ReportModel.CurvePoint p : s.missed()) {
        missed.add(p.throughput(), p.latencyUs());
        XYTextAnnotation why = new OffsetText(MissReason.headline(p.missed()), p.throughput(), p.latencyUs(), 0, 8);
        why.setFont(LABEL_FONT);
        why.setPaint(Color.RED.darker());
        why.setTextAnchor(TextAnchor.TOP_CENTER);
        notes.add(why);
      }
      data.addSeries(missed);
      renderer.setSeriesPaint(i, Color.RED.darker());
      renderer.setSeriesLinesVisible(i, false);
      renderer.setSeriesShape(i, ShapeUtils.createDiagonalCross(4f, 1f));
      i++;
    }
    for (ReportModel.CurveSeries s : c.curves()) {
      if (s.tries().isEmpty()) {
        continue;
      }
      XYSeries tries = new XYSeries(s.label() + " runs", false, true);
      for (ReportModel.CurvePoint p : s.tries()) {
        tries.add(p.throughput(), p.latencyUs());
      }
      data.addSeries(tries);
      renderer.setSeriesPaint(i, palette.color(s.database()));
      renderer.setSeriesLinesVisible(i, false);
      renderer.setSeriesShape(i, new java.awt.geom.Ellipse2D.Double(-3.5, -3.5, 7, 7));
      renderer.setSeriesShapesFilled(i, false);
      renderer.setSeriesVisibleInLegend(i, false);
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
    XYPlot plot = new XYPlot(data, new NumberAxis("throughput (ops/s)"), new NumberAxis(latencyCurveAxis(c)),
        renderer);
    notes.forEach(plot::addAnnotation);
    // Room beside the last points for their labels.
    plot.getDomainAxis().setUpperMargin(0.1);
    plot.getRangeAxis().setUpperMargin(0.08);
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
    return captioned(onWhite(title, plot), latencyCaption(c));
  }

  /** The legend's name of a database's runs without a target on a chart of an SLO. */
  static final String UNTHROTTLED = "unthrottled (service time)";
  private static final Font LABEL_FONT = new Font(Font.SANS_SERIF, Font.PLAIN, 11);

  /** A point's label (its target rate or threads), above and right of it, in its curve's darker colour. */
  static XYTextAnnotation pointLabel(String text, ReportModel.CurvePoint p, Color color) {
    XYTextAnnotation label = new OffsetText(text, p.throughput(), p.latencyUs(), 5, -5);
    label.setFont(LABEL_FONT);
    label.setPaint(color);
    label.setTextAnchor(TextAnchor.BOTTOM_LEFT);
    return label;
  }

  /** The chart of {@code plot} with a legend, plot and chart on white. */
  private static JFreeChart onWhite(String title, Plot plot) {
    plot.setBackgroundPaint(Color.WHITE);
    JFreeChart chart = new JFreeChart(title, JFreeChart.DEFAULT_TITLE_FONT, plot, true);
    chart.setBackgroundPaint(Color.WHITE);
    return chart;
  }
}
