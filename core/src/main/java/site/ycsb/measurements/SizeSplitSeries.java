package site.ycsb.measurements;

import java.io.FileNotFoundException;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Properties;

/**
 * One operation's latency split by value size: a series per {@link SizeBuckets} bucket, HdrHistograms whatever
 * {@code measurementtype} says, and, with {@code results.dir}, one interval log {@code hdr/<OP>.by-size.hdr} in
 * which each bucket's intervals carry the bucket's name as their HdrHistogram tag
 * ({@code HistogramLogProcessor -i FILE -tag 1KB-10KB} reads one bucket). Only successful operations are split,
 * as only they are in the operation's own latency series.
 */
public final class SizeSplitSeries {
  /** The suffix of the log file after the operation's name. */
  public static final String LOG_SUFFIX = ".by-size.hdr";

  private final String operation;
  private final SizeBuckets buckets;
  private final List<OneMeasurementHdrHistogram> series;
  private final HdrIntervalLog log;
  private final Path logFile;

  SizeSplitSeries(String operation, SizeBuckets buckets, Properties props, Path resultsDir) {
    this.operation = operation;
    this.buckets = buckets;
    Properties noLogs = new Properties();
    noLogs.putAll(props);
    noLogs.remove(OneMeasurementHdrHistogram.RESULTS_DIR_PROPERTY);
    noLogs.setProperty(OneMeasurementHdrHistogram.FILE_OUTPUT_PROPERTY, "false");
    this.logFile = resultsDir == null ? null
        : resultsDir.resolve("hdr").resolve(OneMeasurementHdrHistogram.safeFileName(operation) + LOG_SUFFIX);
    this.log = logFile == null ? null : open(logFile, operation);
    List<OneMeasurementHdrHistogram> list = new ArrayList<>();
    for (String name : buckets.names()) {
      list.add(new OneMeasurementHdrHistogram(operation + " " + name, noLogs, log, name));
    }
    this.series = Collections.unmodifiableList(list);
  }

  private static HdrIntervalLog open(Path file, String operation) {
    try {
      Files.createDirectories(file.toAbsolutePath().getParent());
      return new HdrIntervalLog(file, operation + " by value size, one tag per bucket", System.currentTimeMillis());
    } catch (FileNotFoundException e) {
      throw new UncheckedIOException("cannot write the HdrHistogram log " + file + ": " + e.getMessage(), e);
    } catch (IOException e) {
      throw new UncheckedIOException("cannot create the directory of " + file + ": " + e.getMessage(), e);
    }
  }

  public String operation() {
    return operation;
  }

  public SizeBuckets buckets() {
    return buckets;
  }

  /** The series of each bucket, in the order of {@link SizeBuckets#names()}. */
  public List<? extends OneMeasurement> series() {
    return series;
  }

  /** The calling thread's recorder of each bucket, in bucket order. */
  public LatencyRecorder[] recordersForCurrentThread() {
    LatencyRecorder[] ret = new LatencyRecorder[series.size()];
    for (int i = 0; i < ret.length; i++) {
      ret[i] = series.get(i).recorderForCurrentThread();
    }
    return ret;
  }

  /** The tagged interval log, or null without results.dir. */
  public Path intervalLogFile() {
    return logFile;
  }

  void sample() {
    for (OneMeasurementHdrHistogram s : series) {
      s.sample();
    }
  }

  void close() throws IOException {
    if (log != null) {
      log.close();
    }
  }
}
