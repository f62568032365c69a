package site.ycsb.report;

import static org.assertj.core.api.Assertions.assertThat;

import java.awt.Color;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.json.JsonMapper;

/**
 * The HTML throughput chart, as headless Chromium draws it, shows its latency lines above its bars: at every latency
 * point and every 4 px of line that lies over a bar, the canvas pixel has the line's colour, not the bar's. The
 * positions are Chart.js's own ({@code getDatasetMeta}), the colours the canvas's ({@code getImageData}).
 */
class ReportJsChartsTest {
  private static final JsonMapper JSON = JsonMapper.builder().build();

  /**
   * Run after the report's own script: per line dataset, each position over a bar with the pixel there, the line's
   * colour there (its point colour at a point) and the bar's colour (read at the bar's foot).
   */
  private static final String PROBE = """
      <script>
      (function () {
        var out = [];
        document.querySelectorAll('canvas[id^=throughput-]').forEach(function (canvas) {
          var chart = Chart.getChart(canvas);
          var ctx = canvas.getContext('2d');
          var ratio = chart.currentDevicePixelRatio || 1;
          function pixel(x, y) {
            var d = ctx.getImageData(Math.round(x * ratio), Math.round(y * ratio), 1, 1).data;
            return [d[0], d[1], d[2]];
          }
          var bars = [];
          chart.data.datasets.forEach(function (ds, d) {
            if (ds.type !== 'bar') { return; }
            chart.getDatasetMeta(d).data.forEach(function (el) {
              var p = el.getProps(['x', 'y', 'base', 'width'], true);
              if (p.y == null || isNaN(p.y)) { return; }
              bars.push({left: p.x - p.width / 2, right: p.x + p.width / 2, top: Math.min(p.y, p.base),
                bottom: Math.max(p.y, p.base)});
            });
          });
          function over(x, y) {
            return bars.find(function (b) {
              return x > b.left + 3 && x < b.right - 3 && y > b.top + 3 && y < b.bottom - 3;
            });
          }
          chart.data.datasets.forEach(function (ds, d) {
            if (ds.type !== 'line') { return; }
            var points = chart.getDatasetMeta(d).data;
            var line = Chart.helpers.color(ds.borderColor).rgb;
            var fill = Chart.helpers.color(ds.pointBackgroundColor || ds.backgroundColor || ds.borderColor).rgb;
            points.forEach(function (el, k) {
              var at = [{x: el.x, y: el.y, color: fill, what: 'point'}];
              var next = points[k + 1];
              if (next) {
                for (var x = el.x + 10; x < next.x - 10; x += 4) {
                  at.push({x: x, y: el.y + (next.y - el.y) * (x - el.x) / (next.x - el.x), color: line, what: 'line'});
                }
              }
              at.forEach(function (a) {
                var b = over(a.x, a.y);
                if (!b) { return; }
                // The line's width straddles pixel rows: the row above and below count too.
                out.push({label: ds.label, what: a.what, x: a.x, y: a.y,
                  pixels: [pixel(a.x, a.y - 1), pixel(a.x, a.y), pixel(a.x, a.y + 1)],
                  expected: [a.color.r, a.color.g, a.color.b], bar: pixel(a.x, b.bottom - 2)});
              });
            });
          });
        });
        document.body.setAttribute('data-pixel-check', JSON.stringify(out));
      })();
      </script>
      """;

  @TempDir
  Path tmp;

  @Test
  void latencyPointsAndLinesAreDrawnAboveTheBars() throws Exception {
    assertThat(check(PngChartsLatencyOverBarsTest.single(), "single")).isGreaterThanOrEqualTo(3);
    assertThat(check(PngChartsLatencyOverBarsTest.chart(), "two")).isGreaterThanOrEqualTo(6);
  }

  /** Renders the chart's page, checks every position over a bar; returns how many were checked. */
  private int check(ReportModel.WorkloadChart c, String name) throws Exception {
    ReportModel m = PngChartsIntervalsTest.model(c);
    String html = HtmlReport.render(m, List.of(), new Palette(m)).replace("</body>", PROBE + "</body>");
    Path page = tmp.resolve(name + ".html");
    Files.writeString(page, html, StandardCharsets.UTF_8);
    Path work = Files.createDirectories(tmp.resolve(name));
    String dom = BrowserDom.dump(page, work);
    assertThat(dom).doesNotContain("data-js-errors=\"").contains("data-pixel-check=\"");
    String attr = dom.replaceAll("(?s).*data-pixel-check=\"([^\"]*)\".*", "$1").replace("&quot;", "\"")
        .replace("&amp;", "&");
    JsonNode checks = JSON.readTree(attr);
    for (JsonNode k : checks) {
      Color expected = rgb(k.get("expected"));
      Color bar = rgb(k.get("bar"));
      Color pixel = null;
      for (JsonNode p : k.get("pixels")) {
        Color candidate = rgb(p);
        if (pixel == null || PngChartsLatencyOverBarsTest.distance(candidate, expected)
            < PngChartsLatencyOverBarsTest.distance(pixel, expected)) {
          pixel = candidate;
        }
      }
      assertThat(PngChartsLatencyOverBarsTest.distance(pixel, expected)
          < PngChartsLatencyOverBarsTest.distance(pixel, bar))
          .as("%s: %s at (%.0f, %.0f) over a bar: pixel %s, latency colour %s, bar %s", name, k.get("label"),
              k.get("x").asDouble(), k.get("y").asDouble(), pixel, expected, bar)
          .isTrue();
    }
    return checks.size();
  }

  private static Color rgb(JsonNode a) {
    return new Color(a.get(0).asInt(), a.get(1).asInt(), a.get(2).asInt());
  }
}
