package site.ycsb.engine;

import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.TimeUnit;
import site.ycsb.measurements.Measurements;

/** Drains the measurements once a second, so the HdrHistogram interval logs get one line per second. */
final class IntervalSampler {
  private final ScheduledExecutorService executor;

  private IntervalSampler(ScheduledExecutorService executor) {
    this.executor = executor;
  }

  static IntervalSampler start(Measurements measurements) {
    ScheduledExecutorService executor = Executors.newSingleThreadScheduledExecutor(r -> {
      Thread t = new Thread(r, "ycsb-interval-sampler");
      t.setDaemon(true);
      return t;
    });
    executor.scheduleAtFixedRate(measurements::sampleAll, 1, 1, TimeUnit.SECONDS);
    return new IntervalSampler(executor);
  }

  void stop() throws InterruptedException {
    executor.shutdown();
    executor.awaitTermination(5, TimeUnit.SECONDS);
  }
}
