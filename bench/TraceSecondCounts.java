import java.io.BufferedReader;
import java.io.File;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.TreeMap;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.HdrHistogram.EncodableHistogram;
import org.HdrHistogram.HistogramLogReader;

/**
 * A speed-1 trace replay's operations per measured interval against the trace's: the run's interval logs
 * (hdr/READ.hdr, INSERT.hdr, DELETE.hdr and their -FAILED twins: one per trace line, a read-modify-write's READ
 * included) against the
 * arrivals the trace schedules in the same interval (the n requests of trace second s at s + k/n). Time 0 is when
 * the replay's schedule began (result.json's arrivals.shape.scheduleStartEpochMs), not when a series' log began: a
 * series' log starts with its first operation, tens of milliseconds into the schedule, and counting from there
 * would credit the first interval with the arrivals before it. Prints each whole interval and the largest
 * difference in percent.
 *
 * <p>java -cp HdrHistogram.jar bench/TraceSecondCounts.java TRACE RESULTS_DIR
 */
public final class TraceSecondCounts {
  public static void main(String[] args) throws Exception {
    TreeMap<Long, Long> perSecond = new TreeMap<>();
    try (BufferedReader in = Files.newBufferedReader(Path.of(args[0]))) {
      String line;
      while ((line = in.readLine()) != null) {
        perSecond.merge(Long.parseLong(line.substring(0, line.indexOf(','))), 1L, Long::sum);
      }
    }
    long first = perSecond.firstKey();
    double zero = scheduleStartSeconds(Path.of(args[1], "result.json"));
    List<double[]> intervals = new ArrayList<>();
    // A failed operation (a read's NOT_FOUND: a miss) is in its own series, OP-FAILED.
    for (String op : new String[] {"READ", "INSERT", "DELETE", "READ-FAILED", "INSERT-FAILED", "DELETE-FAILED"}) {
      File f = new File(args[1], "hdr/" + op + ".hdr");
      if (!f.exists()) {
        continue;
      }
      HistogramLogReader reader = new HistogramLogReader(f);
      EncodableHistogram h;
      int i = 0;
      while ((h = reader.nextIntervalHistogram()) != null) {
        // The first interval runs from the schedule's start; each series cuts its intervals within a few ms of
        // the others', and the first series read (READ, the most operations) gives the boundaries.
        double start = i == 0 ? 0 : h.getStartTimeStamp() / 1000.0 - zero;
        double end = h.getEndTimeStamp() / 1000.0 - zero;
        if (intervals.size() <= i) {
          intervals.add(new double[] {start, end, 0});
        }
        intervals.get(i)[2] += ((org.HdrHistogram.AbstractHistogram) h).getTotalCount();
        i++;
      }
      reader.close();
    }
    // The client's own stalls per interval (HiccupMeter's 10 ms sleeps): where the host took the CPU from it.
    List<Double> stalls = new ArrayList<>();
    File hiccups = new File(args[1], "hdr/CLIENT-HICCUP.hdr");
    if (hiccups.exists()) {
      HistogramLogReader reader = new HistogramLogReader(hiccups);
      EncodableHistogram h;
      while ((h = reader.nextIntervalHistogram()) != null) {
        stalls.add(((org.HdrHistogram.AbstractHistogram) h).getMaxValue() / 1000.0);
      }
      reader.close();
    }
    double worst = 0;
    int within1 = 0;
    int within2 = 0;
    int within5 = 0;
    int whole = 0;
    double last = perSecond.lastKey() - first + 1;
    System.out.println("| interval (s) | trace | replayed | difference | client stall max (ms) |");
    System.out.println("| --- | ---: | ---: | ---: | ---: |");
    for (int i = 0; i < intervals.size(); i++) {
      double[] iv = intervals.get(i);
      if (iv[1] > last || iv[1] - iv[0] < 0.5) {
        continue; // the last, partial interval, and the trace's end
      }
      double expected = scheduled(perSecond, first, iv[1]) - scheduled(perSecond, first, iv[0]);
      double diff = expected == 0 ? 0 : 100.0 * (iv[2] - expected) / expected;
      worst = Math.max(worst, Math.abs(diff));
      whole++;
      within1 += Math.abs(diff) <= 1 ? 1 : 0;
      within2 += Math.abs(diff) <= 2 ? 1 : 0;
      within5 += Math.abs(diff) <= 5 ? 1 : 0;
      System.out.printf("| %.3f-%.3f | %.0f | %.0f | %+.2f%% | %s |%n", iv[0], iv[1], expected, iv[2], diff,
          i < stalls.size() ? String.format("%.1f", stalls.get(i)) : "");
    }
    System.out.printf("%d whole intervals: %d within 1%%, %d within 2%%, %d within 5%%; largest difference: %.2f%%%n",
        whole, within1, within2, within5, worst);
    // Late is not lost: a stall moves operations into the next interval. Over 10 intervals at a time:
    int windows = 0;
    int windowsWithin2 = 0;
    double worstWindow = 0;
    for (int i = 0; i + 10 <= intervals.size() && intervals.get(i + 9)[1] <= last; i += 10) {
      double replayed = 0;
      for (int k = i; k < i + 10; k++) {
        replayed += intervals.get(k)[2];
      }
      double expected = scheduled(perSecond, first, intervals.get(i + 9)[1])
          - scheduled(perSecond, first, intervals.get(i)[0]);
      double diff = 100.0 * (replayed - expected) / expected;
      windows++;
      windowsWithin2 += Math.abs(diff) <= 2 ? 1 : 0;
      worstWindow = Math.max(worstWindow, Math.abs(diff));
    }
    System.out.printf("%d windows of 10 intervals: %d within 2%%; largest difference: %.2f%%%n", windows,
        windowsWithin2, worstWindow);
  }

  /** result.json's arrivals.shape.scheduleStartEpochMs, in seconds. */
  private static double scheduleStartSeconds(Path resultJson) throws Exception {
    Matcher m = Pattern.compile("\"scheduleStartEpochMs\"\\s*:\\s*(\\d+)").matcher(Files.readString(resultJson));
    if (!m.find()) {
      throw new IllegalStateException(resultJson + " has no arrivals.shape.scheduleStartEpochMs: not a paced replay?");
    }
    return Long.parseLong(m.group(1)) / 1000.0;
  }

  /** The trace's arrivals scheduled before {@code t} seconds from its start. */
  private static double scheduled(TreeMap<Long, Long> perSecond, long first, double t) {
    double n = 0;
    for (var e : perSecond.entrySet()) {
      double s = e.getKey() - first;
      if (s + 1 <= t) {
        n += e.getValue();
      } else if (s < t) {
        // The k-th of n arrives at s + k/n: those with k/n < t - s.
        n += Math.ceil((t - s) * e.getValue());
        break;
      } else {
        break;
      }
    }
    return n;
  }
}
