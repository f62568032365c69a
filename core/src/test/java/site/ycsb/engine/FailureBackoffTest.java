package site.ycsb.engine;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.locks.LockSupport;
import org.junit.jupiter.api.Test;
import site.ycsb.Status;

class FailureBackoffTest {
  private static final long MS = TimeUnit.MILLISECONDS.toNanos(1);

  @Test
  void pausesDoubleFromTheSecondFailureInARowUpToTheMaximumAndASuccessResets() {
    FailureBackoff b = new FailureBackoff(100);
    assertThat(b.pauseAfter(Status.ERROR)).isZero();
    assertThat(b.pauseAfter(Status.ERROR)).isEqualTo(MS);
    assertThat(b.pauseAfter(Status.ERROR)).isEqualTo(2 * MS);
    for (int i = 0; i < 20; i++) {
      b.pauseAfter(Status.ERROR);
    }
    assertThat(b.pauseAfter(Status.ERROR)).isEqualTo(100 * MS);
    assertThat(b.pauseAfter(Status.NOT_FOUND)).isZero();
    assertThat(b.pauseAfter(Status.ERROR)).isZero();
  }

  @Test
  void notImplementedIsTheBindingsAnswerAndNeverPausesNorEndsAStreakOfFailures() {
    FailureBackoff b = new FailureBackoff(100);
    for (int i = 0; i < 50; i++) {
      assertThat(b.pauseAfter(Status.NOT_IMPLEMENTED)).isZero();
    }
    assertThat(b.pauseAfter(Status.ERROR)).isZero();
    assertThat(b.pauseAfter(Status.NOT_IMPLEMENTED)).isZero();
    assertThat(b.pauseAfter(Status.ERROR)).isEqualTo(MS);
  }

  @Test
  void aThreadPausesNoLongerThanItsBudgetInAll() {
    FailureBackoff b = new FailureBackoff(20, 50, () -> false);
    long start = System.nanoTime();
    for (int i = 0; i < 40; i++) {
      b.after(Status.ERROR);
    }
    long tookMs = TimeUnit.NANOSECONDS.toMillis(System.nanoTime() - start);
    // Unbounded, 40 failures in a row pause 1 + 2 + 4 + 8 + 16 + 34 x 20 ms = 711 ms.
    assertThat(b.pausedNanos()).isBetween(50 * MS, 150 * MS);
    assertThat(tookMs).isLessThan(600);
    assertThat(b.pauseAfter(Status.ERROR)).isZero();
  }

  @Test
  void aPauseEndsWhenTheRunIsAskedToStop() throws InterruptedException {
    AtomicBoolean stop = new AtomicBoolean();
    FailureBackoff b = new FailureBackoff(60_000, FailureBackoff.UNLIMITED, stop::get);
    for (int i = 0; i < 20; i++) {
      b.pauseAfter(Status.ERROR);  // the next pause is a minute
    }
    Thread stopper = new Thread(() -> {
      LockSupport.parkNanos(200 * MS);
      stop.set(true);
    });
    stopper.start();
    long start = System.nanoTime();
    b.after(Status.ERROR);
    assertThat(TimeUnit.NANOSECONDS.toMillis(System.nanoTime() - start)).isBetween(150L, 2_000L);
    stopper.join();
  }
}
