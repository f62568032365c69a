package site.ycsb.sweep;

/**
 * Ctrl-C for a driver of child processes (the sweep, the plan): once thrown, no new child starts and the
 * running one is asked to stop (SIGTERM, on which the client writes what it measured).
 */
public final class StopSwitch {
  private boolean stopped;
  private Process running;

  /** Registers a just-started child; false (and the child is stopped) when the sweep was stopped. */
  public boolean register(Process process) {
    synchronized (this) {
      if (!stopped) {
        running = process;
        return true;
      }
    }
    process.destroy();
    return false;
  }

  public synchronized void unregister() {
    running = null;
  }

  public synchronized boolean isStopped() {
    return stopped;
  }

  public void stop() {
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
