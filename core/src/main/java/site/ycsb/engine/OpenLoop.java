package site.ycsb.engine;

import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicLong;
import java.util.concurrent.locks.LockSupport;
import java.util.function.BooleanSupplier;
import site.ycsb.metrics.OpenLoopState;
import site.ycsb.results.ArrivalsResult;

/**
 * The open loop of one phase ({@code arrivals=open}): one dispatcher thread parks until each scheduled arrival
 * and hands it to an idle client through an {@link ArrivalQueue}; when no client is idle it starts one more (its
 * own binding instance and workload thread state, as every client thread has), up to {@code openloop.maxclients}.
 * At that cap arrivals wait in the queue, and their response time still counts from their scheduled start.
 * Client threads use {@link #take}, {@link #claimMeasured}, {@link #started} and {@link #completed}.
 */
public final class OpenLoop implements Runnable {
  /** What {@link #take} returns when the client should end. */
  public static final long END = ArrivalQueue.CLOSED;
  /** The longest park between two looks at the stop flag. */
  private static final long MAX_PARK_NS = TimeUnit.MILLISECONDS.toNanos(50);
  /** The most arrivals handed over at once. */
  private static final int BATCH = 256;

  /** Starts one more client thread of {@code loop}, which counts {@code done} down when it ends. */
  @FunctionalInterface
  public interface ClientStarter {
    void start(OpenLoop loop, int clientId, CountDownLatch done);
  }

  private final Arrivals arrivals;
  private final double target;
  private final long measuredOps;
  private final RunCoordinator coordinator;
  private final BooleanSupplier stopRequested;
  private final ClientStarter starter;
  private final CountDownLatch phaseDone;
  private final ArrivalQueue queue;
  private final List<CountDownLatch> extraClients = new CopyOnWriteArrayList<>();
  private final AtomicLong completed = new AtomicLong();
  private final AtomicLong measuredClaims = new AtomicLong();
  private final AtomicLong maxLagNs = new AtomicLong();
  private volatile long lastLagNs;
  private volatile boolean ended;
  private volatile boolean dispatcherDone;
  // Written by the dispatcher only; volatile so that the figures read after a stop are current.
  private volatile long maxOutstanding;
  private volatile int clientsStarted;
  private volatile long queued;
  private volatile long maxDispatchLagNs;
  /** Arrivals handed to the clients so far (written once per hand-over, read by the metrics endpoint). */
  private volatile long dispatched;

  /**
   * @param initialClients the client threads started before the run, which take arrivals from the start
   * @param measuredOps the phase's operation count (0: until stopped)
   * @param phaseDone the phase's latch: the dispatcher counts it down once, when it and every client it started
   *     have ended
   */
  OpenLoop(Arrivals arrivals, double target, int initialClients, long measuredOps, RunCoordinator coordinator,
      BooleanSupplier stopRequested, ClientStarter starter, CountDownLatch phaseDone) {
    this.arrivals = arrivals;
    this.target = target;
    this.measuredOps = measuredOps;
    this.coordinator = coordinator;
    this.stopRequested = stopRequested;
    this.starter = starter;
    this.phaseDone = phaseDone;
    this.queue = new ArrivalQueue(initialClients);
    this.clientsStarted = initialClients;
  }

  /** The dispatcher: from the run's start until the operation count is reached, the workload ends or a stop. */
  @Override
  public void run() {
    try {
      if (coordinator.awaitStart()) {
        dispatch();
      }
    } finally {
      queue.close();
      dispatcherDone = true;
      awaitExtraClients();
      phaseDone.countDown();
    }
  }

  private void dispatch() {
    ArrivalSchedule schedule = ArrivalSchedule.of(target, arrivals.poisson(), System.nanoTime());
    long[] due = new long[BATCH];
    long next = schedule.next();
    queue.scheduleStarts(next);
    while (!isOver()) {
      if (!parkUntil(next)) {
        return;
      }
      // Every arrival whose time has come goes in one hand-over: behind schedule, the dispatcher catches up.
      long now = System.nanoTime();
      int n = 0;
      while (n < due.length && next - now <= 0) {
        due[n++] = next;
        next = schedule.next();
      }
      if (now - due[0] > maxDispatchLagNs) {
        maxDispatchLagNs = now - due[0];
      }
      // At most one new client per hand-over: on schedule a hand-over is one arrival, so each arrival that finds
      // no idle client gets one; a dispatcher catching up after a stall of its own (GC, a starved CPU) would
      // otherwise start a thread for nearly every arrival of the burst, and on Java 17 platform threads started
      // by the hundred starve it further (seen: 1024 clients and 12 s of lag for a no-op binding at 10,000/s).
      int mayStart = Math.min(1, arrivals.maxClients() - clientsStarted);
      int uncovered = queue.putAll(due, n, mayStart, next);
      if (uncovered < 0) {
        return;
      }
      long handedOut = dispatched + n;
      dispatched = handedOut;
      long outstanding = handedOut - completed.get();
      if (outstanding > maxOutstanding) {
        maxOutstanding = outstanding;
      }
      int start = Math.min(uncovered, mayStart);
      for (int i = 0; i < start; i++) {
        startClient();
      }
      queued += uncovered - start;
    }
  }

