package site.ycsb.report;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.Comparator;
import java.util.List;
import java.util.Set;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.stream.Stream;
import site.ycsb.sweep.OutputFolder;

/**
 * Writes every output of a report into one folder. The files are written into a hidden folder beside it and
 * renamed into place at the end: a report cut short (Ctrl-C, a chart that cannot be drawn) leaves no half
 * report, and an earlier report in the folder is replaced whole.
 */
public final class ReportWriter {
  public static final String HTML = "index.html";
  public static final String MARKDOWN = "report.md";
  public static final String CSV = "results.csv";
  /** The "Capacity at SLO" table, written when the inputs hold a capacity search (sweep --slo). */
  public static final String CAPACITY_CSV = "capacity.csv";
  public static final String JSON = "results.json";
  private static final String CHARTS = "charts";
  private static final Set<String> REPORT_FILES = Set.of(HTML, MARKDOWN, CSV, CAPACITY_CSV, JSON, CHARTS);

  private ReportWriter() {
  }

  /**
   * Why {@code out} cannot take a report, or null when it can: a new folder, an empty one or the folder of an
   * earlier report (only report files in it), which the new report replaces.
   */
  public static String problem(Path out) {
    if (Files.isDirectory(out) && !OutputFolder.isEmpty(out) && !holdsReport(out)) {
      return "is not empty and holds no earlier report; accepted: a new or empty folder, or an earlier report's";
    }
    return Files.isDirectory(out) ? null : OutputFolder.problem(out);
  }

  private static boolean holdsReport(Path dir) {
    try (Stream<Path> s = Files.list(dir)) {
      List<String> names = s.map(p -> p.getFileName().toString()).toList();
      return names.contains(HTML) && names.contains(JSON) && REPORT_FILES.containsAll(names);
    } catch (IOException e) {
      return false;
    }
  }

  public static void write(ReportModel m, Path out) throws IOException {
    Path target = out.toAbsolutePath().normalize();
    if (Files.isSymbolicLink(target) && Files.isDirectory(target)) {
      // -o names a link to a report folder: the report replaces what the link points to, and the link stays.
      target = target.toRealPath();
    }
    OutputFolder.create(target.getParent());
    Path staging = hiddenFolder(target, ".partial-");
    Staged staged = new Staged(staging);
    Thread cleanup = new Thread(staged::abandon, "report-cleanup");
    Runtime.getRuntime().addShutdownHook(cleanup);
    try {
      writeAll(m, staging);
      staged.moveTo(target);
    } finally {
      staged.abandon();
      try {
        Runtime.getRuntime().removeShutdownHook(cleanup);
      } catch (IllegalStateException shuttingDown) {
        // the hook runs anyway; the report is complete or gone, never half
      }
    }
  }

  /**
   * A new hidden folder beside {@code target}, made with the user's umask: the staging folder becomes the report
   * folder, and {@link Files#createTempDirectory} would make it private (700) whatever the umask says.
   */
  private static Path hiddenFolder(Path target, String kind) throws IOException {
    java.security.SecureRandom random = new java.security.SecureRandom();
    for (int i = 0; ; i++) {
      Path dir = target.resolveSibling("." + target.getFileName() + kind + Long.toUnsignedString(random.nextLong(),
          36));
      try {
        return Files.createDirectory(dir);
      } catch (java.nio.file.FileAlreadyExistsException e) {
        if (i >= 100) {
          throw e;
        }
      }
    }
  }

  private static void writeAll(ReportModel m, Path out) throws IOException {
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
      if (!m.capacities().isEmpty()) {
        write(out.resolve(CAPACITY_CSV), CsvReport.capacity(m));
      }
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

  /**
   * The hidden folder a report is written into: renamed into place once complete, or deleted (also by the
   * shutdown hook on Ctrl-C, which then forbids the rename, so a half report can never move into place).
   */
  private static final class Staged {
    private final Path dir;
    private boolean done;
    private boolean abandoned;

    Staged(Path dir) {
      this.dir = dir;
    }

    void moveTo(Path target) throws IOException {
      synchronized (this) {
        if (abandoned) {
          throw new IOException("interrupted: the report was not written");
        }
        Path old = null;
        if (Files.isDirectory(target) && !OutputFolder.isEmpty(target)) {
          old = hiddenFolder(target, ".old-");
          try {
            Files.move(target, old, StandardCopyOption.REPLACE_EXISTING, StandardCopyOption.ATOMIC_MOVE);
          } catch (IOException e) {
            Files.deleteIfExists(old); // the hidden folder made for the old report goes with the failure
            throw e;
          }
        } else {
          Files.deleteIfExists(target); // an empty folder
        }
        Files.move(dir, target, StandardCopyOption.ATOMIC_MOVE);
        done = true;
        if (old != null) {
          deleteTree(old);
        }
      }
    }

    void abandon() {
      synchronized (this) {
        if (done) {
          return;
        }
        abandoned = true;
      }
      try {
        deleteTree(dir);
      } catch (IOException e) {
        // a hidden .partial folder stays behind; the report folder itself is untouched
      }
    }
  }

  static void deleteTree(Path dir) throws IOException {
    if (!Files.exists(dir)) {
      return;
    }
    try (Stream<Path> s = Files.walk(dir)) {
      for (Path p : s.sorted(Comparator.reverseOrder()).toList()) {
        Files.deleteIfExists(p);
      }
    }
  }
}
