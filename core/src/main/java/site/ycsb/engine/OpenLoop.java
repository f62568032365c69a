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
import site.ycsb.results.RateShapeResult;
import site.ycsb.workloads.TimedArrivals;

/**
 * The open loop of one phase ({@code arrivals=open}): the clients share one schedule of arrivals through an
 * {@link ArrivalQueue}; a free client claims the next arrival itself and parks until its time, and a client that
 * finishes while arrivals are due takes the oldest at once, so no thread hands an operation to another. One
 * dispatcher thread only watches for arrivals that come due with every client busy: while that backlog does not
 * shrink and the clients claim clearly fewer arrivals than the schedule brings ({@code tooFewClients}), and while
 * more clients still raise that rate ({@link ClientGrowth}), it starts one more client at a time (its own binding
 * instance and workload thread state, as every client thread has), up to {@code openloop.maxclients}. Arrivals
 * that wait, at the cap or for a busy client, still count their response time from their scheduled start. Client
 * threads use {@link #take}, {@link #claimMeasured}, {@link #started} and {@link #completed}.
 */
public final class OpenLoop implements Runnable {
  /** What {@link #take} returns when the client should end. */
  public static final long END = ArrivalQueue.CLOSED;
  /** The longest park between two looks at the stop flag. */
  private static final long MAX_PARK_NS = TimeUnit.MILLISECONDS.toNanos(50);
  /** While arrivals wait unclaimed, the shortest time between two looks of the dispatcher. */
  private static final long RECHECK_NS = TimeUnit.MICROSECONDS.toNanos(200);
  /**
   * A dispatcher that wakes this much later than it meant to was stopped with the process (a GC pause, a stopped
   * or starved host): what the clients claimed meanwhile says nothing about whether they are too few.
   */
  private static final long STALLED_NS = TimeUnit.MILLISECONDS.toNanos(5);

  /** Starts one more client thread of {@code loop}, which counts {@code done} down when it ends. */
  @FunctionalInterface
  public interface ClientStarter {
    void start(OpenLoop loop, int clientId, CountDownLatch done);
  }

  private final Arrivals arrivals;
  /** The workload's own arrival times (a trace), instead of the target's rate; null for a rate. */
  private final TimedArrivals timed;
  private final double target;
  private final long measuredOps;
  private final RunCoordinator coordinator;
  private final BooleanSupplier stopRequested;
  private final ClientStarter starter;
  private final CountDownLatch phaseDone;
  private final ArrivalQueue queue;
  private final List<CountDownLatch> extraClients = new CopyOnWriteArrayList<>();
  /** Operations taken from the loop (warm-up or measured) that have started, and those that have finished. */
  private final AtomicLong begun = new AtomicLong();
  private final AtomicLong completed = new AtomicLong();
  private final AtomicLong maxOutstanding = new AtomicLong();
  private final AtomicLong measuredClaims = new AtomicLong();
  private final AtomicLong maxLagNs = new AtomicLong();
  private volatile long lastLagNs;
  private volatile boolean ended;
  private volatile boolean dispatcherDone;
  // Written by the dispatcher only; volatile so that the figures read after a stop are current.
  private volatile int clientsStarted;
  private volatile long maxDispatchLagNs;
  private volatile Thread dispatcher;
  /** When the schedule began (System.nanoTime()); dispatcher only. */
  private long scheduleStart;
  /** The same instant in Unix time (ms), for result.json's shape. */
  private volatile long scheduleStartEpochMs;
  /** A client the dispatcher started has taken its first arrival. */
  private volatile boolean kicked;
  /** The dispatcher's last park ended on {@link #kicked}. Dispatcher only. */
  private boolean kickSeen;
  /** Why the operating system refused a client thread; from then on no client is started. */
  private volatile String startRefused;

  /**
   * @param initialClients the client threads started before the run, which take arrivals from the start
   * @param measuredOps the phase's operation count (0: until stopped)
   * @param phaseDone the phase's latch: the dispatcher counts it down once, when it and every client it started
   *     have ended
   */
  OpenLoop(Arrivals arrivals, double target, int initialClients, long measuredOps, RunCoordinator coordinator,
      BooleanSupplier stopRequested, ClientStarter starter, CountDownLatch phaseDone) {
    this(arrivals, null, target, initialClients, measuredOps, coordinator, stopRequested, starter, phaseDone);
  }

