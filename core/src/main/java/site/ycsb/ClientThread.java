package site.ycsb;

import java.util.Properties;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ThreadLocalRandom;
import java.util.concurrent.atomic.AtomicLong;
import java.util.concurrent.locks.LockSupport;
import site.ycsb.engine.ArrivalSchedule;
import site.ycsb.engine.OpenLoop;
import site.ycsb.engine.RunCoordinator;
import site.ycsb.engine.Warmup;
import site.ycsb.measurements.Measurements;

/**
 * One client thread: initialises its binding instance, waits for the start signal, runs its share
 * of the operations (throttled to the target rate if one is set), then cleans up.
 */
public class ClientThread implements Runnable {
  /**
   * Operations between two looks at the warm-up's phase, by phase. Two while it runs, so that the check's
   * branch is seen both taken and not taken before the JIT compiles the loop (a branch seen one way only is
   * compiled as a trap that deoptimises when it goes the other); rarely once measuring. A thread may so run up
   * to one warm-up operation after another thread ended the warm-up (still counted as warm-up).
   */
  private static final int[] CHECK_EVERY = {2, 1024};

  private final DB db;
  private final boolean dotransactions;
  private final Workload workload;
  private final Properties props;
  private final long opcount;
  private final double targetOpsPerMs;
  private final long targetOpsTickNs;
  private final CountDownLatch completeLatch;
  private final AtomicLong opsdone = new AtomicLong();
  private RunCoordinator coordinator = RunCoordinator.immediate();
  private int threadid;
  private int threadcount;
  private volatile String failure;
  /** Where this thread is, for the message about threads that did not stop in time. */
  private volatile site.ycsb.engine.ClientStage stage = site.ycsb.engine.ClientStage.NOT_RUNNING;
  /** Closed loop: whether the gaps between this thread's operations are exponential (arrivalprocess=poisson). */
  private boolean poisson;
  /** Open loop: where this thread takes its operations' scheduled starts from; null in a closed loop. */
  private OpenLoop openLoop;
  private boolean startedByLoop;
  private volatile long maxLagNs;
  private volatile long lastLagNs;
  /** How far the closed loop's schedule moved at the warm-up's end; read once the thread has ended. */
  private long warmupBacklogNs;

  /**
   * @param opcount operations to run, 0 for no limit
   * @param targetperthreadperms operations per millisecond this thread aims for, 0 for no limit
   * @param completeLatch counted down when the thread ends, whatever the outcome
   */
  public ClientThread(DB db, boolean dotransactions, Workload workload, Properties props, long opcount,
      double targetperthreadperms, CountDownLatch completeLatch) {
    this.db = db;
    this.dotransactions = dotransactions;
    this.workload = workload;
    this.props = props;
    this.opcount = opcount;
    this.targetOpsPerMs = targetperthreadperms;
    this.targetOpsTickNs = targetperthreadperms > 0 ? (long) (1_000_000 / targetperthreadperms) : 0;
    this.completeLatch = completeLatch;
  }

  /** Engine use: the run this thread belongs to (without one it starts at once, without warm-up). */
  public void setCoordinator(RunCoordinator coordinator) {
    this.coordinator = coordinator;
  }

  public void setThreadId(int threadId) {
    this.threadid = threadId;
  }

  public void setThreadCount(int threadCount) {
    this.threadcount = threadCount;
  }

  /**
   * Engine use: how this thread's operations arrive ({@code arrivals}, {@code arrivalprocess}). With an open
   * loop the thread runs the operations the loop hands it, each timed from its scheduled start;
   * {@code startedByLoop} marks a thread the loop started during the run.
   */
  public void setArrivals(boolean poissonGaps, OpenLoop loop, boolean startedByTheLoop) {
    this.poisson = poissonGaps;
    this.openLoop = loop;
    this.startedByLoop = startedByTheLoop;
  }

  /** Closed loop with a target: the longest a measured operation started after its scheduled time (ns). */
  public long maxScheduleLagNs() {
    return maxLagNs;
  }

  /** Closed loop with a target: how far behind its schedule the last measured operation started (ns). */
  public long lastScheduleLagNs() {
    return lastLagNs;
  }

  /**
   * Closed loop with a target and a warm-up: how far behind its schedule the thread was when the warm-up ended, a
   * backlog the measured operations did not inherit (ns). Read once the thread has ended.
   */
  public long warmupBacklogNs() {
    return warmupBacklogNs;
  }

