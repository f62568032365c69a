package site.ycsb.measurements;

import java.io.IOException;
import java.util.ArrayList;
import java.util.List;
import java.util.Properties;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ConcurrentMap;
import site.ycsb.PropertyReader;
import site.ycsb.Status;
import site.ycsb.measurements.exporter.MeasurementsExporter;

/**
 * All latency series of one run, by name. The client creates one instance per run and installs it
 * with {@link #setMeasurements(Measurements)}; {@link #getMeasurements()} remains for bindings and
 * workloads written against 0.17.0, which reach the measurements that way.
 */
public class Measurements {
  public static final String MEASUREMENT_TYPE_PROPERTY = "measurementtype";
  public static final String MEASUREMENT_INTERVAL = "measurement.interval";
  public static final String MEASUREMENT_TRACK_JVM_PROPERTY = "measurement.trackjvm";
  public static final String MEASUREMENT_TRACK_JVM_PROPERTY_DEFAULT = "false";
  /** The client's {@code target} (ops/s): with one, intended-time latency is always recorded. */
  private static final String TARGET_PROPERTY = "target";

  private static final String[] TYPE_NAMES = {
      "hdrhistogram", "histogram", "hdrhistogram+histogram", "hdrhistogram+raw", "timeseries", "raw"};

  /** The measurement types {@code measurementtype} accepts. */
  public enum MeasurementType {
    HISTOGRAM, HDRHISTOGRAM, HDRHISTOGRAM_AND_HISTOGRAM, HDRHISTOGRAM_AND_RAW, TIMESERIES, RAW
  }

  /** Which latency {@code measurement.interval} asks for: from the actual or the intended start. */
  public enum Interval {
    OP, INTENDED, BOTH
  }

  private static Properties staticProperties = new Properties();
  private static Measurements singleton;

  private final Properties props;
  private final MeasurementType type;
  private final Interval interval;
  /**
   * Intended-time latency is recorded whenever a target rate is set, whatever {@code measurement.interval}
   * says: under a target it is the response time a user sees, and without it a stalled database looks healthy
   * (coordinated omission). The text output still prints only the series {@code measurement.interval} names.
   */
  private final boolean intendedAlways;
  private final ConcurrentMap<String, OneMeasurement> opSeries = new ConcurrentHashMap<>();
  private final ConcurrentMap<String, OneMeasurement> intendedSeries = new ConcurrentHashMap<>();
  /** Series about the client itself (CLIENT-HICCUP): in result.json and hdr/, never in the text output. */
  private final ConcurrentMap<String, OneMeasurement> clientSeries = new ConcurrentHashMap<>();
  /** {@code measurement.sizebuckets}, or null: then no operation is split by value size. */
  private final SizeBuckets sizeBuckets;
  /** The operations' latencies by value size, with {@link #sizeBuckets} only. */
  private final ConcurrentMap<String, SizeSplitSeries> sizeSplits = new ConcurrentHashMap<>();
  private final ThreadLocal<IntendedStartTime> intendedStart = ThreadLocal.withInitial(IntendedStartTime::new);
  /** Closed during warm-up: operations then run but nothing is recorded. */
  private volatile boolean recording = true;
  /** Where warm-up operations are recorded; made on first use. */
  private Measurements warmupTwin;
  private final boolean isTwin;
  /** A twin of measurements that write interval logs: its series encode theirs and throw them away. */
  private final boolean discardedLogs;

  /** Properties for the instance {@link #getMeasurements()} creates when none was installed. */
  public static synchronized void setProperties(Properties props) {
    staticProperties = props;
  }

  /** The measurements of the current run (0.17.0's way for bindings to record their own series). */
  public static synchronized Measurements getMeasurements() {
    if (singleton == null) {
      singleton = new Measurements(staticProperties);
    }
    return singleton;
  }

  /** Makes {@code measurements} the instance {@link #getMeasurements()} returns. */
  public static synchronized void setMeasurements(Measurements measurements) {
    singleton = measurements;
  }

  public Measurements(Properties props) {
    this(props, SizeBuckets.fixed());
  }

  /** Measurements whose {@code measurement.sizebuckets=auto}, when it is set so, means {@code autoSizeBuckets}. */
  public Measurements(Properties props, SizeBuckets autoSizeBuckets) {
    this(props, false, false, autoSizeBuckets);
  }

