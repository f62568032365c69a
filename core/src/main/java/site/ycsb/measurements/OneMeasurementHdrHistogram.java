package site.ycsb.measurements;

import java.io.FileNotFoundException;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.Paths;
import java.text.DecimalFormat;
import java.text.DecimalFormatSymbols;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.Properties;
import java.util.concurrent.CopyOnWriteArrayList;
import org.HdrHistogram.Histogram;
import site.ycsb.PropertyReader;
import site.ycsb.measurements.exporter.MeasurementsExporter;

/**
 * Latencies in an HDR histogram (3 significant digits). Each recording thread owns a
 * {@link HandoffRecorder}, so recording never contends between threads; {@link #sample()}
 * drains all of them into one interval, which feeds the total, the status summary and, if asked, an
 * interval log. A thread stuck in the database loses nothing: what it recorded before is in its ring.
 */
public class OneMeasurementHdrHistogram extends OneMeasurement {
  public static final String PERCENTILES_PROPERTY = "hdrhistogram.percentiles";
  /** 0.17.0 printed 95 and 99; the median is added, nothing is taken away. */
  public static final String PERCENTILES_PROPERTY_DEFAULT = "95,99";
  public static final String VERBOSE_PROPERTY = "measurement.histogram.verbose";
  /** Upstream's switch for per-operation interval logs, written to {@code <output.path><name>.hdr}. */
  public static final String FILE_OUTPUT_PROPERTY = "hdrhistogram.fileoutput";
  public static final String OUTPUT_PATH_PROPERTY = "hdrhistogram.output.path";
  /** Our results directory; interval logs go to {@code <results.dir>/hdr/<name>.hdr}. */
  public static final String RESULTS_DIR_PROPERTY = "results.dir";

  private static final int SIGNIFICANT_DIGITS = 3;
  /** An interval shorter than this (a summary taken just after a sample) is merged into the next. */
  private static final long MIN_INTERVAL_MS = 900;

  private final List<Double> percentiles;
  private final CopyOnWriteArrayList<HandoffRecorder> recorders = new CopyOnWriteArrayList<>();
  private final ThreadLocal<HandoffRecorder> threadRecorder = ThreadLocal.withInitial(this::newRecorder);
  /** The size of each thread's ring ({@link HandoffRecorder}). */
  private final int ringCapacity;
  /** The sampler's copy of a ring's values; guarded by this series' monitor. */
  private final int[] ringScratch;
  private final Histogram total = new Histogram(SIGNIFICANT_DIGITS);
  private final Histogram sinceSummary = new Histogram(SIGNIFICANT_DIGITS);
  /** The interval log, or null; a series made ahead opens it when its first value is sampled. */
  private HdrIntervalLog log;
  /** The tag of this series' intervals in a log it shares with others (a value-size bucket), else null. */
  private String tag;
  /** Where the interval log goes (null for none) and the start time it will carry, until it is opened. */
  private final Path logFile;
  private long logStartMs;
  private long lastSampleMs = System.currentTimeMillis();
  /** Samples since the last published interval: a status-line summary may cut a sampler's second in two. */
  private Histogram pendingInterval = new Histogram(SIGNIFICANT_DIGITS);
  private long pendingSinceMs = lastSampleMs;
  /** The last interval of at least {@link #MIN_INTERVAL_MS}, never changed once published (metrics, progress). */
  private volatile Histogram lastInterval;

  public OneMeasurementHdrHistogram(String name, Properties props) {
    this(name, props, false);
  }

  /**
   * A series; made {@code ahead} of its first operation (by a warm-up, so that the first measured operation
   * finds its recorders ready), it is not reported and writes no interval log until something is recorded in it.
   */
  OneMeasurementHdrHistogram(String name, Properties props, boolean ahead) {
    this(name, props, ahead, HandoffRecorder.CAPACITY);
  }

  /** A series whose threads' rings hold {@code ringCapacity} values (a power of two). */
  OneMeasurementHdrHistogram(String name, Properties props, boolean ahead, int ringCapacity) {
    this(name, props, ahead, ringCapacity, false);
  }

  /**
   * A series as above; {@code discardedLog}: without a log file, it still encodes each interval into a log that
   * is thrown away (the warm-up twin's series, when the run's series write logs).
   */
  OneMeasurementHdrHistogram(String name, Properties props, boolean ahead, int ringCapacity, boolean discardedLog) {
    this(name, name, props, ahead, ringCapacity, discardedLog);
  }

