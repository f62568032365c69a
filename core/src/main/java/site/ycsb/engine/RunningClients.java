package site.ycsb.engine;

import java.util.List;
import java.util.concurrent.CountDownLatch;
import site.ycsb.ClientThread;
import site.ycsb.DBWrapper;
import site.ycsb.results.ArrivalsResult;

/**
 * The client threads of a phase and their bindings (an open loop adds to both as it starts clients), the latch
 * they count down when they end, their coordinator, the open loop or null, and how many threads a stop kept from
 * being started.
 */
record RunningClients(List<ClientThread> threads, List<DBWrapper> dbs, CountDownLatch done,
    RunCoordinator coordinator, OpenLoop openLoop, int notStartedOnStop) {

  /** Client threads that have not ended. */
  long stuck() {
    return openLoop == null ? done.getCount() : openLoop.stuck(done.getCount());
  }

  /** The operations every client thread did. */
  long operations() {
    return threads.stream().mapToLong(ClientThread::getOpsDone).sum();
  }

  /** What the client threads that have not ended are doing, by stage. */
  String stages() {
    List<ClientThread> started = threads.subList(0, threads.size() - notStartedOnStop);
    String stages = ClientStage.describe(started.stream().map(ClientThread::stage).toList());
    return stages.isEmpty() ? "an open loop's dispatcher" : stages;
  }

  /** The share of the measured time {@code runNs} the client threads spent in their failure back-off. */
  double backoffShare(long runNs) {
    long paused = 0;
    for (DBWrapper db : dbs) {
      paused += db.backoffNanos();
    }
    return runNs <= 0 ? 0 : Math.min(1, paused / ((double) runNs * dbs.size()));
  }

  /**
   * How the operations arrived (result.json's {@code arrivals}); null without a target, unless an open loop ran on a
   * workload's own arrivals (a trace replay), which has none.
   */
  ArrivalsResult arrivals(PhaseSettings s) {
    if (openLoop != null) {
      return openLoop.result();
    }
    if (s.target() <= 0) {
      return null;
    }
    long maxLag = 0;
    long lastLag = 0;
    long backlog = 0;
    for (ClientThread t : threads) {
      maxLag = Math.max(maxLag, t.maxScheduleLagNs());
      lastLag = Math.max(lastLag, t.lastScheduleLagNs());
      backlog = Math.max(backlog, t.warmupBacklogNs());
    }
    return new ArrivalsResult(s.arrivals().mode(), s.arrivals().process(), s.arrivals().maxClients(), s.threads(),
        s.threads(), 0, OpenLoop.millis(maxLag), OpenLoop.millis(lastLag), 0, OpenLoop.millis(backlog));
  }
}
