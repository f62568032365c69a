package site.ycsb.metrics;

import java.util.function.LongSupplier;

/**
 * What the metrics endpoint tells about the run besides its operations: whether it has ended, the validity
 * warnings raised so far, and the sweep step it is. Written by the run's own thread, read at scrape time.
 */
final class LiveRun {
  private final int step;
  private final int steps;
  private final LongSupplier startEpochMs;
  private volatile boolean finished;
  private volatile int warnings;

  LiveRun(int step, int steps, LongSupplier startEpochMs) {
    this.step = step;
    this.steps = steps;
    this.startEpochMs = startEpochMs;
  }

  void finish(int warningCount) {
    warnings = warningCount;
    finished = true;
  }

  boolean finished() {
    return finished;
  }

  int warnings() {
    return warnings;
  }

  int step() {
    return step;
  }

  int steps() {
    return steps;
  }

  /** When the measured run started (epoch ms), 0 before. */
  long startEpochMs() {
    return startEpochMs.getAsLong();
  }
}
