package site.ycsb.report;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * {@code index.html}: one self-contained page. Chart.js (the UMD build from the webjar) and the chart data
 * are inlined, so the page needs no network; the tables are plain HTML.
 */
final class HtmlReport {
  static final String CHART_JS = "META-INF/resources/webjars/chart.js/4.5.1/dist/chart.umd.min.js";
  private static final String APP_JS = "site/ycsb/report/report.js";
  private static final String STYLE = """
      body{font-family:system-ui,sans-serif;margin:1.5em;color:#222}
      h1{margin-top:0}h2{margin-top:1.8em;border-bottom:1px solid #ccc}
      .scroll{overflow-x:auto;max-width:100%}
      table{border-collapse:collapse;font-size:13px;margin:.5em 0}
      th,td{border:1px solid #ddd;padding:3px 6px;vertical-align:top}
      th{background:#f4f4f4;position:sticky;top:0}
      td.num{text-align:right;font-variant-numeric:tabular-nums;white-space:nowrap}
      td.em{background:#fff3b0;font-weight:600}
      .chart{display:inline-block;margin:0 1em 1em 0;border:1px solid #eee}
      .note{color:#555;font-size:13px}
      #verdict p{margin:.4em 0}#verdict h3{margin:.6em 0 .2em}#verdict ul{margin:.2em 0}
      .bad{color:#8a1c1c}
      details>summary{cursor:pointer;color:#225;font-size:13px;margin:.3em 0}
      """;

  private HtmlReport() {
  }

  static String render(ReportModel m, List<Table> tables, Palette palette) throws IOException {
    StringBuilder sb = new StringBuilder(1 << 20);
    int charts = PngCharts.count(m);
    sb.append("<!DOCTYPE html>\n<html lang=\"en\">\n<head>\n<meta charset=\"utf-8\">\n")
        .append("<title>YCSB report</title>\n<style>").append(STYLE).append("</style>\n")
        // Registered first, so that errors anywhere later on the page are recorded for the browser check.
        .append("<script>window.reportErrors=[];window.addEventListener('error',function(e){")
        .append("window.reportErrors.push(String(e.message));")
        .append("document.documentElement.setAttribute('data-js-errors',String(window.reportErrors.length));});")
        .append("</script>\n</head>\n<body data-charts-expected=\"").append(charts).append("\">\n");
    sb.append("<h1>YCSB report</h1>\n");
    // The verdict fills the first screen: what ran, what failed and why, the capacity, the headline figures.
    sb.append(FirstScreen.of(m).html());
    sb.append("<nav class=\"note\">");
    sb.append("<a href=\"#charts\">Charts</a>");
    for (Table t : tables) {
      sb.append(" · <a href=\"#").append(t.id()).append("\">").append(Fmt.html(t.title())).append("</a>");
    }
    if (!m.plans().isEmpty()) {
      sb.append(" · <a href=\"#plan\">Plan</a>");
    }
    sb.append("</nav>\n");
    // The picture first: a reader looks at the charts before the long tables.
    charts(sb, m);
    for (Table t : tables) {
      if (SUMMARY.equals(t.id())) {
        summary(sb, t);
      } else if (FOLDED.contains(t.id())) {
        folded(sb, t);
      } else {
        table(sb, t);
      }
    }
    plans(sb, m);
    sb.append("<script type=\"application/json\" id=\"report-data\">").append(scriptSafe(JsonReport.compact(
        chartData(m, palette)))).append("</script>\n");
    sb.append("<script>").append(scriptSafe(stripSourceMap(resource(CHART_JS)))).append("</script>\n");
    sb.append("<script>").append(resource(APP_JS)).append("</script>\n");
    sb.append("</body>\n</html>\n");
    return sb.toString();
  }