  private Measurements(Properties props, boolean isTwin, boolean discardedLogs, SizeBuckets autoSizeBuckets) {
    this.props = props;
    this.isTwin = isTwin;
    this.discardedLogs = discardedLogs;
    PropertyReader reader = new PropertyReader(props);
    String typeName = reader.choice(MEASUREMENT_TYPE_PROPERTY, "hdrhistogram", TYPE_NAMES);
    switch (typeName) {
      case "histogram":
        type = MeasurementType.HISTOGRAM;
        break;
      case "hdrhistogram+histogram":
        type = MeasurementType.HDRHISTOGRAM_AND_HISTOGRAM;
        break;
      case "hdrhistogram+raw":
        type = MeasurementType.HDRHISTOGRAM_AND_RAW;
        break;
      case "timeseries":
        type = MeasurementType.TIMESERIES;
        break;
      case "raw":
        type = MeasurementType.RAW;
        break;
      default:
        type = MeasurementType.HDRHISTOGRAM;
    }
    String intervalName = reader.choice(MEASUREMENT_INTERVAL, "op", "op", "intended", "both");
    interval = Interval.valueOf(intervalName.toUpperCase(java.util.Locale.ROOT));
    intendedAlways = reader.doubleValue(TARGET_PROPERTY, 0, 0, Double.MAX_VALUE) > 0;
    // Fail on bad series properties now, not on the first operation of some thread.
    constructSeries("validation");
    sizeBuckets = SizeBuckets.read(reader, autoSizeBuckets);
  }

  /**
   * Series of the same types as this instance's, which record warm-up operations and are never reported or
   * logged, so that a warm-up runs the measured code path (see {@link site.ycsb.engine.OperationMeter}). Its
   * gate is always open. The twin of a twin is itself.
   */
  public synchronized Measurements warmupTwin() {
    if (isTwin) {
      return this;
    }
    if (warmupTwin == null) {
      warmupTwin = new Measurements(withoutFileOutput(props), true, OneMeasurementHdrHistogram.writesLogs(props),
          sizeBuckets);
    }
    return warmupTwin;
  }

  private static Properties withoutFileOutput(Properties props) {
    Properties copy = new Properties();
    copy.putAll(props);
    copy.remove(OneMeasurementHdrHistogram.RESULTS_DIR_PROPERTY);
    copy.setProperty(OneMeasurementHdrHistogram.FILE_OUTPUT_PROPERTY, "false");
    return copy;
  }

  public MeasurementType type() {
    return type;
  }

  public Interval interval() {
    return interval;
  }

  public boolean isRecording() {
    return recording;
  }

  /**
   * Opens or closes the gate; while closed, every measure and reportStatus call is dropped. Opening it starts the
   * clock of the series made ahead that still wait for their first operation.
   */
  public void setRecording(boolean recording) {
    if (recording && !this.recording) {
      long now = System.currentTimeMillis();
      opSeries.values().forEach(m -> m.measuringStarts(now));
      intendedSeries.values().forEach(m -> m.measuringStarts(now));
      clientSeries.values().forEach(m -> {
        m.measuringStarts(now);
        if (m instanceof OneMeasurementHdrHistogram h) {
          h.openLogNow();  // the client's own log exists from the measured start, however short the run
        }
      });
    }
    this.recording = recording;
  }

  /**
   * Always: with {@code intended} 0.17.0 left the operation's own block empty, printing
   * {@code Operations, 0} and zero latencies beside {@code Return=OK, n}. Its service time is recorded
   * as with {@code both}, so every number printed is a measured one.
   */
  public boolean recordsOpLatency() {
    return true;
  }

  public boolean recordsIntendedLatency() {
    return interval != Interval.OP || intendedAlways;
  }

  /** Whether the text output and the status line show the Intended- series. */
  private boolean printsIntendedLatency() {
    return interval != Interval.OP;
  }

  private OneMeasurement constructSeries(String name) {
    // The validation series only checks the series properties: it never writes a log, whatever the type.
    Properties seriesProps = "validation".equals(name) ? withoutFileOutput(props) : props;
    switch (type) {
      case HISTOGRAM:
        return new OneMeasurementHistogram(name, seriesProps);
      case HDRHISTOGRAM_AND_HISTOGRAM:
        return new TwoInOneMeasurement(name, hdrHalf(name, seriesProps),
            new OneMeasurementHistogram("Bucket" + name, seriesProps));
      case HDRHISTOGRAM_AND_RAW:
        return new TwoInOneMeasurement(name, hdrHalf(name, seriesProps),
            new OneMeasurementRaw("Raw" + name, seriesProps));
      case TIMESERIES:
        return new OneMeasurementTimeSeries(name, props);
      case RAW:
        return new OneMeasurementRaw(name, props);
      default:
        if ("validation".equals(name)) {
          // Validates the percentiles without opening an interval log.
          return new OneMeasurementHdrHistogram(name, withoutFileOutput(props));
        }
        // The twin's small rings make warm-up operations take every path of the recorder (see HandoffRecorder).
        return new OneMeasurementHdrHistogram(name, props, false,
            isTwin ? HandoffRecorder.WARMUP_CAPACITY : HandoffRecorder.CAPACITY, discardedLogs);
    }
  }