  /**
   * A series as above whose interval log in results.dir/hdr/ is named {@code logName} rather than {@code name}: the
   * HdrHistogram half of {@code hdrhistogram+raw} and {@code hdrhistogram+histogram} prints upstream's
   * {@code [HdrREAD]} lines, yet logs to {@code hdr/READ.hdr} as every other measurement type does. Upstream's
   * {@code hdrhistogram.fileoutput} keeps upstream's file name.
   */
  OneMeasurementHdrHistogram(String name, String logName, Properties props, boolean ahead, int ringCapacity,
      boolean discardedLog) {
    super(name);
    this.ringCapacity = ringCapacity;
    this.ringScratch = new int[ringCapacity];
    PropertyReader reader = new PropertyReader(props);
    this.percentiles = reader.doubleList(PERCENTILES_PROPERTY, PERCENTILES_PROPERTY_DEFAULT, 0, 100);
    this.logFile = logFile(name, logName, reader);
    this.logStartMs = lastSampleMs;
    if (ahead) {
      madeAhead();
    } else if (logFile != null) {
      this.log = openLog(logFile, name, logStartMs);
    } else if (discardedLog) {
      this.log = HdrIntervalLog.discarding(name, logStartMs);
    }
    total.setStartTimeStamp(lastSampleMs);
  }

  /**
   * A series that writes its intervals tagged {@code tag} into {@code sharedLog} (null for none), which the caller
   * closes: the value-size buckets of one operation share one log ({@link SizeSplitSeries}).
   */
  OneMeasurementHdrHistogram(String name, Properties props, HdrIntervalLog sharedLog, String tag) {
    this(name, name, props, false, HandoffRecorder.CAPACITY, false);
    this.log = sharedLog;
    this.tag = tag;
  }

  /** Whether series made with {@code props} write interval logs (hdrhistogram.fileoutput or results.dir). */
  static boolean writesLogs(Properties props) {
    return logFile("", "", new PropertyReader(props)) != null;
  }

  private static Path logFile(String name, String logName, PropertyReader reader) {
    if (reader.booleanValue(FILE_OUTPUT_PROPERTY, false)) {
      return Paths.get(reader.string(OUTPUT_PATH_PROPERTY, "") + name + ".hdr");
    } else if (reader.isSet(RESULTS_DIR_PROPERTY)) {
      return Paths.get(reader.string(RESULTS_DIR_PROPERTY, ""), "hdr", safeFileName(logName) + ".hdr");
    }
    return null;
  }

  private static HdrIntervalLog openLog(Path file, String name, long startMs) {
    try {
      Files.createDirectories(file.toAbsolutePath().getParent());
      return new HdrIntervalLog(file, name, startMs);
    } catch (FileNotFoundException e) {
      throw new UncheckedIOException("cannot write the HdrHistogram log " + file + ": " + e.getMessage(), e);
    } catch (IOException e) {
      throw new UncheckedIOException("cannot create the directory of " + file + ": " + e.getMessage(), e);
    }
  }

  static String safeFileName(String name) {
    return name.replaceAll("[^A-Za-z0-9._-]", "_");
  }

  private HandoffRecorder newRecorder() {
    HandoffRecorder recorder = new HandoffRecorder(SIGNIFICANT_DIGITS, ringCapacity,
        recorders.size() < HandoffRecorder.EAGER_RECORDERS);
    recorders.add(recorder);
    return recorder;
  }

  @Override
  public void measure(int latency) {
    threadRecorder.get().record(latency);
  }

  @Override
  public LatencyRecorder recorderForCurrentThread() {
    return threadRecorder.get();
  }

  @Override
  protected boolean hasRecorded() {
    if (super.hasRecorded()) {
      return true;
    }
    for (HandoffRecorder recorder : recorders) {
      if (recorder.hasRecorded()) {
        return true;
      }
    }
    return false;
  }

  @Override
  synchronized void measuringStarts(long nowMs) {
    if (!isReported()) {
      lastSampleMs = nowMs;
      pendingSinceMs = nowMs;
      logStartMs = nowMs;
      total.setStartTimeStamp(nowMs);
    }
  }

