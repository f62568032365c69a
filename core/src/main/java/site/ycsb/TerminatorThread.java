package site.ycsb;

import java.util.concurrent.TimeUnit;

/** Stops the workload after {@code maxexecutiontime} seconds, telling {@code onStop} first. */
public class TerminatorThread extends Thread {
  private final long maxExecutionTimeSeconds;
  private final Workload workload;
  private final Runnable onStop;

  public TerminatorThread(long maxExecutionTimeSeconds, Workload workload, Runnable onStop) {
    super("ycsb-terminator");
    setDaemon(true);
    this.maxExecutionTimeSeconds = maxExecutionTimeSeconds;
    this.workload = workload;
    this.onStop = onStop;
  }

  @Override
  public void run() {
    try {
      TimeUnit.SECONDS.sleep(maxExecutionTimeSeconds);
    } catch (InterruptedException e) {
      return;
    }
    onStop.run();
    workload.requestStop();
  }
}
