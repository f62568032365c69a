package site.ycsb.measurements;

import java.text.DecimalFormat;
import java.text.DecimalFormatSymbols;
import java.util.Locale;

/**
 * Count, total, min and max of a series' latencies, plus the average since the last status line;
 * the bookkeeping the histogram and time-series measurements share. Not thread-safe: its owner
 * guards it.
 */
final class RunningLatency {
  private long operations;
  private long totalLatency;
  private long windowOperations;
  private long windowTotalLatency;
  private int min = -1;
  private int max = -1;

  void add(int latency) {
    operations++;
    totalLatency += latency;
    windowOperations++;
    windowTotalLatency += latency;
    if (min < 0 || latency < min) {
      min = latency;
    }
    if (max < 0 || latency > max) {
      max = latency;
    }
  }

  long operations() {
    return operations;
  }

  double mean() {
    return totalLatency / (double) operations;
  }

  int min() {
    return min;
  }

  int max() {
    return max;
  }

  /** The status-line summary {@code [NAME AverageLatency(us)=x]} since the last call, or "". */
  String takeWindowSummary(String name) {
    if (windowOperations == 0) {
      return "";
    }
    DecimalFormat d = new DecimalFormat("#.##", DecimalFormatSymbols.getInstance(Locale.ROOT));
    double average = windowTotalLatency / (double) windowOperations;
    windowOperations = 0;
    windowTotalLatency = 0;
    return "[" + name + " AverageLatency(us)=" + d.format(average) + "]";
  }
}