  /** The HdrHistogram half of a two-in-one type: upstream's {@code [HdrREAD]} lines, the log {@code hdr/READ.hdr}. */
  private OneMeasurementHdrHistogram hdrHalf(String name, Properties seriesProps) {
    return new OneMeasurementHdrHistogram("Hdr" + name, name, seriesProps, false,
        isTwin ? HandoffRecorder.WARMUP_CAPACITY : HandoffRecorder.CAPACITY, false);
  }

  /** The series of an operation, created on first use. */
  public OneMeasurement series(String operation) {
    OneMeasurement m = opSeries.get(operation);
    return m != null ? m : opSeries.computeIfAbsent(operation, this::constructSeries);
  }

  /**
   * The series of an operation, made ahead of its first operation if it does not exist yet, or null when this
   * measurement type cannot make one ahead (only {@code hdrhistogram} can). A series made ahead is registered,
   * so that the first measured operation finds it and this thread's recorders ready (at the warm-up's end, a
   * burst of first-use paths the JIT had never seen deoptimised the operation path of every thread), but it is
   * not reported, and writes no interval log, until something is recorded in it.
   */
  public OneMeasurement seriesAhead(String operation) {
    if (type != MeasurementType.HDRHISTOGRAM) {
      return null;
    }
    OneMeasurement m = opSeries.get(operation);
    return m != null ? m : opSeries.computeIfAbsent(operation, this::constructAhead);
  }

  /** {@link #seriesAhead} for the intended-latency series ({@code Intended-<operation>}). */
  public OneMeasurement intendedSeriesAhead(String operation) {
    if (type != MeasurementType.HDRHISTOGRAM) {
      return null;
    }
    OneMeasurement m = intendedSeries.get(operation);
    return m != null ? m : intendedSeries.computeIfAbsent(operation, op -> constructAhead("Intended-" + op));
  }

  private OneMeasurement constructAhead(String name) {
    return new OneMeasurementHdrHistogram(name, props, true);
  }

  /** The value-size buckets latencies are split by ({@code measurement.sizebuckets}), or null for none. */
  public SizeBuckets sizeBuckets() {
    return sizeBuckets;
  }

  /** An operation's latencies by value size, made on first use; only with {@link #sizeBuckets()}. */
  public SizeSplitSeries sizeSplit(String operation) {
    SizeSplitSeries m = sizeSplits.get(operation);
    return m != null ? m : sizeSplits.computeIfAbsent(operation, op -> new SizeSplitSeries(op, sizeBuckets, props,
        props.getProperty(OneMeasurementHdrHistogram.RESULTS_DIR_PROPERTY) == null ? null
            : java.nio.file.Paths.get(props.getProperty(OneMeasurementHdrHistogram.RESULTS_DIR_PROPERTY))));
  }

  /** The operations split by value size so far, sorted by operation; empty without {@link #sizeBuckets()}. */
  public List<SizeSplitSeries> sizeSplits() {
    List<SizeSplitSeries> ret = new ArrayList<>();
    sizeSplits.keySet().stream().sorted().forEach(k -> ret.add(sizeSplits.get(k)));
    return ret;
  }

  /** The intended-latency series of an operation ({@code Intended-<operation>}). */
  public OneMeasurement intendedSeries(String operation) {
    OneMeasurement m = intendedSeries.get(operation);
    return m != null ? m : intendedSeries.computeIfAbsent(operation, op -> constructSeries("Intended-" + op));
  }

  /**
   * A series about the client itself, created on first use: always an HdrHistogram in microseconds, whatever
   * {@code measurementtype} says, logged to {@code <results.dir>/hdr/} but not to upstream's
   * {@code hdrhistogram.output.path}, and left out of the text output and the status line, which keep upstream's
   * lines.
   */
  public OneMeasurement clientSeries(String name) {
    OneMeasurement m = clientSeries.get(name);
    return m != null ? m : clientSeries.computeIfAbsent(name,
        // During a warm-up, made ahead: its log starts when measurement does, as every operation's log does.
        n -> new OneMeasurementHdrHistogram(n, withoutUpstreamFileOutput(props), !recording));
  }

  /** The series about the client itself, sorted by name. */
  public List<OneMeasurement> clientSeries() {
    List<OneMeasurement> ret = new ArrayList<>();
    clientSeries.keySet().stream().sorted().forEach(k -> ret.add(clientSeries.get(k)));
    return ret;
  }