  /**
   * Drains every thread's recorder into one interval and adds it to the totals. A series made ahead and still
   * waiting for its first value does nothing, so that its first interval starts when measurement did.
   */
  @Override
  public synchronized void sample() {
    if (!isReported()) {
      return;
    }
    if (log == null && logFile != null) {
      log = openLog(logFile, getName(), logStartMs);
    }
    long now = System.currentTimeMillis();
    Histogram interval = new Histogram(SIGNIFICANT_DIGITS);
    for (HandoffRecorder recorder : recorders) {
      recorder.moveIntervalInto(interval, ringScratch);
    }
    interval.setStartTimeStamp(lastSampleMs);
    interval.setEndTimeStamp(now);
    lastSampleMs = now;
    total.add(interval);
    total.setEndTimeStamp(now);
    sinceSummary.add(interval);
    if (log != null) {
      if (tag != null) {
        interval.setTag(tag);
      }
      log.write(interval);
    }
    pendingInterval.add(interval);
    if (now - pendingSinceMs >= MIN_INTERVAL_MS) {
      pendingInterval.setStartTimeStamp(pendingSinceMs);
      pendingInterval.setEndTimeStamp(now);
      lastInterval = pendingInterval;
      pendingInterval = new Histogram(SIGNIFICANT_DIGITS);
      pendingSinceMs = now;
    }
  }

  /** The last whole interval (about a second with the interval sampler); never changed once returned. */
  @Override
  public Optional<Histogram> lastIntervalHistogram() {
    return Optional.ofNullable(lastInterval);
  }

  /** A copy of everything recorded up to the last {@link #sample()}. */
  @Override
  public synchronized Optional<Histogram> totalHistogram() {
    return Optional.of(total.copy());
  }

  @Override
  public synchronized String getSummary() {
    sample();
    DecimalFormat d = new DecimalFormat("#.##", DecimalFormatSymbols.getInstance(Locale.ROOT));
    String ret = "[" + getName() + ": Count=" + sinceSummary.getTotalCount()
        + ", Max=" + sinceSummary.getMaxValue()
        + ", Min=" + sinceSummary.getMinValue()
        + ", Avg=" + d.format(sinceSummary.getMean())
        + ", 90=" + d.format(sinceSummary.getValueAtPercentile(90))
        + ", 99=" + d.format(sinceSummary.getValueAtPercentile(99))
        + ", 99.9=" + d.format(sinceSummary.getValueAtPercentile(99.9))
        + ", 99.99=" + d.format(sinceSummary.getValueAtPercentile(99.99)) + "]";
    sinceSummary.reset();
    return ret;
  }

  @Override
  public void exportMeasurements(MeasurementsExporter exporter) throws IOException {
    sample();
    Histogram h = totalHistogram().orElseThrow();
    exporter.write(getName(), "Operations", h.getTotalCount());
    exporter.write(getName(), "AverageLatency(us)", h.getMean());
    exporter.write(getName(), "MinLatency(us)", h.getMinValue());
    exporter.write(getName(), "MaxLatency(us)", h.getMaxValue());
    for (double percentile : percentiles) {
      exporter.write(getName(), ordinal(percentile) + "PercentileLatency(us)", h.getValueAtPercentile(percentile));
    }
    exportStatusCounts(exporter);
  }

  public List<Double> percentiles() {
    return percentiles;
  }

  /** Whether this series writes an interval log. */
  public boolean logs() {
    return logFile != null;
  }

  /** Opens the interval log now if it is not open yet, with the start time set so far. */
  synchronized void openLogNow() {
    if (log == null && logFile != null) {
      log = openLog(logFile, getName(), logStartMs);
    }
  }

  @Override
  public Path intervalLogFile() {
    return logFile;
  }

  /** Closes the interval log, if any; throws when a write to it failed. */
  public synchronized void close() throws IOException {
    if (log != null && tag == null) {
      log.close();
    }
  }

  /** 95 becomes "95th", 1 "1st", 12 "12th"; a fractional percentile is printed as it is ("99.9"). */
  static String ordinal(double percentile) {
    if (percentile != Math.rint(percentile)) {
      return Double.toString(percentile);
    }
    int whole = (int) percentile;
    int lastTwo = whole % 100;
    String suffix;
    if (lastTwo >= 11 && lastTwo <= 13) {
      suffix = "th";
    } else {
      switch (whole % 10) {
        case 1:
          suffix = "st";
          break;
        case 2:
          suffix = "nd";
          break;
        case 3:
          suffix = "rd";
          break;
        default:
          suffix = "th";
      }
    }
    return whole + suffix;
  }
}
