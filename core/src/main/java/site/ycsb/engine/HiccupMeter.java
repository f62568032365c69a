package site.ycsb.engine;

import java.util.concurrent.TimeUnit;
import site.ycsb.measurements.Measurements;
import site.ycsb.measurements.OneMeasurement;

/**
 * Measures the client's own stalls, the way jHiccup does: a platform daemon thread sleeps {@link #INTERVAL_NS}
 * again and again and records, in microseconds, how much longer each sleep took than the shortest one seen (the
 * timer's own overshoot is not a stall). A GC pause, a descheduled process or a loaded host delays the wake-up
 * as it delays the client threads' operations. A stall of several intervals is also recorded as the shorter
 * stalls the skipped wake-ups would have seen, so the percentiles are shares of time, not of wake-ups. Values go
 * to the {@link #SERIES} series only while the measurements record (never during warm-up).
 *
 * <p>The interval is 10 ms, not jHiccup's 1 ms: a thread waking a thousand times a second changed where Linux
 * woke the client's threads on a 2-core host (seven times the migrations at 512 platform threads) and cost the
 * client a quarter of its throughput there (bench/results/concurrency.md). Each wake-up still
 * measures its delay to the microsecond; a stall shorter than the interval is seen with the chance that it
 * overlaps a wake-up, which keeps the percentiles shares of time.
 */
final class HiccupMeter {
  /** The series name in result.json and hdr/. */
  static final String SERIES = "CLIENT-HICCUP";
  static final long INTERVAL_NS = TimeUnit.MILLISECONDS.toNanos(10);
  private static final long INTERVAL_US = TimeUnit.NANOSECONDS.toMicros(INTERVAL_NS);

  private final Thread thread;
  private volatile boolean running = true;

  private HiccupMeter(Measurements measurements) {
    OneMeasurement series = measurements.clientSeries(SERIES);
    thread = new Thread(() -> run(measurements, series), "ycsb-hiccup-meter");
    thread.setDaemon(true);
  }

  /** Starts a meter recording into {@code measurements}' {@link #SERIES} series. */
  static HiccupMeter start(Measurements measurements) {
    HiccupMeter meter = new HiccupMeter(measurements);
    meter.thread.start();
    return meter;
  }

  private void run(Measurements measurements, OneMeasurement series) {
    long shortest = Long.MAX_VALUE;
    while (running) {
      long before = System.nanoTime();
      try {
        TimeUnit.NANOSECONDS.sleep(INTERVAL_NS);
      } catch (InterruptedException e) {
        return;
      }
      long took = System.nanoTime() - before;
      shortest = Math.min(shortest, took);
      if (!running || !measurements.isRecording()) {
        continue;
      }
      long stallUs = TimeUnit.NANOSECONDS.toMicros(took - shortest);
      series.measure((int) Math.min(Integer.MAX_VALUE, stallUs));
      for (long missed = stallUs - INTERVAL_US; missed >= INTERVAL_US; missed -= INTERVAL_US) {
        series.measure((int) Math.min(Integer.MAX_VALUE, missed));
      }
    }
  }

  /** Stops the meter and waits for its last wake-up. */
  void stop() throws InterruptedException {
    running = false;
    thread.interrupt();
    thread.join(1000);
  }
}
