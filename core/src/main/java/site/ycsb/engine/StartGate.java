package site.ycsb.engine;

import site.ycsb.IllegalPropertyException;

/**
 * Holds a phase's initialised clients before their common start: until the server statistics' connection is open,
 * and with {@code start.at} until that instant. Either refusal releases the clients without running (exit 2).
 */
final class StartGate {
  private final PhaseContext phase;
  private final ClientLaunch launch;
  private final ServerStatsProbe stats;

  StartGate(PhaseContext phase, ClientLaunch launch, ServerStatsProbe stats) {
    this.phase = phase;
    this.launch = launch;
    this.stats = stats;
  }

  /** Waits for the server statistics' connection; false (the clients released) when it refused a property. */
  boolean serverStatsOpened(RunningClients clients) throws InterruptedException {
    IllegalPropertyException refused = stats.awaitOpen(phase.stop()::requested);
    if (refused != null) {
      launch.abort(clients, stats);
      phase.err().println("ycsb: error: " + refused.getMessage());
      return false;
    }
    stats.showOpenFailure();
    return true;
  }

  /**
   * Holds the start until {@code start.at}; false (the clients released) when that instant passed longer than
   * stop.grace ago while the threads initialised: this client would start alone.
   */
  boolean startAtReached(RunningClients clients) throws InterruptedException {
    PhaseSettings s = phase.settings();
    if (s.startAt() == null) {
      return true;
    }
    long late = StartAt.lateMs(s.startAt());
    if (late > s.stopGraceMs()) {
      phase.err().println("ycsb: error: " + StartAt.tooLate(s.startAt(), late, s.stopGraceMs(),
          " once the threads had initialised").getMessage());
      launch.abort(clients, stats);
      return false;
    }
    StartAt.await(s.startAt(), s.threads(), phase.workload()::isStopRequested, phase.err());
    return true;
  }
}