  /** {@code timed}: the workload's own arrival times, which the loop runs on instead of the target's rate. */
  OpenLoop(Arrivals arrivals, TimedArrivals timed, double target, int initialClients, long measuredOps,
      RunCoordinator coordinator, BooleanSupplier stopRequested, ClientStarter starter, CountDownLatch phaseDone) {
    this.arrivals = arrivals;
    this.timed = timed;
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
    dispatcher = Thread.currentThread();
    long now = System.nanoTime();
    scheduleStart = now;
    scheduleStartEpochMs = System.currentTimeMillis();
    queue.begin(timed != null ? new TimedSchedule(timed, now)
        : ShapedSchedule.of(arrivals.shape(), target, arrivals.poisson(), now), now);
    // The window over which the clients' claims are weighed against the schedule: since the backlog appeared, the
    // last client started took its first arrival, or the process was stalled.
    long windowStart = now;
    long windowClaims = 0;
    int windowBacklog = 0;
    int lastBacklog = 0;
    ClientGrowth growth = new ClientGrowth(now, clientsStarted);
    while (!isOver()) {
      growth.sample(now, begun.get(), clientsStarted);
      boolean mayStart = startRefused == null && clientsStarted < arrivals.maxClients()
          && tooFewClients(windowStart, now, begun.get() - windowClaims, lastBacklog - windowBacklog)
          && growth.mayGrow(clientsStarted);
      ArrivalQueue.Check c = queue.check(now, mayStart);
      lastBacklog = c.backlog();
      if (c.nextArrival() == ArrivalSchedule.NO_MORE && c.backlog() == 0) {
        awaitClientsAtEnd();
        return;
      }
      if (c.backlog() > 0) {
        noteOutstanding(begun.get() - completed.get() + c.backlog());
      } else {
        windowStart = now;
        windowClaims = begun.get();
        windowBacklog = 0;
        growth.caughtUp(clientsStarted);
      }
      if (c.start()) {
        startClient();
      }
      // Next look: when the first arrival no client has claimed is due (the free clients claim ahead of it, so
      // on schedule this is once per as many arrivals as clients are free); while behind, no sooner than
      // RECHECK_NS, or when the client just started takes its first arrival. Behind at the end of a finite schedule,
      // the look that sees the last arrivals claimed comes RECHECK_NS later.
      long behindAt = c.nextArrival() == ArrivalSchedule.NO_MORE ? now + RECHECK_NS
          : Math.max(c.nextArrival(), now + RECHECK_NS);
      long wakeAt = c.backlog() > 0 ? behindAt : c.nextArrival();
      if (!parkUntil(wakeAt)) {
        return;
      }
      now = System.nanoTime();
      long late = now - wakeAt;
      if (late > maxDispatchLagNs) {
        maxDispatchLagNs = late;
      }
      if (kickSeen || late > STALLED_NS) {
        windowStart = now;
        windowClaims = begun.get();
        windowBacklog = lastBacklog;
      }
      if (late > STALLED_NS) {
        growth.stalled(now, begun.get(), clientsStarted);
      }
    }
  }

  /**
   * Whether the clients claimed clearly fewer arrivals since {@code windowStart} than the schedule brought
   * (more than three standard deviations of a Poisson count below it): only then is a backlog a sign of too few
   * clients. A backlog the clients are working off at the schedule's rate or faster is left to them: after a
   * stall of the process, every client is busy with the arrivals that came due meanwhile, and the backlog's
   * size from one look to the next (every {@link #RECHECK_NS}) goes up and down with the arrivals' own noise.
   * Starting a client on each look where it had not shrunk took JDK 17 from 16 to 300 platform threads at 20,000
   * ops/s, whose context switches tripled the CPU per operation, so the loop never caught up (bench/results/);
   * {@link ClientGrowth} stops the growth where more clients do not raise the rate.
   */
  private boolean tooFewClients(long windowStart, long now, long claims, int backlogGrowth) {
    // A workload's own arrivals have no rate to expect: what came due is what the clients claimed plus what the
    // backlog grew by.
    double expected = timed != null ? claims + backlogGrowth : expectedArrivals(windowStart, now);
    return claims < expected - 3 * Math.sqrt(expected);
  }

  /**
   * The arrivals the schedule brings between two times: at a shaped target the rate's integral over the window (the
   * rate now, not its mean: a sine's trough must not look like too few clients, nor its crest hide them).
   */
  private double expectedArrivals(long fromNs, long toNs) {
    RateShape shape = arrivals.shape();
    if (shape == null) {
      return target * (toNs - fromNs) / 1e9;
    }
    return shape.arrivalsBy((toNs - scheduleStart) / 1e9) - shape.arrivalsBy((fromNs - scheduleStart) / 1e9);
  }

