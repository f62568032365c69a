package site.ycsb.engine;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import site.ycsb.ClientThread;
import site.ycsb.ErrorText;
import site.ycsb.measurements.Measurements;

/**
 * Synchronises the client threads of one run: every thread initialises its binding, then all wait
 * for one start signal (or an abort, when any initialisation failed), so no thread measures while
 * others are still connecting. Collects the failures threads report.
 */
public final class RunCoordinator {
  private final CountDownLatch initialised;
  private final CountDownLatch startGate = new CountDownLatch(1);
  private final List<String> failures = new ArrayList<>();
  private final List<Throwable> causes = new ArrayList<>();
  private volatile boolean aborted;
  private volatile boolean initFailed;
  private volatile Warmup warmup;

  RunCoordinator(int threads) {
    this.initialised = new CountDownLatch(threads);
  }

  /** For a thread run on its own: starts at once, without warm-up. */
  public static RunCoordinator immediate() {
    RunCoordinator c = new RunCoordinator(0);
    c.start(new Warmup(0, 0, Measurements.getMeasurements()));
    return c;
  }

  public void initFailed(ClientThread thread, Throwable cause) {
    initFailed = true;
    record(thread.failure(), cause);
    initialised.countDown();
  }

  /** Called by a thread whose init succeeded; false means the run was aborted. */
  public boolean initDoneAwaitStart() {
    initialised.countDown();
    try {
      startGate.await();
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      return false;
    }
    return !aborted;
  }

  /** Waits for the start (an open loop's dispatcher); false when the run was aborted or this thread interrupted. */
  boolean awaitStart() {
    try {
      startGate.await();
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      return false;
    }
    return !aborted;
  }

  /** Waits until every thread has initialised or failed to; false when the time ran out first. */
  boolean awaitInitialisation(long timeoutMs) throws InterruptedException {
    return initialised.await(timeoutMs, TimeUnit.MILLISECONDS);
  }

  /** Whether any thread failed to initialise. */
  boolean initFailed() {
    return initFailed;
  }

  /** How many threads have not yet finished their initialisation (successfully or not). */
  long initialising() {
    return initialised.getCount();
  }

  /** {@code count} threads could not be started at all: they count as failed initialisations, so the run aborts. */
  void notStarted(int count, String message) {
    initFailed = true;
    failed(message);
    for (int i = 0; i < count; i++) {
      initialised.countDown();
    }
  }

  /** {@code count} threads were never started because the run was stopped first: no failure of their own. */
  void stoppedBeforeStart(int count) {
    for (int i = 0; i < count; i++) {
      initialised.countDown();
    }
  }

  /** Records a failure of the run that no single thread reported. */
  void failed(String message) {
    record(message, new IllegalStateException(message));
  }

  void start(Warmup phase) {
    this.warmup = phase;
    startGate.countDown();
  }

  void abort() {
    aborted = true;
    startGate.countDown();
  }

  public Warmup warmup() {
    return warmup;
  }

  public void threadFailed(ClientThread thread, Throwable cause) {
    record(thread.failure(), cause);
  }

  public void cleanupFailed(ClientThread thread, Throwable cause) {
    record("database cleanup failed: " + ErrorText.describe(cause), cause);
  }

  private synchronized void record(String message, Throwable cause) {
    if (!failures.contains(message)) {
      failures.add(message);
      causes.add(cause);
    }
  }

  synchronized List<String> failures() {
    return new ArrayList<>(failures);
  }

  synchronized List<Throwable> causes() {
    return new ArrayList<>(causes);
  }
}
