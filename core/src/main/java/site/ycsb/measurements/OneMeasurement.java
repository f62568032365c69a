package site.ycsb.measurements;

import java.io.IOException;
import java.util.HashMap;
import java.util.Map;
import java.util.Optional;
import java.util.TreeMap;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.atomic.LongAdder;
import org.HdrHistogram.Histogram;
import site.ycsb.Status;
import site.ycsb.measurements.exporter.MeasurementsExporter;

/** The latencies and return codes of one named series, such as READ or Intended-UPDATE. */
public abstract class OneMeasurement {
  private final String name;
  private final ConcurrentHashMap<Status, LongAdder> returnCodes = new ConcurrentHashMap<>();
  private final CopyOnWriteArrayList<StatusCounter> threadCounters = new CopyOnWriteArrayList<>();
  /** Made ahead of its first operation (see {@link Measurements#seriesAhead}) and nothing recorded in it yet. */
  private volatile boolean waiting;

  public OneMeasurement(String name) {
    this.name = name;
  }

  /** Marks this series as made ahead: it is not reported until something is recorded in it. */
  final void madeAhead() {
    waiting = true;
  }

  /**
   * Whether the series is reported (text output, status line, results, interval log): always, unless it was
   * made ahead of its first operation and nothing has been recorded in it yet. Once true, it stays true.
   */
  public final boolean isReported() {
    if (waiting) {
      if (!hasRecorded()) {
        return false;
      }
      waiting = false;
    }
    return true;
  }

  /** Whether anything was counted in this series: a status, or (where the series can tell) a latency. */
  protected boolean hasRecorded() {
    if (!returnCodes.isEmpty()) {
      return true;
    }
    for (StatusCounter counter : threadCounters) {
      if (counter.hasCounted()) {
        return true;
      }
    }
    return false;
  }

  /**
   * Measurement starts now (the warm-up has ended): a series made ahead and still waiting for its first
   * operation counts its first interval from here. Others ignore it.
   */
  void measuringStarts(long nowMs) {
  }

  public String getName() {
    return name;
  }

  /** The HdrHistogram interval log this series writes, or null when it writes none. */
  public java.nio.file.Path intervalLogFile() {
    return null;
  }

  /** Records one latency in microseconds; thread-safe. */
  public abstract void measure(int latency);

  /** A one-line summary of the interval since the previous summary, for the status thread. */
  public abstract String getSummary();

  public void reportStatus(Status status) {
    LongAdder counter = returnCodes.get(status);
    if (counter == null) {
      counter = returnCodes.computeIfAbsent(status, s -> new LongAdder());
    }
    counter.increment();
  }

  public abstract void exportMeasurements(MeasurementsExporter exporter) throws IOException;

  /** Writes one {@code Return=NAME} line per status seen, in name order. */
  protected final void exportStatusCounts(MeasurementsExporter exporter) throws IOException {
    for (Map.Entry<String, Long> entry : statusCounts().entrySet()) {
      long count = entry.getValue();
      // 0.17.0 wrote these as int; custom exporters may rely on that overload.
      if (count <= Integer.MAX_VALUE) {
        exporter.write(getName(), "Return=" + entry.getKey(), (int) count);
      } else {
        exporter.write(getName(), "Return=" + entry.getKey(), count);
      }
    }
  }

  /**
   * A counter of return codes for the calling thread's exclusive use: the client threads count
   * through these, so counting costs no atomic operation.
   */
  public StatusCounter statusCounterForCurrentThread() {
    StatusCounter counter = new StatusCounter();
    threadCounters.add(counter);
    return counter;
  }

  /** How many per-thread counters {@link #statusCounterForCurrentThread()} has handed out. */
  public int threadCounterCount() {
    return threadCounters.size();
  }

  /** Counts per status name, sorted by name. */
  public Map<String, Long> statusCounts() {
    Map<Status, Long> totals = new HashMap<>();
    returnCodes.forEach((status, count) -> totals.merge(status, count.sum(), Long::sum));
    for (StatusCounter counter : threadCounters) {
      counter.addTo(totals);
    }
    Map<String, Long> ret = new TreeMap<>();
    totals.forEach((status, count) -> ret.merge(status.getName(), count, Long::sum));
    return ret;
  }

  /** How many records the series' successful scans asked for, over all threads (0 when it counted none). */
  public long recordsAsked() {
    long asked = 0;
    for (StatusCounter counter : threadCounters) {
      asked += counter.recordsAsked();
    }
    return asked;
  }

  /** How many records the series' successful scans returned, over all threads (0 when it counted none). */
  public long recordsReturned() {
    long returned = 0;
    for (StatusCounter counter : threadCounters) {
      returned += counter.recordsReturned();
    }
    return returned;
  }

  /**
   * A recorder for the calling thread. The default forwards to {@link #measure(int)}; series that
   * can record without contention override it.
   */
  public LatencyRecorder recorderForCurrentThread() {
    return this::measure;
  }

  /**
   * Folds everything recorded so far into the totals, so that {@link #totalHistogram()} is current.
   * Series that keep no interval state do nothing.
   */
  public void sample() {
  }

  /**
   * The latencies of the last interval {@link #sample()} closed, where this series keeps them; the caller must
   * not change it.
   */
  public Optional<Histogram> lastIntervalHistogram() {
    return Optional.empty();
  }

  /** Every latency recorded so far as an HDR histogram, where this series keeps one. */
  public Optional<Histogram> totalHistogram() {
    return Optional.empty();
  }
}
