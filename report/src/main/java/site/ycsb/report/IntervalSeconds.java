package site.ycsb.report;

import java.io.FileNotFoundException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.PriorityQueue;
import org.HdrHistogram.AbstractHistogram;
import org.HdrHistogram.EncodableHistogram;
import org.HdrHistogram.Histogram;
import org.HdrHistogram.HistogramLogReader;

/**
 * A run's interval logs ({@code hdr/<OP>.hdr}, one interval a second) read second by second, through HdrHistogram's
 * own {@link HistogramLogReader}: per operation and for all of them together, each second's count and the p50, p95
 * and p99 of its values. The logs are read side by side in the order their intervals end, so memory holds one
 * interval per log and one sum per second however long the run.
 *
 * <p>Second {@code k} is the interval that begins nearest {@code k - 1} seconds after the time 0 given (the
 * schedule's start): the sampler closes every log's interval at the same tick, so the operations of one second
 * land together. A second no interval began in is absent, never filled in. The stop leaves short intervals after
 * the last whole one (the run's last fraction of a second and its drain); seconds at the end shorter than
 * {@link #SHORTEST_LAST} are left out, as their rate would rest on a few operations over a sliver of time.
 */
final class IntervalSeconds {
  /** The shortest last second kept, in seconds. */
  static final double SHORTEST_LAST = 0.5;

  /**
   * One second of measured operations.
   *
   * @param second the second, counted from time 0: second k began nearest k - 1 seconds after it
   * @param fromS when the second's intervals began, seconds after time 0
   * @param toS when they ended
   * @param count the operations measured in them
   * @param p50Us the median of their values (µs), null when there were none; p95 and p99 likewise
   */
  record Second(int second, double fromS, double toS, long count, Long p50Us, Long p95Us, Long p99Us) {

    /** The measured rate: the count over the intervals' length. */
    double opsPerSec() {
      return toS > fromS ? count / (toS - fromS) : 0;
    }
  }

  /**
   * What the logs hold.
   *
   * @param all every operation's intervals added, second by second in order
   * @param byOperation each operation's own seconds, in the order the logs were given
   */
  record Seconds(List<Second> all, Map<String, List<Second>> byOperation) {
    Seconds {
      all = List.copyOf(all);
      Map<String, List<Second>> copy = new LinkedHashMap<>();
      byOperation.forEach((op, seconds) -> copy.put(op, List.copyOf(seconds)));
      byOperation = java.util.Collections.unmodifiableMap(copy);
    }
  }

  private IntervalSeconds() {
  }

  /**
   * Reads the logs, by operation ({@code READ} to its file), with time 0 at {@code zeroEpochMs}.
   *
   * @throws ReportException when a log cannot be read, naming it
   */
  static Seconds read(Map<String, Path> logs, long zeroEpochMs) throws ReportException {
    List<Log> open = new ArrayList<>();
    try {
      PriorityQueue<Log> byStart = new PriorityQueue<>(
          Comparator.comparingLong(l -> l.current.getStartTimeStamp()));
      for (Map.Entry<String, Path> e : logs.entrySet()) {
        Log l = new Log(e.getKey(), e.getValue());
        open.add(l);
        if (l.advance()) {
          byStart.add(l);
        }
      }
      Map<String, List<Second>> byOperation = new LinkedHashMap<>();
      logs.keySet().forEach(op -> byOperation.put(op, new ArrayList<>()));
      List<Second> all = new ArrayList<>();
      Sum total = null;
      Map<String, Sum> perOperation = new LinkedHashMap<>();
      while (!byStart.isEmpty()) {
        Log l = byStart.poll();
        int second = (int) Math.round((l.current.getStartTimeStamp() - zeroEpochMs) / 1000.0) + 1;
        if (total != null && second != total.second) {
          all.add(total.second(zeroEpochMs));
          perOperation.forEach((op, s) -> byOperation.get(op).add(s.second(zeroEpochMs)));
          perOperation.clear();
          total = null;
        }
        if (total == null) {
          total = new Sum(second);
        }
        total.add(l.current);
        perOperation.computeIfAbsent(l.operation, op -> new Sum(second)).add(l.current);
        if (l.advance()) {
          byStart.add(l);
        }
      }
      if (total != null) {
        all.add(total.second(zeroEpochMs));
        perOperation.forEach((op, s) -> byOperation.get(op).add(s.second(zeroEpochMs)));
      }
      while (!all.isEmpty() && all.get(all.size() - 1).toS() - all.get(all.size() - 1).fromS() < SHORTEST_LAST) {
        int last = all.remove(all.size() - 1).second();
        byOperation.values().forEach(l -> l.removeIf(x -> x.second() == last));
      }
      return new Seconds(all, byOperation);
    } catch (FileNotFoundException e) {
      throw new ReportException("cannot read the interval log " + e.getMessage());
    } finally {
      open.forEach(Log::close);
    }
  }

  /** One log being read: its reader and the interval it is at. */
  private static final class Log {
    private final String operation;
    private final Path file;
    private final HistogramLogReader reader;
    private AbstractHistogram current;

    Log(String operation, Path file) throws FileNotFoundException {
      this.operation = operation;
      this.file = file;
      this.reader = new HistogramLogReader(file.toFile());
    }

    /** Moves to the next interval; false at the end of the log. */
    boolean advance() throws ReportException {
      EncodableHistogram h;
      try {
        do {
          h = reader.nextIntervalHistogram();
        } while (h != null && !(h instanceof AbstractHistogram));
      } catch (RuntimeException e) {
        // HistogramLogReader reports a malformed line or interval as an unchecked exception.
        throw new ReportException("cannot read the interval log " + file + ": it is not an HdrHistogram log ("
            + e.getClass().getSimpleName() + ")");
      }
      current = (AbstractHistogram) h;
      return current != null;
    }

    void close() {
      reader.close();
    }
  }

  /** The intervals of one second added up. */
  private static final class Sum {
    private final int second;
    private Histogram values;
    private long from = Long.MAX_VALUE;
    private long to = Long.MIN_VALUE;

    Sum(int second) {
      this.second = second;
    }

    void add(AbstractHistogram h) {
      if (values == null) {
        values = new Histogram(h.getNumberOfSignificantValueDigits());
      }
      values.add(h);
      from = Math.min(from, h.getStartTimeStamp());
      to = Math.max(to, h.getEndTimeStamp());
    }

    Second second(long zeroEpochMs) {
      long n = values.getTotalCount();
      return new Second(second, (from - zeroEpochMs) / 1000.0, (to - zeroEpochMs) / 1000.0, n,
          n == 0 ? null : values.getValueAtPercentile(50), n == 0 ? null : values.getValueAtPercentile(95),
          n == 0 ? null : values.getValueAtPercentile(99));
    }
  }
}
