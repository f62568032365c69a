package site.ycsb.report;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;

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
    // The PNG charts (AWT start-up, drawing, encoding) take as long as all the text outputs: draw them
    // on a second thread meanwhile.
    ExecutorService pool = Executors.newSingleThreadExecutor(r -> {
      Thread t = new Thread(r, "report-charts");
      t.setDaemon(true);
      return t;
    });
    try {
      Future<List<PngCharts.Chart>> pngs = pool.submit(() -> PngCharts.write(m, out));
      List<Table> tables = ReportTables.all(m);
      write(out.resolve(MARKDOWN), MarkdownReport.render(m, tables, PngCharts.plan(m)));
      write(out.resolve(CSV), CsvReport.render(m));
      write(out.resolve(JSON), JsonReport.render(m));
      write(out.resolve(HTML), HtmlReport.render(m, tables, new Palette(m)));
      pngs.get();
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      throw new IOException("interrupted while drawing the charts", e);
    } catch (ExecutionException e) {
      Throwable cause = e.getCause();
      if (cause instanceof IOException io) {
        throw io;
      }
      throw new IOException("cannot draw the charts: " + cause, cause);
    } finally {
      pool.shutdownNow();
    }
  }

  private static void write(Path file, String text) throws IOException {
    Files.writeString(file, text, StandardCharsets.UTF_8);
  }
}