  /** Measured operations done so far (warm-up excluded). */
  public long getOpsDone() {
    return opsdone.get();
  }

  /** Operations still to do, or 0 when the thread has no limit. */
  long getOpsTodo() {
    return opcount == 0 ? 0 : Math.max(0, opcount - opsdone.get());
  }

  /** Why the thread failed (one line), or null. */
  public String failure() {
    return failure;
  }

  DB db() {
    return db;
  }

  @Override
  public void run() {
    boolean initialised = false;
    try {
      Object state;
      try {
        stage = site.ycsb.engine.ClientStage.INITIALISING;
        db.init();
        initialised = true;
        state = workload.initThread(props, threadid, threadcount);
      } catch (Exception | LinkageError e) {
        failure = (initialised ? "workload thread init failed: " : "database init failed: ") + Client.describe(e);
        coordinator.initFailed(this, e);
        if (openLoop != null && startedByLoop) {
          openLoop.clientFailed();
        }
        return;
      }
      stage = site.ycsb.engine.ClientStage.WAITING_FOR_START;
      if (!coordinator.initDoneAwaitStart()) {
        return;
      }
      stage = site.ycsb.engine.ClientStage.OPERATING;
      runOperations(state);
    } catch (RuntimeException | Error e) {
      failure = "client thread " + threadid + " stopped: " + Client.describe(e);
      coordinator.threadFailed(this, e);
    } finally {
      if (initialised) {
        stage = site.ycsb.engine.ClientStage.CLEANING_UP;
        cleanup();
      }
      stage = site.ycsb.engine.ClientStage.ENDED;
      completeLatch.countDown();
    }
  }

  /** Engine use: where this thread is (not yet running, initialising, running operations, ...). */
  public site.ycsb.engine.ClientStage stage() {
    return stage;
  }

  private void runOperations(Object state) {
    if (openLoop != null) {
      runArrivals(state);
      return;
    }
    Warmup warmup = coordinator.warmup();
    DBWrapper meters = db instanceof DBWrapper w ? w : null;
    // Warm-up and measured operations run in this one loop, and the phase is data (an index), not a branch that
    // flips once: a loop the JIT compiled during the warm-up, with the operation path inlined into it, then
    // runs on unchanged. With a loop of its own, the warm-up's compiled code was left at its end and the
    // measured loop started on less optimised code (Redis at 512 threads: a third of the later rate in the first
    // seconds, bench/results/warmup-switch.md). A load has no warm-up: its phase stays MEASURING.
    int lowestPhase = dotransactions ? Warmup.WARMING : Warmup.MEASURING;
    int phase = Math.max(lowestPhase, warmup.phase());
    if (meters != null) {
      meters.inPhase(phase);
    }
    long limit = opcount == 0 ? Long.MAX_VALUE : opcount;
    long done = 0;
    int sinceCheck = 0;
    int checkEvery = CHECK_EVERY[phase];
    Throttle throttle = targetOpsTickNs > 0 ? new Throttle() : null;
    if (throttle != null) {
      throttle.start(phase);
    }
    while (done < limit && !workload.isStopRequested()) {
      boolean more = dotransactions ? workload.doTransaction(db, state) : workload.doInsert(db, state);
      if (!more) {
        break;
      }
      done += phase;
      opsdone.lazySet(done);
      if (++sinceCheck == checkEvery) {
        warmup.operationsDone(sinceCheck * (Warmup.MEASURING - phase));
        sinceCheck = 0;
        phase = Math.max(lowestPhase, warmup.phase());
        checkEvery = CHECK_EVERY[phase];
        if (meters != null) {
          meters.inPhase(phase);
        }
      }
      if (throttle != null) {
        throttle.after(phase);
      }
    }
  }

