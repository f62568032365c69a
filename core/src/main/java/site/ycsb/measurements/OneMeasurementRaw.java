package site.ycsb.measurements;

import java.io.FileOutputStream;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.util.Arrays;
import java.util.Properties;
import site.ycsb.PropertyReader;
import site.ycsb.measurements.exporter.MeasurementsExporter;

/**
 * Every single latency with its timestamp, written out at the end as
 * {@code operation,timestamp(ms),latency(us)} lines. Memory grows with the operation count.
 */
public class OneMeasurementRaw extends OneMeasurement {
  public static final String OUTPUT_FILE_PATH = "measurement.raw.output_file";
  public static final String OUTPUT_FILE_PATH_DEFAULT = "";
  public static final String NO_SUMMARY_STATS = "measurement.raw.no_summary";
  public static final String NO_SUMMARY_STATS_DEFAULT = "false";

  private final String outputFile;
  private final boolean noSummary;
  private long[] timestamps = new long[1024];
  private int[] latencies = new int[1024];
  private int size;
  private long windowOperations;

  public OneMeasurementRaw(String name, Properties props) {
    super(name);
    PropertyReader reader = new PropertyReader(props);
    this.outputFile = reader.string(OUTPUT_FILE_PATH, OUTPUT_FILE_PATH_DEFAULT);
    this.noSummary = reader.booleanValue(NO_SUMMARY_STATS, false);
  }

  @Override
  public synchronized void measure(int latency) {
    if (size == latencies.length) {
      timestamps = Arrays.copyOf(timestamps, size * 2);
      latencies = Arrays.copyOf(latencies, size * 2);
    }
    timestamps[size] = System.currentTimeMillis();
    latencies[size] = latency;
    size++;
    windowOperations++;
  }

  @Override
  public synchronized void exportMeasurements(MeasurementsExporter exporter) throws IOException {
    writeRawData();
    exporter.write(getName(), "Total Operations", (long) size);
    if (size > 0 && !noSummary) {
      int[] sorted = Arrays.copyOf(latencies, size);
      Arrays.sort(sorted);
      double sum = 0;
      for (int latency : sorted) {
        sum += latency;
      }
      exporter.write(getName(), "Below is a summary of latency in microseconds:", -1);
      exporter.write(getName(), "Average", sum / size);
      exporter.write(getName(), "Min", sorted[0]);
      exporter.write(getName(), "Max", sorted[size - 1]);
      double[] percentiles = {1, 5, 50, 90, 95, 99, 99.9, 99.99};
      for (double p : percentiles) {
        String label = "p" + (p == Math.rint(p) ? Long.toString((long) p) : Double.toString(p));
        exporter.write(getName(), label, sorted[nearestRank(p, size)]);
      }
    }
    exportStatusCounts(exporter);
  }

  private static int nearestRank(double percentile, int n) {
    int rank = (int) Math.ceil(percentile / 100.0 * n);
    return Math.min(n - 1, Math.max(0, rank - 1));
  }

  private void writeRawData() throws IOException {
    boolean toStdout = outputFile.isEmpty();
    // System.out keeps only a flag too; a file keeps its first failure's reason (e.g. No space left on device).
    FailureKeepingStream file = toStdout ? null : new FailureKeepingStream(new FileOutputStream(outputFile, true));
    PrintStream out = new PrintStream(toStdout ? System.out : file, false, StandardCharsets.UTF_8);
    out.println(getName() + " latency raw data: op, timestamp(ms), latency(us)");
    for (int i = 0; i < size; i++) {
      out.println(getName() + "," + timestamps[i] + "," + latencies[i]);
    }
    out.flush();
    boolean failed = out.checkError();
    if (!toStdout) {
      out.close();
      failed |= out.checkError();
    }
    if (failed) {
      // PrintStream keeps only a flag; without this check a full disk would leave the file short, unnoticed.
      throw new IOException("cannot write the raw latencies of " + getName() + " to "
          + (toStdout ? "stdout: a write failed" : "'" + outputFile + "' (" + OUTPUT_FILE_PATH + "): " + file.reason()),
          toStdout ? null : file.firstFailure());
    }
  }

  @Override
  public synchronized String getSummary() {
    if (windowOperations == 0) {
      return "";
    }
    String ret = "[" + getName() + ": " + windowOperations + " operations]";
    windowOperations = 0;
    return ret;
  }
}