  private static Map<String, Object> chartData(ReportModel m, Palette palette) {
    Map<String, String> colors = new LinkedHashMap<>();
    m.charts().forEach(c -> c.bars().forEach(b -> colors.put(b.database(), palette.hex(b.database()))));
    m.footprint().forEach(b -> colors.put(b.database(), palette.hex(b.database())));
    m.capacities().forEach(c -> colors.putIfAbsent(c.database(), palette.hex(c.database())));
    Map<String, Object> data = new LinkedHashMap<>();
    data.put("charts", m.charts());
    data.put("colors", colors);
    Map<String, String> latencyColors = new LinkedHashMap<>();
    colors.keySet().forEach(db -> latencyColors.put(db, Palette.hex(PngCharts.latencyColor(palette.color(db)))));
    data.put("latencyColors", latencyColors);
    data.put("unthrottled", PngCharts.UNTHROTTLED);
    data.put("titles", m.charts().stream().map(c -> List.of(PngCharts.throughputTitle(c),
        PngCharts.latencyTitle(c), PngCharts.latencyAxis(c), PngCharts.throughputCaption(c),
        PngCharts.latencyCaption(c), PngCharts.latencyCurveAxis(c))).toList());
    data.put("footprint", m.footprint());
    data.put("capacities", m.capacities());
    data.put("footprintTitle", PngCharts.FOOTPRINT_TITLE);
    // Only when a run was split by value size: the page of other runs stays as it was.
    if (!m.sizeLatency().isEmpty()) {
      data.put("sizeLatency", m.sizeLatency());
      data.put("sizeLatencyTitles", m.sizeLatency().stream().map(SizeLatency::title).toList());
    }
    // Only when a run's rate varies over time: the page of other runs stays as it was.
    if (!m.overTime().isEmpty()) {
      data.put("overTime", m.overTime());
      data.put("overTimeTitles", m.overTime().stream().map(o -> List.of(o.throughputTitle(), o.latencyTitle(),
          PngCharts.overTimeLatencyAxis(o))).toList());
    }
    return data;
  }

  private static void charts(StringBuilder sb, ReportModel m) {
    sb.append("<h2 id=\"charts\">Charts</h2>\n");
    if (m.charts().isEmpty()) {
      sb.append("<p>No completed measured step to chart.</p>\n");
    }
    for (int i = 0; i < m.charts().size(); i++) {
      sb.append("<h3>").append(Fmt.html(m.charts().get(i).label())).append("</h3>\n");
      sb.append("<div class=\"chart\"><canvas class=\"chart\" id=\"throughput-").append(i)
          .append("\" width=\"").append(PngCharts.WIDTH).append("\" height=\"").append(PngCharts.HEIGHT)
          .append("\"></canvas></div>\n");
      sb.append("<div class=\"chart\"><canvas class=\"chart\" id=\"latency-").append(i)
          .append("\" width=\"").append(PngCharts.WIDTH).append("\" height=\"").append(PngCharts.HEIGHT)
          .append("\"></canvas></div>\n");
    }
    if (!m.footprint().isEmpty()) {
      sb.append("<h3>Memory per record</h3>\n<div class=\"chart\"><canvas class=\"chart\" id=\"footprint\" width=\"")
          .append(PngCharts.WIDTH).append("\" height=\"").append(PngCharts.HEIGHT).append("\"></canvas></div>\n");
    }
    for (int i = 0; i < m.sizeLatency().size(); i++) {
      sb.append("<h3>").append(Fmt.html(m.sizeLatency().get(i).title())).append("</h3>\n")
          .append("<div class=\"chart\"><canvas class=\"chart\" id=\"by-size-").append(i).append("\" width=\"")
          .append(PngCharts.WIDTH).append("\" height=\"").append(PngCharts.HEIGHT).append("\"></canvas></div>\n")
          .append("<p class=\"note\">").append(Fmt.html(PngCharts.BY_SIZE_CAPTION)).append("</p>\n");
    }
    for (int i = 0; i < m.overTime().size(); i++) {
      sb.append("<h3>").append(Fmt.html(m.overTime().get(i).title())).append("</h3>\n");
      for (String kind : List.of("throughput", "latency")) {
        sb.append("<div class=\"chart\"><canvas class=\"chart\" id=\"over-time-").append(kind).append('-').append(i)
            .append("\" width=\"").append(PngCharts.WIDTH).append("\" height=\"").append(PngCharts.HEIGHT)
            .append("\"></canvas></div>\n");
      }
      sb.append("<p class=\"note\">").append(Fmt.html(m.overTime().get(i).caption())).append("</p>\n");
    }
  }

  private static void plans(StringBuilder sb, ReportModel m) {
    if (m.plans().isEmpty()) {
      return;
    }
    sb.append("<h2 id=\"plan\">Plan: how to reproduce this report</h2>\n");
    for (ReportModel.PlanSource p : m.plans()) {
      sb.append("<p class=\"note\">").append(Fmt.html(MarkdownReport.planIntro(p))).append("</p>\n<pre>")
          .append(Fmt.html(p.text())).append("</pre>\n");
    }
  }