  /**
   * A target rate's schedule for this thread, from its first operation on, through the warm-up: the warm-up runs
   * at the target rate, so the measured operations start in the steady state of that load, on a schedule that
   * does not restart, in code the JIT compiled with the throttle in it. (A schedule that started only when the
   * warm-up ended gave every thread a start-up backlog: memcached on 4 threads (bench/results/capacity.md) fell far
   * behind in the first 2 measured seconds, enough to decide a 15 s step's p99.)
   *
   * <p>A thread still behind its schedule when the warm-up ends does not carry that backlog into the measured run:
   * the schedule moves to the first measured operation's start. The backlog is start-up's (the JIT, cold caches),
   * what a warm-up is there to leave out; carried over, it was the response time of the first measured seconds
   * (memcached, 4 threads, 5 s warm-up on a slower host: seconds behind, bench/results/capacity.md). A
   * rate the system cannot sustain builds a backlog again, in the measured run.
   */
  private final class Throttle {
    private long startNs;
    private long scheduled;
    private ArrivalSchedule gaps;
    private Measurements.IntendedStartTime intended;
    private int lastPhase;

    /** Waits for the next operation's scheduled start; {@code phase} (an index): whether the last was measured. */
    void after(int phase) {
      long deadline = (gaps != null ? gaps.next() : startNs + ++scheduled * targetOpsTickNs) + warmupBacklogNs;
      sleepUntil(deadline);
      long lag = System.nanoTime() - deadline;
      // Without a branch, as everything the phase decides here: phase - lastPhase is 1 once, at the switch.
      long forgiven = Math.max(0, lag) * (phase - lastPhase);
      lastPhase = phase;
      warmupBacklogNs += forgiven;
      intended.set(deadline + forgiven);
      noteLag((lag - forgiven) * phase);
    }

    /** The schedule counts from now; {@code phase}: the first operation's. */
    void start(int phase) {
      lastPhase = phase;
      intended = Measurements.getMeasurements().intendedStartTimeForCurrentThread();
      if (targetOpsPerMs <= 1.0) {
        // Spread the next operations of slow threads over one tick, so they do not run in lockstep.
        LockSupport.parkNanos(ThreadLocalRandom.current().nextLong(Math.max(1, targetOpsTickNs)));
      }
      startNs = System.nanoTime();
      gaps = poisson ? ArrivalSchedule.of(targetOpsPerMs * 1000, true, startNs) : null;
    }
  }

  /** Without a branch: warm-up lags are noted as 0, so one on the maximum would flip at the warm-up's end. */
  private void noteLag(long lagNs) {
    lastLagNs = lagNs;
    maxLagNs = Math.max(maxLagNs, lagNs);
  }

  /**
   * The open loop: each operation the loop hands over runs as soon as it is taken, its response time counted
   * from its scheduled start. Operations taken while the warm-up runs are warm-up operations.
   */
  private void runArrivals(Object state) {
    Warmup warmup = coordinator.warmup();
    DBWrapper meters = db instanceof DBWrapper w ? w : null;
    Measurements.IntendedStartTime intended = Measurements.getMeasurements().intendedStartTimeForCurrentThread();
    boolean warming = false;
    boolean first = true;
    long done = 0;
    try {
      while (!workload.isStopRequested()) {
        long scheduled = openLoop.take(first);
        first = false;
        if (scheduled == OpenLoop.END || workload.isStopRequested()) {
          break;
        }
        boolean warm = dotransactions && warmup.isActive();
        if (warm != warming && meters != null) {
          meters.warmingUp(warm);
        }
        warming = warm;
        if (!warm && !openLoop.claimMeasured()) {
          openLoop.completed();
          break;
        }
        intended.set(scheduled);
        if (!warm) {
          openLoop.started(scheduled);
        }
        boolean more;
        try {
          more = dotransactions ? workload.doTransaction(db, state) : workload.doInsert(db, state);
        } finally {
          openLoop.completed();
        }
        if (!more) {
          openLoop.end();
          break;
        }
        if (warm) {
          warmup.operationDone();
        } else {
          done++;
          opsdone.lazySet(done);
        }
      }
    } finally {
      if (first) {
        openLoop.clientFailed();
      }
      if (warming && meters != null) {
        meters.warmingUp(false);
      }
    }
  }

  private void sleepUntil(long deadline) {
    long now;
    while ((now = System.nanoTime()) < deadline && !workload.isStopRequested()) {
      LockSupport.parkNanos(deadline - now);
    }
  }

  private void cleanup() {
    try {
      db.cleanup();
    } catch (Exception | LinkageError e) {
      String message = "database cleanup failed: " + Client.describe(e);
      if (failure == null) {
        failure = message;
      }
      coordinator.cleanupFailed(this, e);
    }
  }
}
