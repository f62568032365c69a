package site.ycsb.sweep;

/**
 * Ctrl-C for the sweep: once thrown, no new step starts and the running child is asked to stop
 * (SIGTERM, on which the client writes what it measured).
 */
final class StopSwitch {
  private boolean stopped;
  private Process running;

  /** Registers a just-started child; false (and the child is stopped) when the sweep was stopped. */
  boolean register(Process process) {
    synchronized (this) {
      if (!stopped) {
        running = process;
        return true;
      }
    }
    process.destroy();
    return false;
  }

  synchronized void unregister() {
    running = null;
  }

  synchronized boolean isStopped() {
    return stopped;
  }

  void stop() {
    Process p;
    synchronized (this) {
      stopped = true;
      p = running;
    }
    if (p != null) {
      p.destroy();
    }
  }
}
