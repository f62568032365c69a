package site.ycsb.engine;

import java.io.FileOutputStream;
import java.io.FilterOutputStream;
import java.io.IOException;
import java.io.OutputStream;
import java.io.PrintStream;
import java.nio.file.Path;
import java.util.Map;
import site.ycsb.Client;
import site.ycsb.ErrorText;
import site.ycsb.IllegalPropertyException;
import site.ycsb.PropertyReader;
import site.ycsb.StatusThread;
import site.ycsb.Utils;
import site.ycsb.measurements.Measurements;
import site.ycsb.measurements.exporter.MeasurementsExporter;
import site.ycsb.measurements.exporter.TextMeasurementsExporter;

/**
 * Upstream's output of a phase ({@code [OVERALL], RunTime(ms), ...}, the GC and JVM lines, then every series)
 * through the exporter named by {@code exporter}, to {@code exportfile} or stdout.
 */
final class ClassicExport {
  private final Class<? extends MeasurementsExporter> type;
  private final String file;

  private ClassicExport(Class<? extends MeasurementsExporter> type, String file) {
    this.type = type;
    this.file = file;
  }

  /** Checks {@code exporter} and creates (or truncates) {@code exportfile} now, so that they fail before the run. */
  static ClassicExport from(PropertyReader p) {
    String name = p.string(Client.EXPORTER_PROPERTY, TextMeasurementsExporter.class.getName());
    Class<?> c;
    try {
      c = Class.forName(name, true, Thread.currentThread().getContextClassLoader());
    } catch (ClassNotFoundException | LinkageError e) {
      throw new IllegalPropertyException(Client.EXPORTER_PROPERTY, name,
          "a MeasurementsExporter class such as site.ycsb.measurements.exporter.TextMeasurementsExporter, "
          + "JSONMeasurementsExporter or JSONArrayMeasurementsExporter");
    }
    if (!MeasurementsExporter.class.isAssignableFrom(c)) {
      throw new IllegalPropertyException(Client.EXPORTER_PROPERTY, name, "a class implementing "
          + MeasurementsExporter.class.getName());
    }
    String file = p.isSet(Client.EXPORT_FILE_PROPERTY) ? p.string(Client.EXPORT_FILE_PROPERTY, null) : null;
    if (file != null) {
      try (OutputStream probe = new FileOutputStream(file)) {
        probe.flush();
      } catch (IOException e) {
        throw new IllegalPropertyException("property '" + Client.EXPORT_FILE_PROPERTY + "' is '" + file
            + "': cannot write it (" + e.getMessage() + ")");
      }
    }
    return new ClassicExport(c.asSubclass(MeasurementsExporter.class), file);
  }

  /**
   * Writes the phase's output. A failed export (a full disk, a closed file) must not lose what was measured, so
   * it is returned as the one line naming it (and {@code kept}, the results.dir that holds the results, or null)
   * for the run to end with, not thrown; null when all was written.
   */
  String write(PrintStream stdout, PhaseTotals totals, StatusThread status, Measurements measurements, Path kept) {
    try (MeasurementsExporter exporter = create(stdout)) {
      writeTo(exporter, totals, status, measurements);
    } catch (IOException e) {
      return failure(ErrorText.describe(e), kept);
    }
    if (file == null && stdout.checkError()) {
      // PrintStream swallows write errors (stdout redirected to a full disk or closed); it only keeps a flag.
      return failure("the stream reported a write error (closed, or a full disk)", kept);
    }
    return null;
  }

  private static void writeTo(MeasurementsExporter exporter, PhaseTotals totals, StatusThread statusThread,
      Measurements measurements) throws IOException {
    long runtimeMs = totals.runtimeMs();
    exporter.write("OVERALL", "RunTime(ms)", runtimeMs);
    exporter.write("OVERALL", "Throughput(ops/sec)", totals.throughput());
    long totalCount = 0;
    long totalTime = 0;
    for (Map.Entry<String, Long[]> gc : Utils.getGCStatst().entrySet()) {
      long count = gc.getValue()[0];
      long time = gc.getValue()[1];
      exporter.write("TOTAL_GCS_" + gc.getKey(), "Count", count);
      exporter.write("TOTAL_GC_TIME_" + gc.getKey(), "Time(ms)", time);
      exporter.write("TOTAL_GC_TIME_%_" + gc.getKey(), "Time(%)", percent(time, runtimeMs));
      totalCount += count;
      totalTime += time;
    }
    exporter.write("TOTAL_GCs", "Count", totalCount);
    exporter.write("TOTAL_GC_TIME", "Time(ms)", totalTime);
    exporter.write("TOTAL_GC_TIME_%", "Time(%)", percent(totalTime, runtimeMs));
    if (statusThread != null && statusThread.trackJVMStats()) {
      exporter.write("MAX_MEM_USED", "MBs", statusThread.getMaxUsedMem());
      exporter.write("MIN_MEM_USED", "MBs", statusThread.getMinUsedMem());
      exporter.write("MAX_THREADS", "Count", statusThread.getMaxThreads());
      exporter.write("MIN_THREADS", "Count", statusThread.getMinThreads());
      exporter.write("MAX_SYS_LOAD_AVG", "Load", statusThread.getMaxLoadAvg());
      exporter.write("MIN_SYS_LOAD_AVG", "Load", statusThread.getMinLoadAvg());
    }
    measurements.exportMeasurements(exporter);
  }

  private static double percent(long part, long whole) {
    return whole == 0 ? 0 : part * 100.0 / whole;
  }

  /** The one line saying that the results could not be exported, and where they were kept. */
  private String failure(String why, Path kept) {
    String where = file == null ? "stdout" : "'" + file + "' (" + Client.EXPORT_FILE_PROPERTY + ")";
    return "cannot write the results to " + where + ": " + why
        + (kept == null ? "" : "; the run's result.json in " + kept + " holds them");
  }

  private MeasurementsExporter create(PrintStream stdout) throws IOException {
    OutputStream os = file == null ? new NonClosingOutputStream(stdout) : new FileOutputStream(file);
    try {
      return type.getConstructor(OutputStream.class).newInstance(os);
    } catch (ReflectiveOperationException e) {
      os.close();
      throw new IOException("cannot create exporter " + type.getName() + ": " + ErrorText.describe(e), e);
    }
  }

  /** Lets an exporter close its stream without closing stdout, which the client still uses. */
  private static final class NonClosingOutputStream extends FilterOutputStream {
    NonClosingOutputStream(OutputStream out) {
      super(out);
    }

    @Override
    public void write(byte[] b, int off, int len) throws IOException {
      out.write(b, off, len);
    }

    @Override
    public void close() throws IOException {
      flush();
    }
  }
}