  private static Properties withoutUpstreamFileOutput(Properties props) {
    Properties copy = new Properties();
    copy.putAll(props);
    copy.setProperty(OneMeasurementHdrHistogram.FILE_OUTPUT_PROPERTY, "false");
    return copy;
  }

  /** The calling thread's intended start time, which a throttled client thread sets per operation. */
  public IntendedStartTime intendedStartTimeForCurrentThread() {
    return intendedStart.get();
  }

  public void setIntendedStartTimeNs(long time) {
    if (recordsIntendedLatency()) {
      intendedStart.get().set(time);
    }
  }

  /** The intended start of the current operation, or now when no target rate is set (sic: 0.17.0's name). */
  public long getIntendedtartTimeNs() {
    if (!recordsIntendedLatency()) {
      return 0L;
    }
    return intendedStart.get().startTimeNs();
  }

  public void measure(String operation, int latency) {
    if (recording && recordsOpLatency()) {
      series(operation).measure(latency);
    }
  }

  public void measureIntended(String operation, int latency) {
    if (recording && recordsIntendedLatency()) {
      intendedSeries(operation).measure(latency);
    }
  }

  public void reportStatus(String operation, Status status) {
    if (recording) {
      series(operation).reportStatus(status);
    }
  }

  /** Every reported series ({@link OneMeasurement#isReported()}), operation series first, each group sorted by name. */
  public List<OneMeasurement> allSeries() {
    List<OneMeasurement> ret = operationSeries();
    addReported(intendedSeries, ret);
    return ret;
  }

  /** The reported operation series (not the intended ones), sorted by name. */
  public List<OneMeasurement> operationSeries() {
    List<OneMeasurement> ret = new ArrayList<>();
    addReported(opSeries, ret);
    return ret;
  }

  private static void addReported(ConcurrentMap<String, OneMeasurement> series, List<OneMeasurement> into) {
    series.keySet().stream().sorted().map(series::get).filter(OneMeasurement::isReported).forEach(into::add);
  }

  public void exportMeasurements(MeasurementsExporter exporter) throws IOException {
    for (OneMeasurement m : printedSeries()) {
      m.exportMeasurements(exporter);
    }
  }

  private List<OneMeasurement> printedSeries() {
    return printsIntendedLatency() ? allSeries() : operationSeries();
  }

  /**
   * Drains every series into its totals (and interval log), and those of the warm-up twin, whose recorders
   * are thereby drained by the same sampler path as the run's.
   */
  public void sampleAll() {
    for (OneMeasurement m : allSeries()) {
      m.sample();
    }
    for (OneMeasurement m : clientSeries()) {
      m.sample();
    }
    for (SizeSplitSeries m : sizeSplits()) {
      m.sample();
    }
    Measurements twin;
    synchronized (this) {
      twin = warmupTwin;
    }
    if (twin != null) {
      twin.sampleAll();
    }
  }

  public synchronized String getSummary() {
    StringBuilder ret = new StringBuilder();
    for (OneMeasurement m : printedSeries()) {
      String summary = m.getSummary();
      if (!summary.isEmpty()) {
        ret.append(summary).append(' ');
      }
    }
    return ret.toString();
  }

  /** Closes every interval log; throws, after closing all, when writing any of them failed. */
  public void close() throws IOException {
    List<IOException> failures = new ArrayList<>();
    for (OneMeasurement m : allSeries()) {
      closeSeries(m, failures);
    }
    for (OneMeasurement m : clientSeries()) {
      closeSeries(m, failures);
    }
    for (SizeSplitSeries m : sizeSplits()) {
      try {
        m.close();
      } catch (IOException e) {
        failures.add(e);
      }
    }
    if (!failures.isEmpty()) {
      IOException first = failures.get(0);
      throw new IOException(first.getMessage() + (failures.size() == 1 ? ""
          : " (and " + (failures.size() - 1) + " more of the run's HdrHistogram logs)"), first);
    }
  }

  private static void closeSeries(OneMeasurement m, List<IOException> failures) {
    if (m instanceof OneMeasurementHdrHistogram) {
      try {
        ((OneMeasurementHdrHistogram) m).close();
      } catch (IOException e) {
        failures.add(e);
      }
    } else if (m instanceof TwoInOneMeasurement) {
      closeSeries(((TwoInOneMeasurement) m).first(), failures);
      closeSeries(((TwoInOneMeasurement) m).second(), failures);
    }
  }

  /** The intended start of the operation a thread is about to issue; zero means "now". */
  public static final class IntendedStartTime {
    private long timeNs;

    public void set(long timeNs) {
      this.timeNs = timeNs;
    }

    public long startTimeNs() {
      return timeNs == 0 ? System.nanoTime() : timeNs;
    }
  }
}