  private void startClient() {
    int id = clientsStarted;
    clientsStarted = id + 1;
    CountDownLatch done = new CountDownLatch(1);
    extraClients.add(done);
    try {
      starter.start(this, id, done);
    } catch (RuntimeException | Error e) {
      done.countDown();
      queue.startFailed();
      throw e;
    }
  }

  private boolean isOver() {
    return ended || stopRequested.getAsBoolean();
  }

  /** Parks until {@code deadlineNs}; false when the loop ended meanwhile. */
  private boolean parkUntil(long deadlineNs) {
    long now;
    while ((now = System.nanoTime()) < deadlineNs) {
      if (isOver()) {
        return false;
      }
      LockSupport.parkNanos(Math.min(deadlineNs - now, MAX_PARK_NS));
    }
    return !isOver();
  }

  private void awaitExtraClients() {
    for (CountDownLatch done : extraClients) {
      try {
        done.await();
      } catch (InterruptedException e) {
        Thread.currentThread().interrupt();
        return;
      }
    }
  }

  /** The next arrival's scheduled time (System.nanoTime()), waiting for one; {@link #END} to end the client. */
  public long take(boolean firstTake) {
    return queue.take(firstTake);
  }

  /** A client started by the loop failed before its first take. */
  public void clientFailed() {
    queue.startFailed();
  }

  /**
   * Claims one of the phase's measured operations: false when the operation count is reached (the loop then
   * ends); the claim that reaches it ends the dispatching, so no arrival after it is scheduled.
   */
  public boolean claimMeasured() {
    if (measuredOps == 0) {
      return true;
    }
    long n = measuredClaims.incrementAndGet();
    if (n >= measuredOps) {
      end();
    }
    return n <= measuredOps;
  }

  /** A measured operation scheduled at {@code scheduledNs} starts now: how far behind the schedule it is. */
  public void started(long scheduledNs) {
    long lag = System.nanoTime() - scheduledNs;
    lastLagNs = lag;
    long max = maxLagNs.get();
    while (lag > max && !maxLagNs.compareAndSet(max, lag)) {
      max = maxLagNs.get();
    }
  }

  /** An operation taken from the loop (warm-up or measured) has finished. */
  public void completed() {
    completed.incrementAndGet();
  }

  /** The workload has no more operations (or the count is reached): no more arrivals are handed out. */
  public void end() {
    ended = true;
    queue.close();
  }

  /** Client threads that have not ended: {@code phaseStillRunning} is the phase latch's count. */
  long stuck(long phaseStillRunning) {
    long extras = extraClients.stream().filter(d -> d.getCount() > 0).count();
    return phaseStillRunning - (dispatcherDone ? 0 : 1) + extras;
  }

  /**
   * The loop as the metrics endpoint shows it while the phase runs, read at scrape time from what the loop keeps
   * anyway (nothing is added per operation).
   */
  OpenLoopState state() {
    long outstanding = Math.max(0, dispatched - completed.get() - queue.dropped());
    return new OpenLoopState(outstanding, maxOutstanding, clientsStarted, arrivals.maxClients(), queued,
        seconds(queue.lagNs(System.nanoTime())), seconds(maxLagNs.get()), seconds(maxDispatchLagNs));
  }

  private static double seconds(long ns) {
    return Math.max(0, ns) / 1e9;
  }

  /** What result.json records of the loop. */
  ArrivalsResult result() {
    return new ArrivalsResult(arrivals.mode(), arrivals.process(), arrivals.maxClients(), maxOutstanding,
        clientsStarted, queued, millis(maxLagNs.get()), millis(lastLagNs), millis(maxDispatchLagNs));
  }

  static double millis(long ns) {
    return Math.max(0, ns) / 1e6;
  }
}