  private void startClient() {
    int id = clientsStarted;
    clientsStarted = id + 1;
    CountDownLatch done = new CountDownLatch(1);
    extraClients.add(done);
    try {
      starter.start(this, id, done);
    } catch (OutOfMemoryError e) {
      // The operating system's limits (threads, memory for a stack) cap the clients before openloop.maxclients:
      // the run goes on with the clients it has, the arrivals they cannot take wait in the queue (counted from
      // their schedule), and the run says so.
      done.countDown();
      queue.startFailed();
      clientsStarted = id;
      startRefused = "the open loop could not start client " + (id + 1) + " (" + e.getMessage() + "), so it ran "
          + "with " + id + " clients, below openloop.maxclients=" + arrivals.maxClients() + ": arrivals beyond them "
          + "queued, their wait counted in the response times; raise the limits (" + ThreadModel.OS_THREAD_LIMITS
          + ") or use virtual threads (Java 21+)";
    } catch (RuntimeException | Error e) {
      done.countDown();
      queue.startFailed();
      throw e;
    }
  }

  /**
   * A finite schedule has handed out its last arrival: the clients end as they come back for the next (the ones
   * parked on an arrival run it first), and the dispatcher with them, unless a stop comes first.
   */
  private void awaitClientsAtEnd() {
    while (!isOver() && !(phaseDone.getCount() <= 1 && extraClients.stream().allMatch(d -> d.getCount() == 0))) {
      LockSupport.parkNanos(MAX_PARK_NS);
    }
  }

  /** Why the operating system refused a client thread (a warning's text); null when it never did. */
  String startRefused() {
    return startRefused;
  }

  private boolean isOver() {
    return ended || stopRequested.getAsBoolean();
  }

  /** Parks until {@code deadlineNs} or a new client's first take; false when the loop ended meanwhile. */
  private boolean parkUntil(long deadlineNs) {
    long now;
    kickSeen = false;
    while ((now = System.nanoTime()) - deadlineNs < 0 && !kicked) {
      if (isOver()) {
        return false;
      }
      LockSupport.parkNanos(Math.min(deadlineNs - now, MAX_PARK_NS));
    }
    kickSeen = kicked;
    kicked = false;
    return !isOver();
  }

  private void noteOutstanding(long outstanding) {
    long max = maxOutstanding.get();
    while (outstanding > max && !maxOutstanding.compareAndSet(max, outstanding)) {
      max = maxOutstanding.get();
    }
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

  /**
   * The next arrival's scheduled time (System.nanoTime()), once it has come: the oldest due arrival at once, or
   * the next one after a park until its time; {@link #END} to end the client. The operation starts on return.
   */
  public long take(boolean firstTake) {
    long t = queue.take(firstTake);
    if (firstTake) {
      // A client the dispatcher started is ready: it may start the next one if the backlog is still there.
      kicked = true;
      Thread d = dispatcher;
      if (d != null) {
        LockSupport.unpark(d);
      }
    }
    if (t != END) {
      noteOutstanding(begun.incrementAndGet() - completed.get() + queue.backlog());
    }
    return t;
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
    long lag = queue.lagNs(System.nanoTime());
    long outstanding = Math.max(0, begun.get() - completed.get() + queue.backlog());
    // A scrape is one more look at the backlog (refreshed by lagNs), so the maximum includes what it saw.
    noteOutstanding(outstanding);
    return new OpenLoopState(outstanding, maxOutstanding.get(), clientsStarted, arrivals.maxClients(),
        queue.queued(), seconds(lag), seconds(maxLagNs.get()), seconds(maxDispatchLagNs));
  }

  private static double seconds(long ns) {
    return Math.max(0, ns) / 1e9;
  }

  /** What result.json records of the loop. */
  ArrivalsResult result() {
    String process = timed != null ? "trace" : arrivals.process();
    return new ArrivalsResult(arrivals.mode(), process, arrivals.maxClients(), maxOutstanding.get(),
        clientsStarted, queue.queued(), millis(maxLagNs.get()), millis(lastLagNs), millis(maxDispatchLagNs), null,
        shapeResult());
  }

  /**
   * What result.json records of the rate's course over time: the target's shape, or for a workload's own arrivals (a
   * trace) the kind {@code trace} with no curve, so that the report draws either run over time.
   */
  private RateShapeResult shapeResult() {
    if (timed != null) {
      return new RateShapeResult("trace", null, null, null, null, null, scheduleStartEpochMs);
    }
    return arrivals.shape() == null ? null : arrivals.shape().result().startingAt(scheduleStartEpochMs);
  }

  static double millis(long ns) {
    return Math.max(0, ns) / 1e6;
  }
}
