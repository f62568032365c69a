package site.ycsb.engine;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;

/**
 * The open loop's shared schedule: free clients claim arrivals themselves, due ones at once and future ones by
 * parking until their time, with no dispatcher handing anything over.
 */
class ArrivalQueueTest {
  private static final long MS = TimeUnit.MILLISECONDS.toNanos(1);

  /** A queue whose schedule (1,000 arrivals a second) began {@code agoMs} ago. */
  private static ArrivalQueue begun(int startingClients, long agoMs) {
    ArrivalQueue queue = new ArrivalQueue(startingClients);
    long now = System.nanoTime();
    queue.begin(ArrivalSchedule.of(1000, false, now - agoMs * MS), now);
    return queue;
  }

  @Test
  void aClientTakesEveryDueArrivalItselfOldestFirstWithoutAHandOver() {
    // 100 arrivals are due and nothing else runs: no dispatcher thread puts them anywhere.
    ArrivalQueue queue = begun(1, 100);
    long previous = queue.take(true);
    long now = System.nanoTime();
    assertThat(previous).isLessThan(now - 90 * MS);
    for (int i = 1; i < 95; i++) {
      long t = queue.take(false);
      assertThat(t).isGreaterThan(previous).isLessThan(now);
      previous = t;
    }
    // Due when claimed: none parked. The first was a new client's (started for it), the others waited for it.
    assertThat(queue.claims()).containsExactly(0, 95);
    assertThat(queue.queued()).isEqualTo(94);
    assertThat(queue.lagNs(System.nanoTime())).isPositive();
  }

  @Test
  void aFreeClientClaimsTheNextArrivalAheadAndParksUntilItsTime() {
    ArrivalQueue queue = new ArrivalQueue(1);
    long begin = System.nanoTime();
    queue.begin(ArrivalSchedule.of(50, false, begin), begin);
    long t = queue.take(true);
    assertThat(t).isEqualTo(begin + 20 * MS);
    assertThat(System.nanoTime()).isGreaterThanOrEqualTo(t);
    assertThat(queue.claims()).containsExactly(1, 0);
    assertThat(queue.queued()).isZero();
    assertThat(queue.lagNs(t)).isZero();
  }

  @Test
  void theDispatcherStartsOneClientAtATimeWhileTheBacklogDoesNotShrink() {
    ArrivalQueue queue = begun(0, 50);
    long t0 = System.nanoTime();
    ArrivalQueue.Check first = queue.check(t0, true);
    assertThat(first.start()).isTrue();
    assertThat(first.backlog()).isGreaterThanOrEqualTo(50);
    assertThat(first.nextArrival()).isGreaterThan(t0);
    // One client is starting: however many arrivals wait, no second one until it takes.
    assertThat(queue.check(t0 + 5 * MS, true).start()).isFalse();
    queue.take(true);
    assertThat(queue.queued()).isZero();
    assertThat(queue.check(t0 + 10 * MS, false).start()).isFalse();
    // The backlog grew (10 more arrivals): the one client is not enough.
    assertThat(queue.check(t0 + 10 * MS, true).start()).isTrue();
    queue.startFailed();
    // It shrinks: the free client clears it, no new one.
    for (int i = 0; i < 20; i++) {
      queue.take(false);
    }
    ArrivalQueue.Check shrunk = queue.check(t0 + 10 * MS, true);
    assertThat(shrunk.start()).isFalse();
    assertThat(shrunk.backlog()).isLessThan(first.backlog());
  }

  @Test
  void nothingDueNoStart() {
    ArrivalQueue queue = new ArrivalQueue(0);
    long now = System.nanoTime();
    queue.begin(ArrivalSchedule.of(1, false, now), now);
    ArrivalQueue.Check c = queue.check(now, true);
    assertThat(c.backlog()).isZero();
    assertThat(c.start()).isFalse();
    assertThat(c.nextArrival()).isEqualTo(now + 1000 * MS);
  }

  @Test
  void closeWakesAClientParkedForItsArrival() throws Exception {
    ArrivalQueue queue = new ArrivalQueue(1);
    long now = System.nanoTime();
    // One arrival a minute: the client parks for its first.
    queue.begin(ArrivalSchedule.of(1.0 / 60, false, now), now);
    CompletableFuture<Long> parked = CompletableFuture.supplyAsync(() -> queue.take(true));
    Thread.sleep(100);
    assertThat(parked).isNotDone();
    queue.close();
    assertThat(parked.get(5, TimeUnit.SECONDS)).isEqualTo(ArrivalQueue.CLOSED);
    assertThat(queue.take(false)).isEqualTo(ArrivalQueue.CLOSED);
  }

  @Test
  void closeWakesAClientWaitingForTheScheduleToBegin() throws Exception {
    ArrivalQueue queue = new ArrivalQueue(1);
    CompletableFuture<Long> waiting = CompletableFuture.supplyAsync(() -> queue.take(true));
    Thread.sleep(100);
    assertThat(waiting).isNotDone();
    queue.close();
    assertThat(waiting.get(5, TimeUnit.SECONDS)).isEqualTo(ArrivalQueue.CLOSED);
  }
}
