package site.ycsb.sweep;

import java.util.List;

/**
 * Ctrl-C for a driver of child processes (the sweep, the plan): once thrown, no new child starts and the
 * running one is asked to stop (SIGTERM, on which the client writes what it measured), with every process
 * it started: a shell's children would otherwise outlive it and hold the driver up.
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
    terminate(process);
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
      terminate(p);
    }
  }

  /** SIGTERM to a child and its descendants (listed first: once the child is gone they are no longer its). */
  public static void terminate(Process p) {
    List<ProcessHandle> tree = p.descendants().toList();
    p.destroy();
    tree.forEach(ProcessHandle::destroy);
  }

  /** SIGKILL to a child and its descendants. */
  public static void kill(Process p) {
    List<ProcessHandle> tree = p.descendants().toList();
    p.destroyForcibly();
    tree.forEach(ProcessHandle::destroyForcibly);
  }
}
