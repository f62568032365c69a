import java.io.BufferedReader;
import java.io.File;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.TreeMap;
import org.HdrHistogram.EncodableHistogram;
import org.HdrHistogram.HistogramLogReader;

/**
 * A speed-1 trace replay's operations per measured interval against the trace's: the run's interval logs
 * (hdr/READ.hdr, INSERT.hdr, DELETE.hdr: one per trace line, a read-modify-write's READ included) against the
 * arrivals the trace schedules in the same interval (the n requests of trace second s at s + k/n). Prints each
 * whole interval and the largest difference in percent.
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
    List<double[]> intervals = new ArrayList<>();
    for (String op : new String[] {"READ", "INSERT", "DELETE"}) {
      File f = new File(args[1], "hdr/" + op + ".hdr");
      if (!f.exists()) {
        continue;
      }
      HistogramLogReader reader = new HistogramLogReader(f);
      EncodableHistogram h;
      int i = 0;
      double base = -1;
      while ((h = reader.nextIntervalHistogram()) != null) {
        if (base < 0) {
          base = reader.getStartTimeSec();
        }
        double start = h.getStartTimeStamp() / 1000.0 - base;
        double end = h.getEndTimeStamp() / 1000.0 - base;
        if (intervals.size() <= i) {
          intervals.add(new double[] {start, end, 0});
        }
        intervals.get(i)[2] += ((org.HdrHistogram.AbstractHistogram) h).getTotalCount();
        i++;
      }
      reader.close();
    }
    double worst = 0;
    double last = perSecond.lastKey() - first + 1;
    System.out.println("| interval (s) | trace | replayed | difference |");
    System.out.println("| --- | ---: | ---: | ---: |");
    for (double[] iv : intervals) {
      if (iv[1] > last || iv[1] - iv[0] < 0.5) {
        continue; // the last, partial interval, and the trace's end
      }
      double expected = scheduled(perSecond, first, iv[1]) - scheduled(perSecond, first, iv[0]);
      double diff = expected == 0 ? 0 : 100.0 * (iv[2] - expected) / expected;
      worst = Math.max(worst, Math.abs(diff));
      System.out.printf("| %.3f-%.3f | %.0f | %.0f | %+.2f%% |%n", iv[0], iv[1], expected, iv[2], diff);
    }
    System.out.printf("largest difference: %.2f%%%n", worst);
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
