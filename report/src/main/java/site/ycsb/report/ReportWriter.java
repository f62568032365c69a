package site.ycsb.report;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

/** Writes every output of a report into one folder. */
public final class ReportWriter {
  public static final String HTML = "index.html";
  public static final String MARKDOWN = "report.md";
  public static final String CSV = "results.csv";
  public static final String JSON = "results.json";

  private ReportWriter() {
  }

  public static void write(ReportModel m, Path out) throws IOException {
    Files.createDirectories(out);
    List<Table> tables = ReportTables.all(m);
    List<PngCharts.Chart> charts = PngCharts.write(m, out);
    write(out.resolve(MARKDOWN), MarkdownReport.render(m, tables, charts));
    write(out.resolve(CSV), CsvReport.render(m));
    write(out.resolve(JSON), JsonReport.render(m));
    write(out.resolve(HTML), HtmlReport.render(m, tables, new Palette(m)));
  }

  private static void write(Path file, String text) throws IOException {
    Files.writeString(file, text, StandardCharsets.UTF_8);
  }
}
