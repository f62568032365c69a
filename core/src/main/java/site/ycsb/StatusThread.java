package site.ycsb;

import java.io.PrintStream;
import java.text.DecimalFormat;
import java.text.DecimalFormatSymbols;
import java.text.SimpleDateFormat;
import java.util.Date;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import site.ycsb.engine.Warmup;
import site.ycsb.measurements.Measurements;

/**
 * Prints the {@code -s} status line every {@code status.interval} seconds (to stderr, and to stdout
 * too for the timeseries measurement type), in 0.17.0's format, plus a last line at the end.
 * Optionally tracks JVM memory, thread count and load for the final report.
 */
public class StatusThread extends Thread {
  private final CountDownLatch completeLatch;
  private final List<ClientThread> clients;
  private final String label;
  private final boolean standardStatus;
  private final long sleepTimeNs;
  private final boolean trackJvmStats;
  private final Measurements measurements;
  private final PrintStream err;
  private final PrintStream out;
  private volatile long startMs;
  private volatile Warmup warmup;
  private int maxThreads;
  private int minThreads = Integer.MAX_VALUE;
  private long maxUsedMem;
  private long minUsedMem = Long.MAX_VALUE;
  private double maxLoadAvg;
  private double minLoadAvg = Double.MAX_VALUE;

  public StatusThread(CountDownLatch completeLatch, List<ClientThread> clients, String label, boolean standardStatus,
      int statusIntervalSeconds, boolean trackJvmStats, Measurements measurements, PrintStream out, PrintStream err) {
    super("ycsb-status");
    setDaemon(true);
    this.completeLatch = completeLatch;
    this.clients = clients;
    this.label = label;
    this.standardStatus = standardStatus;
    this.sleepTimeNs = TimeUnit.SECONDS.toNanos(statusIntervalSeconds);
    this.trackJvmStats = trackJvmStats;
    this.measurements = measurements;
    this.out = out;
    this.err = err;
  }

  /** Sets the start of the measured run (after warm-up); the elapsed time counts from here. */
  public void setStartMs(long startMs) {
    this.startMs = startMs;
  }

  /** Counts elapsed time from the end of this warm-up, so the clock shows the measured run. */
  public void setWarmup(Warmup warmup) {
    this.warmup = warmup;
  }

  @Override
  public void run() {
    if (startMs == 0) {
      startMs = System.currentTimeMillis();
    }
    long startNs = System.nanoTime();
    long lastOps = 0;
    long lastMs = startMs;
    long deadline = startNs + sleepTimeNs;
    boolean done;
    do {
      done = waitUntil(deadline);
      long nowMs = System.currentTimeMillis();
      lastOps = printStatus(lastOps, lastMs, nowMs);
      lastMs = nowMs;
      if (trackJvmStats) {
        measureJvm();
      }
      deadline += sleepTimeNs;
    } while (!done);
  }

  private boolean waitUntil(long deadlineNs) {
    try {
      long wait = deadlineNs - System.nanoTime();
      return wait <= 0 ? completeLatch.getCount() == 0 : completeLatch.await(wait, TimeUnit.NANOSECONDS);
    } catch (InterruptedException e) {
      return true;
    }
  }

  private long printStatus(long lastOps, long lastMs, long nowMs) {
    long totalOps = 0;
    long todoOps = 0;
    for (ClientThread t : clients) {
      totalOps += t.getOpsDone();
      todoOps += t.getOpsTodo();
    }
    Warmup w = warmup;
    long measuredStartMs = w != null && w.endEpochMs() > 0 ? w.endEpochMs() : startMs;
    long elapsedMs = Math.max(0, nowMs - measuredStartMs);
    DecimalFormat d = new DecimalFormat("#.##", DecimalFormatSymbols.getInstance(Locale.ROOT));
    // 0.17.0's shape: the label is a prefix glued to the timestamp.
    StringBuilder msg = new StringBuilder(label)
        .append(new SimpleDateFormat("yyyy-MM-dd HH:mm:ss:SSS", Locale.ROOT).format(new Date(nowMs)))
        .append(' ').append(elapsedMs / 1000).append(" sec: ")
        .append(totalOps).append(" operations; ");
    if (totalOps != 0) {
      // Operations are counted from the warm-up's end: an interval the warm-up ended in is timed from there,
      // or the first measured rate would read low by the share of the interval that was warm-up.
      double current = 1000.0 * (totalOps - lastOps) / Math.max(1, nowMs - Math.max(lastMs, measuredStartMs));
      msg.append(d.format(current)).append(" current ops/sec; ");
    }
    // No estimate before the first operation: 0.17.0 printed an absurd one at zero throughput.
    if (todoOps != 0 && totalOps != 0 && elapsedMs > 0) {
      double throughput = 1000.0 * totalOps / elapsedMs;
      msg.append("est completion in ").append(RemainingFormatter.format((long) Math.ceil(todoOps / throughput)));
    }
    msg.append(measurements.getSummary());
    if (w != null && w.isActive()) {
      // The warm-up's operations are the twin's; summarising them (and dropping the text) runs the percentile and
      // formatting code the measured lines need, so the JIT compiles it now instead of in the measured seconds
      // (memcached, 128 threads, measured 10 s: 259-295 compilations with -s before, 202-237 after, 160 without -s).
      measurements.warmupTwin().getSummary();
    }
    err.println(msg);
    if (standardStatus) {
      out.println(msg);
    }
    return totalOps;
  }

  private void measureJvm() {
    int threads = Utils.getActiveThreadCount();
    maxThreads = Math.max(maxThreads, threads);
    minThreads = Math.min(minThreads, threads);
    long usedMem = Utils.getUsedMemoryMegaBytes();
    maxUsedMem = Math.max(maxUsedMem, usedMem);
    minUsedMem = Math.min(minUsedMem, usedMem);
    double load = Utils.getSystemLoadAverage();
    maxLoadAvg = Math.max(maxLoadAvg, load);
    minLoadAvg = Math.min(minLoadAvg, load);
  }

  public boolean trackJVMStats() {
    return trackJvmStats;
  }

  public int getMaxThreads() {
    return maxThreads;
  }

  public int getMinThreads() {
    return minThreads;
  }

  public long getMaxUsedMem() {
    return maxUsedMem;
  }

  public long getMinUsedMem() {
    return minUsedMem;
  }

  public double getMaxLoadAvg() {
    return maxLoadAvg;
  }

  public double getMinLoadAvg() {
    return minLoadAvg;
  }
}
