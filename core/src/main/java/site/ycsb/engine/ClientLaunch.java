package site.ycsb.engine;

import java.io.PrintStream;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import site.ycsb.Client;
import site.ycsb.ClientThread;
import site.ycsb.DBFactory;
import site.ycsb.DBWrapper;
import site.ycsb.ErrorText;
import site.ycsb.IllegalPropertyException;
import site.ycsb.UnknownDBException;
import site.ycsb.measurements.Measurements;
import site.ycsb.tool.ExitCode;
import site.ycsb.workloads.ReplayWorkload;
import site.ycsb.workloads.TimedArrivals;

/**
 * Starts a phase's client threads (a closed loop of {@code threadcount}, or an open loop that starts more while
 * arrivals wait), waits for their bindings' init, and releases them without running when one fails.
 */
final class ClientLaunch {
  private final PhaseContext phase;
  private final PhaseSettings s;
  private final RunMetrics metrics;

  ClientLaunch(PhaseContext phase, RunMetrics metrics) {
    this.phase = phase;
    this.s = phase.settings();
    this.metrics = metrics;
  }

  /** The lines that open the phase: its threads and their model, and the open loop's schedule. */
  void announce() {
    PrintStream err = phase.err();
    // Upstream prints "Starting test."; the line keeps those words first for scripts that wait for them.
    err.println("Starting test. Client threads: " + s.threads() + " (" + ThreadModel.PROPERTY + "="
        + s.threadModel().describe() + ").");
    String javaNote = ThreadModel.newerJavaNote(s.threadModel(), s.threads(), s.dbName());
    if (javaNote != null) {
      err.println(javaNote);
    }
    if (timedArrivals() != null) {
      err.println(((ReplayWorkload) phase.workload()).arrivalsNote());
    } else if (s.arrivals().open()) {
      err.println(s.arrivals().note(s.target(), s.threads()));
    }
  }

  /** One binding instance per client thread, each wrapped in its meter. */
  List<DBWrapper> newDatabases(Measurements measurements) throws UnknownDBException {
    List<DBWrapper> dbs = new ArrayList<>();
    for (int i = 0; i < s.threads(); i++) {
      dbs.add(meter(s.dbName(), measurements));
    }
    return dbs;
  }

  /** Starts every client thread; each initialises its binding and waits for the coordinator's start. */
  RunningClients start(List<DBWrapper> dbs, long opcount, FailFast failFast) {
    boolean open = s.arrivals().open();
    // An open loop's dispatcher counts the latch down too, once it and every client it started have ended.
    CountDownLatch done = new CountDownLatch(s.threads() + (open ? 1 : 0));
    RunCoordinator coordinator = new RunCoordinator(s.threads());
    double targetPerThreadPerMs = s.target() > 0 && !open ? s.target() / (double) s.threads() / 1000.0 : 0;
    List<ClientThread> clients = new CopyOnWriteArrayList<>();
    List<DBWrapper> allDbs = new CopyOnWriteArrayList<>(dbs);
    long budgetMs = opcount > 0 ? s.stopGraceMs() : FailureBackoff.UNLIMITED;
    OpenLoop loop = !open ? null : new OpenLoop(s.arrivals(), timedArrivals(), s.target(), s.threads(), opcount,
        coordinator, phase.workload()::isStopRequested, (self, id, clientDone) -> {
          DBWrapper db = newDatabase();
          db.guardedBy(failFast, phase.workload()::isStopRequested, budgetMs);
          allDbs.add(db);
          ClientThread client = newClient(db, 0, 0, clientDone, coordinator, id);
          client.setArrivals(s.arrivals().poisson(), self, true);
          clients.add(client);
          try {
            s.threadModel().model().newThread(client, "ycsb-client-" + id).start();
          } catch (OutOfMemoryError e) {
            clients.remove(client);
            allDbs.remove(db);
            throw e;
          }
        }, done);
    List<Thread> threads = new ArrayList<>();
    for (int i = 0; i < s.threads(); i++) {
      long threadOps = open ? 0 : opcount / s.threads() + (i < opcount % s.threads() ? 1 : 0);
      // A thread with an operation count may pause at most stop.grace in all (see FailureBackoff).
      dbs.get(i).guardedBy(failFast, phase.workload()::isStopRequested, budgetMs);
      ClientThread client = newClient(dbs.get(i), threadOps, targetPerThreadPerMs, done, coordinator, i);
      client.setArrivals(s.arrivals().poisson(), loop, false);
      clients.add(client);
      threads.add(s.threadModel().model().newThread(client, "ycsb-client-" + i));
    }
    if (loop != null) {
      Thread dispatcher = new Thread(loop, "ycsb-arrivals");
      dispatcher.setDaemon(true);
      threads.add(dispatcher);
    }
    metrics.watch(loop);
    int notStarted = startThreads(threads, done, coordinator);
    return new RunningClients(clients, allDbs, done, coordinator, loop, notStarted);
  }

  /** The workload's own arrival times (a trace replayed at its pace), or null. */
  private TimedArrivals timedArrivals() {
    return s.dotransactions() && phase.workload() instanceof ReplayWorkload r ? r.timedArrivals() : null;
  }

