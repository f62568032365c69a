package site.ycsb;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.Test;

/**
 * The watchdog sleeps until the next deadline instead of ticking, so these check that it still wakes in time:
 * never before a deadline, and well before it would have woken without the deadline's own plan. The upper
 * bounds are loose (a loaded machine delays any thread); a watchdog that missed a deadline would be a second or
 * more late, or never fire.
 */
class OperationWatchdogTest {
  private static final long SLACK_MILLIS = 400;
  /** A watchdog of the test's own: the process's has seen the time-outs of other tests. */
  private final OperationWatchdog watchdog = new OperationWatchdog("test-operation-timeouts");

  @Test
  void anOverdueOperationRunsTheActionOnceAfterItsDeadline() throws InterruptedException {
    CountDownLatch fired = new CountDownLatch(1);
    AtomicInteger runs = new AtomicInteger();
    try (OperationWatchdog.Watch watch = watchdog.newWatch(300, () -> {
      runs.incrementAndGet();
      fired.countDown();
    })) {
      long start = System.nanoTime();
      watch.begin();
      assertThat(fired.await(5, TimeUnit.SECONDS)).isTrue();
      long millis = TimeUnit.NANOSECONDS.toMillis(System.nanoTime() - start);
      assertThat(millis).isBetween(300L, 300 + SLACK_MILLIS);
      assertThat(watch.expired()).isTrue();
      Thread.sleep(100);
      assertThat(runs).hasValue(1);
      watch.begin();
      assertThat(watch.expired()).as("a new operation starts unexpired").isFalse();
      watch.end();
    }
  }

  @Test
  void anOperationThatEndsInTimeIsLeftAlone() throws InterruptedException {
    AtomicInteger runs = new AtomicInteger();
    try (OperationWatchdog.Watch watch = watchdog.newWatch(200, runs::incrementAndGet)) {
      for (int i = 0; i < 5; i++) {
        watch.begin();
        Thread.sleep(50);
        watch.end();
      }
      Thread.sleep(400);
      assertThat(runs).hasValue(0);
      assertThat(watch.expired()).isFalse();
    }
  }

  @Test
  void aTimeOutShorterThanAnyBeforeIsKeptWhileTheWatchdogSleeps() throws InterruptedException {
    CountDownLatch fired = new CountDownLatch(1);
    try (OperationWatchdog.Watch slow = watchdog.newWatch(60_000, () -> { });
        OperationWatchdog.Watch handshake = watchdog.newWatch(60_000, fired::countDown)) {
      slow.begin();
      Thread.sleep(50);  // the watchdog has planned its next check from what it knew: a second or more away
      long start = System.nanoTime();
      handshake.begin(TimeUnit.MILLISECONDS.toNanos(40));
      assertThat(fired.await(5, TimeUnit.SECONDS)).isTrue();
      long millis = TimeUnit.NANOSECONDS.toMillis(System.nanoTime() - start);
      assertThat(millis).isBetween(40L, 40 + SLACK_MILLIS);
      slow.end();
    }
  }

  @Test
  void aClosedWatchIsNoLongerChecked() throws InterruptedException {
    AtomicInteger runs = new AtomicInteger();
    OperationWatchdog.Watch watch = watchdog.newWatch(100, runs::incrementAndGet);
    watch.begin();
    watch.close();
    Thread.sleep(300);
    assertThat(runs).hasValue(0);
  }
}