  private static final String SUMMARY = "summary";
  /**
   * The disclosure's long tables (jar lists, class paths, property sets) and the memtier-style view of figures the
   * other tables hold: one click away, not in the way.
   */
  private static final java.util.Set<String> FOLDED = java.util.Set.of("memtier", "environment", "disclosure",
      "differences", "common");
  /** The summary's columns that fit 1,400 px; every column is in the full table below it and in results.csv. */
  private static final List<String> SUMMARY_COLUMNS = List.of("database", "workload", "phase", "threads", "target",
      "rep", "status", "ops/s", "p50 µs", "p95 µs", "p99 µs", "resp. p95 µs", "resp. p99 µs", "errors",
      "sweep mark");

  private static void summary(StringBuilder sb, Table t) {
    sb.append("<h2 id=\"").append(t.id()).append("\">").append(Fmt.html(t.title())).append("</h2>\n");
    if (!t.intro().isEmpty()) {
      sb.append("<p class=\"note\">").append(Fmt.html(t.intro())).append("</p>\n");
    }
    rows(sb, t.columns(SUMMARY_COLUMNS));
    sb.append("<details><summary>All ").append(t.headers().size()).append(" columns (per-operation rates, hits, "
        + "misses, KB/s, run folder; also in results.csv)</summary>\n");
    rows(sb, t);
    sb.append("</details>\n");
    for (String f : t.footnotes()) {
      sb.append("<p class=\"note\">").append(Fmt.html(f)).append("</p>\n");
    }
  }

  private static void folded(StringBuilder sb, Table t) {
    sb.append("<h2 id=\"").append(t.id()).append("\">").append(Fmt.html(t.title())).append("</h2>\n");
    sb.append("<details><summary>Show ").append(t.rows().size()).append(t.rows().size() == 1 ? " row" : " rows")
        .append("</summary>\n");
    if (!t.intro().isEmpty()) {
      sb.append("<p class=\"note\">").append(Fmt.html(t.intro())).append("</p>\n");
    }
    rows(sb, t);
    for (String f : t.footnotes()) {
      sb.append("<p class=\"note\">").append(Fmt.html(f)).append("</p>\n");
    }
    sb.append("</details>\n");
  }

  private static void table(StringBuilder sb, Table t) {
    sb.append("<h2 id=\"").append(t.id()).append("\">").append(Fmt.html(t.title())).append("</h2>\n");
    if (!t.intro().isEmpty()) {
      sb.append("<p class=\"note\">").append(Fmt.html(t.intro())).append("</p>\n");
    }
    rows(sb, t);
    for (String f : t.footnotes()) {
      sb.append("<p class=\"note\">").append(Fmt.html(f)).append("</p>\n");
    }
  }

  private static void rows(StringBuilder sb, Table t) {
    if (t.rows().isEmpty()) {
      sb.append("<p>(none)</p>\n");
    } else {
      sb.append("<div class=\"scroll\"><table><thead><tr>");
      for (String h : t.headers()) {
        sb.append("<th>").append(Fmt.html(h)).append("</th>");
      }
      sb.append("</tr></thead><tbody>\n");
      for (List<Table.Cell> row : t.rows()) {
        sb.append("<tr>");
        for (Table.Cell c : row) {
          sb.append("<td");
          if (c.emphasis() && !c.text().isEmpty()) {
            sb.append(" class=\"em\"");
          } else if (c.numeric()) {
            sb.append(" class=\"num\"");
          }
          sb.append('>').append(Fmt.html(c.text())).append("</td>");
        }
        sb.append("</tr>\n");
      }
      sb.append("</tbody></table></div>\n");
    }
  }

  /** Nothing inside a script element may close it early. */
  static String scriptSafe(String js) {
    return js.replaceAll("(?i)</(script|!--)", "<\\\\/$1").replace("<!--", "<\\u0021--");
  }

  private static String stripSourceMap(String js) {
    int i = js.lastIndexOf("//# sourceMappingURL=");
    return i < 0 ? js : js.substring(0, i);
  }

  static String resource(String name) throws IOException {
    try (InputStream in = HtmlReport.class.getClassLoader().getResourceAsStream(name)) {
      if (in == null) {
        throw new IOException("missing resource " + name + " (is the chart.js webjar on the class path?)");
      }
      return new String(in.readAllBytes(), StandardCharsets.UTF_8);
    }
  }
}