  /** Starts the threads; returns how many client threads a stop kept from being started. */
  private int startThreads(List<Thread> threads, CountDownLatch done, RunCoordinator coordinator) {
    for (int i = 0; i < threads.size(); i++) {
      if (phase.stop().requested() && i < s.threads()) {
        // Stopped while thousands of threads were being started: start no more, so that the stop is answered
        // within its bound; those never started count down the latches they would have.
        coordinator.stoppedBeforeStart(s.threads() - i);
        for (int k = i; k < threads.size(); k++) {
          done.countDown();
        }
        return s.threads() - i;
      }
      try {
        threads.get(i).start();
      } catch (OutOfMemoryError e) {
        // The operating system refused a thread (its limits, or memory for the stack): the run fails as when a
        // client cannot initialise, and the threads never started count down the latches they would have.
        String which = i < s.threads() ? "client thread " + (i + 1) + " of " + s.threads()
            : "the open loop's dispatcher thread";
        coordinator.notStarted(Math.max(0, s.threads() - i), "could not start " + which + ": " + e.getMessage()
            + "; run fewer -threads, raise the limits (" + ThreadModel.OS_THREAD_LIMITS + "), or use -p "
            + ThreadModel.PROPERTY + "=virtual (Java 21+)");
        for (int k = i; k < threads.size(); k++) {
          done.countDown();
        }
        return 0;
      }
    }
    return 0;
  }

  private ClientThread newClient(DBWrapper db, long ops, double targetPerMs, CountDownLatch done,
      RunCoordinator coordinator, int id) {
    ClientThread client = new ClientThread(db, s.dotransactions(), phase.workload(), phase.properties(), ops,
        targetPerMs, done);
    client.setThreadId(id);
    client.setThreadCount(s.threads());
    client.setCoordinator(coordinator);
    return client;
  }

  /** A binding instance in its meter: with {@code measurement.sizebuckets}, the one that splits by value size. */
  private DBWrapper meter(String dbName, Measurements measurements) throws UnknownDBException {
    return measurements.sizeBuckets() == null ? DBFactory.newDB(dbName, phase.properties(), measurements)
        : new SizedDBWrapper(DBFactory.load(dbName, phase.properties()), measurements);
  }

  /** One more binding instance for a client an open loop starts during the run. */
  private DBWrapper newDatabase() {
    try {
      return meter(s.dbName(), Measurements.getMeasurements());
    } catch (UnknownDBException e) {
      // The same class made the first clients' instances.
      throw new IllegalStateException(e);
    }
  }

  /**
   * Waits for every thread's init; false when one failed, the run was interrupted, or (with
   * maxexecutiontime) the phase has been starting for longer than maxexecutiontime + stop.grace, so that a
   * server that never answers cannot hold the process past that bound even before the measured run begins.
   */
  boolean initialised(RunningClients clients, long startedNs) throws InterruptedException {
    RunCoordinator coordinator = clients.coordinator();
    long limitMs = s.maxExecutionTime() > 0 ? s.maxExecutionTime() * 1000 + s.stopGraceMs() : Long.MAX_VALUE;
    while (!coordinator.awaitInitialisation(phase.stop().requested() ? 0 : 100)) {
      if (coordinator.initFailed()) {
        return false;  // the others would most likely fail the same way, each after its own time-out
      }
      if (phase.stop().requested()) {
        coordinator.failed(phase.stop().reason() + " while " + coordinator.initialising() + " client thread(s) "
            + "were still initialising (" + clients.stages() + ")" + (clients.notStartedOnStop() > 0
                ? "; " + clients.notStartedOnStop() + " of " + s.threads() + " were never started" : ""));
        return false;
      }
      if (TimeUnit.NANOSECONDS.toMillis(System.nanoTime() - startedNs) > limitMs) {
        coordinator.failed(coordinator.initialising() + " client thread(s) did not finish initialising within "
            + limitMs / 1000 + " s (maxexecutiontime + stop.grace): is the server answering?");
        return false;
      }
    }
    return !coordinator.initFailed();
  }

  /**
   * Releases the threads without running (one could not initialise, or the start was refused) and closes the
   * server statistics; prints why and returns the exit code: 2 when a binding named a bad property, else 1.
   */
  int abort(RunningClients clients, ServerStatsProbe stats) throws InterruptedException {
    RunCoordinator coordinator = clients.coordinator();
    coordinator.abort();
    // Threads still blocked in init will not come back; the others clean up within the grace. After Ctrl-C
    // the wait for them is shorter, so that a signal is answered within a second.
    clients.done().await(coordinator.initialising() > 0
        ? Math.min(phase.stop().requested() ? 250 : 1000, s.stopGraceMs()) : s.stopGraceMs() + 5000,
        TimeUnit.MILLISECONDS);
    stats.close();
    PrintStream err = phase.err();
    for (Throwable cause : coordinator.causes()) {
      IllegalPropertyException badInput = ErrorText.propertyError(cause);
      if (badInput != null) {
        err.println("ycsb: error: " + badInput.getMessage());
        return ExitCode.BAD_INPUT;
      }
    }
    for (String failure : coordinator.failures()) {
      err.println("ycsb: error: " + failure);
    }
    Client.printDebugTraces(err, coordinator.causes());
    return ExitCode.FAILED;
  }
}
