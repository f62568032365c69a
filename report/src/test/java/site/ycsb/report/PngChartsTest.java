package site.ycsb.report;

import static org.assertj.core.api.Assertions.assertThat;

import java.awt.image.BufferedImage;
import java.nio.file.Path;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import javax.imageio.ImageIO;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import site.ycsb.launcher.BindingRegistry;

/** The charts render headless to real PNG images that show something. */
class PngChartsTest {
  @TempDir
  Path out;

  @Test
  void rendersBarLineAndCurveChartsToPng() throws Exception {
    ReportModel m = ReportBuilder.build(
        new InputScanner(BindingRegistry.empty()).scan(List.of(GoldenReportTest.FIXTURES)));
    List<PngCharts.Chart> charts = PngCharts.write(m, out);
    assertThat(charts).extracting(PngCharts.Chart::file).containsExactly("charts/workloada-throughput.png",
        "charts/workloada-latency.png", "charts/load-workloadb-throughput.png", "charts/load-workloadb-latency.png",
        "charts/memory-per-record.png");
    for (PngCharts.Chart c : charts) {
      BufferedImage img = ImageIO.read(out.resolve(c.file()).toFile());
      assertThat(img.getWidth()).isEqualTo(PngCharts.WIDTH);
      assertThat(img.getHeight()).isEqualTo(PngCharts.HEIGHT);
      Set<Integer> colors = new HashSet<>();
      for (int x = 0; x < img.getWidth(); x += 3) {
        for (int y = 0; y < img.getHeight(); y += 3) {
          colors.add(img.getRGB(x, y));
        }
      }
      assertThat(colors.size()).as(c.file()).isGreaterThan(10); // axes, bars, lines, text: not a blank image
    }
    // the database colours of the palette appear in the throughput chart (bars of memory and basic)
    BufferedImage tput = ImageIO.read(out.resolve("charts/workloada-throughput.png").toFile());
    Set<Integer> seen = new HashSet<>();
    for (int x = 0; x < tput.getWidth(); x++) {
      for (int y = 0; y < tput.getHeight(); y++) {
        seen.add(tput.getRGB(x, y) & 0xffffff);
      }
    }
    assertThat(seen).contains(0x1f77b4, 0xff7f0e);
  }
}
