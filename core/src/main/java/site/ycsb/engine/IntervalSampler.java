package site.ycsb.engine;

import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.TimeUnit;
import site.ycsb.measurements.Measurements;

/**
 * Drains the measurements once a second, so the HdrHistogram interval logs get one line per second. While a
 * warm-up runs it also drains the warm-up twin ten times a second: the sampler's code (taking the rings, adding
 * histograms, encoding intervals) runs only once a second, so without this the JIT was still compiling it in
 * the first measured seconds (JDK 17, Redis, 4 threads: about 300 ms of compilation in the 15 s measured).
 */
final class IntervalSampler {
  private static final long WARMUP_PERIOD_MS = 100;
  private final ScheduledExecutorService executor;

  private IntervalSampler(ScheduledExecutorService executor) {
    this.executor = executor;
  }

  static IntervalSampler start(Measurements measurements, Warmup warmup) {
    ScheduledExecutorService executor = Executors.newSingleThreadScheduledExecutor(r -> {
      Thread t = new Thread(r, "ycsb-interval-sampler");
      t.setDaemon(true);
      return t;
    });
    executor.scheduleAtFixedRate(measurements::sampleAll, 1, 1, TimeUnit.SECONDS);
    if (warmup.isActive()) {
      sampleTwinWhileWarming(executor, measurements.warmupTwin(), warmup);
    }
    return new IntervalSampler(executor);
  }

  /** Drains the twin in {@link #WARMUP_PERIOD_MS}, and again after that for as long as the warm-up runs. */
  private static void sampleTwinWhileWarming(ScheduledExecutorService executor, Measurements twin, Warmup warmup) {
    executor.schedule(() -> {
      if (warmup.isActive() && !executor.isShutdown()) {
        twin.sampleAll();
        sampleTwinWhileWarming(executor, twin, warmup);
      }
    }, WARMUP_PERIOD_MS, TimeUnit.MILLISECONDS);
  }

  void stop() throws InterruptedException {
    executor.shutdown();
    executor.awaitTermination(5, TimeUnit.SECONDS);
  }
}
